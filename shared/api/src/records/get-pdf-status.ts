import { pdfStatusResponseSchema, type PdfStatusResponse } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import type { RecordType } from './create-record';

export type PdfJobStatus = PdfStatusResponse;
export type PdfStatus = PdfJobStatus['status'];

export interface PdfTarget {
  memberId: string | number;
  type: RecordType;
  recordId: string | number;
}

function pdfPath({ memberId, type, recordId }: PdfTarget): string {
  return `/pdf/${encodeURIComponent(String(memberId))}/${type}/${encodeURIComponent(String(recordId))}`;
}

/**
 * GET /pdf/{memberId}/{type}/{recordId}: the status of a record's PDF job. The PDF service lives outside /v1
 * (spec §7: paths containing /pdf/ are requested directly), with the same app headers and bearer token.
 */
export function fetchPdfStatus(target: PdfTarget): Promise<PdfJobStatus> {
  return apiRequest(pdfPath(target), { unversioned: true, schema: pdfStatusResponseSchema });
}

/**
 * Where the finished file is downloaded. A plain link sends no app headers or bearer token: the edge serves it on
 * the app's own origin and the server accepts the `apiV2` cookie the session keeps with the access token.
 */
export function pdfFileUrl(target: PdfTarget): string {
  return `${pdfPath(target)}/file`;
}
