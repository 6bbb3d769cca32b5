import {
  cardDigits,
  parseExpiry,
  REFUND_WINDOW_DAYS,
  type BalanceItem,
  type AddCardInput,
  type PlaceOrderInput,
} from '@beacon/validation';
import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../db/schema';
import { conflict, invalid, notFound, paymentFailed } from '../domain/errors';
import type { PaymentGateway } from '../domain/payment-gateway';
import { createAccountsRepository } from '../repositories/accounts-repository';
import {
  createBillingRepository,
  type CatalogOffer,
  type OrderRow,
  type PaymentOptionRow,
} from '../repositories/billing-repository';
import {
  createEntitlementLedgerRepository,
  isoDay,
  type Balances,
} from '../repositories/entitlement-ledger-repository';
import {
  createMembershipsRepository,
  type OrderView,
  type PaymentOptionView,
} from '../repositories/memberships-repository';

export const MAX_CARDS_PER_MEMBER = 10;
export const CARD_NOT_FOUND = 'Payment option not found';
export const ORDER_NOT_FOUND = 'Order not found';
export const TOO_MANY_CARDS = `You can keep at most ${MAX_CARDS_PER_MEMBER} cards. Remove one to add another.`;
export const UNKNOWN_PRODUCT = 'This product is not for sale';
export const ONE_TIME_TERMS = `A one-time charge. Nothing renews. Not used yet? Ask for a refund within ${REFUND_WINDOW_DAYS} days from Order History.`;
export const alreadyHeld = (name: string) => `You already have ${name}.`;
export const includedInMembership = (name: string) =>
  `${name} is included in your membership, so there is nothing to buy.`;
export const ORDER_IN_PROGRESS =
  'Another purchase of yours is being processed. Please wait a moment, then check Order History before trying again.';
export const REFUND_NOT_ONE_TIME =
  'Only one-time purchases can be refunded here. To stop a subscription, cancel it in Membership Settings.';
export const REFUND_TOO_LATE = `This order is more than ${REFUND_WINDOW_DAYS} days old and can no longer be refunded.`;
export const REFUND_USED = 'This order has been used, so it can no longer be refunded.';
export const REFUND_NOT_COMPLETED = 'Only a completed order can be refunded.';

/** A pending order older than this was left by a stopped process: its charge is settled by the next order. */
export const PENDING_ORDER_STALE_MS = 2 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

function nextMonth(now: number): string {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
}

/** The date one plan period after `date` (YYYY-MM-DD), for the plan's interval: month, year, week or day. */
export function addPeriod(date: string, period: number, interval: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  if (interval === 'year') next.setUTCFullYear(next.getUTCFullYear() + period);
  else if (interval === 'week') next.setUTCDate(next.getUTCDate() + 7 * period);
  else if (interval === 'day') next.setUTCDate(next.getUTCDate() + period);
  else next.setUTCMonth(next.getUTCMonth() + period);
  return next.toISOString().slice(0, 10);
}

export type RenewalOutcome = 'renewed' | 'declined' | 'skipped';

/** Every item of the offer is held without limit already: buying it would charge for nothing. */
function isIncluded(offer: CatalogOffer, balances: Balances): boolean {
  const items = Object.keys(offer.items);
  return items.length > 0 && items.every((item) => balances[item as BalanceItem] === null);
}

/** An offer of the catalog as the member sees it: `included` when their plan or subscriptions hold it already. */
export interface OfferView {
  offer: CatalogOffer;
  included: boolean;
}

// Cards, the catalog and orders (issue 16, issue 54; spec §7 payment options and orders). A card goes to the gateway
// and only its token, brand, last four and expiry are kept. An order:
// 1. is refused (409) when the member's plan or subscriptions already hold every item it grants;
// 2. is written as pending while the member's row is held: one pending order per member at a time, so two orders
//    at once (whatever their keys) cannot both charge;
// 3. charges the saved card through the gateway that holds it, with the order's idempotency key;
// 4. then completes in one transaction with what it grants as ledger rows (a one-time product's count, or the
//    monthly add-on subscription's term) and the receipt e-mail; a declined card drops the pending order.
// A retried order (same key) is the same order and charges nothing more. Refunds give back an unused one-time item
// within the refund window: the ledger closes its grant, then the gateway refunds the charge.
export interface ChargedOrder {
  order: OrderRow;
  offer: CatalogOffer;
  card: PaymentOptionRow;
  now: number;
  /** a subscription's next renewal date (YYYY-MM-DD) */
  renewsOn?: string;
}

