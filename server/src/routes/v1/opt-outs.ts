import { optOutSchema, type OptOutInput } from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { optOutResponseSchema } from '../../dto/public-records';
import { errorResponses } from '../../dto/responses';
import { nameKey } from '../../services/search-keys';
import { routeSchema } from './validation';

const RECEIVED = 'Your request was received. The records that match it no longer appear in any search.';

// POST /opt-outs: the public opt-out request (the /opt-out page; app headers, no sign-in). It suppresses the
// matching people from every search, teaser and record at once. The answer is the same whether anything matched or
// not, so the endpoint does not tell who is in the data; requests are rate-limited per client IP.
export async function optOutRoutes(app: FastifyInstance): Promise<void> {
  const { max, windowMs } = app.config.optOutRateLimit;

  app.post<{ Body: OptOutInput }>(
    '/opt-outs',
    {
      bodyLimit: 4 * 1024,
      config: { rateLimit: { max, timeWindow: windowMs } },
      schema: routeSchema({
        tags: ['opt-out'],
        summary: 'Ask not to be found: suppress a person from every search and record',
        description:
          "firstName and lastName (the name form's rules), email, and either dob (YYYY-MM-DD) or the pointer " +
          'of a search result. Every record with that last name, that first name (or a nickname form of it) and ' +
          'that date of birth is suppressed; with a pointer, that record too when its name matches. Kept across ' +
          `rebuilds of the data set. At most ${max} requests per client IP per ${Math.round(windowMs / 60_000)} minutes.`,
        body: optOutSchema,
        response: { 202: optOutResponseSchema, ...errorResponses(400, 401, 429) },
      }),
    },
    async (request, reply) => {
      const { firstName, lastName, email, dob, pointer } = request.body;
      const firstKey = nameKey(firstName);
      const lastKey = nameKey(lastName);
      let personId: number | null = null;
      let birthDate = dob ?? null;
      if (pointer) {
        const { pointers } = await app.publicRecordsRepository.dataset(app.clock());
        const id = pointers.decode('person', pointer);
        const person = id === undefined ? undefined : await app.publicRecordsRepository.person(id);
        // A pointer counts only for the person it names: nobody can suppress someone else by pointer alone.
        if (person && person.last_key === lastKey && (!dob || person.dob === dob)) {
          personId = person.id;
          birthDate = person.dob;
        }
      }
      if (birthDate) {
        await app.optOuts.add({
          firstKey,
          lastKey,
          dob: birthDate,
          personId,
          email: email.trim().toLowerCase(),
          deviceId: request.deviceId,
          now: app.clock(),
        });
      }
      return reply.code(202).send({ status: 'received', message: RECEIVED });
    },
  );
}
