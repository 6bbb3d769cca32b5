import { errorResponses, removalResultsResponseSchema } from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { MIN_REQUESTS, REAPPEARANCE_WINDOW_DAYS } from '../../domain/guardian/removal-results';
import { createRemovalResultsService } from '../../services/removal-results-service';
import { routeSchema } from './validation';

// GET /removal-results: Beacon's published removal results (issue 59 point 6; the public /removal-results page; app
// headers, no sign-in). Per-broker figures from Beacon's own removal requests, nothing of any member.
export async function removalResultsRoutes(app: FastifyInstance): Promise<void> {
  const results = createRemovalResultsService({ db: app.db, clock: app.clock });

  app.get(
    '/removal-results',
    {
      schema: routeSchema({
        tags: ['guardian'],
        summary: "Published removal results: each broker's removal rate, median days and listings that came back",
        description:
          `Computed at each call from every removal request Guardian sent; a broker is listed from ${MIN_REQUESTS} ` +
          'requests on. removalRate: removed / requests (requests still in progress count as not removed); ' +
          'medianDaysToRemoval: days from the request to the removal; reappearedWithin90DaysRate: of the removals ' +
          `at least ${REAPPEARANCE_WINDOW_DAYS} days old, the share whose listing a re-scan found again within ` +
          `${REAPPEARANCE_WINDOW_DAYS} days. Brokers run by one company are grouped, the parent site first.`,
        response: { 200: removalResultsResponseSchema, ...errorResponses(400, 401, 429) },
      }),
    },
    async (_request, reply) => {
      // the same for everyone and slow to change: a shared cache may keep it a few minutes
      reply.header('cache-control', 'public, max-age=300');
      return results.published();
    },
  );
}
