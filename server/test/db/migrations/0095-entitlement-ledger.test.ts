import { type Kysely } from 'kysely';

import { createDatabase } from '../../../src/db/create-database';
import { migrateToLatest } from '../../../src/db/migrate';
import type { Database } from '../../../src/db/schema';
import { createEntitlementLedgerRepository } from '../../../src/repositories/entitlement-ledger-repository';
import { createTestDatabase, ENGINES } from '../../helper';
import { migrateBefore } from './migrate-before';

// Migration 0095: the orders, subscriptions and premium upgrades of a database from before the entitlement ledger
// become its rows, so every member keeps exactly what they had: a subscription's items held, bought reports counted,
// a premium upgrade paid with a bought report spent, and every completed order with its grant.

describe.each(ENGINES)('migration 0095 (entitlement ledger) on %s', (engine) => {
  it("writes today's orders, subscriptions and premium upgrades into the ledger", async () => {
    const database = await createTestDatabase(engine);
    const { db, dialect } = createDatabase(database.config, { poolSize: 1 });
    try {
      await migrateBefore(db, dialect, '0095');

      const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const now = Date.now();
      const idOf = async (table: string, code: string) =>
        Number((await loose.selectFrom(table).select('id').where('code', '=', code).executeTakeFirstOrThrow()).id);
      const account = await loose
        .insertInto('accounts')
        .values({
          email: 'legacy@example.com',
          first_name: 'Lee',
          last_name: 'Gacy',
          password_hash: 'x',
          hide_self_search_prompt_test: 0,
          data: '{}',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const accountId = Number(account.id);
      await loose
        .insertInto('subscriptions')
        .values({
          account_id: accountId,
          plan_id: await idOf('plans', 'data-monitoring-monthly'),
          status: 'active',
          next_date: '2999-01-01',
          created_at: now,
          updated_at: now,
        })
        .execute();
      const order = async (productCode: string, quantity: number) =>
        Number(
          (
            await loose
              .insertInto('orders')
              .values({
                account_id: accountId,
                product_id: await idOf('products', productCode),
                quantity,
                amount_cents: 999 * quantity,
                status: 'completed',
                created_at: now,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        );
      const reports = await order('person-report', 2);
      const premium = await order('premium-report', 1);
      const monthly = await order('background-reports', 1);
      await loose
        .insertInto('records')
        .values({
          account_id: accountId,
          type: 'person',
          pointer: 'p-legacy',
          value: null,
          data: '{}',
          report_id: 'r-legacy',
          is_premium: 1,
          premium_credit: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();

      expect(await migrateToLatest(db as Kysely<Database>, dialect)).toContain('0095_entitlement_ledger');
      const ledger = createEntitlementLedgerRepository(db as Kysely<Database>);
      const balances = await ledger.balances(accountId, new Date(now).toISOString().slice(0, 10));
      expect(balances).toMatchObject({
        person_report: null,
        data_monitoring: null,
        premium_person_report: 0,
        guardian: 0,
      });
      expect(Object.fromEntries(await ledger.counts(accountId))).toEqual({
        person_report: 2,
        premium_person_report: 0,
      });
      const rows = await ledger.rows(accountId);
      for (const orderId of [reports, premium, monthly]) {
        expect(rows.some((row) => row.order_id === orderId && row.entry === 'grant')).toBe(true);
      }
      expect(rows.filter((row) => row.entry === 'consume')).toEqual([
        expect.objectContaining({ item: 'premium_person_report', quantity: -1, subject: 'person:p-legacy' }),
      ]);
      // the migration is idempotent by its dedupe keys: the same rows, once
      expect(new Set(rows.map((row) => row.dedupe_key)).size).toBe(rows.length);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
