import {
  cardDigits,
  parseExpiry,
  type AddCardInput,
  type CatalogOfferResponse,
  type OrderResponse,
  type PaymentOptionResponse,
  type PlaceOrderInput,
} from '@beacon/validation';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { toOrderDto, toPaymentOptionDto } from '../dto/responses';
import { conflict, invalid, notFound, paymentFailed } from '../domain/errors';
import type { PaymentGateway } from '../domain/payment-gateway';
import { createAccountsRepository } from '../repositories/accounts-repository';
import { createBillingRepository, type CatalogOffer } from '../repositories/billing-repository';
import { createMembershipsRepository } from '../repositories/memberships-repository';

export const MAX_CARDS_PER_MEMBER = 10;
export const CARD_NOT_FOUND = 'Payment option not found';
export const TOO_MANY_CARDS = `You can keep at most ${MAX_CARDS_PER_MEMBER} cards. Remove one to add another.`;
export const UNKNOWN_PRODUCT = 'This product is not for sale';
export const ONE_TIME_TERMS = 'A one-time charge. Nothing renews.';
export const alreadyHeld = (name: string) => `You already have ${name}.`;

const dollars = (cents: number) => Math.round(cents) / 100;

function nextMonth(now: number): string {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
}

function toOfferDto(offer: CatalogOffer): CatalogOfferResponse {
  return {
    code: offer.code,
    name: offer.name,
    kind: offer.kind,
    price: dollars(offer.priceCents),
    currency: 'USD',
    recurring_period: offer.recurringPeriod,
    recurring_interval: offer.recurringInterval,
    terms: offer.terms ?? ONE_TIME_TERMS,
    items: offer.items,
  };
}

// Cards, the catalog and orders (issue 16; spec §7 payment options and orders). A card goes to the gateway and only
// its token, brand, last four and expiry are kept. An order charges a saved card through the gateway that holds it
// and then, in one transaction, records the order and what it grants (a one-time product's balance, or the monthly
// add-on subscription of a subscription product): a declined card writes nothing. The client's idempotency key makes
// a retried order the same order: it is looked up before charging, sent to the gateway with the charge, and unique
// per member in the orders table.
export function createBillingService(options: { db: Kysely<Database>; gateway: PaymentGateway; clock: () => number }) {
  const { db, gateway, clock } = options;
  const billing = createBillingRepository(db);
  const memberships = createMembershipsRepository(db);

  async function card(accountId: number, id: number) {
    const row = await billing.findCard(accountId, id);
    if (!row) throw notFound(CARD_NOT_FOUND);
    return row;
  }

  async function cardDto(accountId: number, id: number): Promise<PaymentOptionResponse> {
    const view = (await memberships.listPaymentOptions(accountId)).find((option) => option.id === id);
    if (!view) throw notFound(CARD_NOT_FOUND);
    return toPaymentOptionDto(view);
  }

  async function orderDto(accountId: number, id: number): Promise<OrderResponse> {
    const [order] = await memberships.listOrders(accountId, id);
    if (!order) throw notFound('Order not found');
    return toOrderDto(order);
  }

  return {
    async catalog(): Promise<CatalogOfferResponse[]> {
      return (await billing.catalog()).map(toOfferDto);
    },

    async addCard(accountId: number, input: AddCardInput): Promise<PaymentOptionResponse> {
      if ((await billing.countCards(accountId)) >= MAX_CARDS_PER_MEMBER) throw conflict(TOO_MANY_CARDS);
      const expiry = parseExpiry(input.expiry);
      if (!expiry) throw invalid('Please enter the expiration date as MM/YY.');
      const saved = await gateway.saveCard({
        number: cardDigits(input.cardNumber),
        expMonth: expiry.month,
        expYear: expiry.year,
        cvc: input.cvc,
        name: input.nameOnCard,
      });
      if (saved.outcome === 'declined') throw paymentFailed(saved.message);
      const id = await db.transaction().execute(async (trx) => {
        // the member's row is held so two cards added at once cannot both become the only default
        await createAccountsRepository(trx).lock(accountId);
        const inTransaction = createBillingRepository(trx);
        const first = (await inTransaction.countCards(accountId)) === 0;
        return inTransaction.insertCard({
          accountId,
          gateway: gateway.name,
          token: saved.card.token,
          brand: saved.card.brand,
          last4: saved.card.last4,
          expMonth: saved.card.expMonth,
          expYear: saved.card.expYear,
          isDefault: first || input.makeDefault === true,
          now: clock(),
        });
      });
      return cardDto(accountId, id);
    },

    async makeDefault(accountId: number, id: number): Promise<PaymentOptionResponse> {
      await card(accountId, id);
      await db.transaction().execute((trx) => createBillingRepository(trx).setDefault(accountId, id));
      return cardDto(accountId, id);
    },

    async removeCard(accountId: number, id: number): Promise<void> {
      const row = await card(accountId, id);
      await db.transaction().execute((trx) => createBillingRepository(trx).removeCard(accountId, id, clock()));
      if (row.gateway_token) await gateway.forgetCard(row.gateway_token).catch(() => undefined);
    },

    /** Places an order; `created` is false when the key names an order placed before (nothing is charged again). */
    async placeOrder(accountId: number, input: PlaceOrderInput): Promise<{ order: OrderResponse; created: boolean }> {
      const earlier = await billing.findOrderIdByKey(accountId, input.idempotencyKey);
      if (earlier !== undefined) return { order: await orderDto(accountId, earlier), created: false };

      const offer = (await billing.catalog()).find((candidate) => candidate.code === input.productCode);
      if (!offer) throw invalid(UNKNOWN_PRODUCT);
      const quantity = offer.kind === 'subscription' ? 1 : (input.quantity ?? 1);
      if (offer.kind === 'subscription') {
        const balances = await memberships.balances(accountId);
        const granted = Object.keys(offer.items);
        if (granted.length && granted.every((item) => balances[item as keyof typeof balances] === null)) {
          throw conflict(alreadyHeld(offer.name));
        }
      }
      const paidWith = await card(accountId, Number(input.paymentOptionId));
      if (!paidWith.gateway_token) throw notFound(CARD_NOT_FOUND);

      const amountCents = offer.priceCents * quantity;
      const charge = await gateway.charge({
        token: paidWith.gateway_token,
        amountCents,
        currency: 'usd',
        idempotencyKey: `order-${accountId}-${input.idempotencyKey}`,
        description: `${offer.name}${quantity > 1 ? ` x ${quantity}` : ''}`,
      });
      if (charge.outcome !== 'approved') throw paymentFailed(charge.message);

      const now = clock();
      const orderId = await db.transaction().execute(async (trx) => {
        const inTransaction = createBillingRepository(trx);
        const id = await inTransaction.insertOrder({
          accountId,
          productId: offer.productId,
          quantity,
          amountCents,
          paymentOptionId: paidWith.id,
          chargeId: charge.chargeId,
          idempotencyKey: input.idempotencyKey,
          now,
        });
        // a concurrent retry recorded it first (the gateway made it one charge): nothing more to grant
        if (id === undefined) return undefined;
        if (offer.kind === 'subscription' && offer.planId !== null) {
          await inTransaction.insertSubscription({ accountId, planId: offer.planId, nextDate: nextMonth(now), now });
        }
        return id;
      });
      if (orderId === undefined) {
        const first = await billing.findOrderIdByKey(accountId, input.idempotencyKey);
        if (first === undefined) throw new Error('order insert conflicted but no order was found');
        return { order: await orderDto(accountId, first), created: false };
      }
      return { order: await orderDto(accountId, orderId), created: true };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
