import { MAX_WATCH_OFFENDERS, MAX_WATCH_RADIUS_MILES, WATCH_LABELS, type WatchLabel } from '@beacon/validation';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';

import type { Database, WatchedAddressesTable } from '../db/schema';
import { coveringCells, distanceMiles, encodeGeohash, geohashUpperBound } from '../domain/geohash';
import { streetKey } from '../domain/search-keys';

// The sex offender watch's SQL (issue 18 point 5). Radius queries read the geohash index: one prefix range per
// cell covering the circle (domain/geohash.ts), each an index-only range scan of (geohash, latitude, longitude,
// person_id) joined by UNION ALL (cells are disjoint, and an OR of ranges would make PostgreSQL visit the table),
// then the exact haversine distance. Only the offenders inside the circle are read from the table.
//
// The data-refresh job calls `moveOffender` when an offender's registered address changes and then
// `watchersReached` (or `watchersWithin` at the new address) to alert the members whose radius it moved into.

export type WatchedAddressRow = Selectable<WatchedAddressesTable>;

export interface WatchedOffenderRow {
  personId: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  suffix: string | null;
  dob: string;
  dod: string | null;
  tier: number;
  offense: string;
  registeredOn: string;
  latitude: number;
  longitude: number;
  streetNumber: number;
  streetName: string;
  city: string;
  state: string;
  zip: string;
  /** exact distance from the centre, not rounded */
  distanceMiles: number;
}

export interface OffendersWithin {
  /** offenders within the radius (people who opted out are never counted) */
  total: number;
  /** the nearest of them, at most `limit` */
  items: WatchedOffenderRow[];
}

export interface MovedOffender {
  personId: number;
  placeId: number;
  zip: string;
  state: string;
  geohash: string;
  latitude: number;
  longitude: number;
  /** where the offender was registered before the move (null if that row had no coordinates) */
  previous: { placeId: number; latitude: number | null; longitude: number | null };
}

export interface Watcher extends WatchedAddressRow {
  /** from the saved address to the point asked about, exact */
  distanceMiles: number;
}

export interface SaveWatchedAddress {
  label: WatchLabel;
  street: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  locatedBy: 'place' | 'zip';
  radiusMiles: number;
}

/** A place of the data set, as the address form needs it. */
export interface PlaceLocation {
  id: number;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  zip: string;
}

const DETAIL_CHUNK = 500;

interface Candidate {
  id: number;
  latitude: number;
  longitude: number;
  distance: number;
}

