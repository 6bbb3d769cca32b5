import {
  errorResponses,
  idParamSchema,
  ordersResponseSchema,
  paymentOptionsResponseSchema,
  subscriptionResponseSchema,
  subscriptionsResponseSchema,
  type IdParam,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { toOrderDto, toPaymentOptionDto, toSubscriptionDto } from '../../dto/responses';
import { notFound } from '../../http-errors';
import { memberOf } from '../../plugins/app/auth';
import { MEMBER_SECURITY, routeSchema } from './validation';

// The member's subscriptions, orders and payment options (the account reads the header needs). Writes come with
// their own issue.
export async function membershipRoutes(app: FastifyInstance): Promise<void> {
  const errors = errorResponses(400, 401, 429);

  app.get(
    '/me/subscriptions',
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['membership'],
        summary: "The member's subscriptions with plan and products",
        security: MEMBER_SECURITY,
        response: { 200: subscriptionsResponseSchema, ...errors },
      }),
    },
    async (request) => (await app.memberships.listSubscriptions(memberOf(request).accountId)).map(toSubscriptionDto),
  );

  app.get<{ Params: IdParam }>(
    '/me/subscriptions/:id',
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['membership'],
        summary: 'One subscription of the member',
        security: MEMBER_SECURITY,
        params: idParamSchema,
        response: { 200: subscriptionResponseSchema, ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request) => {
      // Another member's subscription is "not found" too: its existence is none of this member's business.
      const subscription = await app.memberships.findSubscription(
        memberOf(request).accountId,
        Number(request.params.id),
      );
      if (!subscription) throw notFound('Subscription not found');
      return toSubscriptionDto(subscription);
    },
  );

  app.get(
    '/me/orders',
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['membership'],
        summary: "The member's orders, newest first",
        security: MEMBER_SECURITY,
        response: { 200: ordersResponseSchema, ...errors },
      }),
    },
    async (request) => (await app.memberships.listOrders(memberOf(request).accountId, app.clock())).map(toOrderDto),
  );

  app.get(
    '/me/payment-options',
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['membership'],
        summary: "The member's saved payment options",
        security: MEMBER_SECURITY,
        response: { 200: paymentOptionsResponseSchema, ...errors },
      }),
    },
    async (request) => (await app.memberships.listPaymentOptions(memberOf(request).accountId)).map(toPaymentOptionDto),
  );
}
