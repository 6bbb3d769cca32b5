import { errorResponses, pdfParamsSchema, pdfStatusResponseSchema, type PdfParams } from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { memberOf } from '../../plugins/app/auth';
import { routeSchema } from '../v1/validation';
import { PDF_FILE_RESPONSE, sendPdfAttachment } from '../pdf-attachment';

/** Bearer token or the apiV2 cookie (the web app mirrors the access token into it). */
const PDF_SECURITY: Array<Record<string, string[]>> = [
  { appId: [], apiKey: [], deviceId: [], bearerAuth: [] },
  { appId: [], apiKey: [], deviceId: [], apiV2Cookie: [] },
];

// GET /pdf/{memberId}/{type}/{recordId}: the status of the record's PDF job; .../file: the finished PDF. Only the
// record's own member gets either: another member id, another type or another member's record is a 404.
export async function pdfFileRoutes(app: FastifyInstance): Promise<void> {
  const target = (params: PdfParams) => [Number(params.memberId), params.type, Number(params.recordId)] as const;

  app.get<{ Params: PdfParams }>(
    '/:memberId/:type/:recordId',
    {
      onRequest: app.requireMemberOrCookie,
      schema: routeSchema({
        tags: ['pdf'],
        summary: "The status of the record's PDF (poll every 2 s until complete)",
        description:
          '`{ status: queued | processing | complete | failed, url? }`; `url` (complete only) is the file. No PDF ' +
          'requested yet: 404 "No PDF was requested for this record".',
        security: PDF_SECURITY,
        params: pdfParamsSchema,
        response: { 200: pdfStatusResponseSchema, ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request) => app.pdfJobs.status(memberOf(request).accountId, ...target(request.params)),
  );

  app.get<{ Params: PdfParams }>(
    '/:memberId/:type/:recordId/file',
    {
      onRequest: app.requireMemberOrCookie,
      config: { appHeaders: false },
      schema: routeSchema({
        tags: ['pdf'],
        summary: 'The finished PDF (application/pdf, as an attachment)',
        description:
          'Works with only the apiV2 cookie and without app headers, so a plain link downloads it. 404 until the ' +
          "PDF is complete, and for anyone but the record's member.",
        security: [{ bearerAuth: [] }, { apiV2Cookie: [] }],
        params: pdfParamsSchema,
        response: {
          200: PDF_FILE_RESPONSE,
          ...errorResponses(400, 401, 404, 429),
        },
      }),
    },
    async (request, reply) => {
      const { pdf, filename } = await app.pdfJobs.file(memberOf(request).accountId, ...target(request.params));
      return sendPdfAttachment(reply, { pdf, fileName: filename });
    },
  );
}
