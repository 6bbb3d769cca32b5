import { sql, type Kysely, type Transaction } from 'kysely';

import type { Database, PrPeopleTable, PrPlacesTable } from '../db/schema';
import { nameKey, phoneticKey, textKey } from '../domain/search-keys';
import { refreshRelativesSummaries } from './relatives-summary';

// The writes of a new edition of the public-records data (issue 18 point 4) and the reads they need: a household
// moves (its residence history gains the new address, its people's current address and place summary follow), a
// person gets a new current phone, a child is born into a household. Bound to the data-refresh job's transaction.

type Db = Kysely<Database> | Transaction<Database>;

const PLACES_IN_SUMMARY = 5;
/** A neighbor is one of the nearest houses on the same street and ZIP, as a location report's neighbors section. */
const NEIGHBORS = 10;

export type EditionPerson = Pick<
  PrPeopleTable,
  | 'id'
  | 'household_id'
  | 'family_id'
  | 'place_id'
  | 'first_name'
  | 'middle_name'
  | 'last_name'
  | 'suffix'
  | 'flags'
  | 'places_summary'
  | 'last_key'
  | 'last_phon'
  | 'role'
>;

const PERSON_COLUMNS = [
  'id',
  'household_id',
  'family_id',
  'place_id',
  'first_name',
  'middle_name',
  'last_name',
  'suffix',
  'flags',
  'places_summary',
  'last_key',
  'last_phon',
  'role',
] as const;

