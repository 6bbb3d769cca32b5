import { apiContractResponseSchema, errorResponses } from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { apiContract } from '../../api-contract';
import { routeSchema } from './validation';

// The API contract this server speaks (issue 60): the hash of the shared request and response schemas it runs with,
// the same one every app build records in its build-info.json. The edge asks it before keeping a browser session's
// set of versions, so a session never goes on with releases built for a contract the API no longer speaks. A hash
// of source files the repository publishes anyway, so no credential: the edge is no browser app.
export async function apiContractRoutes(app: FastifyInstance): Promise<void> {
  const contract = apiContract();
  app.get(
    '/contract',
    {
      config: { appHeaders: false },
      schema: routeSchema({
        tags: ['service'],
        summary: 'The API contract this server speaks (SHA-256 of the shared schemas)',
        response: {
          200: apiContractResponseSchema,
          ...errorResponses(429),
        },
      }),
    },
    async () => ({ contract }),
  );
}
