import type { Kysely, Selectable, Transaction } from 'kysely';

import type { Database, PaymentOptionsTable } from '../db/schema';

// Billing writes (issue 16): saved cards (their gateway tokens, never their numbers), orders with their idempotency
// keys, subscriptions bought as add-ons, and the catalog the purchase page offers.

export type PaymentOptionRow = Selectable<PaymentOptionsTable>;

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
  chargeId: string;
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

    /** The new order's id, or undefined when an order with this key was written first (a concurrent retry). */
    async insertOrder(order: NewOrder): Promise<number | undefined> {
      const row = await db
        .insertInto('orders')
        .values({
          account_id: order.accountId,
          product_id: order.productId,
          quantity: order.quantity,
          amount_cents: order.amountCents,
          status: 'completed',
          created_at: order.now,
          payment_option_id: order.paymentOptionId,
          charge_id: order.chargeId,
          idempotency_key: order.idempotencyKey,
        })
        // the key is unique per member: a concurrent retry that wrote first wins, and this insert does nothing
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    async insertSubscription(input: { accountId: number; planId: number; nextDate: string; now: number }) {
      await db
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
        .execute();
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
