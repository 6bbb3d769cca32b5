import type { Kysely, Transaction } from 'kysely';

import { BALANCE_ITEMS, type BalanceItem } from '@beacon/validation';
import type { Database } from '../db/schema';
import { isRowId } from './row-id';

// Subscriptions with their plans and products, orders, payment options, and the balances derived from them
// (spec §3: one entry per product, null = held). Every query is scoped by the member's account id.

export type Balances = Record<BalanceItem, number | null>;

export interface PlanView {
  id: number;
  code: string;
  name: string;
  recurringPriceCents: number;
  recurringPeriod: number;
  recurringInterval: string;
  terms: string;
}

export interface ProductView {
  id: number;
  code: string;
  name: string;
  items: Record<string, number | null>;
}

export interface SubscriptionView {
  id: number;
  status: string;
  reason: string | null;
  comment: string | null;
  next: string | null;
  createdAt: number;
  plan: PlanView;
  products: ProductView[];
}

export interface OrderView {
  id: number;
  status: string;
  quantity: number;
  amountCents: number;
  createdAt: number;
  product: ProductView;
  /** the card charged; null for orders from before cards were kept */
  payment: { brand: string; last4: string } | null;
}

export interface PaymentOptionView {
  id: number;
  kind: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}

const ACTIVE = 'active';

