import {
  errorResponses,
  suggestedReportsQuerySchema,
  suggestedReportsResponseSchema,
  type SuggestedReportsQuery,
} from '@beacon/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { memberOf } from '../../plugins/app/auth';
import { createSuggestedReportsService } from '../../services/suggested-reports-service';
import { MEMBER_SECURITY, routeSchema } from './validation';

// GET /me/suggested-reports/ (spec §7, with its trailing slash; the path without one answers too): people related
// to the member's records whose reports the member does not have yet. Each suggestion reveals a person (name, age,
// city) and a pointer to create a record from, so it needs an active membership like a search (issue 55 point 1).
// `?recordId=` narrows the list to that record's own relatives, associates or neighbors: what its report shows
// (issue 56 point 2); the member-wide list is the records list's.
export async function memberSuggestedReportRoutes(app: FastifyInstance): Promise<void> {
  const suggestions = createSuggestedReportsService({ db: app.db, publicRecords: app.publicRecords });
  const options = (hide: boolean) => ({
    onRequest: [app.requireMember, app.requireActiveMembership],
    schema: routeSchema({
      tags: ['reports'],
      summary: "Suggested reports: relatives, associates and neighbors of the member's records (at most 10)",
      description:
        "Relatives and associates of the member's person records, and residents next door of their location " +
        'records, that are not records of the member yet; `fromRecordId` names the record each comes from. With ' +
        "`recordId`, only that record's own: the relatives and associates of its person (a phone or e-mail " +
        "record's: the person its report names) or the neighbors of its address; 404 when it is not the member's.",
      security: MEMBER_SECURITY,
      querystring: suggestedReportsQuerySchema,
      response: { 200: suggestedReportsResponseSchema, ...errorResponses(400, 401, 402, 404, 429) },
      hide,
    }),
  });
  const handler = async (request: FastifyRequest<{ Querystring: SuggestedReportsQuery }>) => {
    const { accountId } = memberOf(request);
    const { recordId } = request.query;
    return recordId === undefined ? suggestions.list(accountId) : suggestions.forRecord(accountId, Number(recordId));
  };
  app.get<{ Querystring: SuggestedReportsQuery }>('/me/suggested-reports/', options(false), handler);
  app.get<{ Querystring: SuggestedReportsQuery }>('/me/suggested-reports', options(true), handler);
}
