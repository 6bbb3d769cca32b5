import type { Kysely } from 'kysely';

import { createDatabase } from '../../../src/db/create-database';
import { migrateToLatest } from '../../../src/db/migrate';
import type { Database } from '../../../src/db/schema';
import { createTestDatabase, ENGINES } from '../../helper';

// Migration 0030: the unique constraints the record-report API relies on, and what a deleted record takes along.

async function failure(action: () => Promise<unknown>): Promise<string> {
  try {
    await action();
  } catch (error) {
    return String((error as { message?: unknown }).message ?? error);
  }
  return 'no error';
}

async function setUp(db: Kysely<Database>) {
  const account = await db
    .insertInto('accounts')
    .values({
      email: 'm@example.test',
      first_name: 'M',
      last_name: 'N',
      hide_self_search_prompt_test: 0,
      data: '{}',
      created_at: 0,
      updated_at: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const record = await db
    .insertInto('records')
    .values({
      account_id: account.id,
      type: 'phone',
      pointer: null,
      value: '5550001234',
      data: '{}',
      report_id: null,
      created_at: 1,
      updated_at: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { accountId: account.id, recordId: record.id };
}

describe.each(ENGINES)('migration 0030_record_reports on %s', (engine) => {
  it('enforces one correction per item, one rating per section, list names per member, a record once per list', async () => {
    const database = await createTestDatabase(engine);
    const { db, dialect } = createDatabase(database.config);
    try {
      expect(await migrateToLatest(db, dialect)).toContain('0030_record_reports');
      const { accountId, recordId } = await setUp(db);
      const correction = () =>
        db
          .insertInto('record_corrections')
          .values({
            record_id: recordId,
            item_id: 'contact.phones.0',
            section: 'contact',
            value: 'x',
            active: 1,
            created_at: 1,
            updated_at: 1,
          })
          .execute();
      await correction();
      expect(await failure(correction)).toMatch(/unique/i);

      const rating = (value: number) =>
        db
          .insertInto('record_ratings')
          .values({ record_id: recordId, section: 'contact', rating: value, updated_at: 1 })
          .execute();
      expect(await failure(() => rating(6))).toMatch(/check|constraint/i);
      await rating(4);
      expect(await failure(() => rating(5))).toMatch(/unique/i);

      const list = () =>
        db
          .insertInto('record_lists')
          .values({ account_id: accountId, name: 'Family', created_at: 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
      const { id: listId } = await list();
      expect(await failure(list)).toMatch(/unique/i);
      const item = () =>
        db.insertInto('record_list_items').values({ list_id: listId, record_id: recordId, created_at: 1 }).execute();
      await item();
      expect(await failure(item)).toMatch(/unique/i);

      const watch = () =>
        db
          .insertInto('monitored_person_records')
          .values({ account_id: accountId, pointer: 'AAAAAAAAAAA', usage_id: 'u', created_at: 1, updated_at: 1 })
          .execute();
      await watch();
      expect(await failure(watch)).toMatch(/unique/i);

      const job = () =>
        db
          .insertInto('pdf_jobs')
          .values({
            account_id: accountId,
            record_id: recordId,
            report_version: 'v',
            status: 'queued',
            requested_at: 1,
          })
          .execute();
      await job();
      expect(await failure(job)).toMatch(/unique/i);
      await db
        .insertInto('record_correction_events')
        .values({
          account_id: accountId,
          record_id: recordId,
          item_id: 'contact.phones.0',
          before: null,
          after: '{}',
          created_at: 1,
        })
        .execute();

      // deleting the record takes its corrections, ratings, list items and PDF job, but not the audit trail
      await db.deleteFrom('records').where('id', '=', recordId).execute();
      for (const table of ['record_corrections', 'record_ratings', 'record_list_items', 'pdf_jobs'] as const) {
        expect(await db.selectFrom(table).select('id').execute()).toEqual([]);
      }
      expect(await db.selectFrom('record_correction_events').select('id').execute()).toHaveLength(1);
      expect(await db.selectFrom('record_lists').select('id').execute()).toHaveLength(1);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
