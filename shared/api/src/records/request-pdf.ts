import { pdfRequestedResponseSchema } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import type { PdfStatus } from './get-pdf-status';

/** POST /me/records/{id}/pdf: queues the PDF of a report (a finished job for the same report version is reused). */
export function requestPdf(recordId: string | number): Promise<{ status: PdfStatus }> {
  return apiRequest(`/me/records/${encodeURIComponent(String(recordId))}/pdf`, {
    method: 'POST',
    schema: pdfRequestedResponseSchema,
  });
}
