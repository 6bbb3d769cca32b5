import { sql, type Kysely, type Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { createTableWithId, timestampType } from './schema-helpers';

// Sex offender watch (issue 18 point 5). A radius query needs a spatial key both engines index the same way: the
// geohash of each offender's place (7 characters, ~150 m cells) under a B-tree, where every geohash cell is one
// prefix range. The key and the coordinates are copied from pr_places onto pr_offenders, so the index
// (geohash, latitude, longitude, person_id) answers a radius query alone, without visiting the table or the places.
// Members' saved addresses (home, work, school) carry the same key, so the data-refresh job can find the members
// whose radius holds an offender's new address.

const GEOHASH_PRECISION = 7;
const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/** The geohash encoder as this migration wrote the keys (frozen: the running code's copy may change). */
function geohash(latitude: number, longitude: number): string {
  const bits = GEOHASH_PRECISION * 5;
  const lonBits = Math.ceil(bits / 2);
  const latBits = Math.floor(bits / 2);
  const x = Math.min(2 ** lonBits - 1, Math.max(0, Math.floor(((longitude + 180) / 360) * 2 ** lonBits)));
  const y = Math.min(2 ** latBits - 1, Math.max(0, Math.floor(((latitude + 90) / 180) * 2 ** latBits)));
  let hash = '';
  let chunk = 0;
  let lonBit = lonBits - 1;
  let latBit = latBits - 1;
  for (let bit = 0; bit < bits; bit += 1) {
    const value = bit % 2 === 0 ? Math.floor(x / 2 ** lonBit--) % 2 : Math.floor(y / 2 ** latBit--) % 2;
    chunk = chunk * 2 + value;
    if (bit % 5 === 4) {
      hash += BASE32[chunk];
      chunk = 0;
    }
  }
  return hash;
}

/** The covering index as this migration made it (the build recreates it from db/public-records-schema.ts). */
const OFFENDER_GEO_INDEX = { name: 'pr_offenders_geo_idx', columns: ['geohash', 'latitude', 'longitude', 'person_id'] };

export function sexOffenderWatchMigration(dialect: DialectName): Migration {
  const key = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  const float = 'double precision';
  const time = timestampType(dialect);

  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('pr_offenders').addColumn('geohash', key).execute();
      await db.schema.alterTable('pr_offenders').addColumn('latitude', float).execute();
      await db.schema.alterTable('pr_offenders').addColumn('longitude', float).execute();

      // An existing data set gets its keys here (a few thousand offenders per million people).
      const rows = await sql<{ person_id: number; latitude: number; longitude: number }>`
        select o.person_id, p.latitude, p.longitude from pr_offenders o join pr_places p on p.id = o.place_id
      `.execute(db);
      for (const row of rows.rows) {
        await sql`update pr_offenders set geohash = ${geohash(row.latitude, row.longitude)},
          latitude = ${row.latitude}, longitude = ${row.longitude} where person_id = ${row.person_id}`.execute(db);
      }
      await db.schema
        .createIndex(OFFENDER_GEO_INDEX.name)
        .ifNotExists()
        .on('pr_offenders')
        .columns(OFFENDER_GEO_INDEX.columns)
        .execute();

      await createTableWithId(db, dialect, 'watched_addresses')
        .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('label', 'text', (col) => col.notNull())
        .addColumn('street', 'text', (col) => col.notNull())
        .addColumn('city', 'text', (col) => col.notNull())
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('zip', 'text', (col) => col.notNull())
        .addColumn('latitude', float, (col) => col.notNull())
        .addColumn('longitude', float, (col) => col.notNull())
        .addColumn('geohash', key, (col) => col.notNull())
        .addColumn('located_by', 'text', (col) => col.notNull())
        .addColumn('radius_miles', float, (col) => col.notNull().defaultTo(1))
        .addColumn('created_at', time, (col) => col.notNull())
        .addColumn('updated_at', time, (col) => col.notNull())
        .addUniqueConstraint('watched_addresses_label_uq', ['account_id', 'label'])
        .execute();
      await db.schema
        .createIndex('watched_addresses_geo_ix')
        .on('watched_addresses')
        .columns(['geohash', 'latitude', 'longitude', 'radius_miles'])
        .execute();
    },
  };
}