function chunks<T>(items: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** The new address first, then the earlier ones without it, as the generator writes "City|ST;City|ST". */
export function withNewPlace(summary: string, place: Pick<PrPlacesTable, 'city' | 'state'>): string {
  const label = `${place.city}|${place.state}`;
  const earlier = summary ? summary.split(';').filter((entry) => entry !== label) : [];
  return [label, ...earlier].slice(0, PLACES_IN_SUMMARY).join(';');
}

export function createPublicRecordsEditionsRepository(db: Db) {
  return {
    async bounds(): Promise<{ maxPersonId: number; maxPlaceId: number }> {
      const people = await db
        .selectFrom('pr_people')
        .select((eb) => eb.fn.max('id').as('max'))
        .executeTakeFirst();
      const places = await db
        .selectFrom('pr_places')
        .select((eb) => eb.fn.max('id').as('max'))
        .executeTakeFirst();
      return { maxPersonId: Number(people?.max ?? 0), maxPlaceId: Number(places?.max ?? 0) };
    },

    async offenderIds(): Promise<number[]> {
      const rows = await db.selectFrom('pr_offenders').select('person_id').orderBy('person_id').execute();
      return rows.map((row) => row.person_id);
    },

    /** The people of these ids who did not opt out (an edition leaves people who opted out alone). */
    async people(ids: readonly number[]): Promise<EditionPerson[]> {
      const rows: EditionPerson[] = [];
      for (const part of chunks([...new Set(ids)])) {
        rows.push(
          ...(await db
            .selectFrom('pr_people')
            .select(PERSON_COLUMNS)
            .where('id', 'in', part)
            .where('opted_out', '=', 0)
            .execute()),
        );
      }
      return rows;
    },

    async household(householdId: number): Promise<EditionPerson[]> {
      return db
        .selectFrom('pr_people')
        .select(PERSON_COLUMNS)
        .where('household_id', '=', householdId)
        .where('opted_out', '=', 0)
        .orderBy('role')
        .orderBy('id')
        .execute();
    },

    async family(familyId: number): Promise<EditionPerson[]> {
      return db
        .selectFrom('pr_people')
        .select(PERSON_COLUMNS)
        .where('family_id', '=', familyId)
        .where('opted_out', '=', 0)
        .orderBy('id')
        .execute();
    },

    async places(ids: readonly number[]): Promise<Map<number, PrPlacesTable>> {
      const found = new Map<number, PrPlacesTable>();
      for (const part of chunks([...new Set(ids)])) {
        for (const row of await db.selectFrom('pr_places').selectAll().where('id', 'in', part).execute()) {
          found.set(row.id, row);
        }
      }
      return found;
    },

    /** Houses on the same street and ZIP near the place (a new household there is their new neighbor). */
    async neighborPlaceIds(place: PrPlacesTable): Promise<number[]> {
      const rows = await db
        .selectFrom('pr_places')
        .select('id')
        .where('zip', '=', place.zip)
        .where('street_key', '=', place.street_key)
        .where('id', '<>', place.id)
        .orderBy(sql`abs(street_number - ${place.street_number})`)
        .orderBy('street_number')
        .limit(NEIGHBORS)
        .execute();
      return rows.map((row) => row.id);
    },

    /** The household now lives at `to` since `date`: its residence history and its people follow. */
    async moveHousehold(householdId: number, people: readonly EditionPerson[], to: PrPlacesTable, date: string) {
      await db
        .updateTable('pr_residences')
        .set({ end_date: date })
        .where('household_id', '=', householdId)
        .where('end_date', 'is', null)
        .execute();
      await db
        .insertInto('pr_residences')
        .values({ household_id: householdId, place_id: to.id, start_date: date, end_date: null })
        .execute();
      for (const person of people) {
        await db
          .updateTable('pr_people')
          .set({
            place_id: to.id,
            city: to.city,
            state: to.state,
            zip: to.zip,
            city_key: to.city_key,
            places_summary: withNewPlace(person.places_summary, to),
          })
          .where('id', '=', person.id)
          .execute();
      }
    },

    async currentPhone(personId: number): Promise<{ number: string; state: string } | undefined> {
      return db
        .selectFrom('pr_phones')
        .select(['number', 'state'])
        .where('person_id', '=', personId)
        .orderBy('is_current', 'desc')
        .orderBy('last_seen', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** An area code of the state (from any number there), for a new number. */
    async areaCodeIn(state: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('pr_phones')
        .select('number')
        .where('state', '=', state)
        .limit(1)
        .executeTakeFirst();
      return row?.number.slice(0, 3);
    },

    async addCurrentPhone(personId: number, number: string, state: string, date: string): Promise<void> {
      await db
        .updateTable('pr_phones')
        .set({ is_current: 0 })
        .where('person_id', '=', personId)
        .where('is_current', '=', 1)
        .execute();
      await db
        .insertInto('pr_phones')
        .values({
          number,
          person_id: personId,
          line_type: 'mobile',
          carrier: 'Verizon Wireless',
          state,
          first_seen: date,
          last_seen: date,
          is_current: 1,
        })
        .execute();
    },

    /** A child born into the parent's household on `date`; returns the new person. */
    async addChild(
      parent: EditionPerson,
      child: { firstName: string; sex: 'F' | 'M' },
      place: PrPlacesTable,
      date: string,
    ): Promise<EditionPerson> {
      const max = await db
        .selectFrom('pr_people')
        .select((eb) => eb.fn.max('id').as('max'))
        .executeTakeFirst();
      const id = Number(max?.max ?? 0) + 1;
      const row = {
        id,
        household_id: parent.household_id,
        family_id: parent.family_id,
        place_id: place.id,
        role: 3,
        first_name: child.firstName,
        middle_name: null,
        last_name: parent.last_name,
        suffix: null,
        maiden_name: null,
        sex: child.sex,
        dob: date,
        dod: null,
        birth_year: Number(date.slice(0, 4)),
        first_key: nameKey(child.firstName),
        last_key: parent.last_key,
        first_phon: phoneticKey(child.firstName),
        last_phon: parent.last_phon,
        middle_initial: '',
        city: place.city,
        state: place.state,
        zip: place.zip,
        city_key: textKey(place.city),
        flags: 0,
        places_summary: `${place.city}|${place.state}`,
        relatives_summary: '',
        opted_out: 0,
      };
      await db.insertInto('pr_people').values(row).execute();
      return { ...row };
    },

    async refreshRelatives(familyIds: number[]): Promise<void> {
      for (const part of chunks([...new Set(familyIds)])) await refreshRelativesSummaries(db, part);
    },
  };
}

export type PublicRecordsEditionsRepository = ReturnType<typeof createPublicRecordsEditionsRepository>;
