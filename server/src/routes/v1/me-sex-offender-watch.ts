import {
  errorResponses,
  MAX_WATCH_OFFENDERS,
  noContent,
  WATCH_RADII_MILES,
  watchedAddressesResponseSchema,
  watchedAddressResponseSchema,
  watchedAddressSchema,
  watchedOffendersResponseSchema,
  watchLabelParamSchema,
  watchMessages,
  type WatchedAddressInput,
  type WatchLabelParam,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { toWatchedAddressDto, toWatchedOffenderDto } from '../../dto/sex-offender-watch';
import { memberOf } from '../../plugins/app/auth';
import { createSexOffenderWatchService } from '../../services/sex-offender-watch-service';
import { MEMBER_SECURITY, routeSchema } from './validation';

// Sex offender watch (issue 18 point 5): the member's saved addresses and the registered offenders near each. Every
// call needs data_monitoring, else 402 with X-Required-Item: data_monitoring.
const ADDRESSES = '/me/sex-offender-watch/addresses';

export async function sexOffenderWatchRoutes(app: FastifyInstance): Promise<void> {
  const watch = createSexOffenderWatchService({ db: app.db, clock: app.clock });
  const tags = ['monitoring'];
  const errors = (...codes: number[]) => errorResponses(400, 401, 402, 429, ...codes);

  app.get(
    ADDRESSES,
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags,
        summary: "The member's saved addresses (home, work, school) with their radius",
        security: MEMBER_SECURITY,
        response: { 200: watchedAddressesResponseSchema, ...errors() },
      }),
    },
    async (request) => ({ items: (await watch.list(memberOf(request).accountId)).map(toWatchedAddressDto) }),
  );

  app.put<{ Params: WatchLabelParam; Body: WatchedAddressInput }>(
    `${ADDRESSES}/:label`,
    {
      onRequest: app.requireMember,
      bodyLimit: 2048,
      schema: routeSchema({
        tags,
        summary: 'Save or replace the home, work or school address and the radius watched around it',
        description:
          `Body \`{ street, city, state, zip, radiusMiles }\`, radius one of ${WATCH_RADII_MILES.join(', ')} miles. ` +
          'The address is placed at the house of the data set on that street line in that ZIP code, else at the ZIP ' +
          `code's centroid (\`locatedBy\`); a ZIP code that does not exist or is in another state: 400 "${watchMessages.addressNotFound}".`,
        security: MEMBER_SECURITY,
        params: watchLabelParamSchema,
        body: watchedAddressSchema,
        response: { 200: watchedAddressResponseSchema, ...errors() },
      }),
    },
    async (request) =>
      toWatchedAddressDto(await watch.save(memberOf(request).accountId, request.params.label, request.body)),
  );

  app.delete<{ Params: WatchLabelParam }>(
    `${ADDRESSES}/:label`,
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags,
        summary: 'Remove a saved address',
        description: `No address under that label: 404 "${watchMessages.addressMissing}".`,
        security: MEMBER_SECURITY,
        params: watchLabelParamSchema,
        response: { 204: noContent(), ...errors(404) },
      }),
    },
    async (request, reply) => {
      await watch.remove(memberOf(request).accountId, request.params.label);
      return reply.code(204).send();
    },
  );

  app.get<{ Params: WatchLabelParam }>(
    `${ADDRESSES}/:label/offenders`,
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags,
        summary: 'Registered sex offenders within the radius of a saved address, nearest first',
        description:
          `At most ${MAX_WATCH_OFFENDERS}, with \`total\` counting all of them; distances in miles rounded to 0.1. ` +
          `People who opted out are never shown. No address under that label: 404 "${watchMessages.addressMissing}".`,
        security: MEMBER_SECURITY,
        params: watchLabelParamSchema,
        response: { 200: watchedOffendersResponseSchema, ...errors(404) },
      }),
    },
    async (request) => {
      const now = app.clock();
      const { address, found } = await watch.offenders(memberOf(request).accountId, request.params.label);
      return {
        address: toWatchedAddressDto(address),
        total: found.total,
        items: found.items.map((row) => toWatchedOffenderDto(row, now)),
      };
    },
  );
}
