import { formatPhoneNumber, type ExposedField } from '@beacon/validation';
import type { Kysely } from 'kysely';

import type { Database, PrPeopleTable } from '../../../db/schema';
import { nameKey, nameVariants, phoneticKey, prefixUpperBound } from '../../../domain/search-keys';
import { listingIdOf, type BrokerSiteSlug } from './listing-id';

// What a stand-in broker site knows: its slice of Beacon's public-records data set (the pr_* tables), read per
// request, so a site started before the API has built the data set answers once it exists. Each site has its own
// slice and shows its own fields (issue 59 design, "Data"); the data set's own opt-outs are Beacon's business, not
// another broker's, so they are not applied here: a site forgets a person only through its own opt-out flow.

export const MAX_SITE_RESULTS = 50;

/** Who a site lists: everyone, people with a current address, people born before 2008. */
export type SiteSlice = 'everyone' | 'current_address' | 'born_before_2008';

/** Which of the person's data a site shows on its listing pages. */
export interface SiteFields {
  /** "Age 47", or RecordHarbor's "Born 1979" */
  age: 'age' | 'birth_year';
  /** the street of the current address (else only city and state) */
  currentStreet: boolean;
  /** past addresses, and whether with their streets */
  pastAddresses: 'none' | 'city' | 'street';
  phones: boolean;
  relatives: boolean;
  emails: boolean;
}

export interface SiteLocation {
  street: string | null;
  city: string;
  state: string;
}

/** A person as a site's listing shows them. */
export interface SiteListing {
  personId: number;
  listingId: string;
  fullName: string;
  age: number | null;
  birthYear: number;
  /** current first */
  locations: SiteLocation[];
  relatives: string[];
  phones: string[];
  emails: string[];
}

/** A search result: the name, age and current city. */
export interface SiteResult {
  personId: number;
  listingId: string;
  fullName: string;
  age: number | null;
  city: string;
  state: string;
}

export interface SiteSearch {
  first: string;
  last: string;
  state?: string | undefined;
}

const MAX_RELATIVES = 8;

/** The fields of the design that a site's listing exposes, for the adapters' `exposed`. */
export function exposedFields(fields: SiteFields): ExposedField[] {
  const exposed: ExposedField[] = ['name', fields.age === 'age' ? 'age' : 'date_of_birth', 'address'];
  if (fields.pastAddresses !== 'none') exposed.push('past_addresses');
  if (fields.phones) exposed.push('phone');
  if (fields.relatives) exposed.push('relatives');
  if (fields.emails) exposed.push('email');
  return exposed;
}

function fullName(person: Pick<PrPeopleTable, 'first_name' | 'middle_name' | 'last_name' | 'suffix'>): string {
  return [person.first_name, person.middle_name, person.last_name, person.suffix].filter(Boolean).join(' ');
}

/** Whole years from the date of birth to the date of death or, for the living, to the site's today. */
export function ageOn(dob: string, dod: string | null, now: number): number | null {
  const born = Date.parse(`${dob}T00:00:00Z`);
  if (Number.isNaN(born)) return null;
  const until = new Date(dod ? Date.parse(`${dod}T00:00:00Z`) : now);
  const birth = new Date(born);
  let age = until.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    until.getUTCMonth() < birth.getUTCMonth() ||
    (until.getUTCMonth() === birth.getUTCMonth() && until.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age >= 0 ? age : null;
}

/** The data set's tables are not there yet (a site started before the API built them): the site lists no one. */
function isMissingTable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /no such table/i.test(error.message) || (error as { code?: unknown }).code === '42P01';
}

async function orWhenNoDataSet<T>(read: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isMissingTable(error)) return empty;
    throw error;
  }
}

