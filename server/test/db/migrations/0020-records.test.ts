import type { RecordType } from '@beacon/validation';
import type { Kysely } from 'kysely';

import { createDatabase } from '../../../src/db/create-database';
import { migrateToLatest } from '../../../src/db/migrate';
import type { Database } from '../../../src/db/schema';
import { createTestDatabase, ENGINES } from '../../helper';

async function failure(action: () => Promise<unknown>): Promise<string> {
  try {
    await action();
  } catch (error) {
    return String((error as { message?: unknown }).message ?? error);
  }
  return 'no error';
}

async function account(db: Kysely<Database>, email: string): Promise<number> {
  const row = await db
    .insertInto('accounts')
    .values({
      email,
      first_name: 'M',
      last_name: 'N',
      hide_self_search_prompt_test: 0,
      data: '{}',
      created_at: 0,
      updated_at: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe.each(ENGINES)('migration 0020_records on %s', (engine) => {
  it('keeps one record per member, type and pointer-or-value, with exactly one of them set', async () => {
    const database = await createTestDatabase(engine);
    const { db, dialect } = createDatabase(database.config);
    try {
      expect(await migrateToLatest(db, dialect)).toContain('0020_records');
      const a = await account(db, 'a@example.test');
      const b = await account(db, 'b@example.test');
      const base = { data: '{}', report_id: null, created_at: 1, updated_at: 1 };
      const insert = (values: { account_id: number; type: string; pointer: string | null; value: string | null }) =>
        db
          .insertInto('records')
          // any text goes in: the table's CHECK constraint is what is tested, not the app's type
          .values({ ...base, ...values, type: values.type as RecordType })
          .execute();

      await insert({ account_id: a, type: 'person', pointer: 'AAAAAAAAAAA', value: null });
      await insert({ account_id: a, type: 'phone', pointer: null, value: '4155550132' });
      await insert({ account_id: a, type: 'email', pointer: null, value: 'a@b.co' });
      // another member, or another type, may hold the same pointer or value
      await insert({ account_id: b, type: 'person', pointer: 'AAAAAAAAAAA', value: null });
      await insert({ account_id: a, type: 'location', pointer: 'AAAAAAAAAAA', value: null });

      expect(
        await failure(() => insert({ account_id: a, type: 'person', pointer: 'AAAAAAAAAAA', value: null })),
      ).toMatch(/unique/i);
      expect(await failure(() => insert({ account_id: a, type: 'phone', pointer: null, value: '4155550132' }))).toMatch(
        /unique/i,
      );
      for (const bad of [
        { account_id: a, type: 'company', pointer: 'BBBBBBBBBBB', value: null },
        { account_id: a, type: 'person', pointer: null, value: 'x' },
        { account_id: a, type: 'person', pointer: null, value: null },
        { account_id: a, type: 'phone', pointer: 'BBBBBBBBBBB', value: '4155550199' },
        { account_id: a, type: 'email', pointer: null, value: null },
      ]) {
        expect(await failure(() => insert(bad))).toMatch(/check/i);
      }
      expect(
        await failure(() =>
          db
            .insertInto('records')
            .values({ ...base, account_id: a, type: 'phone', pointer: null, value: '4155550100', is_archived: 2 })
            .execute(),
        ),
      ).toMatch(/check/i);
      expect(await failure(() => insert({ account_id: 999_999, type: 'phone', pointer: null, value: '1' }))).toMatch(
        /foreign key/i,
      );

      // a member's records go with the account
      await db.deleteFrom('accounts').where('id', '=', a).execute();
      const left = await db.selectFrom('records').select('account_id').execute();
      expect(left.map((row) => row.account_id)).toEqual([b]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
