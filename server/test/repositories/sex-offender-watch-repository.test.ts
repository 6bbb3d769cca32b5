import { sql } from 'kysely';

import { distanceMiles, encodeGeohash } from '../../src/domain/geohash';
import {
  createSexOffenderWatchRepository,
  type SexOffenderWatchRepository,
} from '../../src/repositories/sex-offender-watch-repository';
import { ENGINES, MEMBERS } from '../helper';
import { closeRecords, recordsContext, type RecordsContext } from '../records-helper';

// The sex offender watch's radius queries (issue 18 point 5) against brute force over every offender of a small
// data set: the geohash cells and the exact distance must find exactly the offenders within the radius, moving an
// offender must move them in and out of results, and watchersWithin must find exactly the addresses whose own
// radius holds a point.

interface OffenderPoint {
  personId: number;
  latitude: number;
  longitude: number;
  optedOut: number;
}

const MILES_PER_DEGREE_OF_LATITUDE = 69.09;

describe.each(ENGINES)('sex offender watch repository on %s', (engine) => {
  let context: RecordsContext;
  let watch: SexOffenderWatchRepository;

  beforeAll(async () => {
    context = await recordsContext(engine, 1500);
    watch = createSexOffenderWatchRepository(context.app.db);
  }, 180_000);
  afterAll(async () => closeRecords(context));

  async function everyOffender(): Promise<OffenderPoint[]> {
    const rows = await context.app.db
      .selectFrom('pr_offenders as o')
      .innerJoin('pr_places as pl', 'pl.id', 'o.place_id')
      .innerJoin('pr_people as p', 'p.id', 'o.person_id')
      .select(['o.person_id', 'pl.latitude', 'pl.longitude', 'p.opted_out'])
      .execute();
    return rows.map((row) => ({
      personId: Number(row.person_id),
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      optedOut: Number(row.opted_out),
    }));
  }

  function bruteForce(offenders: OffenderPoint[], latitude: number, longitude: number, radius: number) {
    return offenders
      .filter((offender) => offender.optedOut === 0)
      .map((offender) => ({
        personId: offender.personId,
        distance: distanceMiles(latitude, longitude, offender.latitude, offender.longitude),
      }))
      .filter((offender) => offender.distance <= radius)
      .sort((a, b) => a.distance - b.distance || a.personId - b.personId)
      .map((offender) => offender.personId);
  }

  it("the build writes each offender's geohash and coordinates, copied from their place", async () => {
    const rows = await context.app.db
      .selectFrom('pr_offenders as o')
      .innerJoin('pr_places as pl', 'pl.id', 'o.place_id')
      .select([
        'o.geohash',
        'o.latitude',
        'o.longitude',
        'pl.latitude as placeLatitude',
        'pl.longitude as placeLongitude',
      ])
      .execute();
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      expect(Number(row.latitude)).toBe(Number(row.placeLatitude));
      expect(Number(row.longitude)).toBe(Number(row.placeLongitude));
      expect(row.geohash).toBe(encodeGeohash(Number(row.placeLatitude), Number(row.placeLongitude)));
    }
  });

  it('finds exactly the offenders within the radius, nearest first (brute force over every offender)', async () => {
    const offenders = await everyOffender();
    const places = await context.app.db
      .selectFrom('pr_places')
      .select(['latitude', 'longitude'])
      .orderBy('id')
      .limit(40)
      .execute();
    const centres = [
      ...offenders.map((offender) => ({ latitude: offender.latitude + 0.004, longitude: offender.longitude - 0.003 })),
      ...places.map((place) => ({ latitude: Number(place.latitude), longitude: Number(place.longitude) })),
    ];
    let found = 0;
    for (const centre of centres) {
      for (const radius of [0.5, 1, 2, 3, 5, 40, 400]) {
        const expected = bruteForce(offenders, centre.latitude, centre.longitude, radius);
        const result = await watch.offendersWithin(centre.latitude, centre.longitude, radius);
        expect(result.items.map((item) => item.personId)).toEqual(expected.slice(0, 200));
        expect(result.total).toBe(expected.length);
        found += expected.length;
      }
    }
    expect(found).toBeGreaterThan(centres.length);
  });

  it('caps the list and says how many there are; leaves out people who opted out', async () => {
    const offenders = await everyOffender();
    const [first] = offenders;
    const all = await watch.offendersWithin(first!.latitude, first!.longitude, 4000);
    expect(all.total).toBe(offenders.filter((offender) => offender.optedOut === 0).length);
    const two = await watch.offendersWithin(first!.latitude, first!.longitude, 4000, 2);
    expect(two).toEqual({ total: all.total, items: all.items.slice(0, 2) });

    await context.app.db.updateTable('pr_people').set({ opted_out: 1 }).where('id', '=', first!.personId).execute();
    try {
      const without = await watch.offendersWithin(first!.latitude, first!.longitude, 1);
      expect(without.items.map((item) => item.personId)).not.toContain(first!.personId);
      expect((await watch.offendersWithin(first!.latitude, first!.longitude, 4000)).total).toBe(all.total - 1);
    } finally {
      await context.app.db.updateTable('pr_people').set({ opted_out: 0 }).where('id', '=', first!.personId).execute();
    }
  });

  it('moving an offender moves them into and out of a radius', async () => {
    const offenders = await everyOffender();
    const mover = offenders[0]!;
    const before = await context.app.db
      .selectFrom('pr_offenders')
      .select(['place_id', 'zip', 'state'])
      .where('person_id', '=', mover.personId)
      .executeTakeFirstOrThrow();
    // a house far from the mover's: the first place more than 100 miles away
    const places = await context.app.db.selectFrom('pr_places').selectAll().orderBy('id').execute();
    const target = places.find(
      (place) => distanceMiles(mover.latitude, mover.longitude, Number(place.latitude), Number(place.longitude)) > 100,
    )!;
    const there = { latitude: Number(target.latitude), longitude: Number(target.longitude) };
    expect(
      (await watch.offendersWithin(there.latitude, there.longitude, 1)).items.map((item) => item.personId),
    ).not.toContain(mover.personId);

    const moved = await watch.moveOffender(mover.personId, target.id);
    expect(moved).toEqual({
      personId: mover.personId,
      placeId: target.id,
      zip: target.zip,
      state: target.state,
      geohash: encodeGeohash(there.latitude, there.longitude),
      latitude: there.latitude,
      longitude: there.longitude,
      previous: { placeId: before.place_id, latitude: mover.latitude, longitude: mover.longitude },
    });
    const near = await watch.offendersWithin(there.latitude, there.longitude, 1);
    expect(near.items[0]).toMatchObject({
      personId: mover.personId,
      distanceMiles: 0,
      streetNumber: target.street_number,
      streetName: target.street_name,
      zip: target.zip,
    });
    expect(
      (await watch.offendersWithin(mover.latitude, mover.longitude, 1)).items.map((item) => item.personId),
    ).not.toContain(mover.personId);

    // and back
    await watch.moveOffender(mover.personId, before.place_id);
    expect(
      (await watch.offendersWithin(there.latitude, there.longitude, 1)).items.map((item) => item.personId),
    ).not.toContain(mover.personId);
    expect(
      (await watch.offendersWithin(mover.latitude, mover.longitude, 0.5)).items.map((item) => item.personId),
    ).toContain(mover.personId);
    const row = await context.app.db
      .selectFrom('pr_offenders')
      .select(['place_id', 'zip', 'state'])
      .where('person_id', '=', mover.personId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual(before);

    expect(await watch.moveOffender(999_999_999, target.id)).toBeUndefined();
    expect(await watch.moveOffender(mover.personId, 999_999_999)).toBeUndefined();
  });

  it('watchersWithin finds the saved addresses whose own radius holds the point', async () => {
    const accounts = await context.app.db
      .selectFrom('accounts')
      .select(['id', 'email'])
      .where('email', 'in', [MEMBERS.premium, MEMBERS.guardian, MEMBERS.darkWeb, MEMBERS.identity])
      .orderBy('id')
      .execute();
    expect(accounts).toHaveLength(4);
    const point = { latitude: 41.5, longitude: -93.6 };
    const north = (miles: number) => point.latitude + miles / MILES_PER_DEGREE_OF_LATITUDE;
    const save = (accountId: number, label: 'home' | 'work' | 'school', miles: number, radiusMiles: number) =>
      watch.saveAddress(
        accountId,
        {
          label,
          street: `${miles} Test St`,
          city: 'Des Moines',
          state: 'IA',
          zip: '50309',
          latitude: north(miles),
          longitude: point.longitude,
          locatedBy: 'zip',
          radiusMiles,
        },
        1_700_000_000_000,
      );
    const [a, b, c, d] = accounts.map((account) => account.id) as [number, number, number, number];
    await save(a, 'home', 0.3, 0.5); // holds the point
    await save(a, 'work', 0.8, 0.5); // does not
    await save(b, 'school', 2.9, 3); // holds it
    await save(c, 'home', 4.5, 5); // holds it
    await save(d, 'home', 4.5, 3); // does not
    await save(d, 'work', 60, 5); // far away
    try {
      const watchers = await watch.watchersWithin(point.latitude, point.longitude);
      expect(watchers.map((watcher) => [watcher.account_id, watcher.label])).toEqual([
        [a, 'home'],
        [b, 'school'],
        [c, 'home'],
      ]);
      expect(watchers[0]!.distanceMiles).toBeCloseTo(0.3, 2);
      expect(await watch.watchersWithin(0, 0)).toEqual([]);

      // an offender moving to the point from 1.5 miles north: b's and c's radii held them already, a's did not
      const reached = await watch.watchersReached({
        personId: 1,
        placeId: 1,
        zip: '50309',
        state: 'IA',
        geohash: encodeGeohash(point.latitude, point.longitude),
        latitude: point.latitude,
        longitude: point.longitude,
        previous: { placeId: 2, latitude: north(1.5), longitude: point.longitude },
      });
      expect(reached.map((watcher) => [watcher.account_id, watcher.label])).toEqual([[a, 'home']]);
    } finally {
      await context.app.db.deleteFrom('watched_addresses').where('account_id', 'in', [a, b, c, d]).execute();
    }
  });

  it('reads the radius candidates from the geohash index alone', async () => {
    if (engine !== 'sqlite') return;
    const plan = await sql<{ detail: string }>`explain query plan
      select person_id as id, latitude, longitude from pr_offenders where geohash >= ${'9tbq'} and geohash < ${'9tbq~'}`.execute(
      context.app.db,
    );
    expect(plan.rows.map((row) => row.detail).join('\n')).toMatch(/USING COVERING INDEX pr_offenders_geo_idx/);
  });
});
