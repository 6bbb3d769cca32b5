import { sql, type Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { DAY_MS } from '../domain/guardian/removal-transitions';

// Ages an account's Guardian timeline by N days, as if everything had happened that much earlier: removal requests
// (each transition's date, the next step, the deadline), listings, scans, score points, the next re-scan. What falls
// due by then happens at the next run of Guardian's jobs. This is the demo's and the browser tests' way to see a
// month go by (`pnpm --filter @beacon/server guardian:advance`), instead of a clock that every other part of the
// server would feel too (sessions, tokens, rate limits).

export async function ageGuardianTimeline(db: Kysely<Database>, accountId: number, days: number): Promise<number> {
  const ms = Math.round(days * DAY_MS);
  return db.transaction().execute(async (trx) => {
    const members = (
      await trx.selectFrom('protection_members').select('id').where('account_id', '=', accountId).execute()
    ).map((row) => row.id);
    if (!members.length) return 0;
    const back = (column: string) => sql<number>`${sql.ref(column)} - ${ms}`;
    await trx
      .updateTable('protection_members')
      .set({ enrolled_at: back('enrolled_at'), next_scan_at: back('next_scan_at') })
      .where('id', 'in', members)
      .execute();
    await trx
      .updateTable('guardian_listings')
      .set({ first_seen_at: back('first_seen_at'), last_seen_at: back('last_seen_at') })
      .where('member_id', 'in', members)
      .execute();
    await trx
      .updateTable('guardian_scans')
      .set({
        requested_at: back('requested_at'),
        started_at: back('started_at'),
        finished_at: back('finished_at'),
      })
      .where('member_id', 'in', members)
      .where('status', 'in', ['complete', 'failed', 'queued'])
      .execute();
    await trx
      .updateTable('guardian_scores')
      .set({ at: back('at') })
      .where('member_id', 'in', members)
      .execute();
    const removals = await trx.selectFrom('guardian_removals').selectAll().where('member_id', 'in', members).execute();
    for (const removal of removals) {
      const history = (JSON.parse(removal.history) as Array<{ status: string; at: number }>).map((step) => ({
        ...step,
        at: Number(step.at) - ms,
      }));
      await trx
        .updateTable('guardian_removals')
        .set({
          submitted_at: Number(removal.submitted_at) - ms,
          next_due_at: removal.next_due_at === null ? null : Number(removal.next_due_at) - ms,
          history: JSON.stringify(history),
          updated_at: Number(removal.updated_at) - ms,
        })
        .where('id', '=', removal.id)
        .execute();
    }
    return members.length;
  });
}
