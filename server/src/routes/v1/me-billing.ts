import {
  addCardSchema,
  catalogResponseSchema,
  errorResponses,
  idParamSchema,
  noContent,
  orderResponseSchema,
  paymentOptionResponseSchema,
  placeOrderSchema,
  REFUND_WINDOW_DAYS,
  setDefaultCardSchema,
  type AddCardInput,
  type IdParam,
  type PlaceOrderInput,
  type SetDefaultCardInput,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { toCatalogOfferDto, toOrderDto, toPaymentOptionDto } from '../../dto/responses';
import { memberOf } from '../../plugins/app/auth';
import { MEMBER_SECURITY, routeSchema } from './validation';

// Buying (issue 16; spec §7 payment options and orders): the catalog, saved cards and orders. Card numbers and
// security codes pass through to the payment gateway and are never stored or logged.
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const { billing } = app;

  app.get(
    '/me/catalog',
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['membership'],
        summary: 'What the member can buy: one-time reports and monthly add-ons, with prices and renewal terms',
        description:
          "Each offer says whether the member's plan or subscriptions already include it (`included`): such an " +
          'offer is not for sale to them and ordering it answers 409.',
        security: MEMBER_SECURITY,
        response: { 200: catalogResponseSchema, ...errorResponses(400, 401, 429) },
      }),
    },
    async (request) => (await billing.catalog(memberOf(request).accountId)).map(toCatalogOfferDto),
  );

  app.post<{ Body: AddCardInput }>(
    '/me/payment-options',
    {
      onRequest: app.requireMember,
      bodyLimit: 4 * 1024,
      schema: routeSchema({
        tags: ['membership'],
        summary: 'Save a card',
        description:
          'Body `{ cardNumber, expiry: "MM/YY", cvc, nameOnCard, makeDefault? }`. The card goes to the payment ' +
          'gateway; only its token, brand, last four digits and expiry are kept. The first card is the default. ' +
          'A card the gateway refuses: 422 with its message. At most 10 cards: 409.',
        security: MEMBER_SECURITY,
        body: addCardSchema,
        response: { 201: paymentOptionResponseSchema, ...errorResponses(400, 401, 409, 422, 429) },
      }),
    },
    async (request, reply) => {
      const option = await billing.addCard(memberOf(request).accountId, request.body);
      return reply.code(201).send(toPaymentOptionDto(option));
    },
  );

  app.patch<{ Params: IdParam; Body: SetDefaultCardInput }>(
    '/me/payment-options/:id',
    {
      onRequest: app.requireMember,
      bodyLimit: 1024,
      schema: routeSchema({
        tags: ['membership'],
        summary: 'Make a card the default',
        description: "Body `{ isDefault: true }`. Another member's or an unknown card: 404.",
        security: MEMBER_SECURITY,
        params: idParamSchema,
        body: setDefaultCardSchema,
        response: { 200: paymentOptionResponseSchema, ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request) =>
      toPaymentOptionDto(await billing.makeDefault(memberOf(request).accountId, Number(request.params.id))),
  );

  app.delete<{ Params: IdParam }>(
    '/me/payment-options/:id',
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['membership'],
        summary: 'Remove a card',
        description:
          'The gateway forgets it; orders it paid for still show its brand and last four. When it was the ' +
          'default, the newest remaining card becomes the default.',
        security: MEMBER_SECURITY,
        params: idParamSchema,
        response: { 204: noContent(), ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request, reply) => {
      await billing.removeCard(memberOf(request).accountId, Number(request.params.id));
      return reply.code(204).send();
    },
  );

  app.post<{ Body: PlaceOrderInput }>(
    '/me/orders',
    {
      onRequest: app.requireMember,
      bodyLimit: 4 * 1024,
      schema: routeSchema({
        tags: ['membership'],
        summary: 'Buy a product with a saved card',
        description:
          'Body `{ productCode, quantity?, paymentOptionId, idempotencyKey }`. The card is charged through the ' +
          'gateway, then the order and what it grants (a report balance, or a monthly add-on subscription) are ' +
          'recorded together. 201 with the order; the same idempotencyKey again answers 200 with the same order ' +
          'and charges nothing. A declined card: 422 with its message, nothing recorded. Something the member ' +
          'already holds or their plan includes: 409, nothing charged. Another order of the member being charged ' +
          'at the same moment: 409 (orders of one member are charged one at a time). Every charge sends a receipt.',
        security: MEMBER_SECURITY,
        body: placeOrderSchema,
        response: {
          201: orderResponseSchema,
          200: orderResponseSchema,
          ...errorResponses(400, 401, 404, 409, 422, 429),
        },
      }),
    },
    async (request, reply) => {
      const { order, created } = await billing.placeOrder(memberOf(request).accountId, request.body);
      if (!created) request.log.info({ orderId: order.id }, 'order retried with the same key: not charged again');
      return reply.code(created ? 201 : 200).send(toOrderDto(order));
    },
  );

  app.post<{ Params: IdParam }>(
    '/me/orders/:id/refund',
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['membership'],
        summary: 'Refund an unused one-time order',
        description:
          `A one-time item not used yet, ordered within ${REFUND_WINDOW_DAYS} days, is refunded to the card ` +
          'it was paid with: the balance it granted is taken back, the order shows as refunded and a refund ' +
          'e-mail is sent. The same request again answers the refunded order. Used, too old, or a subscription: ' +
          "409 with the reason. Another member's or an unknown order: 404. The gateway refusing: 422.",
        security: MEMBER_SECURITY,
        params: idParamSchema,
        response: { 200: orderResponseSchema, ...errorResponses(400, 401, 404, 409, 422, 429) },
      }),
    },
    async (request) => toOrderDto(await billing.refund(memberOf(request).accountId, Number(request.params.id))),
  );
}