export function createSiteData(db: Kysely<Database>, site: BrokerSiteSlug, slice: SiteSlice, fields: SiteFields) {
  function people() {
    let query = db.selectFrom('pr_people').selectAll('pr_people');
    if (slice === 'born_before_2008') query = query.where('pr_people.birth_year', '<', 2008);
    if (slice === 'current_address') {
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('pr_residences as r')
            .select('r.place_id')
            .whereRef('r.household_id', '=', 'pr_people.household_id')
            .where('r.end_date', 'is', null),
        ),
      );
    }
    return query;
  }

  return {
    /**
     * Last name exact (its search key, so case and accents do not matter); first name exact, a nickname or formal
     * variant of it, or a sound-alike; a one-letter first name matches every first name with that initial.
     */
    search(search: SiteSearch, now: number, removed: ReadonlySet<string>): Promise<SiteResult[]> {
      return orWhenNoDataSet(() => searchNow(search, now, removed), []);
    },

    /** The person's listing on this site; undefined when the person is not in the site's slice. */
    listing(personId: number, now: number): Promise<SiteListing | undefined> {
      return orWhenNoDataSet(() => listingNow(personId, now), undefined);
    },
  };

  async function searchNow(search: SiteSearch, now: number, removed: ReadonlySet<string>): Promise<SiteResult[]> {
    const lastKey = nameKey(search.last);
    const firstKey = nameKey(search.first);
    if (!lastKey || !firstKey) return [];
    let query = people().where('pr_people.last_key', '=', lastKey);
    if (firstKey.length === 1) {
      query = query
        .where('pr_people.first_key', '>=', firstKey)
        .where('pr_people.first_key', '<', prefixUpperBound(firstKey));
    } else {
      const phonetic = phoneticKey(firstKey);
      query = query.where((eb) =>
        eb.or([
          eb('pr_people.first_key', 'in', [firstKey, ...nameVariants(firstKey)]),
          ...(phonetic ? [eb('pr_people.first_phon', '=', phonetic)] : []),
        ]),
      );
    }
    const state = search.state?.trim().toUpperCase();
    if (state) query = query.where('pr_people.state', '=', state);
    // removed listings are left out after the read: a handful of ids, and the page stays one statement
    const rows = await query
      .orderBy('pr_people.id')
      .limit(MAX_SITE_RESULTS + removed.size)
      .execute();
    return rows
      .map((person) => ({
        personId: person.id,
        listingId: listingIdOf(site, person.id),
        fullName: fullName(person),
        age: ageOn(person.dob, person.dod, now),
        city: person.city,
        state: person.state,
      }))
      .filter((result) => !removed.has(result.listingId))
      .slice(0, MAX_SITE_RESULTS);
  }

  async function listingNow(personId: number, now: number): Promise<SiteListing | undefined> {
    const person = await people().where('pr_people.id', '=', personId).executeTakeFirst();
    if (!person) return undefined;
    const residences = await db
      .selectFrom('pr_residences as r')
      .innerJoin('pr_places as pl', 'pl.id', 'r.place_id')
      .select(['pl.id', 'pl.street_number', 'pl.street_name', 'pl.city', 'pl.state', 'r.end_date', 'r.start_date'])
      .where('r.household_id', '=', person.household_id)
      .orderBy('r.start_date', 'desc')
      .orderBy('pl.id')
      .execute();
    const current = residences.find((residence) => residence.end_date === null);
    const past = residences.filter((residence) => residence !== current && residence.end_date !== null);
    const locations: SiteLocation[] = [];
    if (current) {
      locations.push({
        street: fields.currentStreet ? `${current.street_number} ${current.street_name}` : null,
        city: current.city,
        state: current.state,
      });
    } else {
      locations.push({ street: null, city: person.city, state: person.state });
    }
    if (fields.pastAddresses !== 'none') {
      for (const place of past) {
        locations.push({
          street: fields.pastAddresses === 'street' ? `${place.street_number} ${place.street_name}` : null,
          city: place.city,
          state: place.state,
        });
      }
    }
    const relatives = fields.relatives
      ? (
          await db
            .selectFrom('pr_people')
            .select(['first_name', 'middle_name', 'last_name', 'suffix'])
            .where('family_id', '=', person.family_id)
            .where('id', '<>', person.id)
            .orderBy('household_id')
            .orderBy('role')
            .orderBy('id')
            .limit(MAX_RELATIVES)
            .execute()
        ).map((relative) => fullName({ ...relative, middle_name: null }))
      : [];
    const phones = fields.phones
      ? (
          await db
            .selectFrom('pr_phones')
            .select('number')
            .where('person_id', '=', person.id)
            .orderBy('is_current', 'desc')
            .orderBy('last_seen', 'desc')
            .orderBy('number')
            .execute()
        ).map((phone) => formatPhoneNumber(phone.number))
      : [];
    const emails = fields.emails
      ? (
          await db
            .selectFrom('pr_emails')
            .select('address')
            .where('person_id', '=', person.id)
            .orderBy('last_seen', 'desc')
            .orderBy('address')
            .execute()
        ).map((email) => email.address)
      : [];
    return {
      personId: person.id,
      listingId: listingIdOf(site, person.id),
      fullName: fullName(person),
      age: ageOn(person.dob, person.dod, now),
      birthYear: person.birth_year,
      locations,
      relatives,
      phones,
      emails,
    };
  }
}

export type SiteData = ReturnType<typeof createSiteData>;
