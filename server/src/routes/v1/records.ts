import {
  errorResponses,
  locationRecordQuerySchema,
  locationRecordResponseSchema,
  personRecordResponseSchema,
  parseFields,
  personRecordQuerySchema,
  pointerParamSchema,
  LOCATION_TEASER_FIELDS,
  TEASER_FIELDS,
  type LocationField,
  type LocationRecordQuery,
  type PersonField,
  type PersonRecordQuery,
  type PointerParam,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { MEMBER_SECURITY, routeSchema } from './validation';

// GET /people/{pointer} and GET /locations/{pointer} (spec §7): the teasers behind search results, for members with
// an active membership. They serve only what a search result shows (a person's names, locations, dobs, dods; a
// location's address): the full facts are paid for, and come only from GET /me/records/{id}/report under its
// entitlement checks (issue 13 point 1). A pointer of someone who opted out is "not found", like one that never
// existed.
export async function recordRoutes(app: FastifyInstance): Promise<void> {
  const errors = errorResponses(400, 401, 402, 404, 429);

  app.get<{ Params: PointerParam; Querystring: PersonRecordQuery }>(
    '/people/:pointer',
    {
      onRequest: [app.requireMember, app.requireActiveMembership],
      config: { quota: 'search' },
      schema: routeSchema({
        tags: ['records'],
        summary: 'A person teaser: names, locations, dobs, dods',
        description:
          'fields is a comma-separated list of names, locations, dobs, dods (the default: all four); anything else ' +
          'is a 400, as the full record is a report (GET /me/records/{id}/report). teaser=true is accepted and ' +
          'changes nothing. Needs an active membership (else 402 with X-Required-Item).',
        security: MEMBER_SECURITY,
        params: pointerParamSchema,
        querystring: personRecordQuerySchema,
        response: { 200: personRecordResponseSchema, ...errors },
      }),
    },
    async (request) => {
      const fields = parseFields<PersonField>(request.query.fields, TEASER_FIELDS);
      return app.publicRecords.person(request.params.pointer, fields, true);
    },
  );

  app.get<{ Params: PointerParam; Querystring: LocationRecordQuery }>(
    '/locations/:pointer',
    {
      onRequest: [app.requireMember, app.requireActiveMembership],
      config: { quota: 'search' },
      schema: routeSchema({
        tags: ['records'],
        summary: 'A location teaser: its address',
        description:
          'fields may name only address (the default); the other sections are a report ' +
          '(GET /me/records/{id}/report). Needs an active membership (else 402 with X-Required-Item).',
        security: MEMBER_SECURITY,
        params: pointerParamSchema,
        querystring: locationRecordQuerySchema,
        response: { 200: locationRecordResponseSchema, ...errors },
      }),
    },
    async (request) => {
      const fields = parseFields<LocationField>(request.query.fields, LOCATION_TEASER_FIELDS);
      return app.publicRecords.location(request.params.pointer, fields);
    },
  );
}
