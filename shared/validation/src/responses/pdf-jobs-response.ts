import { string, type InferType } from 'yup';

import { literals, shape } from './contract-fields';
import { deferredSchema } from '../deferred-schema';

// The PDF endpoints (spec §4 "PDF report: requested, then polled every 2 seconds until status is complete").

export const PDF_STATUSES = ['queued', 'processing', 'complete', 'failed'] as const;

export const pdfRequestedResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ status: literals(['queued'] as const) }),
);

export const pdfStatusResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    status: literals(PDF_STATUSES),
    url: string().strict().optional().meta({ description: 'where to download the file (complete only)' }),
  }),
);

export type PdfStatusResponse = InferType<typeof pdfStatusResponseSchema>;
