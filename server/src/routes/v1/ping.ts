import { errorResponses, pingResponseSchema } from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { routeSchema } from './validation';

// A no-op behind the same app-credential check as every call: a liveness probe and the baseline of
// `pnpm bench:server`.
export async function pingRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/ping',
    {
      schema: routeSchema({
        tags: ['service'],
        summary: 'No-op (liveness and benchmark baseline)',
        response: {
          200: pingResponseSchema,
          ...errorResponses(400, 401, 429),
        },
      }),
    },
    async () => ({ ok: true }),
  );
}