export interface RefundedOrder {
  order: OrderRow;
  offer: CatalogOffer;
  card: PaymentOptionRow | undefined;
  now: number;
}

export function createBillingService(options: {
  db: Kysely<Database>;
  gateway: PaymentGateway;
  clock: () => number;
  /** runs in the transaction that completes a charged order (the receipt e-mail is written there) */
  onCharged?: (trx: Transaction<Database>, charged: ChargedOrder) => Promise<void>;
  /** runs after a refund went through at the gateway */
  onRefunded?: (refunded: RefundedOrder) => Promise<void>;
}) {
  const { db, gateway, clock, onCharged, onRefunded } = options;
  const billing = createBillingRepository(db);
  const memberships = createMembershipsRepository(db);

  async function card(accountId: number, id: number) {
    const row = await billing.findCard(accountId, id);
    if (!row) throw notFound(CARD_NOT_FOUND);
    return row;
  }

  async function cardView(accountId: number, id: number): Promise<PaymentOptionView> {
    const view = (await memberships.listPaymentOptions(accountId)).find((option) => option.id === id);
    if (!view) throw notFound(CARD_NOT_FOUND);
    return view;
  }

  async function orderView(accountId: number, id: number): Promise<OrderView> {
    const [order] = await memberships.listOrders(accountId, clock(), id);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  /**
   * Charges a pending order with its own idempotency key (a second call is the same charge at the gateway) and
   * completes it with its grants, or drops it when the card was not charged.
   */
  async function settle(order: OrderRow, offer: CatalogOffer): Promise<void> {
    const paidWith =
      order.payment_option_id === null ? undefined : await billing.findCard(order.account_id, order.payment_option_id);
    if (!paidWith?.gateway_token) {
      await billing.dropPendingOrder(order.id);
      throw notFound(CARD_NOT_FOUND);
    }
    const charge = await gateway.charge({
      token: paidWith.gateway_token,
      amountCents: order.amount_cents,
      currency: 'usd',
      idempotencyKey: `order-${order.account_id}-${order.idempotency_key ?? order.id}`,
      description: `${offer.name}${order.quantity > 1 ? ` x ${order.quantity}` : ''}`,
    });
    if (charge.outcome !== 'approved') {
      await billing.dropPendingOrder(order.id);
      throw paymentFailed(charge.message);
    }
    const now = clock();
    await db.transaction().execute(async (trx) => {
      const inTransaction = createBillingRepository(trx);
      // another instance settling a stale order completed it first: its grants are written already
      if (!(await inTransaction.completeOrder(order.id, charge.chargeId))) return;
      const ledger = createEntitlementLedgerRepository(trx);
      const renewsOn = offer.kind === 'subscription' ? nextMonth(now) : undefined;
      if (renewsOn !== undefined && offer.planId !== null) {
        const subscriptionId = await inTransaction.insertSubscription({
          accountId: order.account_id,
          planId: offer.planId,
          nextDate: renewsOn,
          now,
        });
        await ledger.grantSubscriptionTerm({ accountId: order.account_id, subscriptionId, orderId: order.id, now });
      } else {
        await ledger.grantOrder({
          accountId: order.account_id,
          orderId: order.id,
          quantity: order.quantity,
          items: offer.items,
          now,
        });
      }
      await onCharged?.(trx, {
        order: { ...order, status: 'completed', charge_id: charge.chargeId },
        offer,
        card: paidWith,
        now,
      });
    });
  }

  async function offerOf(productId: number): Promise<CatalogOffer> {
    const offer = (await billing.catalog()).find((candidate) => candidate.productId === productId);
    if (!offer) throw new Error(`order for product ${productId}, which is not in the catalog`);
    return offer;
  }

  return {
    /** What the member can buy, each offer marked `included` when their plan or subscriptions hold it already. */
    async catalog(accountId: number): Promise<OfferView[]> {
      const balances = await memberships.balances(accountId, clock());
      return (await billing.catalog()).map((offer) => ({ offer, included: isIncluded(offer, balances) }));
    },
    async addCard(accountId: number, input: AddCardInput): Promise<PaymentOptionView> {
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
      return cardView(accountId, id);
    },

    async makeDefault(accountId: number, id: number): Promise<PaymentOptionView> {
      await card(accountId, id);
      await db.transaction().execute((trx) => createBillingRepository(trx).setDefault(accountId, id));
      return cardView(accountId, id);
    },

    async removeCard(accountId: number, id: number): Promise<void> {
      const row = await card(accountId, id);
      await db.transaction().execute((trx) => createBillingRepository(trx).removeCard(accountId, id, clock()));
      if (row.gateway_token) await gateway.forgetCard(row.gateway_token).catch(() => undefined);
    },

    /** Places an order; `created` is false when the key names an order placed before (nothing is charged again). */
    async placeOrder(accountId: number, input: PlaceOrderInput): Promise<{ order: OrderView; created: boolean }> {
      const earlier = await billing.findOrderByKey(accountId, input.idempotencyKey);
      if (earlier) {
        // a retry of an order still being charged settles it (the gateway answers the same charge)
        if (earlier.status === 'pending') await settle(earlier, await offerOf(earlier.product_id));
        return { order: await orderView(accountId, earlier.id), created: false };
      }

      const offer = (await billing.catalog()).find((candidate) => candidate.code === input.productCode);
      if (!offer) throw invalid(UNKNOWN_PRODUCT);
      const quantity = offer.kind === 'subscription' ? 1 : (input.quantity ?? 1);
      const paidWith = await card(accountId, Number(input.paymentOptionId));
      if (!paidWith.gateway_token) throw notFound(CARD_NOT_FOUND);

      const reserved = await db.transaction().execute(async (trx) => {
        await createAccountsRepository(trx).lock(accountId);
        // the pending order first, then the balances: the transaction that completes an order does not lock the
        // member's row, and each statement here sees what committed before it, so an order completed between the two
        // reads shows in the second (read the other way round, it showed in neither and was bought twice)
        const inTransaction = createBillingRepository(trx);
        const pending = await inTransaction.findPendingOrder(accountId);
        if (pending) return { stale: pending.created_at < clock() - PENDING_ORDER_STALE_MS ? pending : undefined };
        const balances = await createEntitlementLedgerRepository(trx).balances(accountId, isoDay(clock()));
        if (isIncluded(offer, balances)) {
          throw conflict(offer.kind === 'subscription' ? alreadyHeld(offer.name) : includedInMembership(offer.name));
        }
        const id = await inTransaction.insertPendingOrder({
          accountId,
          productId: offer.productId,
          quantity,
          amountCents: offer.priceCents * quantity,
          paymentOptionId: paidWith.id,
          idempotencyKey: input.idempotencyKey,
          now: clock(),
        });
        return { id };
      });
      if ('stale' in reserved) {
        // a stopped process left its order pending: settle it, and let the member decide again with what it bought
        if (reserved.stale)
          await settle(reserved.stale, await offerOf(reserved.stale.product_id)).catch(() => undefined);
        throw conflict(ORDER_IN_PROGRESS);
      }
      if (reserved.id === undefined) {
        // a concurrent request with the same key wrote it first
        const first = await billing.findOrderByKey(accountId, input.idempotencyKey);
        if (!first) throw conflict(ORDER_IN_PROGRESS);
        return { order: await orderView(accountId, first.id), created: false };
      }
      const order = await billing.findOrder(accountId, reserved.id);
      if (!order) throw new Error('the pending order just written was not found');
      await settle(order, offer);
      return { order: await orderView(accountId, order.id), created: true };
    },

    /**
     * Renews an active subscription whose `next` date has come (the subscription-terms job): charges the member's
     * default card one plan period under a key made of the subscription and the date (a retry is the same charge),
     * then, in one transaction, completes the order, grants the new period in the ledger, moves `next` on and writes
     * the receipt. A refused card cancels the subscription: its access ends with the period already paid for.
     */
    async renew(subscriptionId: number): Promise<RenewalOutcome> {
      const due = await billing.findRenewal(subscriptionId);
      const today = isoDay(clock());
      if (!due || due.status !== 'active' || due.next_date === null || due.next_date > today) return 'skipped';
      if (due.product_id === null) return 'skipped';
      const from = due.next_date;
      const idempotencyKey = `renewal-${due.id}-${from}`;
      const offer: CatalogOffer = {
        productId: due.product_id,
        code: `renewal-${due.plan_id}`,
        name: due.plan_name,
        kind: 'subscription',
        priceCents: due.recurring_price_cents,
        planId: due.plan_id,
        recurringPeriod: due.recurring_period,
        recurringInterval: due.recurring_interval,
        terms: null,
        items: {},
      };
      const refuse = async (message: string): Promise<RenewalOutcome> => {
        await billing.cancelForNonPayment(due.id, message, clock());
        return 'declined';
      };
      const paidWith = await billing.findDefaultCard(due.account_id);
      if (!paidWith?.gateway_token) return refuse('No card on file to renew with.');
      let order = await billing.findOrderByKey(due.account_id, idempotencyKey);
      if (!order) {
        const id = await billing.insertPendingOrder({
          accountId: due.account_id,
          productId: due.product_id,
          quantity: 1,
          amountCents: due.recurring_price_cents,
          paymentOptionId: paidWith.id,
          idempotencyKey,
          now: clock(),
        });
        // another order of the member is being charged: the next run renews
        if (id === undefined) return 'skipped';
        order = await billing.findOrder(due.account_id, id);
      }
      if (!order || order.status !== 'pending') return 'skipped';
      const charge = await gateway.charge({
        token: paidWith.gateway_token,
        amountCents: order.amount_cents,
        currency: 'usd',
        idempotencyKey: `order-${due.account_id}-${idempotencyKey}`,
        description: `${due.plan_name} renewal`,
      });
      if (charge.outcome !== 'approved') {
        await billing.dropPendingOrder(order.id);
        return refuse(charge.message);
      }
      const pending = order;
      const now = clock();
      const to = addPeriod(from, due.recurring_period, due.recurring_interval);
      await db.transaction().execute(async (trx) => {
        const inTransaction = createBillingRepository(trx);
        if (!(await inTransaction.completeOrder(pending.id, charge.chargeId))) return;
        await createEntitlementLedgerRepository(trx).grantSubscriptionTerm({
          accountId: due.account_id,
          subscriptionId: due.id,
          orderId: pending.id,
          renewalOf: from,
          now,
        });
        await inTransaction.advanceSubscription(due.id, from, to, now);
        await onCharged?.(trx, {
          order: { ...pending, status: 'completed', charge_id: charge.chargeId },
          offer,
          card: paidWith,
          now,
          renewsOn: to,
        });
      });
      return 'renewed';
    },

    /**
     * Refunds an unused one-time order within the refund window. The ledger closes its grants first (under the
     * member's row, so nothing can be spent from them meanwhile), then the gateway refunds the charge; a refusal
     * takes the ledger rows back. The same request again answers the refunded order.
     */
    async refund(accountId: number, orderId: number): Promise<OrderView> {
      const order = await billing.findOrder(accountId, orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      if (order.status === 'refunded') return orderView(accountId, orderId);
      if (order.status !== 'completed') throw conflict(REFUND_NOT_COMPLETED);
      const offer = await offerOf(order.product_id);
      if (offer.kind !== 'one_time') throw conflict(REFUND_NOT_ONE_TIME);
      if (order.created_at < clock() - REFUND_WINDOW_DAYS * DAY_MS) throw conflict(REFUND_TOO_LATE);
      if (!order.charge_id) throw conflict(REFUND_NOT_COMPLETED);

      await db.transaction().execute(async (trx) => {
        await createAccountsRepository(trx).lock(accountId);
        const ledger = createEntitlementLedgerRepository(trx);
        const counts = await ledger.counts(accountId);
        const grants = await ledger.openOrderGrants(accountId, orderId);
        const unused =
          grants.length > 0 &&
          grants.every((grant) => grant.quantity !== null && (counts.get(grant.item) ?? 0) >= grant.quantity);
        if (!unused) throw conflict(REFUND_USED);
        if (!(await createBillingRepository(trx).setOrderStatus(orderId, 'completed', 'refunded'))) {
          throw conflict(REFUND_NOT_COMPLETED);
        }
        await ledger.refundOrder(accountId, orderId, clock());
      });
      const refunded = await gateway.refund({
        chargeId: order.charge_id,
        amountCents: order.amount_cents,
        idempotencyKey: `refund-${accountId}-${orderId}`,
        reason: 'requested_by_customer',
      });
      if (refunded.outcome !== 'refunded') {
        await db.transaction().execute(async (trx) => {
          await createEntitlementLedgerRepository(trx).takeBackRefund(accountId, orderId);
          await createBillingRepository(trx).setOrderStatus(orderId, 'refunded', 'completed');
        });
        throw paymentFailed(refunded.message);
      }
      const paidWith =
        order.payment_option_id === null
          ? undefined
          : await billing.findCardEvenRemoved(accountId, order.payment_option_id);
      await onRefunded?.({ order, offer, card: paidWith, now: clock() });
      return orderView(accountId, orderId);
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
