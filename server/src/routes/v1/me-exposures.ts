import { errorResponses, exposuresResponseSchema } from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { toExposuresDto } from '../../dto/exposures';
import { memberOf } from '../../plugins/app/auth';
import { MEMBER_SECURITY, routeSchema } from './validation';

// GET /me/exposures (issue 58 point 6): "what is exposed where, the worst first". Every member may ask; one without
// a product for a source gets nothing from it (the source is `not_covered`), never a 403 that would sign them out.
export async function exposureRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/me/exposures',
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['exposures'],
        summary: 'Everything exposed about the member, the worst first',
        description:
          "Breaches (the account holder's dark web alerts), broker listings still up (Guardian's scans of the " +
          'account holder) and the fields of the report confirmed as their own, each with what, where, when, a ' +
          'severity (score 0–100 and label) and its next step; sorted by score, ties newest first. `sources` says ' +
          'how each source answered: read, not_covered (no product or no confirmed report) or unavailable.',
        security: MEMBER_SECURITY,
        response: { 200: exposuresResponseSchema, ...errorResponses(400, 401, 429) },
      }),
    },
    async (request) => toExposuresDto(await app.exposures.overview(memberOf(request).accountId)),
  );
}
