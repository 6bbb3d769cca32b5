import {
  addressSearchQuerySchema,
  addressSearchResponseSchema,
  emailSearchResponseSchema,
  errorResponses,
  personSearchResponseSchema,
  phoneSearchResponseSchema,
  emailSearchQuerySchema,
  personSearchQuerySchema,
  phoneSearchQuerySchema,
  type AddressSearchQuery,
  type EmailSearchQuery,
  type PersonSearchQuery,
  type PhoneSearchQuery,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { MEMBER_SECURITY, routeSchema } from './validation';

// The searches of spec §2.2 (the spec leaves their paths open). Queries are checked with the search forms' own
// schemas (spec §5), so a failure carries the form's message. Results are teasers whose pointers open the records.
// Every search needs an active membership (402 with X-Required-Item otherwise, see services/active-membership.ts).
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const errors = errorResponses(400, 401, 402, 429);

  app.get<{ Querystring: PersonSearchQuery }>(
    '/search/people',
    {
      onRequest: [app.requireMember, app.requireActiveMembership],
      config: { quota: 'search' },
      schema: routeSchema({
        tags: ['search'],
        summary: 'Person search by first and last name, optional middle initial, age, city and state',
        description:
          'Ranked exact name > nickname or initial (Bob for Robert, J for John) > sound-alike (Double Metaphone), ' +
          'then by record; at most 1000 matches, `pageSize` (default 20, at most 50) per page. `state` is a ' +
          'two-letter code or ALL; `age` is a number or a range such as 30-40. People who opted out are never ' +
          'found.',
        security: MEMBER_SECURITY,
        querystring: personSearchQuerySchema,
        response: { 200: personSearchResponseSchema, ...errors },
      }),
    },
    async (request) => app.publicRecords.searchPeople(request.query),
  );

  app.get<{ Querystring: PhoneSearchQuery }>(
    '/search/phones',
    {
      onRequest: [app.requireMember, app.requireActiveMembership],
      config: { quota: 'search' },
      schema: routeSchema({
        tags: ['search'],
        summary: 'Reverse phone search: the people listed with a number',
        description: 'Non-digits are stripped and the last 10 digits are kept (spec §5).',
        security: MEMBER_SECURITY,
        querystring: phoneSearchQuerySchema,
        response: { 200: phoneSearchResponseSchema, ...errors },
      }),
    },
    async (request) => app.publicRecords.searchPhone(request.query.phone),
  );

  app.get<{ Querystring: EmailSearchQuery }>(
    '/search/emails',
    {
      onRequest: [app.requireMember, app.requireActiveMembership],
      config: { quota: 'search' },
      schema: routeSchema({
        tags: ['search'],
        summary: 'E-mail search: the people an address belongs to',
        security: MEMBER_SECURITY,
        querystring: emailSearchQuerySchema,
        response: { 200: emailSearchResponseSchema, ...errors },
      }),
    },
    async (request) => app.publicRecords.searchEmail(request.query.email),
  );

  app.get<{ Querystring: AddressSearchQuery }>(
    '/search/addresses',
    {
      onRequest: [app.requireMember, app.requireActiveMembership],
      config: { quota: 'search' },
      schema: routeSchema({
        tags: ['search'],
        summary: 'Address search: street with a state or a ZIP code (city optional)',
        description:
          'A street with a house number matches that address (or, failing that, addresses starting with it); a ' +
          'street name alone lists the houses on that street. Each result has a location pointer and its current ' +
          'residents.',
        security: MEMBER_SECURITY,
        querystring: addressSearchQuerySchema,
        response: { 200: addressSearchResponseSchema, ...errors },
      }),
    },
    async (request) => app.publicRecords.searchAddresses(request.query),
  );
}
