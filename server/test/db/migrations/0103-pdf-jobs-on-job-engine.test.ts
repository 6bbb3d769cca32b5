import { sql, type Kysely } from 'kysely';

import { createDatabase } from '../../../src/db/create-database';
import { migrateToLatest } from '../../../src/db/migrate';
import { buildTestApp, createTestDatabase, ENGINES } from '../../helper';
import { seedRecords } from '../../records-helper';
import { migrateBefore } from './migrate-before';

// Migration 0103: PDF rendering moves onto the job engine. The pdf_jobs rows the old poller had waiting (queued) or
// in hand (processing, its worker gone with the old code) become render-pdf jobs and are rendered after the
// migration, nothing lost; finished rows stay as they were; the claim columns are gone.

describe.each(ENGINES)('migration 0103 (PDF jobs on the job engine) on %s', (engine) => {
  it('hands queued and processing PDF jobs to render-pdf and drops the claim columns', async () => {
    const database = await createTestDatabase(engine);
    const { db, dialect } = createDatabase(database.config, { poolSize: 1 });
    try {
      await migrateBefore(db, dialect, '0103');
      const account = await db
        .insertInto('accounts')
        .values({
          email: 'pdf-legacy@example.test',
          first_name: 'Lee',
          last_name: 'Gacy',
          hide_self_search_prompt_test: 0,
          data: '{}',
          created_at: 0,
          updated_at: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const record = async (phone: string) =>
        (
          await db
            .insertInto('records')
            .values({
              account_id: account.id,
              type: 'phone',
              pointer: null,
              value: phone,
              data: JSON.stringify({ phone }),
              report_id: null,
              created_at: 1,
              updated_at: 1,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      // the columns 0103 drops are not in the schema type any more
      const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const pdfJob = async (recordId: number, status: string, extra: Record<string, unknown> = {}) =>
        loose
          .insertInto('pdf_jobs')
          .values({
            account_id: account.id,
            record_id: recordId,
            report_version: 'v1',
            status,
            requested_at: 1_000,
            ...extra,
          })
          .execute();
      const queued = await record('5550001001');
      const processing = await record('5550001002');
      const complete = await record('5550001003');
      const failed = await record('5550001004');
      await pdfJob(queued, 'queued', { attempts: 1, error: 'renderer down' });
      await pdfJob(processing, 'processing', { claim_token: 'dead-worker', claimed_at: 2_000, attempts: 1 });
      await pdfJob(complete, 'complete', { pdf: Buffer.from('%PDF-old'), finished_at: 3_000, attempts: 1 });
      await pdfJob(failed, 'failed', { error: 'gone', finished_at: 3_000, attempts: 3 });

      expect(await migrateToLatest(db, dialect)).toContain('0103_pdf_jobs_on_job_engine');
      const columns =
        engine === 'sqlite'
          ? await sql<{ name: string }>`select name from pragma_table_info('pdf_jobs')`.execute(db)
          : await sql<{ name: string }>`select column_name as name from information_schema.columns
              where table_schema = current_schema() and table_name = 'pdf_jobs'`.execute(db);
      const names = columns.rows.map((row) => row.name);
      expect(names).toEqual(expect.arrayContaining(['status', 'report_version', 'pdf', 'error']));
      for (const retired of ['claim_token', 'claimed_at', 'attempts']) expect(names).not.toContain(retired);
      expect(await db.selectFrom('pdf_jobs').select('status').where('record_id', '=', processing).execute()).toEqual([
        { status: 'queued' },
      ]);
    } finally {
      await db.destroy();
    }

    // the app of the new code renders what was waiting, once each
    await seedRecords(database, 100);
    const app = await buildTestApp(database, { seed: false });
    try {
      expect(await app.jobs.drain('render-pdf')).toBe(2);
      const rows = await app.db
        .selectFrom('pdf_jobs')
        .select(['record_id', 'status', 'pdf'])
        .orderBy('record_id')
        .execute();
      expect(rows.map((row) => row.status)).toEqual(['complete', 'complete', 'complete', 'failed']);
      for (const row of rows.slice(0, 2)) expect(Buffer.from(row.pdf!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(Buffer.from(rows[2]!.pdf!).toString('latin1')).toBe('%PDF-old');
      const events = await app.db.selectFrom('live_events').select('payload').where('topic', '=', 'pdf').execute();
      expect(events.map((event) => JSON.parse(event.payload!).status)).toEqual(['complete', 'complete']);
      expect(await app.jobs.drain('render-pdf')).toBe(0);
    } finally {
      await app.close();
      await database.drop();
    }
  }, 120_000);
});
