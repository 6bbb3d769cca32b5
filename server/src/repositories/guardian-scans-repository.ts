import type { Kysely, Selectable, Transaction } from 'kysely';

import type { ScanKind } from '@beacon/validation';

import type { Database, GuardianScansTable } from '../db/schema';

// Guardian scans (migration 0070) as members see them: queued, running with its progress site by site, complete or
// failed. Since issue 57 the job engine runs them (job guardian-scan, one job per scan): the scan row holds the try of
// the job working it (`job_try`), so a try taken over after its worker died can neither record progress nor finish
// the scan (migration 0104 retired the row's own claim and retry columns). One scan at a time per member (a partial
// unique index), so "scan now" and a re-scan falling due meanwhile meet the same scan.

export type GuardianScanRow = Selectable<GuardianScansTable>;

export function createGuardianScansRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    async latest(memberId: number): Promise<GuardianScanRow | undefined> {
      return db
        .selectFrom('guardian_scans')
        .selectAll()
        .where('member_id', '=', memberId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async latestOf(memberIds: number[]): Promise<GuardianScanRow[]> {
      if (!memberIds.length) return [];
      return db
        .selectFrom('guardian_scans')
        .selectAll()
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('guardian_scans')
            .select((inner) => inner.fn.max('id').as('id'))
            .where('member_id', 'in', memberIds)
            .groupBy('member_id'),
        )
        .execute();
    },

    async active(memberId: number): Promise<GuardianScanRow | undefined> {
      return db
        .selectFrom('guardian_scans')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('status', 'in', ['queued', 'running'])
        .executeTakeFirst();
    },

    /**
     * Stores a queued scan unless one is queued or running (then that one, `created` false); its number follows the
     * member's last. The caller sends the scan's job in the same transaction (GuardianScans.queue).
     */
    async enqueue(memberId: number, kind: ScanKind, now: number): Promise<{ scan: GuardianScanRow; created: boolean }> {
      const existing = await this.active(memberId);
      if (existing) return { scan: existing, created: false };
      const last = await this.latest(memberId);
      const inserted = await db
        .insertInto('guardian_scans')
        .values({
          member_id: memberId,
          kind,
          status: 'queued',
          scan_number: (last ? Number(last.scan_number) : 0) + 1,
          requested_at: now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return { scan: inserted, created: true };
      const raced = await this.active(memberId);
      if (!raced) throw new Error('scan vanished while queued');
      return { scan: raced, created: false };
    },

    async byId(id: number): Promise<GuardianScanRow | undefined> {
      return db.selectFrom('guardian_scans').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Starts a try of the scan's job: the scan is running for `jobTry` from now on (a later try of the same job takes
     * it over: the engine hands a job out again only once the earlier try failed or its worker is gone). False when
     * the scan is no longer queued or running (finished by an earlier try whose completion was lost, or deleted).
     */
    async start(id: number, jobTry: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('guardian_scans')
        .set((eb) => ({
          status: 'running',
          job_try: jobTry,
          started_at: eb.fn.coalesce('started_at', eb.val(now)),
        }))
        .where('id', '=', id)
        .where('status', 'in', ['queued', 'running'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Records progress; false when a later try took the scan over (this try must stop). */
    async progress(id: number, jobTry: string, values: { brokersTotal: number; brokersDone: number; found: number }) {
      const result = await db
        .updateTable('guardian_scans')
        .set({ brokers_total: values.brokersTotal, brokers_done: values.brokersDone, found: values.found })
        .where('id', '=', id)
        .where('job_try', '=', jobTry)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Finishes the scan for this try; false when a later try took it over (then nothing of the finish may be kept). */
    async complete(
      id: number,
      jobTry: string,
      found: number,
      now: number,
      unreadSites: ReadonlyArray<{ slug: string; error: string }> = [],
    ): Promise<boolean> {
      const siteErrors = unreadSites.length
        ? JSON.stringify(unreadSites.map((site) => ({ slug: site.slug, error: site.error.slice(0, 300) })))
        : null;
      const result = await db
        .updateTable('guardian_scans')
        .set({ status: 'complete', found, finished_at: now, job_try: null, error: null, site_errors: siteErrors })
        .where('id', '=', id)
        .where('job_try', '=', jobTry)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A failed try: the scan waits (queued) for the job's retry, with the error the member may see. */
    async retryLater(id: number, jobTry: string, error: string): Promise<boolean> {
      const result = await db
        .updateTable('guardian_scans')
        .set({ status: 'queued', error: error.slice(0, 500), job_try: null })
        .where('id', '=', id)
        .where('job_try', '=', jobTry)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The scan's job failed for good (its tries spent, or its last worker gone). */
    async fail(id: number, error: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('guardian_scans')
        .set({ status: 'failed', error: error.slice(0, 500), job_try: null, finished_at: now })
        .where('id', '=', id)
        .where('status', 'in', ['queued', 'running'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type GuardianScansRepository = ReturnType<typeof createGuardianScansRepository>;
