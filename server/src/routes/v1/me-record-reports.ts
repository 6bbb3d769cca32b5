import {
  errorResponses,
  idParamSchema,
  recordLayoutResponseSchema,
  recordReportResponseSchema,
  recordStatsResponseSchema,
  parseReportSections,
  recordReportQuerySchema,
  reportIdParamSchema,
  type IdParam,
  type RecordReportQuery,
  type ReportIdParam,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { memberOf } from '../../plugins/app/auth';
import { MEMBER_SECURITY, routeSchema } from './validation';

// A record's report, its stats and its layout (spec §2.4, §3, §7, §8; issue 7 contract). Another member's record,
// like an unknown one, is a 404; a pointer that no longer resolves is a 410; 402 names the required item in
// X-Required-Item.
export async function memberRecordReportRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: IdParam; Querystring: RecordReportQuery }>(
    '/me/records/:id/report',
    {
      onRequest: app.requireMember,
      config: { quota: 'recordView' },
      schema: routeSchema({
        tags: ['reports'],
        summary: "The record's report: every section of its type, from the public records",
        description:
          'person: `person` (as GET /v1/people/{pointer} with every field) and `timeline`; location: `location` ' +
          '(as GET /v1/locations/{pointer} with every field); phone and email: the best match of the search as ' +
          "`person` (null when nobody matches), `timeline`, and `phone` or `email`. Also the member's `corrections` " +
          'and `ratings`. `?sections=a,b` limits the report to those sections. A member whose person_report balance ' +
          'is 0 gets a 402 (X-Required-Item: person_report). A record that is not premium lists criminal, finances ' +
          'and assets in `locked` and leaves their data out; asking for them with ?sections= is a 402 ' +
          '(X-Required-Item: premium_person_report). 410 when the pointer no longer resolves.',
        security: MEMBER_SECURITY,
        params: idParamSchema,
        querystring: recordReportQuerySchema,
        response: { 200: recordReportResponseSchema, ...errorResponses(400, 401, 402, 404, 410, 429) },
      }),
    },
    async (request) =>
      app.recordReports.report(
        memberOf(request).accountId,
        Number(request.params.id),
        parseReportSections(request.query.sections),
      ),
  );

  app.get<{ Params: IdParam }>(
    '/me/records/:id/stats',
    {
      onRequest: app.requireMember,
      config: { quota: 'recordView' },
      schema: routeSchema({
        tags: ['reports'],
        summary: 'Items per section, when the report last changed, and how often the member read it',
        description: 'Locked sections are left out of `sections`. 402, 404 and 410 as the report.',
        security: MEMBER_SECURITY,
        params: idParamSchema,
        response: { 200: recordStatsResponseSchema, ...errorResponses(400, 401, 402, 404, 410, 429) },
      }),
    },
    async (request) => app.recordReports.stats(memberOf(request).accountId, Number(request.params.id)),
  );

  app.get<{ Params: ReportIdParam }>(
    '/me/records/:reportId/layout',
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['reports'],
        summary: "The sections of the record's report in display order, and the report fields each reads",
        description: 'The client falls back to its built-in layout by record type when this fails.',
        security: MEMBER_SECURITY,
        params: reportIdParamSchema,
        response: { 200: recordLayoutResponseSchema, ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request) => app.recordReports.layout(memberOf(request).accountId, request.params.reportId),
  );
}
