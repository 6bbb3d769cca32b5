import type { Kysely, Selectable, Transaction } from 'kysely';

import type { Database, OrdersTable, PaymentOptionsTable } from '../db/schema';

// Billing writes (issue 16): saved cards (their gateway tokens, never their numbers), orders with their idempotency
// keys, subscriptions bought as add-ons, and the catalog the purchase page offers.

export type PaymentOptionRow = Selectable<PaymentOptionsTable>;
export type OrderRow = Selectable<OrdersTable>;

export interface CatalogOffer {
  productId: number;
  code: string;
  name: string;
  kind: 'one_time' | 'subscription';
  priceCents: number;
  /** the monthly add-on plan of a subscription product */
  planId: number | null;
  recurringPeriod: number | null;
  recurringInterval: string | null;
  terms: string | null;
  items: Record<string, number | null>;
}

export interface NewCard {
  accountId: number;
  gateway: string;
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
  now: number;
}

export interface NewOrder {
  accountId: number;
  productId: number;
  quantity: number;
  amountCents: number;
  paymentOptionId: number;
  idempotencyKey: string;
  now: number;
}

const ADD_ON_PLAN_SUFFIX = '-addon-monthly';

export function createBillingRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    /** A card the member has not removed. */
    async findCard(accountId: number, id: number): Promise<PaymentOptionRow | undefined> {
      return db
        .selectFrom('payment_options')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
    },

    /** A card, removed or not (a refund's e-mail names the card it goes back to). */
    async findCardEvenRemoved(accountId: number, id: number): Promise<PaymentOptionRow | undefined> {
      return db
        .selectFrom('payment_options')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The member's default card, if they kept one. */
    async findDefaultCard(accountId: number): Promise<PaymentOptionRow | undefined> {
      return db
        .selectFrom('payment_options')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('removed_at', 'is', null)
        .orderBy('is_default', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    /** An active subscription with its plan and the plan's first product (the one its payments are booked on). */
    async findRenewal(subscriptionId: number) {
      return db
        .selectFrom('subscriptions')
        .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
        .select([
          'subscriptions.id',
          'subscriptions.account_id',
          'subscriptions.status',
          'subscriptions.next_date',
          'plans.id as plan_id',
          'plans.name as plan_name',
          'plans.recurring_price_cents',
          'plans.recurring_period',
          'plans.recurring_interval',
          (eb) =>
            eb
              .selectFrom('plan_products')
              .select((inner) => inner.fn.min('plan_products.product_id').as('product_id'))
              .whereRef('plan_products.plan_id', '=', 'plans.id')
              .as('product_id'),
        ])
        .where('subscriptions.id', '=', subscriptionId)
        .executeTakeFirst();
    },

    /** Moves an active subscription's `next` date on, guarded by the date it had (a renewal applies once). */
    async advanceSubscription(subscriptionId: number, from: string, to: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('subscriptions')
        .set({ next_date: to, updated_at: now })
        .where('id', '=', subscriptionId)
        .where('status', '=', 'active')
        .where('next_date', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A renewal the card refused: the subscription is canceled, so its access ends with the period it paid for. */
    async cancelForNonPayment(subscriptionId: number, message: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('subscriptions')
        .set({ status: 'canceled', reason: 'payment_failed', comment: message, updated_at: now })
        .where('id', '=', subscriptionId)
        .where('status', '=', 'active')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async countCards(accountId: number): Promise<number> {
      const row = await db
        .selectFrom('payment_options')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('account_id', '=', accountId)
        .where('removed_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async insertCard(card: NewCard): Promise<number> {
      if (card.isDefault) await this.clearDefault(card.accountId);
      const row = await db
        .insertInto('payment_options')
        .values({
          account_id: card.accountId,
          kind: 'card',
          gateway: card.gateway,
          gateway_token: card.token,
          brand: card.brand,
          last4: card.last4,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          is_default: card.isDefault ? 1 : 0,
          created_at: card.now,
          removed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async clearDefault(accountId: number): Promise<void> {
      await db
        .updateTable('payment_options')
        .set({ is_default: 0 })
        .where('account_id', '=', accountId)
        .where('is_default', '=', 1)
        .execute();
    },

    async setDefault(accountId: number, id: number): Promise<void> {
      await this.clearDefault(accountId);
      await db
        .updateTable('payment_options')
        .set({ is_default: 1 })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .execute();
    },

    /** Removes the card (kept for its orders, token cleared); the newest remaining card becomes the default. */
    async removeCard(accountId: number, id: number, now: number): Promise<void> {
      await db
        .updateTable('payment_options')
        .set({ removed_at: now, gateway_token: null, is_default: 0 })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .execute();
      const hasDefault = await db
        .selectFrom('payment_options')
        .select('id')
        .where('account_id', '=', accountId)
        .where('removed_at', 'is', null)
        .where('is_default', '=', 1)
        .executeTakeFirst();
      if (hasDefault) return;
      const newest = await db
        .selectFrom('payment_options')
        .select('id')
        .where('account_id', '=', accountId)
        .where('removed_at', 'is', null)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (newest) await this.setDefault(accountId, newest.id);
    },

    async findOrderIdByKey(accountId: number, idempotencyKey: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('orders')
        .select('id')
        .where('account_id', '=', accountId)
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      return row?.id;
    },

    async findOrder(accountId: number, orderId: number): Promise<OrderRow | undefined> {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('id', '=', orderId)
        .executeTakeFirst();
    },

    async findOrderByKey(accountId: number, idempotencyKey: string): Promise<OrderRow | undefined> {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
    },

    /** The member's order being charged, if any (at most one: orders_one_pending_ux). */
    async findPendingOrder(accountId: number): Promise<OrderRow | undefined> {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
    },

    /**
     * Writes the order as pending, before its card is charged. Undefined when the member already has an order being
     * charged, or an order with this key (the unique indexes refuse the row; the caller tells which).
     */
    async insertPendingOrder(order: NewOrder): Promise<number | undefined> {
      const row = await db
        .insertInto('orders')
        .values({
          account_id: order.accountId,
          product_id: order.productId,
          quantity: order.quantity,
          amount_cents: order.amountCents,
          status: 'pending',
          created_at: order.now,
          payment_option_id: order.paymentOptionId,
          charge_id: null,
          idempotency_key: order.idempotencyKey,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** The pending order was charged: true when this caller completed it (false: another did first). */
    async completeOrder(orderId: number, chargeId: string): Promise<boolean> {
      const result = await db
        .updateTable('orders')
        .set({ status: 'completed', charge_id: chargeId })
        .where('id', '=', orderId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The card was not charged: the pending order goes, nothing was bought. */
    async dropPendingOrder(orderId: number): Promise<void> {
      await db.deleteFrom('orders').where('id', '=', orderId).where('status', '=', 'pending').execute();
    },

    async setOrderStatus(orderId: number, from: string, to: string): Promise<boolean> {
      const result = await db
        .updateTable('orders')
        .set({ status: to })
        .where('id', '=', orderId)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async insertSubscription(input: {
      accountId: number;
      planId: number;
      nextDate: string;
      now: number;
    }): Promise<number> {
      const row = await db
        .insertInto('subscriptions')
        .values({
          account_id: input.accountId,
          plan_id: input.planId,
          status: 'active',
          reason: null,
          comment: null,
          next_date: input.nextDate,
          created_at: input.now,
          updated_at: input.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** One-time products, and subscription products that have a monthly add-on plan, cheapest first. */
    async catalog(): Promise<CatalogOffer[]> {
      const products = await db
        .selectFrom('products')
        .leftJoin('product_items', 'product_items.product_id', 'products.id')
        .select([
          'products.id',
          'products.code',
          'products.name',
          'products.kind',
          'products.price_cents',
          'product_items.item',
          'product_items.quantity',
        ])
        .orderBy('products.id')
        .execute();
      const plans = await db
        .selectFrom('plans')
        .innerJoin('plan_products', 'plan_products.plan_id', 'plans.id')
        .select([
          'plans.id',
          'plans.code',
          'plans.recurring_price_cents',
          'plans.recurring_period',
          'plans.recurring_interval',
          'plans.terms',
          'plan_products.product_id',
        ])
        .where('plans.code', 'like', `%${ADD_ON_PLAN_SUFFIX}`)
        .execute();
      const offers = new Map<number, CatalogOffer>();
      for (const row of products) {
        let offer = offers.get(row.id);
        if (!offer) {
          const plan = plans.find((candidate) => candidate.product_id === row.id);
          if (row.kind === 'subscription' && !plan) continue;
          offer = {
            productId: row.id,
            code: row.code,
            name: row.name,
            kind: row.kind === 'subscription' ? 'subscription' : 'one_time',
            priceCents: plan ? plan.recurring_price_cents : row.price_cents,
            planId: plan?.id ?? null,
            recurringPeriod: plan?.recurring_period ?? null,
            recurringInterval: plan?.recurring_interval ?? null,
            terms: plan?.terms ?? null,
            items: {},
          };
          offers.set(row.id, offer);
        }
        if (row.item !== null) offer.items[row.item] = row.quantity;
      }
      return [...offers.values()].sort((a, b) => a.priceCents - b.priceCents || a.productId - b.productId);
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
