import { type Kysely, type Selectable, type Transaction } from 'kysely';

import { BALANCE_ITEMS, type BalanceItem } from '@beacon/validation';
import type { Database, EntitlementLedgerTable, LedgerEntry } from '../db/schema';

// The entitlement ledger (migration 0095; rules in services/entitlements.ts). Balances are sums of its rows:
// - an item is held (null) while an unlimited grant of it is open (no expire or refund closes it) and its
//   subscription gives access: active, or canceled with its paid term (`next_date`) still running;
// - otherwise the balance is the sum of the item's counted rows (grants, consumptions, refunds, reversals).
// Every write carries a dedupe key unique per member, so writing the same change twice leaves one row.

export type LedgerRow = Selectable<EntitlementLedgerTable>;
export type Balances = Record<BalanceItem, number | null>;

export interface NewLedgerRow {
  accountId: number;
  item: string;
  entry: LedgerEntry;
  quantity: number | null;
  orderId?: number | null;
  subscriptionId?: number | null;
  subject?: string | null;
  recordId?: number | null;
  closesId?: number | null;
  dedupeKey: string;
  now: number;
}

/** A date as the subscriptions store it (YYYY-MM-DD, UTC). */
export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export function createEntitlementLedgerRepository(db: Kysely<Database> | Transaction<Database>) {
  /** Ledger rows (as `row`) that no other row closes: a grant no expire or refund ended, a spend no reversal undid. */
  const openRows = () =>
    db
      .selectFrom('entitlement_ledger as row')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('entitlement_ledger as closing')
              .select('closing.id')
              .whereRef('closing.closes_id', '=', 'row.id'),
          ),
        ),
      );

  return {
    /** Writes the row unless one with its dedupe key exists; the new row's id, or undefined when it existed. */
    async append(row: NewLedgerRow): Promise<number | undefined> {
      const inserted = await db
        .insertInto('entitlement_ledger')
        .values({
          account_id: row.accountId,
          item: row.item,
          entry: row.entry,
          quantity: row.quantity,
          order_id: row.orderId ?? null,
          subscription_id: row.subscriptionId ?? null,
          subject: row.subject ?? null,
          record_id: row.recordId ?? null,
          closes_id: row.closesId ?? null,
          dedupe_key: row.dedupeKey,
          created_at: row.now,
        })
        .onConflict((conflict) => conflict.columns(['account_id', 'dedupe_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id;
    },

    async findByKey(accountId: number, dedupeKey: string): Promise<LedgerRow | undefined> {
      return db
        .selectFrom('entitlement_ledger')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('dedupe_key', '=', dedupeKey)
        .executeTakeFirst();
    },

    /** The items held without limit on `today`: open unlimited grants whose subscription's term gives access. */
    async heldItems(accountId: number, today: string): Promise<Set<string>> {
      const rows = await openRows()
        .innerJoin('subscriptions', 'subscriptions.id', 'row.subscription_id')
        .select('row.item')
        .distinct()
        .where('row.account_id', '=', accountId)
        .where('row.entry', '=', 'grant')
        .where('row.quantity', 'is', null)
        .where((eb) =>
          eb.or([
            eb('subscriptions.status', '=', 'active'),
            eb.and([eb('subscriptions.status', '=', 'canceled'), eb('subscriptions.next_date', '>', today)]),
          ]),
        )
        .execute();
      return new Set(rows.map((row) => row.item));
    },

    /** The sum of each counted item's rows. */
    async counts(accountId: number): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('entitlement_ledger')
        .select(['item', (eb) => eb.fn.sum<number | string>('quantity').as('total')])
        .where('account_id', '=', accountId)
        .where('quantity', 'is not', null)
        .groupBy('item')
        .execute();
      return new Map(rows.map((row) => [row.item, Number(row.total) || 0]));
    },

    /** Spec §3 balances: null for an item held, else what is left of it (never below 0 by the rules that write). */
    async balances(accountId: number, today: string): Promise<Balances> {
      const [held, counts] = await Promise.all([this.heldItems(accountId, today), this.counts(accountId)]);
      const balances = {} as Balances;
      for (const item of BALANCE_ITEMS) balances[item] = held.has(item) ? null : (counts.get(item) ?? 0);
      return balances;
    },

    /** The live consumption of an item for a subject (one that no reversal undid), if any. */
    async consumption(accountId: number, item: string, subject: string): Promise<LedgerRow | undefined> {
      return openRows()
        .selectAll('row')
        .where('row.account_id', '=', accountId)
        .where('row.item', '=', item)
        .where('row.entry', '=', 'consume')
        .where('row.subject', '=', subject)
        .executeTakeFirst();
    },

    /** The grants an order wrote that nothing has closed yet. */
    async openOrderGrants(accountId: number, orderId: number): Promise<LedgerRow[]> {
      return openRows()
        .selectAll('row')
        .where('row.account_id', '=', accountId)
        .where('row.order_id', '=', orderId)
        .where('row.entry', '=', 'grant')
        .execute();
    },

    /** A subscription's unlimited grants that nothing has closed yet. */
    async openSubscriptionGrants(subscriptionId: number): Promise<LedgerRow[]> {
      return openRows()
        .selectAll('row')
        .where('row.subscription_id', '=', subscriptionId)
        .where('row.entry', '=', 'grant')
        .where('row.quantity', 'is', null)
        .execute();
    },

    /** An order's one-time items: +quantity of each counted item it grants. */
    async grantOrder(input: {
      accountId: number;
      orderId: number;
      quantity: number;
      items: Record<string, number | null>;
      now: number;
    }): Promise<void> {
      for (const [item, perUnit] of Object.entries(input.items)) {
        if (perUnit === null) continue;
        await this.append({
          accountId: input.accountId,
          item,
          entry: 'grant',
          quantity: perUnit * input.quantity,
          orderId: input.orderId,
          dedupeKey: `grant:order:${input.orderId}:${item}`,
          now: input.now,
        });
      }
    },

    /** A subscription's term: one unlimited grant of every item its plan's products hold while it lasts. */
    async grantSubscriptionTerm(input: {
      accountId: number;
      subscriptionId: number;
      orderId: number | null;
      /** the renewal's period (its `next` date before the renewal); absent for the subscription's first term */
      renewalOf?: string;
      now: number;
    }): Promise<void> {
      const items = await db
        .selectFrom('subscriptions')
        .innerJoin('plan_products', 'plan_products.plan_id', 'subscriptions.plan_id')
        .innerJoin('product_items', 'product_items.product_id', 'plan_products.product_id')
        .select('product_items.item')
        .distinct()
        .where('subscriptions.id', '=', input.subscriptionId)
        .where('product_items.quantity', 'is', null)
        .execute();
      for (const { item } of items) {
        await this.append({
          accountId: input.accountId,
          item,
          entry: 'grant',
          quantity: null,
          orderId: input.orderId,
          subscriptionId: input.subscriptionId,
          dedupeKey: `grant:subscription:${input.subscriptionId}:${item}${input.renewalOf ? `:${input.renewalOf}` : ''}`,
          now: input.now,
        });
      }
    },

    /** Closes a subscription's open grants with expire rows (its term ended); how many it closed. */
    async expireSubscription(accountId: number, subscriptionId: number, now: number): Promise<number> {
      const open = await this.openSubscriptionGrants(subscriptionId);
      for (const grant of open) {
        await this.append({
          accountId,
          item: grant.item,
          entry: 'expire',
          quantity: null,
          subscriptionId,
          closesId: grant.id,
          dedupeKey: `expire:${grant.id}`,
          now,
        });
      }
      return open.length;
    },

    /** Closes an order's open grants with refund rows (-quantity each). */
    async refundOrder(accountId: number, orderId: number, now: number): Promise<void> {
      for (const grant of await this.openOrderGrants(accountId, orderId)) {
        await this.append({
          accountId,
          item: grant.item,
          entry: 'refund',
          quantity: grant.quantity === null ? null : -grant.quantity,
          orderId,
          closesId: grant.id,
          dedupeKey: `refund:${grant.id}`,
          now,
        });
      }
    },

    /** The gateway refused a refund written ahead of it: its rows go, and the grants are open again. */
    async takeBackRefund(accountId: number, orderId: number): Promise<void> {
      await db
        .deleteFrom('entitlement_ledger')
        .where('account_id', '=', accountId)
        .where('order_id', '=', orderId)
        .where('entry', '=', 'refund')
        .execute();
    },

    /** Every row of a member, oldest first (the property test's and support's view). */
    async rows(accountId: number): Promise<LedgerRow[]> {
      return db
        .selectFrom('entitlement_ledger')
        .selectAll()
        .where('account_id', '=', accountId)
        .orderBy('id')
        .execute();
    },
  };
}

export type EntitlementLedgerRepository = ReturnType<typeof createEntitlementLedgerRepository>;