export function createMembershipsRepository(db: Kysely<Database> | Transaction<Database>) {
  async function productsByIds(ids: number[]): Promise<Map<number, ProductView>> {
    const products = new Map<number, ProductView>();
    if (!ids.length) return products;
    const rows = await db
      .selectFrom('products')
      .leftJoin('product_items', 'product_items.product_id', 'products.id')
      .select(['products.id', 'products.code', 'products.name', 'product_items.item', 'product_items.quantity'])
      .where('products.id', 'in', ids)
      .orderBy('products.id')
      .execute();
    for (const row of rows) {
      let product = products.get(row.id);
      if (!product) {
        product = { id: row.id, code: row.code, name: row.name, items: {} };
        products.set(row.id, product);
      }
      if (row.item !== null) product.items[row.item] = row.quantity;
    }
    return products;
  }

  async function subscriptionViews(accountId: number, subscriptionId?: number): Promise<SubscriptionView[]> {
    let query = db
      .selectFrom('subscriptions')
      .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
      .select([
        'subscriptions.id',
        'subscriptions.status',
        'subscriptions.reason',
        'subscriptions.comment',
        'subscriptions.next_date',
        'subscriptions.created_at',
        'plans.id as plan_id',
        'plans.code as plan_code',
        'plans.name as plan_name',
        'plans.recurring_price_cents',
        'plans.recurring_period',
        'plans.recurring_interval',
        'plans.terms',
      ])
      .where('subscriptions.account_id', '=', accountId)
      .orderBy('subscriptions.id');
    if (subscriptionId !== undefined) query = query.where('subscriptions.id', '=', subscriptionId);
    const rows = await query.execute();
    if (!rows.length) return [];
    const planIds = [...new Set(rows.map((row) => row.plan_id))];
    const links = await db.selectFrom('plan_products').selectAll().where('plan_id', 'in', planIds).execute();
    const products = await productsByIds([...new Set(links.map((link) => link.product_id))]);
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      reason: row.reason,
      comment: row.comment,
      next: row.next_date,
      createdAt: row.created_at,
      plan: {
        id: row.plan_id,
        code: row.plan_code,
        name: row.plan_name,
        recurringPriceCents: row.recurring_price_cents,
        recurringPeriod: row.recurring_period,
        recurringInterval: row.recurring_interval,
        terms: row.terms,
      },
      products: links
        .filter((link) => link.plan_id === row.plan_id)
        .map((link) => products.get(link.product_id))
        .filter((product): product is ProductView => product !== undefined),
    }));
  }

  return {
    listSubscriptions(accountId: number): Promise<SubscriptionView[]> {
      return subscriptionViews(accountId);
    },

    async findSubscription(accountId: number, subscriptionId: number): Promise<SubscriptionView | undefined> {
      if (!isRowId(subscriptionId)) return undefined;
      return (await subscriptionViews(accountId, subscriptionId))[0];
    },

    async listOrders(accountId: number, orderId?: number): Promise<OrderView[]> {
      let query = db
        .selectFrom('orders')
        // a deleted card still names the charge it paid for: the brand and last four are read while it exists
        .leftJoin('payment_options', 'payment_options.id', 'orders.payment_option_id')
        .selectAll('orders')
        .select(['payment_options.brand as card_brand', 'payment_options.last4 as card_last4'])
        .where('orders.account_id', '=', accountId);
      if (orderId !== undefined) query = query.where('orders.id', '=', orderId);
      const rows = await query.orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').execute();
      const products = await productsByIds([...new Set(rows.map((row) => row.product_id))]);
      return rows.flatMap((row) => {
        const product = products.get(row.product_id);
        if (!product) return [];
        return [
          {
            id: row.id,
            status: row.status,
            quantity: row.quantity,
            amountCents: row.amount_cents,
            createdAt: row.created_at,
            product,
            payment:
              row.card_brand !== null && row.card_last4 !== null
                ? { brand: row.card_brand, last4: row.card_last4 }
                : null,
          },
        ];
      });
    },

    async listPaymentOptions(accountId: number): Promise<PaymentOptionView[]> {
      const rows = await db
        .selectFrom('payment_options')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('removed_at', 'is', null)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        brand: row.brand,
        last4: row.last4,
        expMonth: row.exp_month,
        expYear: row.exp_year,
        isDefault: row.is_default === 1,
      }));
    },

    /** Whether the member has at least one subscription with status active (one indexed read, at most one row). */
    async hasActiveSubscription(accountId: number): Promise<boolean> {
      const row = await db
        .selectFrom('subscriptions')
        .select('id')
        .where('account_id', '=', accountId)
        .where('status', '=', ACTIVE)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** null for an item an active subscription grants without limit; otherwise the count bought by orders. */
    async balances(accountId: number): Promise<Balances> {
      const held = await db
        .selectFrom('subscriptions')
        .innerJoin('plan_products', 'plan_products.plan_id', 'subscriptions.plan_id')
        .innerJoin('product_items', 'product_items.product_id', 'plan_products.product_id')
        .select('product_items.item')
        .distinct()
        .where('subscriptions.account_id', '=', accountId)
        .where('subscriptions.status', '=', ACTIVE)
        .where('product_items.quantity', 'is', null)
        .execute();
      const bought = await db
        .selectFrom('orders')
        .innerJoin('product_items', 'product_items.product_id', 'orders.product_id')
        .select([
          'product_items.item',
          (eb) => eb.fn.sum<number>(eb('orders.quantity', '*', eb.ref('product_items.quantity'))).as('total'),
        ])
        .where('orders.account_id', '=', accountId)
        .where('orders.status', '=', 'completed')
        .where('product_items.quantity', 'is not', null)
        .groupBy('product_items.item')
        .execute();
      const heldItems = new Set(held.map((row) => row.item));
      const counts = new Map(bought.map((row) => [row.item, Number(row.total) || 0]));
      // bought premium reports are used up by the records upgraded with them
      const credits = await db
        .selectFrom('records')
        .select((eb) => eb.fn.countAll<number>().as('used'))
        .where('account_id', '=', accountId)
        .where('premium_credit', '=', 1)
        .executeTakeFirstOrThrow();
      const premium = counts.get('premium_person_report');
      if (premium !== undefined) counts.set('premium_person_report', Math.max(0, premium - Number(credits.used)));
      const balances = {} as Balances;
      for (const item of BALANCE_ITEMS) balances[item] = heldItems.has(item) ? null : (counts.get(item) ?? 0);
      return balances;
    },
  };
}

export type MembershipsRepository = ReturnType<typeof createMembershipsRepository>;
