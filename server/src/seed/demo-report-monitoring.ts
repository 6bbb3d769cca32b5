import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import type { PublicRecordsRepository } from '../repositories/public-records-repository';
import type { MonitoredRecordsService } from '../services/monitored-records-service';
import { WATCH_DEMO_EMAIL } from './demo-watched-home';

// The report monitoring demo member's report updates are produced, never inserted (issue 58 point 2): on the first
// start with a data set, the member monitors two people of it through the monitored-records service, as they would
// from a report, and an edition of the public records is requested in which those two move. The data-refresh job
// then applies it and writes each update with its old and new value, as for any member. Later starts find the watches
// and add nothing; a member who stopped monitoring everyone is left so.

export const DEMO_MONITORED_PEOPLE = 2;

export interface DemoReportMonitoringDeps {
  db: Kysely<Database>;
  publicRecords: PublicRecordsRepository;
  monitoredRecords: MonitoredRecordsService;
  /** requests an edition in which these people move (jobs/definitions/data-refresh.ts requestEdition) */
  requestEdition: (forcedPeople: number[]) => Promise<unknown>;
}

/** The people the demo member came to monitor; [] when there is nothing to do (no member, no data, watched before). */
export async function seedDemoReportMonitoring(deps: DemoReportMonitoringDeps): Promise<number[]> {
  const { db, publicRecords, monitoredRecords } = deps;
  const account = await db.selectFrom('accounts').select('id').where('email', '=', WATCH_DEMO_EMAIL).executeTakeFirst();
  if (!account) return [];
  const { info, pointers } = await publicRecords.dataset();
  if (!info) return [];
  const watchedBefore = await db
    .selectFrom('monitored_person_records')
    .select('id')
    .where('account_id', '=', account.id)
    .executeTakeFirst();
  if (watchedBefore) return [];
  // heads of household, the first of the data set: the same people for the same data set
  const people = await db
    .selectFrom('pr_people')
    .select('id')
    .where('role', '=', 1)
    .orderBy('id')
    .limit(DEMO_MONITORED_PEOPLE)
    .execute();
  const ids = people.map((person) => person.id);
  for (const id of ids) {
    await monitoredRecords.create('person', account.id, pointers.encode('person', id), 'demo-report-monitoring');
  }
  if (ids.length) await deps.requestEdition(ids);
  return ids;
}
