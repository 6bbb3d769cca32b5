import {
  errorResponses,
  type OptOutConfirmInput,
  optOutConfirmResponseSchema,
  optOutConfirmSchema,
  type OptOutInput,
  optOutResponseSchema,
  optOutSchema,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { HttpError } from '../../http-errors';
import { routeSchema } from './validation';

export const optOutReceived = (hours: number) =>
  `Your request was received. We have sent an e-mail to the address you gave: open the link in it within ${hours} hours to confirm, and the records that match your request will no longer appear in any search.`;
export const OPT_OUT_CONFIRMED =
  'Your opt-out is confirmed. The records that match your request no longer appear in any search.';
export const OPT_OUT_LINK_INVALID =
  'This confirmation link has expired or was already used. Please send your opt-out request again.';

// POST /opt-outs: the public opt-out request (the /opt-out page; app headers, no sign-in). It stores the request as
// pending and mails a confirmation link to the given address; POST /opt-outs/confirm (the page at that link) then
// suppresses the matching people. The answer is the same whether anything matched or not, so the endpoint does not
// tell who is in the data; both are rate-limited per client IP.
export async function optOutRoutes(app: FastifyInstance): Promise<void> {
  const { max, windowMs } = app.config.optOutRateLimit;
  const hours = Math.round(app.config.optOutTokenTtlMs / (60 * 60 * 1000));

  app.post<{ Body: OptOutInput }>(
    '/opt-outs',
    {
      bodyLimit: 4 * 1024,
      config: { rateLimit: { max, timeWindow: windowMs } },
      schema: routeSchema({
        tags: ['opt-out'],
        summary: 'Ask not to be found: mails a link that confirms the opt-out',
        description:
          "firstName and lastName (the name form's rules), email, and either dob (YYYY-MM-DD) or the pointer " +
          'of a search result. Nothing is suppressed yet: a link to confirm the request (valid once, for ' +
          `${hours} hours) is mailed to email. Once confirmed, every record with that last name, that first name ` +
          '(or a nickname form of it) and that date of birth is suppressed; with a pointer, that record when its ' +
          'first and last name match. Kept across rebuilds of the data set. At most ' +
          `${max} requests per client IP per ${Math.round(windowMs / 60_000)} minutes.`,
        body: optOutSchema,
        response: { 202: optOutResponseSchema, ...errorResponses(400, 401, 429) },
      }),
    },
    async (request, reply) => {
      await app.optOutService.request({ ...request.body, deviceId: request.deviceId });
      return reply.code(202).send({ status: 'received', message: optOutReceived(hours) });
    },
  );

  app.post<{ Body: OptOutConfirmInput }>(
    '/opt-outs/confirm',
    {
      bodyLimit: 1024,
      config: { rateLimit: { max, timeWindow: windowMs } },
      schema: routeSchema({
        tags: ['opt-out'],
        summary: 'Confirm an opt-out with the token of the e-mailed link',
        description:
          'token: the token of the link /opt-out/confirm?token=… mailed by POST /opt-outs. It works once and ' +
          `expires ${hours} hours after the request; an unknown, used or expired token answers 410.`,
        body: optOutConfirmSchema,
        response: { 200: optOutConfirmResponseSchema, ...errorResponses(400, 401, 410, 429) },
      }),
    },
    async (request, reply) => {
      if (!(await app.optOutService.confirm(request.body.token))) throw new HttpError(410, OPT_OUT_LINK_INVALID);
      return reply.code(200).send({ status: 'confirmed', message: OPT_OUT_CONFIRMED });
    },
  );
}
