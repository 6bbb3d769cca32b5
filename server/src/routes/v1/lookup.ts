import { errorResponses, lookupQuerySchema, lookupResponseSchema, type LookupQuery } from '@beacon/validation';
import type { FastifyError, FastifyInstance } from 'fastify';

import type { DomainError } from '../../domain/errors';
import { asHttpError, HttpError } from '../../http-errors';
import { MEMBER_SECURITY, routeSchema } from './validation';

// GET /lookup?search=: street autocomplete from the data set's streets (spec §3 address suggestion, §7). Its
// failures carry the texts of spec §8: a 401 says "Could not complete request from this token", anything else
// "Something went wrong" (with its own status code, and Retry-After on a 429).
export const LOOKUP_UNAUTHORIZED = 'Could not complete request from this token';
export const LOOKUP_FAILED = 'Something went wrong';

export async function lookupRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: LookupQuery }>(
    '/lookup',
    {
      onRequest: [app.requireMember, app.requireActiveMembership],
      config: { quota: 'search' },
      schema: routeSchema({
        tags: ['search'],
        summary: 'Street autocomplete: up to 10 suggestions for the street typed so far',
        description:
          'With a house number ("123 Map") the suggestions are addresses; without one ("Maple Av") they are ' +
          `streets, one per ZIP code. Errors: 401 "${LOOKUP_UNAUTHORIZED}", otherwise "${LOOKUP_FAILED}" (a member ` +
          'without an active membership: 402 with X-Required-Item).',
        security: MEMBER_SECURITY,
        querystring: lookupQuerySchema,
        response: { 200: lookupResponseSchema, ...errorResponses(400, 401, 402, 429, 500) },
      }),
      errorHandler: (raised: FastifyError | HttpError | DomainError, request, reply) => {
        const error = asHttpError(raised);
        const status =
          typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
            ? error.statusCode
            : 500;
        if (status >= 500) request.log.error({ err: error }, 'lookup failed');
        if (error instanceof HttpError) reply.headers(error.headers);
        return reply
          .code(status)
          .send({ message: status === 401 ? LOOKUP_UNAUTHORIZED : LOOKUP_FAILED, statusCode: status });
      },
    },
    async (request) => app.publicRecords.lookup(request.query.search),
  );
}
