import { errorResponses, idParamSchema, pdfRequestedResponseSchema, type IdParam } from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { memberOf } from '../../plugins/app/auth';
import { MEMBER_SECURITY, routeSchema } from './validation';

// POST /me/records/{id}/pdf (spec §4 "PDF report: requested, then polled"; issue 7 contract): queues the record's
// PDF for the job worker; the client then polls GET /pdf/{memberId}/{type}/{recordId}.
export async function memberRecordPdfRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: IdParam }>(
    '/me/records/:id/pdf',
    {
      onRequest: app.requireMember,
      config: { quota: 'pdf' },
      bodyLimit: 1024,
      schema: routeSchema({
        tags: ['reports'],
        summary: "Request the PDF of the record's report",
        description:
          '202 `{ status: "queued" }`: the job is in the queue, or a queued, running or finished job of the same ' +
          'report version is reused (a failed one, or one of an older version, is queued again). Poll ' +
          '`GET /pdf/{memberId}/{type}/{recordId}` until its status is "complete". 402 (person_report), 404 and ' +
          '410 as the report. 429 when the member already has `MAX_QUEUED_PDF_JOBS_PER_MEMBER` jobs queued or ' +
          'rendering, or is past the PDF quota (both with Retry-After).',
        security: MEMBER_SECURITY,
        params: idParamSchema,
        response: { 202: pdfRequestedResponseSchema, ...errorResponses(400, 401, 402, 404, 410, 429) },
      }),
    },
    async (request, reply) => {
      await app.pdfJobs.request(memberOf(request).accountId, Number(request.params.id));
      return reply.code(202).send({ status: 'queued' });
    },
  );
}
