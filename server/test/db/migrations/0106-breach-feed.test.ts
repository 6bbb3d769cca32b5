import { sql, type Kysely } from 'kysely';

import { createDatabase } from '../../../src/db/create-database';
import { migrateToLatest } from '../../../src/db/migrate';
import { createTestDatabase, ENGINES } from '../../helper';
import { migrateBefore } from './migrate-before';

// Migration 0106: dark web alerts come from the breach feed. The generated corpus goes, and with it its invented
// breaches and the alerts they raised; an identity alert of no breach stays; the watched items stay, to be sealed for
// the feed when added again.

describe.each(ENGINES)('migration 0106 (breach feed) on %s', (engine) => {
  it("drops the generated corpus and its breaches' alerts, keeping the watched items and other alerts", async () => {
    const database = await createTestDatabase(engine);
    const { db, dialect } = createDatabase(database.config, { poolSize: 1 });
    try {
      await migrateBefore(db, dialect, '0106');
      const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const now = Date.now();
      const account = await loose
        .insertInto('accounts')
        .values({
          email: 'old@example.com',
          first_name: 'Old',
          last_name: 'Member',
          password_hash: 'x',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const member = await loose
        .insertInto('identity_members')
        .values({
          account_id: account.id,
          first_name: 'Old',
          last_name: 'Member',
          is_self: 1,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const item = await loose
        .insertInto('identity_monitored_items')
        .values({ member_id: member.id, kind: 'email', hash: 'h', display: 'o••••@example.com', created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const breach = await loose
        .insertInto('breaches')
        .values({
          name: 'Invented',
          title: 'Invented',
          domain: 'invented.com',
          breach_date: '2020-01-01',
          added_date: '2020-02-01',
          pwn_count: 10,
          data_classes: '["Email addresses"]',
          is_verified: 1,
          is_sensitive: 0,
          description: 'made up',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const alert = (alertId: string, extra: Record<string, unknown>) => ({
        account_id: account.id,
        alert_id: alertId,
        report_name: 'Dark Web Surveillance',
        category: 'dark_web',
        type: 'email_exposed',
        created_at: now,
        ...extra,
      });
      await loose
        .insertInto('identity_notifications')
        .values([
          alert('brc-1', { member_id: member.id, item_id: item.id, breach_id: breach.id }),
          alert('other', { report_name: 'Change of Address', category: 'address', type: 'address_change' }),
        ])
        .execute();

      await migrateToLatest(db, dialect);
      // on PostgreSQL, the tables of this test's own schema (other test files have theirs)
      const schema =
        dialect === 'postgres'
          ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
          : undefined;
      const tables = (await db.introspection.getTables())
        .filter((table) => schema === undefined || table.schema === schema)
        .map((table) => table.name);
      for (const gone of ['breach_identifiers', 'pwned_passwords', 'breach_corpus']) expect(tables).not.toContain(gone);
      expect(
        await sql<{ n: number }>`select count(*) as n from breaches`.execute(db).then((r) => Number(r.rows[0]?.n)),
      ).toBe(0);
      const alerts = await db.selectFrom('identity_notifications').select(['alert_id', 'archived_at']).execute();
      expect(alerts).toEqual([{ alert_id: 'other', archived_at: null }]);
      const items = await db.selectFrom('identity_monitored_items').selectAll().execute();
      expect(items).toEqual([
        expect.objectContaining({
          id: item.id,
          sealed_value: null,
          checked_at: null,
          check_failing_since: null,
          check_failure: null,
        }),
      ]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
