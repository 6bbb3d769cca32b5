import { type Kysely } from 'kysely';

import { createDatabase } from '../../../src/db/create-database';
import { migrateToLatest } from '../../../src/db/migrate';
import type { Database } from '../../../src/db/schema';
import { encodeGeohash } from '../../../src/domain/geohash';
import { createTestDatabase, ENGINES } from '../../helper';
import { migrateBefore } from './migrate-before';

// Migration 0091: an existing data set's offenders get their place's geohash and coordinates (the running code's
// encoder gives the same keys as the migration's frozen copy), and the covering index exists.

describe.each(ENGINES)('migration 0091 (sex offender watch) on %s', (engine) => {
  it('fills the spatial key of the offenders already loaded from their places', async () => {
    const database = await createTestDatabase(engine);
    const { db, dialect } = createDatabase(database.config, { poolSize: 1 });
    try {
      await migrateBefore(db, dialect, '0091');
      const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const places = [
        [1, 33.4557, -112.0686],
        [2, 40.7128, -74.006],
        [3, -14.2766, -170.7033],
      ] as const;
      for (const [id, latitude, longitude] of places) {
        await loose
          .insertInto('pr_places')
          .values({
            id,
            street_number: id,
            street_name: 'Main St',
            city: 'Town',
            state: 'AZ',
            zip: '85004',
            zip4: '0001',
            latitude,
            longitude,
            line_key: `${id} main st`,
            street_key: 'main st',
            city_key: 'town',
          })
          .execute();
        await loose
          .insertInto('pr_offenders')
          .values({
            person_id: 10 + id,
            place_id: id,
            zip: '85004',
            state: 'AZ',
            registered_on: '2020-01-01',
            tier: 1,
            offense: 'x',
          })
          .execute();
      }
      expect(await migrateToLatest(db, dialect)).toContain('0091_sex_offender_watch');
      const rows = await (db as Kysely<Database>)
        .selectFrom('pr_offenders')
        .select(['person_id', 'geohash', 'latitude', 'longitude'])
        .orderBy('person_id')
        .execute();
      expect(rows).toEqual(
        places.map(([id, latitude, longitude]) => ({
          person_id: 10 + id,
          geohash: encodeGeohash(latitude, longitude),
          latitude,
          longitude,
        })),
      );
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
