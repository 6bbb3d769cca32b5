import type { Kysely, Transaction } from 'kysely';

import { REFUND_WINDOW_DAYS } from '@beacon/validation';
import type { Database } from '../db/schema';
import { createEntitlementLedgerRepository, isoDay, type Balances } from './entitlement-ledger-repository';
import { isRowId } from './row-id';

// Subscriptions with their plans and products, orders, payment options, and the balances derived from them
// (spec §3: one entry per product, null = held). Every query is scoped by the member's account id.

export type { Balances };

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
  status: SubscriptionStatus;
  reason: string | null;
  comment: string | null;
  next: string | null;
  createdAt: number;
  plan: PlanView;
  products: ProductView[];
}

export type OrderStatus = 'pending' | 'completed' | 'failed' | 'refunded';
export type SubscriptionStatus = 'active' | 'canceled' | 'ended';

export interface OrderView {
  id: number;
  status: OrderStatus;
  quantity: number;
  amountCents: number;
  createdAt: number;
  product: ProductView;
  /** the card charged; null for orders from before cards were kept */
  payment: { brand: string; last4: string } | null;
  /** a one-time item still unused, ordered within the refund window */
  refundable: boolean;
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
const CANCELED = 'canceled';
const DAY_MS = 24 * 60 * 60 * 1000;

const subscriptionStatus = (status: string): SubscriptionStatus =>
  status === ACTIVE || status === CANCELED ? status : 'ended';
const orderStatus = (status: string): OrderStatus =>
  status === 'pending' || status === 'failed' || status === 'refunded' ? status : 'completed';

export function createMembershipsRepository(db: Kysely<Database> | Transaction<Database>) {
  const ledger = createEntitlementLedgerRepository(db);

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
      status: subscriptionStatus(row.status),
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

    /** The member's orders, newest first; `refundable` as of `now` (an unused one-time item, ordered lately). */
    async listOrders(accountId: number, now: number, orderId?: number): Promise<OrderView[]> {
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
      const refundWindowStart = now - REFUND_WINDOW_DAYS * DAY_MS;
      const recent = rows.filter((row) => row.status === 'completed' && row.created_at >= refundWindowStart);
      const refundable = new Set<number>();
      if (recent.length) {
        const counts = await ledger.counts(accountId);
        for (const row of recent) {
          const grants = await ledger.openOrderGrants(accountId, row.id);
          const unused =
            grants.length > 0 &&
            grants.every((grant) => grant.quantity !== null && (counts.get(grant.item) ?? 0) >= grant.quantity);
          if (unused) refundable.add(row.id);
        }
      }
      return rows.flatMap((row) => {
        const product = products.get(row.product_id);
        if (!product) return [];
        return [
          {
            id: row.id,
            status: orderStatus(row.status),
            refundable: refundable.has(row.id),
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

    /**
     * Whether a subscription of the member gives access today: active, or canceled with its paid term still running
     * (one indexed read, at most one row).
     */
    async hasActiveSubscription(accountId: number, now: number): Promise<boolean> {
      const row = await db
        .selectFrom('subscriptions')
        .select('id')
        .where('account_id', '=', accountId)
        .where((eb) =>
          eb.or([eb('status', '=', ACTIVE), eb.and([eb('status', '=', CANCELED), eb('next_date', '>', isoDay(now))])]),
        )
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Spec §3 balances on the day of `now`, summed from the entitlement ledger. */
    balances(accountId: number, now: number): Promise<Balances> {
      return ledger.balances(accountId, isoDay(now));
    },
  };
}

export type MembershipsRepository = ReturnType<typeof createMembershipsRepository>;
