import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { createSexOffenderWatchRepository } from '../repositories/sex-offender-watch-repository';

// The data monitoring demo member's home for the sex offender watch, so the screen has content on first start:
// next door to a registered offender in the ZIP code with the most offenders of the data set (ties: the lowest ZIP),
// the house on the same street nearest that offender's. Chosen from the data alone, so the same data set gives the
// same home, at 2,000 people (e2e) as at 100,000 (pnpm start).

export const WATCH_DEMO_EMAIL = 'data-monitoring@demo.beacon.test';
export const WATCH_DEMO_RADIUS_MILES = 2;

/** Saves the demo member's home once there is a data set and the member has no saved address. */
export async function seedDemoWatchedHome(db: Kysely<Database>, now: number): Promise<void> {
  const account = await db.selectFrom('accounts').select('id').where('email', '=', WATCH_DEMO_EMAIL).executeTakeFirst();
  if (!account) return;
  const dataset = await db.selectFrom('pr_dataset').select('status').where('id', '=', 1).executeTakeFirst();
  if (dataset?.status !== 'ready') return;
  const watch = createSexOffenderWatchRepository(db);
  if ((await watch.listAddresses(account.id)).length) return;

  const busiest = await db
    .selectFrom('pr_offenders')
    .select(['zip', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('geohash', 'is not', null)
    .groupBy('zip')
    .orderBy('n', 'desc')
    .orderBy('zip')
    .limit(1)
    .executeTakeFirst();
  if (!busiest) return;
  const offender = await db
    .selectFrom('pr_offenders as o')
    .innerJoin('pr_places as pl', 'pl.id', 'o.place_id')
    .select(['pl.id', 'pl.zip', 'pl.street_key', 'pl.street_number'])
    .where('o.zip', '=', busiest.zip)
    .orderBy('o.person_id')
    .limit(1)
    .executeTakeFirst();
  if (!offender) return;
  const neighbor =
    (await db
      .selectFrom('pr_places')
      .selectAll()
      .where('zip', '=', offender.zip)
      .where('street_key', '=', offender.street_key)
      .where('id', '<>', offender.id)
      .orderBy((eb) => eb.fn('abs', [eb('street_number', '-', offender.street_number)]))
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()) ??
    (await db.selectFrom('pr_places').selectAll().where('id', '=', offender.id).executeTakeFirstOrThrow());
  await watch.saveAddress(
    account.id,
    {
      label: 'home',
      street: `${neighbor.street_number} ${neighbor.street_name}`,
      city: neighbor.city,
      state: neighbor.state,
      zip: neighbor.zip,
      latitude: Number(neighbor.latitude),
      longitude: Number(neighbor.longitude),
      locatedBy: 'place',
      radiusMiles: WATCH_DEMO_RADIUS_MILES,
    },
    now,
  );
}
