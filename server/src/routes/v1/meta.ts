import { errorResponses, type MetaPathParam, metaPathParamSchema, metaValueResponseSchema } from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { notFound } from '../../http-errors';
import { routeSchema } from './validation';

// GET /meta/{path}: the client turns a key's dots into slashes (spec §7), so /meta/support/phone reads
// support.phone. A prefix such as /meta/prices returns every value below it as an object.
export async function metaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: MetaPathParam }>(
    '/meta/*',
    {
      schema: routeSchema({
        tags: ['content'],
        summary: 'A meta value (support phone and hours, prices, app links, ...)',
        params: metaPathParamSchema,
        response: {
          200: metaValueResponseSchema,
          ...errorResponses(400, 401, 404, 429),
        },
      }),
    },
    async (request, reply) => {
      const key = request.params['*'].replace(/\/$/, '').split('/').join('.');
      const value = await app.content.metaValue(key);
      if (value === undefined) throw notFound(`No meta value "${key}"`);
      // Public, rarely changing values: a short private cache saves the client a round trip per page.
      reply.header('cache-control', 'private, max-age=300');
      return { key, value };
    },
  );
}
