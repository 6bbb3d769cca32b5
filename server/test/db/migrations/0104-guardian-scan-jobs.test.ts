import { sql, type Kysely } from 'kysely';

import { createDatabase } from '../../../src/db/create-database';
import { migrateToLatest } from '../../../src/db/migrate';
import { BROKER_CATALOG } from '../../../src/domain/guardian/broker-catalog';
import { buildTestApp, createTestDatabase, ENGINES, TestClock } from '../../helper';
import { migrateBefore } from './migrate-before';

// Migration 0104 (issue 57 point 2): Guardian's scans queued or running in the retired queue columns of guardian_scans
// become guardian-scan jobs, so the new job runs them (a running one's worker is gone with the old code); finished
// scans stay as they were, and the claim and retry columns are gone.

describe.each(ENGINES)('migration 0104 (guardian scan jobs) on %s', (engine) => {
  it('turns queued and running scans into jobs that run after it, and drops the claim columns', async () => {
    const database = await createTestDatabase(engine);
    const { db, dialect } = createDatabase(database.config, { poolSize: 1 });
    const clock = new TestClock();
    const now = clock.now;
    let scanIds: { queued: number; running: number; complete: number };
    try {
      await migrateBefore(db, dialect, '0104');
      const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const account = await loose
        .insertInto('accounts')
        .values({
          email: 'scanned@example.com',
          first_name: 'Sam',
          last_name: 'Canned',
          password_hash: 'x',
          hide_self_search_prompt_test: 0,
          data: '{}',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const member = async (firstName: string) =>
        Number(
          (
            await loose
              .insertInto('protection_members')
              .values({
                account_id: Number(account.id),
                record_id: null,
                first_name: firstName,
                last_name: 'Canned',
                is_self: 0,
                pointer: null,
                usage_id: `guardian-${firstName}`,
                status: 'active',
                relationship: 'sibling',
                details: JSON.stringify({
                  middleName: '',
                  dob: null,
                  otherNames: [],
                  addresses: [{ street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' }],
                  phones: [],
                  emails: [],
                  monitored: { emails: [], phones: [], usernames: [] },
                }),
                enrolled_at: now,
                created_at: now,
                updated_at: now,
                authorized_at: now,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        );
      const scan = async (memberId: number, values: Record<string, unknown>) =>
        Number(
          (
            await loose
              .insertInto('guardian_scans')
              .values({
                member_id: memberId,
                kind: 'manual',
                requested_at: now - 60_000,
                run_at: now - 60_000,
                ...values,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        );
      const ann = await member('Ann');
      const bob = await member('Bob');
      scanIds = {
        complete: await scan(ann, { status: 'complete', scan_number: 1, attempts: 1, finished_at: now - 50_000 }),
        queued: await scan(ann, { status: 'queued', scan_number: 2, error: 'the site did not answer', attempts: 1 }),
        // its worker died with the old code, halfway
        running: await scan(bob, {
          status: 'running',
          scan_number: 1,
          claim_token: 'old-worker',
          claimed_at: now - 30_000,
          attempts: 1,
          brokers_total: BROKER_CATALOG.length,
          brokers_done: 7,
          started_at: now - 40_000,
        }),
      };

      expect(await migrateToLatest(db, dialect)).toContain('0104_guardian_scan_jobs');
      const columns = Object.keys((await sql<object>`select * from guardian_scans`.execute(db)).rows[0] ?? {});
      expect(columns).toContain('job_try');
      for (const column of ['run_at', 'claim_token', 'claimed_at', 'attempts']) expect(columns).not.toContain(column);
      expect(await db.selectFrom('guardian_scans').select(['id', 'status']).orderBy('id').execute()).toEqual([
        { id: scanIds.complete, status: 'complete' },
        { id: scanIds.queued, status: 'queued' },
        { id: scanIds.running, status: 'queued' },
      ]);
    } finally {
      await db.destroy();
    }

    const app = await buildTestApp(database, { clock: clock.read, seed: false });
    try {
      expect(await app.jobs.drain('guardian-scan')).toBe(2);
      const rows = await app.db.selectFrom('guardian_scans').selectAll().orderBy('id').execute();
      expect(rows.map((row) => [row.id, row.status, Number(row.brokers_done)])).toEqual([
        [scanIds.complete, 'complete', 0],
        // Beacon's own data set, the one site a scan reads without broker sites (issue 59)
        [scanIds.queued, 'complete', 1],
        [scanIds.running, 'complete', 1],
      ]);
      expect(await app.jobs.drain('guardian-scan')).toBe(0);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
