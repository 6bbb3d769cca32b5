import { sql, type Kysely, type Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { createTableWithId, timestampType } from './schema-helpers';

// The entitlement ledger (issue 54): every change to what a member may use is one row, and balances are sums of it.
// - grant: an order's one-time items (+quantity), or a subscription's term (quantity null: held while it lasts);
// - consume: one item spent (-1) on a subject (the person, phone, e-mail or place a report is about);
// - expire: a subscription's term ended (closes its unlimited grants);
// - refund: an order's unused grant given back (-quantity, closing the grant);
// - reversal: a consumption undone (+1).
// `dedupe_key` is unique per member, so every write is idempotent: opening the same subject again, or a retried
// order, finds its row instead of adding one. Orders also get a 'pending' state while the card is charged, and one
// pending order per member at most: two orders at once are serialized, the second is told to wait.
// The rows of today's orders, subscriptions and premium upgrades are written here once, so balances stay the same.

type LegacyTables = {
  subscriptions: { id: number; account_id: number; plan_id: number; created_at: number };
  plan_products: { plan_id: number; product_id: number };
  product_items: { product_id: number; item: string; quantity: number | null };
  orders: { id: number; account_id: number; product_id: number; quantity: number; status: string; created_at: number };
  records: {
    id: number;
    account_id: number;
    type: string;
    pointer: string | null;
    value: string | null;
    premium_credit: number;
    updated_at: number;
  };
  entitlement_ledger: {
    account_id: number;
    item: string;
    entry: string;
    quantity: number | null;
    order_id: number | null;
    subscription_id: number | null;
    subject: string | null;
    record_id: number | null;
    closes_id: number | null;
    dedupe_key: string;
    created_at: number;
  };
};

export function entitlementLedgerMigration(dialect: DialectName): Migration {
  return {
    async up(raw: Kysely<unknown>) {
      await createTableWithId(raw, dialect, 'entitlement_ledger')
        .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('item', 'text', (col) => col.notNull())
        .addColumn('entry', 'text', (col) => col.notNull())
        // signed count of a counted item; null for a subscription's unlimited grant and the rows that close it
        .addColumn('quantity', 'integer')
        .addColumn('order_id', 'integer')
        .addColumn('subscription_id', 'integer')
        .addColumn('subject', 'text')
        .addColumn('record_id', 'integer')
        .addColumn('closes_id', 'integer')
        .addColumn('dedupe_key', 'text', (col) => col.notNull())
        .addColumn('created_at', timestampType(dialect), (col) => col.notNull())
        .execute();
      await raw.schema
        .createIndex('entitlement_ledger_dedupe_ux')
        .on('entitlement_ledger')
        .columns(['account_id', 'dedupe_key'])
        .unique()
        .execute();
      await raw.schema
        .createIndex('entitlement_ledger_item_ix')
        .on('entitlement_ledger')
        .columns(['account_id', 'item'])
        .execute();
      await raw.schema
        .createIndex('entitlement_ledger_closes_ix')
        .on('entitlement_ledger')
        .columns(['closes_id'])
        .execute();
      await raw.schema
        .createIndex('entitlement_ledger_subscription_ix')
        .on('entitlement_ledger')
        .columns(['subscription_id'])
        .execute();
      // one order being charged per member: the second concurrent order is refused instead of charged twice
      await raw.schema
        .createIndex('orders_one_pending_ux')
        .on('orders')
        .column('account_id')
        .unique()
        .where(sql.ref('status'), '=', 'pending')
        .execute();
      // the renewal reminders already sent (one per subscription and renewal date)
      await raw.schema
        .createTable('renewal_reminders')
        .addColumn('subscription_id', 'integer', (col) =>
          col.notNull().references('subscriptions.id').onDelete('cascade'),
        )
        .addColumn('next_date', 'text', (col) => col.notNull())
        .addColumn('sent_at', timestampType(dialect), (col) => col.notNull())
        .addPrimaryKeyConstraint('renewal_reminders_pk', ['subscription_id', 'next_date'])
        .execute();

      const db = raw.withTables<LegacyTables>();
      const subscriptions = await db
        .selectFrom('subscriptions')
        .innerJoin('plan_products', 'plan_products.plan_id', 'subscriptions.plan_id')
        .innerJoin('product_items', 'product_items.product_id', 'plan_products.product_id')
        .select(['subscriptions.id', 'subscriptions.account_id', 'subscriptions.created_at', 'product_items.item'])
        .where('product_items.quantity', 'is', null)
        .execute();
      for (const row of subscriptions) {
        await db
          .insertInto('entitlement_ledger')
          .values({
            account_id: row.account_id,
            item: row.item,
            entry: 'grant',
            quantity: null,
            order_id: null,
            subscription_id: row.id,
            subject: null,
            record_id: null,
            closes_id: null,
            dedupe_key: `grant:subscription:${row.id}:${row.item}`,
            created_at: row.created_at,
          })
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
      const orders = await db
        .selectFrom('orders')
        .innerJoin('product_items', 'product_items.product_id', 'orders.product_id')
        .select([
          'orders.id',
          'orders.account_id',
          'orders.quantity',
          'orders.created_at',
          'product_items.item',
          'product_items.quantity as per_unit',
        ])
        .where('orders.status', '=', 'completed')
        .where('product_items.quantity', 'is not', null)
        .execute();
      for (const row of orders) {
        await db
          .insertInto('entitlement_ledger')
          .values({
            account_id: row.account_id,
            item: row.item,
            entry: 'grant',
            quantity: row.quantity * (row.per_unit ?? 0),
            order_id: row.id,
            subscription_id: null,
            subject: null,
            record_id: null,
            closes_id: null,
            dedupe_key: `grant:order:${row.id}:${row.item}`,
            created_at: row.created_at,
          })
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
      // a plan period paid by an order (the monthly payments before the ledger): the order's grant of that period
      const periods = await db
        .selectFrom('orders')
        .innerJoin('product_items', 'product_items.product_id', 'orders.product_id')
        .innerJoin('plan_products', 'plan_products.product_id', 'orders.product_id')
        .innerJoin('subscriptions', (join) =>
          join
            .onRef('subscriptions.plan_id', '=', 'plan_products.plan_id')
            .onRef('subscriptions.account_id', '=', 'orders.account_id'),
        )
        .select(['orders.id', 'orders.account_id', 'orders.created_at', 'subscriptions.id as subscription_id'])
        .where('orders.status', '=', 'completed')
        .where('product_items.quantity', 'is', null)
        .execute();
      for (const row of periods) {
        const items = await db
          .selectFrom('subscriptions')
          .innerJoin('plan_products', 'plan_products.plan_id', 'subscriptions.plan_id')
          .innerJoin('product_items', 'product_items.product_id', 'plan_products.product_id')
          .select('product_items.item')
          .distinct()
          .where('subscriptions.id', '=', row.subscription_id)
          .where('product_items.quantity', 'is', null)
          .execute();
        for (const { item } of items) {
          await db
            .insertInto('entitlement_ledger')
            .values({
              account_id: row.account_id,
              item,
              entry: 'grant',
              quantity: null,
              order_id: row.id,
              subscription_id: row.subscription_id,
              subject: null,
              record_id: null,
              closes_id: null,
              dedupe_key: `grant:subscription:${row.subscription_id}:${item}:order-${row.id}`,
              created_at: row.created_at,
            })
            .onConflict((conflict) => conflict.doNothing())
            .execute();
        }
      }
      // a record upgraded with a bought premium report spent one (records.premium_credit, written no more)
      const upgraded = await db.selectFrom('records').selectAll().where('premium_credit', '=', 1).execute();
      for (const record of upgraded) {
        const subject = `${record.type}:${record.pointer ?? record.value ?? record.id}`;
        await db
          .insertInto('entitlement_ledger')
          .values({
            account_id: record.account_id,
            item: 'premium_person_report',
            entry: 'consume',
            quantity: -1,
            order_id: null,
            subscription_id: null,
            subject,
            record_id: record.id,
            closes_id: null,
            dedupe_key: `consume:premium_person_report:${subject}`,
            created_at: record.updated_at,
          })
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
    },
  };
}
