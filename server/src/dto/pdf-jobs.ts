// Response schemas of the PDF endpoints (spec §4 "PDF report: requested, then polled every 2 seconds until status is
// complete"; issue 7 contract).

export const PDF_STATUSES = ['queued', 'processing', 'complete', 'failed'] as const;

export const pdfRequestedSchema = {
  type: 'object',
  properties: { status: { type: 'string', enum: ['queued'] } },
  required: ['status'],
} as const;

export const pdfStatusSchema = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: [...PDF_STATUSES] },
    url: { type: 'string', description: 'where to download the file (complete only)' },
  },
  required: ['status'],
} as const;