export function createSexOffenderWatchRepository(db: Kysely<Database> | Transaction<Database>) {
  /** Rows whose stored geohash lies in a cell covering the circle, with their exact distance, inside it only. */
  async function candidatesWithin(
    table: 'pr_offenders' | 'watched_addresses',
    idColumn: 'person_id' | 'id',
    latitude: number,
    longitude: number,
    radiusMiles: number,
  ): Promise<Candidate[]> {
    const cells = coveringCells(latitude, longitude, radiusMiles);
    const ranges = cells.map(
      (cell) =>
        sql`select ${sql.ref(idColumn)} as id, latitude, longitude from ${sql.table(table)} where geohash >= ${cell} and geohash < ${geohashUpperBound(cell)}`,
    );
    const rows = await sql<{
      id: number;
      latitude: number;
      longitude: number;
    }>`${sql.join(ranges, sql` union all `)}`.execute(db);
    const inside: Candidate[] = [];
    for (const row of rows.rows) {
      const distance = distanceMiles(latitude, longitude, Number(row.latitude), Number(row.longitude));
      if (distance <= radiusMiles) {
        inside.push({ id: Number(row.id), latitude: Number(row.latitude), longitude: Number(row.longitude), distance });
      }
    }
    return inside;
  }

  /**
   * The saved addresses of every member whose radius holds this point (nearest first): the cells covering the
   * largest radius a member can choose, then each address's own radius exactly.
   */
  async function watchersWithin(latitude: number, longitude: number): Promise<Watcher[]> {
    const candidates = await candidatesWithin('watched_addresses', 'id', latitude, longitude, MAX_WATCH_RADIUS_MILES);
    if (!candidates.length) return [];
    const distances = new Map(candidates.map((candidate) => [candidate.id, candidate.distance]));
    const rows = await db
      .selectFrom('watched_addresses')
      .selectAll()
      .where(
        'id',
        'in',
        candidates.map((candidate) => candidate.id),
      )
      .execute();
    return rows
      .map((row) => ({ ...row, distanceMiles: distances.get(row.id) ?? Number.POSITIVE_INFINITY }))
      .filter((row) => row.distanceMiles <= Number(row.radius_miles))
      .sort((a, b) => a.distanceMiles - b.distanceMiles || a.id - b.id);
  }

  return {
    /**
     * The registered offenders within `radiusMiles` of a point, nearest first (ties by person id), at most `limit`
     * of them, with how many there are. The bench script times this.
     */
    async offendersWithin(
      latitude: number,
      longitude: number,
      radiusMiles: number,
      limit = MAX_WATCH_OFFENDERS,
    ): Promise<OffendersWithin> {
      const candidates = await candidatesWithin('pr_offenders', 'person_id', latitude, longitude, radiusMiles);
      const distances = new Map(candidates.map((candidate) => [candidate.id, candidate.distance]));
      const items: WatchedOffenderRow[] = [];
      for (let start = 0; start < candidates.length; start += DETAIL_CHUNK) {
        const ids = candidates.slice(start, start + DETAIL_CHUNK).map((candidate) => candidate.id);
        const rows = await db
          .selectFrom('pr_offenders as o')
          .innerJoin('pr_people as p', 'p.id', 'o.person_id')
          .innerJoin('pr_places as pl', 'pl.id', 'o.place_id')
          .select([
            'o.person_id as personId',
            'p.first_name as firstName',
            'p.middle_name as middleName',
            'p.last_name as lastName',
            'p.suffix as suffix',
            'p.dob as dob',
            'p.dod as dod',
            'o.tier as tier',
            'o.offense as offense',
            'o.registered_on as registeredOn',
            'o.latitude as latitude',
            'o.longitude as longitude',
            'pl.street_number as streetNumber',
            'pl.street_name as streetName',
            'pl.city as city',
            'pl.state as state',
            'pl.zip as zip',
          ])
          .where('o.person_id', 'in', ids)
          .where('p.opted_out', '=', 0)
          .execute();
        for (const row of rows) {
          items.push({
            ...row,
            personId: Number(row.personId),
            latitude: Number(row.latitude),
            longitude: Number(row.longitude),
            distanceMiles: distances.get(Number(row.personId)) ?? 0,
          });
        }
      }
      items.sort((a, b) => a.distanceMiles - b.distanceMiles || a.personId - b.personId);
      return { total: items.length, items: items.slice(0, limit) };
    },

    /**
     * The offender's registered address moves to another place of the data set: place, ZIP code, state, spatial
     * key and coordinates change together. Undefined when the offender or the place does not exist. The
     * data-refresh job calls it inside the transaction of its edition (so the move and the alerts it raises are kept
     * together or not at all), then `watchersReached` of the answer.
     */
    async moveOffender(personId: number, newPlaceId: number): Promise<MovedOffender | undefined> {
      const before = await db
        .selectFrom('pr_offenders')
        .select(['place_id', 'latitude', 'longitude'])
        .where('person_id', '=', personId)
        .executeTakeFirst();
      const place = await db
        .selectFrom('pr_places')
        .select(['id', 'zip', 'state', 'latitude', 'longitude'])
        .where('id', '=', newPlaceId)
        .executeTakeFirst();
      if (!before || !place) return undefined;
      const latitude = Number(place.latitude);
      const longitude = Number(place.longitude);
      const geohash = encodeGeohash(latitude, longitude);
      await db
        .updateTable('pr_offenders')
        .set({ place_id: place.id, zip: place.zip, state: place.state, geohash, latitude, longitude })
        .where('person_id', '=', personId)
        .execute();
      return {
        personId,
        placeId: place.id,
        zip: place.zip,
        state: place.state,
        geohash,
        latitude,
        longitude,
        previous: {
          placeId: before.place_id,
          latitude: before.latitude === null ? null : Number(before.latitude),
          longitude: before.longitude === null ? null : Number(before.longitude),
        },
      };
    },

    watchersWithin,

    /**
     * After `moveOffender`: the saved addresses the offender has moved into the radius of (their radius holds the
     * new address and did not hold the previous one), the members the refresh job alerts.
     */
    async watchersReached(moved: MovedOffender): Promise<Watcher[]> {
      const { latitude, longitude } = moved.previous;
      return (await watchersWithin(moved.latitude, moved.longitude)).filter(
        (watcher) =>
          latitude === null ||
          longitude === null ||
          distanceMiles(Number(watcher.latitude), Number(watcher.longitude), latitude, longitude) >
            Number(watcher.radius_miles),
      );
    },

    /** A house of the data set at this street line and ZIP code ("123 Maple Ave", "85004"). */
    async placeAt(street: string, zip: string): Promise<PlaceLocation | undefined> {
      const key = streetKey(street);
      if (!key) return undefined;
      const row = await db
        .selectFrom('pr_places')
        .select(['id', 'latitude', 'longitude', 'city', 'state', 'zip'])
        .where('line_key', '=', key)
        .where('zip', '=', zip)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row && { ...row, latitude: Number(row.latitude), longitude: Number(row.longitude) };
    },

    /** The member's saved addresses, home, work, school. */
    async listAddresses(accountId: number): Promise<WatchedAddressRow[]> {
      const rows = await db.selectFrom('watched_addresses').selectAll().where('account_id', '=', accountId).execute();
      const order = (label: string) => WATCH_LABELS.indexOf(label as WatchLabel);
      return rows.sort((a, b) => order(a.label) - order(b.label));
    },

    async findAddress(accountId: number, label: WatchLabel): Promise<WatchedAddressRow | undefined> {
      return db
        .selectFrom('watched_addresses')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('label', '=', label)
        .executeTakeFirst();
    },

    /** Saves or replaces the member's address under its label (one of each label per member). */
    async saveAddress(accountId: number, input: SaveWatchedAddress, now: number): Promise<WatchedAddressRow> {
      const values = {
        street: input.street,
        city: input.city,
        state: input.state,
        zip: input.zip,
        latitude: input.latitude,
        longitude: input.longitude,
        geohash: encodeGeohash(input.latitude, input.longitude),
        located_by: input.locatedBy,
        radius_miles: input.radiusMiles,
        updated_at: now,
      };
      return db
        .insertInto('watched_addresses')
        .values({ account_id: accountId, label: input.label, created_at: now, ...values })
        .onConflict((conflict) => conflict.columns(['account_id', 'label']).doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Whether an address was removed. */
    async deleteAddress(accountId: number, label: WatchLabel): Promise<boolean> {
      const result = await db
        .deleteFrom('watched_addresses')
        .where('account_id', '=', accountId)
        .where('label', '=', label)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type SexOffenderWatchRepository = ReturnType<typeof createSexOffenderWatchRepository>;
