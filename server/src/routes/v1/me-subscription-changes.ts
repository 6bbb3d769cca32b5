import {
  cancelSubscriptionSchema,
  errorResponses,
  replaceSubscriptionsResponseSchema,
  subscriptionResponseSchema,
  idParamSchema,
  replaceSubscriptionIds,
  replaceSubscriptionsSchema,
  type CancelSubscriptionInput,
  type IdParam,
  type ReplaceSubscriptionsInput,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { toSubscriptionDto } from '../../dto/responses';
import { HttpError, notFound } from '../../http-errors';
import { memberOf } from '../../plugins/app/auth';
import { createSubscriptionChanges } from '../../services/subscription-changes';
import { MEMBER_SECURITY, routeSchema } from './validation';

// Subscription writes of spec §7: "replace" (reactivation, spec §4 banner) and cancel with a reason and a comment.
export async function subscriptionChangeRoutes(app: FastifyInstance): Promise<void> {
  const changes = createSubscriptionChanges({ db: app.db, clock: app.clock });

  app.post<{ Body: ReplaceSubscriptionsInput }>(
    '/me/subscriptions',
    {
      onRequest: app.requireMember,
      bodyLimit: 4 * 1024,
      schema: routeSchema({
        tags: ['membership'],
        summary: 'Replace: reactivate canceled subscriptions whose term has not ended',
        description:
          "All or nothing. A subscription that is not the member's, not canceled, or whose `next` date has passed " +
          'refuses the whole request with 200 `{ error: "<text>", subscriptions: [] }` and changes nothing. On ' +
          'success each one is active again (reason and comment cleared); nothing is charged, the term being paid for already, ' +
          'and the answer lists the reactivated subscriptions with `error: null`. Balances follow.',
        security: MEMBER_SECURITY,
        body: replaceSubscriptionsSchema,
        response: { 200: replaceSubscriptionsResponseSchema, ...errorResponses(400, 401, 429) },
      }),
    },
    async (request) => {
      const result = await changes.reactivate(memberOf(request).accountId, replaceSubscriptionIds(request.body));
      if (!result.ok) {
        request.log.info({ reason: result.error }, 'reactivation refused');
        return { error: result.error, subscriptions: [] };
      }
      return { error: null, subscriptions: result.subscriptions.map(toSubscriptionDto) };
    },
  );

  app.patch<{ Params: IdParam; Body: CancelSubscriptionInput }>(
    '/me/subscriptions/:id',
    {
      onRequest: app.requireMember,
      bodyLimit: 16 * 1024,
      schema: routeSchema({
        tags: ['membership'],
        summary: 'Cancel a subscription with a reason and a comment',
        description:
          'Only `{ status: "canceled", reason, comment? }` is accepted. The term runs on until `next`. Another ' +
          "member's subscription is a 404; one that is canceled already is a 409.",
        security: MEMBER_SECURITY,
        params: idParamSchema,
        body: cancelSubscriptionSchema,
        response: { 200: subscriptionResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      }),
    },
    async (request) => {
      const result = await changes.cancel(memberOf(request).accountId, Number(request.params.id), request.body);
      if (result.ok) return toSubscriptionDto(result.subscription);
      // Another member's subscription is "not found" too, as for GET /me/subscriptions/{id}.
      if (result.reason === 'not_found') throw notFound('Subscription not found');
      throw new HttpError(409, 'The subscription is already canceled');
    },
  );
}
