import {
  locationRecordQuerySchema,
  parseFields,
  personRecordQuerySchema,
  pointerParamSchema,
  TEASER_FIELDS,
  type LocationField,
  type LocationRecordQuery,
  type PersonField,
  type PersonRecordQuery,
  type PointerParam,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { locationRecordSchema, personRecordSchema } from '../../dto/public-records';
import { errorResponses } from '../../dto/responses';
import { MEMBER_SECURITY, routeSchema } from './validation';

// GET /people/{pointer} and GET /locations/{pointer} (spec §7): the records behind search results, section by
// section. A pointer of someone who opted out is "not found", like one that never existed.
export async function recordRoutes(app: FastifyInstance): Promise<void> {
  const errors = errorResponses(400, 401, 404, 429);

  app.get<{ Params: PointerParam; Querystring: PersonRecordQuery }>(
    '/people/:pointer',
    {
      onRequest: app.requireMember,
      config: { quota: 'search' },
      schema: routeSchema({
        tags: ['records'],
        summary: 'A person record: the sections named in `fields`',
        description:
          'fields is a comma-separated list (default names,locations,dobs,dods). With teaser=true only names, ' +
          'locations, dobs and dods may be asked for (what the client reads to create a record from a search ' +
          'result).',
        security: MEMBER_SECURITY,
        params: pointerParamSchema,
        querystring: personRecordQuerySchema,
        response: { 200: personRecordSchema, ...errors },
      }),
    },
    async (request) => {
      const teaser = request.query.teaser === 'true' || request.query.teaser === '1';
      const fields = parseFields<PersonField>(request.query.fields, TEASER_FIELDS);
      return app.publicRecords.person(request.params.pointer, fields, teaser);
    },
  );

  app.get<{ Params: PointerParam; Querystring: LocationRecordQuery }>(
    '/locations/:pointer',
    {
      onRequest: app.requireMember,
      config: { quota: 'search' },
      schema: routeSchema({
        tags: ['records'],
        summary: 'A location record: the sections named in `fields` (default address)',
        security: MEMBER_SECURITY,
        params: pointerParamSchema,
        querystring: locationRecordQuerySchema,
        response: { 200: locationRecordSchema, ...errors },
      }),
    },
    async (request) => {
      const fields = parseFields<LocationField>(request.query.fields, ['address']);
      return app.publicRecords.location(request.params.pointer, fields);
    },
  );
}
