import {
  dynamicLayoutResponseSchema,
  errorResponses,
  type LayoutIdParam,
  layoutIdParamSchema,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { notFound } from '../../http-errors';
import { routeSchema } from './validation';

// GET /dynamic-layouts/{layoutId}: the components a layout container shows, for desktop and for mobile (spec §2.4).
export async function dynamicLayoutRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: LayoutIdParam }>(
    '/dynamic-layouts/:layoutId',
    {
      schema: routeSchema({
        tags: ['content'],
        summary: 'A server-chosen layout: component names for desktop and mobile',
        params: layoutIdParamSchema,
        response: {
          200: dynamicLayoutResponseSchema,
          ...errorResponses(400, 401, 404, 429),
        },
      }),
    },
    async (request) => {
      const layout = await app.content.layout(request.params.layoutId);
      if (!layout) throw notFound('Layout not found');
      return layout;
    },
  );
}
