import {
  errorResponses,
  personSearchQuerySchema,
  pingResponseSchema,
  type PersonSearchQuery,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { MEMBER_SECURITY, routeSchema } from './validation';

// Benchmark-only routes, registered when BENCH_ROUTES is on (off by default, so never in a member's path).
// GET /v1/bench/no-op is person search without the search: the same login, paywall, quota and query validation as
// GET /v1/search/people, then a tiny body. `pnpm bench:search` compares person search's throughput with it, so the
// ratio measures the search itself; GET /v1/ping checks only the app headers, so a ratio against it also charged
// the search for token verification and the yup validation that every member route pays.
export async function benchRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: PersonSearchQuery }>(
    '/bench/no-op',
    {
      onRequest: [app.requireMember, app.requireActiveMembership],
      config: { quota: 'search' },
      schema: routeSchema({
        tags: ['service'],
        summary: 'Benchmark baseline: person search without the search (only with BENCH_ROUTES=true)',
        security: MEMBER_SECURITY,
        querystring: personSearchQuerySchema,
        response: { 200: pingResponseSchema, ...errorResponses(400, 401, 402, 429) },
      }),
    },
    async () => ({ ok: true }),
  );
}
