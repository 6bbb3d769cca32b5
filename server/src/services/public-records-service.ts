import {
  SEARCH_DEFAULT_PAGE_SIZE,
  TEASER_FIELDS,
  type AddressSearchQuery,
  type AddressSearchResponse,
  type EmailSearchResponse,
  type LocationDetails,
  type LocationField,
  type LookupResponse,
  type NamedAs,
  type PersonDetails,
  type PersonField,
  type PersonName,
  type PersonRef,
  type PersonSearchQuery,
  type PersonSearchResponse,
  type PersonTeaser,
  type PhoneSearchResponse,
  type PlaceAddress,
  type RelatedPerson,
} from '@beacon/validation';

import { invalid, notFound } from '../domain/errors';
import type {
  MatchTier,
  PersonSearchKeys,
  PersonRow,
  PlaceRow,
  PublicRecordsRepository,
  TeaserRow,
} from '../repositories/public-records-repository';
import { FLAGS, ROLE } from '../domain/public-records-model';
import type { PointerCodec } from '../domain/pointers';
import {
  dateParts,
  evictionCase,
  nearbyPlaces,
  personFacts,
  placeValue,
  propertyDetails,
  valueForecast,
  zipFigures,
} from '../domain/record-details';
import { parseRelativesSummary } from '../repositories/relatives-summary';
import {
  nameKey,
  nameVariants,
  nicknamesOf,
  phoneticKey,
  streetKey,
  streetPrefixKeys,
  textKey,
} from '../domain/search-keys';

// Search and record reads of the public-records data set: validated queries → search keys → repository rows →
// the DTOs the API sends (teasers with pointers, person and location records by section).

const MATCH: Record<MatchTier, 'exact' | 'nickname' | 'phonetic'> = { 1: 'exact', 2: 'nickname', 3: 'phonetic' };
const YEAR_MS = 365.2425 * 86_400_000;

function ageOf(dob: string, dod: string | null, now: number): number | null {
  const end = dod ? Date.parse(`${dod}T00:00:00Z`) : now;
  const born = Date.parse(`${dob}T00:00:00Z`);
  if (Number.isNaN(born) || Number.isNaN(end)) return null;
  return Math.max(0, Math.floor((end - born) / YEAR_MS));
}

function nameOf(row: Pick<TeaserRow, 'first_name' | 'middle_name' | 'last_name' | 'suffix'>): PersonName {
  return { first: row.first_name, middle: row.middle_name, last: row.last_name, suffix: row.suffix };
}

function capitalized(key: string): string {
  return key[0]!.toUpperCase() + key.slice(1);
}

const phoneticGroups = new Map<string, string[]>();

/** The distinct phonetic keys of a first name and its nickname variants, sorted (memoized per name). */
function phoneticsOf(firstKey: string, variants: string[]): string[] {
  let group = phoneticGroups.get(firstKey);
  if (!group) {
    group = [...new Set([firstKey, ...variants].map(phoneticKey).filter(Boolean))].sort();
    if (phoneticGroups.size >= 50_000) phoneticGroups.clear();
    phoneticGroups.set(firstKey, group);
  }
  return group;
}

const formalNames = new Map<string, string | null>();
const FORMAL_NAMES_CACHE_SIZE = 50_000;

/** The formal form of a first name that is a nickname ("Bob" → "Robert"), memoized per name as written. */
function formalNameOf(firstName: string): string | null {
  let formal = formalNames.get(firstName);
  if (formal === undefined) {
    const key = nameKey(firstName);
    const variant = nameVariants(key).find((candidate) => nicknamesOf(candidate).includes(key));
    formal = variant ? capitalized(variant) : null;
    if (formalNames.size >= FORMAL_NAMES_CACHE_SIZE) formalNames.clear();
    formalNames.set(firstName, formal);
  }
  return formal;
}

/** Other names a person is known by: a formal first name for a nickname ("Bob" → "Robert"), a maiden name. */
function aliasesOf(row: Pick<TeaserRow, 'first_name' | 'last_name' | 'maiden_name'>): string[] {
  const aliases: string[] = [];
  const formal = formalNameOf(row.first_name);
  if (formal) aliases.push(`${formal} ${row.last_name}`);
  if (row.maiden_name) aliases.push(`${row.first_name} ${row.maiden_name}`);
  return aliases;
}

function summaryLocations(summary: string): Array<{ city: string; state: string }> {
  if (!summary) return [];
  return summary.split(';').map((entry) => {
    const [city = '', state = ''] = entry.split('|');
    return { city, state };
  });
}

export function addressOf(place: PlaceRow): PlaceAddress {
  return {
    street: `${place.street_number} ${place.street_name}`,
    street_number: String(place.street_number),
    street_name: place.street_name,
    city: place.city,
    state_code: place.state,
    zip_code: place.zip,
    zip4: place.zip4,
    country: 'US',
  };
}

function normalizedState(state: string | undefined): string | undefined {
  const value = (state ?? '').trim().toUpperCase();
  if (!value || value === 'ALL') return undefined;
  return value;
}

/** "42" → 42..42, "30-40" → 30..40; anything else puts no limit (spec §5 leaves the age unvalidated). */
function ageRange(age: string | undefined): [number, number] | undefined {
  const match = /^\s*(\d{1,3})\s*(?:-\s*(\d{1,3}))?\s*$/.exec(age ?? '');
  if (!match) return undefined;
  const low = Number(match[1]);
  const high = match[2] === undefined ? low : Number(match[2]);
  return low <= high ? [low, high] : [high, low];
}

function paging(query: { page?: string | undefined; pageSize?: string | undefined }) {
  const page = query.page ? Number(query.page) : 1;
  const pageSize = query.pageSize ? Number(query.pageSize) : SEARCH_DEFAULT_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** What a person search looks up: the name's keys, its nicknames and sounds, and the filters (undefined: no name). */
export function personSearchKeys(query: PersonSearchQuery, now: number): PersonSearchKeys | undefined {
  const firstKey = nameKey(query.firstName);
  const lastKey = nameKey(query.lastName);
  if (!firstKey || !lastKey) return undefined;
  const variants = nameVariants(firstKey);
  const ages = ageRange(query.age);
  const year = new Date(now).getUTCFullYear();
  const middle = nameKey(query.middleInitial ?? '').slice(0, 1);
  return {
    firstKey,
    lastKey,
    variants,
    firstPhonetics: phoneticsOf(firstKey, variants),
    lastPhonetic: phoneticKey(lastKey),
    initialOnly: firstKey.length === 1,
    state: normalizedState(query.state),
    cityKey: textKey(query.city ?? '') || undefined,
    middleInitial: middle || undefined,
    birthYearMin: ages ? year - ages[1] - 1 : undefined,
    birthYearMax: ages ? year - ages[0] : undefined,
  };
}

export function createPublicRecordsService(repository: PublicRecordsRepository, clock: () => number) {
  async function context() {
    const { info, pointers } = await repository.dataset(clock());
    return {
      info,
      pointers,
      facts: { seed: info?.seed ?? '', asOf: info?.asOf ?? new Date(clock()).toISOString().slice(0, 10) },
    };
  }

  function teaser(row: TeaserRow, pointers: PointerCodec, now: number): PersonTeaser {
    return {
      pointer: pointers.encode('person', Number(row.id)),
      name: nameOf(row),
      aliases: aliasesOf(row),
      age: ageOf(row.dob, row.dod, now),
      deceased: row.dod !== null,
      locations: summaryLocations(row.places_summary),
    };
  }

  /**
   * A person search's result: the teaser with the card's relatives and the match. Added with Object.assign, not
   * spread into a new literal: a spread object given more properties makes V8 build a new hidden class every time
   * (2.6 µs against 0.06 µs an object here; 1.8 % of a server worker's CPU under bench:search, perf 2026-11-29).
   */
  function searchResult(
    row: TeaserRow & { tier: MatchTier },
    pointers: PointerCodec,
    now: number,
  ): PersonSearchResponse['results'][number] {
    return Object.assign(teaser(row, pointers, now), {
      relatives: parseRelativesSummary(row.relatives_summary),
      match: MATCH[Number(row.tier) as MatchTier],
    });
  }

  async function resolvePerson(
    pointer: string,
  ): Promise<{ person: PersonRow; pointers: PointerCodec; facts: { seed: string; asOf: string } }> {
    const { pointers, facts } = await context();
    const id = pointers.decode('person', pointer);
    const person = id === undefined ? undefined : await repository.person(id);
    if (!person) throw notFound('Record not found');
    return { person, pointers, facts };
  }

  return {
    async searchPeople(query: PersonSearchQuery): Promise<PersonSearchResponse> {
      const now = clock();
      const { pointers } = await context();
      const { page, pageSize, offset } = paging(query);
      const keys = personSearchKeys(query, now);
      if (!keys) return { total: 0, page, pageSize, results: [] };
      const found = await repository.searchPeoplePage(keys, offset, pageSize);
      return {
        total: found.total,
        page,
        pageSize,
        results: found.rows.map((row) => searchResult(row, pointers, now)),
      };
    },

    async searchPhone(phone: string): Promise<PhoneSearchResponse> {
      const now = clock();
      const { pointers } = await context();
      const rows = await repository.searchPhone(phone);
      return {
        phone,
        total: rows.length,
        results: rows.map((row) =>
          // Object.assign rather than a spread: see searchResult
          Object.assign(teaser(row, pointers, now), {
            phone: {
              number: row.number,
              line_type: row.line_type,
              carrier: row.carrier,
              current: row.is_current === 1,
            },
          }),
        ),
      };
    },

    async searchEmail(email: string): Promise<EmailSearchResponse> {
      const now = clock();
      const { pointers } = await context();
      const address = email.trim().toLowerCase();
      const rows = await repository.searchEmail(address);
      return { email: address, total: rows.length, results: rows.map((row) => teaser(row, pointers, now)) };
    },

    async searchAddresses(query: AddressSearchQuery): Promise<AddressSearchResponse> {
      const now = clock();
      const { pointers } = await context();
      const { page, pageSize, offset } = paging(query);
      const key = streetKey(query.street);
      const scope = {
        zip: query.zip && /^\d{5}$/.test(query.zip) ? query.zip : undefined,
        state: normalizedState(query.state),
        cityKey: textKey(query.city ?? '') || undefined,
      };
      const limit = offset + pageSize;
      let places = await repository.searchAddresses({
        ...scope,
        key,
        mode: /^\d/.test(key) ? 'line' : 'street',
        limit: 1000,
      });
      if (!places.length && /^\d/.test(key)) {
        places = await repository.searchAddresses({ ...scope, key, mode: 'prefix', limit: 1000 });
      }
      const pagePlaces = places.slice(offset, limit);
      const residents = await repository.currentResidents(pagePlaces.map((place) => place.id));
      return {
        total: places.length,
        page,
        pageSize,
        results: pagePlaces.map((place) => ({
          pointer: pointers.encode('location', place.id),
          address: addressOf(place),
          residents: residents
            .filter((person) => person.place_id === place.id)
            .map((person) => ({
              pointer: pointers.encode('person', person.id),
              name: nameOf(person),
              age: ageOf(person.dob, person.dod, now),
            })),
        })),
      };
    },

    async lookup(search: string): Promise<LookupResponse> {
      const keys = streetPrefixKeys(search);
      const places: PlaceRow[] = [];
      const seen = new Set<string>();
      for (const key of keys) {
        if (places.length >= 10) break;
        for (const place of await repository.lookupStreets(key, 10)) {
          const id = `${place.street_number} ${place.street_key}|${place.zip}`;
          if (places.length < 10 && !seen.has(id)) {
            seen.add(id);
            places.push(place);
          }
        }
      }
      const key = keys[0] ?? '';
      return {
        suggestions: places.map((place) => {
          const streetLine = /^\d/.test(key) ? `${place.street_number} ${place.street_name}` : place.street_name;
          return {
            text: `${streetLine}, ${place.city}, ${place.state} ${place.zip}`,
            street_line: streetLine,
            city: place.city,
            state: place.state,
            zipcode: place.zip,
          };
        }),
      };
    },

    async person(pointer: string, fields: PersonField[], teaserOnly: boolean): Promise<PersonDetails> {
      if (teaserOnly) {
        const extra = fields.filter((field) => !TEASER_FIELDS.includes(field));
        if (extra.length) {
          throw invalid(`teaser=true serves only ${TEASER_FIELDS.join(', ')}; not ${extra.join(', ')}`);
        }
      }
      const now = clock();
      const { person, pointers, facts } = await resolvePerson(pointer);
      const wanted = new Set(fields);
      const out: PersonDetails = { pointer: pointers.encode('person', person.id) };
      const lastSeen = person.dod ?? facts.asOf;
      const needsPlaces = ['locations', 'associates', 'criminal_records', 'businesses', 'assets'].some((field) =>
        wanted.has(field as PersonField),
      );
      const residences = needsPlaces
        ? (await repository.residences(person.household_id)).filter(
            (residence) => residence.end_date === null || residence.end_date >= person.dob,
          )
        : [];

      if (wanted.has('names')) {
        const names: NamedAs[] = [
          { ...nameOf(person), type: 'primary', source_type: 'public_records', last_seen: lastSeen },
        ];
        for (const alias of aliasesOf(person)) {
          const [first = '', ...rest] = alias.split(' ');
          names.push({
            first,
            middle: null,
            last: rest.join(' '),
            suffix: null,
            type: person.maiden_name && rest.join(' ') === person.maiden_name ? 'maiden' : 'aka',
            source_type: 'public_records',
            last_seen: lastSeen,
          });
        }
        out.names = names;
      }
      if (wanted.has('locations')) {
        out.locations = residences.slice(0, teaserOnly ? 5 : 20).map((residence) => ({
          pointer: pointers.encode('location', residence.place.id),
          address: addressOf(residence.place),
          date_range: {
            start: dateParts(residence.start_date),
            end: residence.end_date ? dateParts(residence.end_date) : null,
          },
          current: residence.end_date === null,
          source_type: 'property_records',
          last_seen: residence.end_date ?? lastSeen,
        }));
      }
      if (wanted.has('dobs')) {
        out.dobs = [
          {
            date: dateParts(person.dob),
            age: ageOf(person.dob, person.dod, now),
            source_type: 'public_records',
            last_seen: lastSeen,
          },
        ];
      }
      if (wanted.has('dods')) {
        out.dods = person.dod
          ? [{ date: dateParts(person.dod), source_type: 'death_index', last_seen: person.dod }]
          : [];
      }
      if (wanted.has('phones')) {
        out.phones = (await repository.phonesOf(person.id)).map((phone) => ({
          number: phone.number,
          display: `(${phone.number.slice(0, 3)}) ${phone.number.slice(3, 6)}-${phone.number.slice(6)}`,
          line_type: phone.line_type,
          carrier: phone.carrier,
          state: phone.state,
          current: phone.is_current === 1,
          first_seen: phone.first_seen,
          last_seen: phone.last_seen,
          source_type: 'phone_directory',
        }));
      }
      const emails = wanted.has('emails') || wanted.has('usernames') ? await repository.emailsOf(person.id) : [];
      if (wanted.has('emails')) {
        out.emails = emails.map((email) => ({
          address: email.address,
          first_seen: email.first_seen,
          last_seen: email.last_seen,
          source_type: 'email_header',
        }));
      }
      const related = (
        other: PersonRow,
        about: Pick<RelatedPerson, 'relation' | 'same_household' | 'source_type' | 'last_seen'>,
      ): RelatedPerson => ({
        pointer: pointers.encode('person', other.id),
        name: nameOf(other),
        age: ageOf(other.dob, other.dod, now),
        location: { city: other.city, state: other.state },
        ...about,
      });
      if (wanted.has('relatives')) {
        const family = await repository.familyMembers(person.family_id, person.id);
        out.relatives = family.map((other) =>
          related(other, {
            relation: relationOf(person, other),
            same_household: other.household_id === person.household_id,
            source_type: 'public_records',
            last_seen: other.dod ?? facts.asOf,
          }),
        );
      }
      if (wanted.has('associates')) {
        const associates = await repository.placeAssociates(
          residences.map((residence) => residence.place.id),
          person.family_id,
          20,
        );
        out.associates = associates.map((other) =>
          related(other, { relation: 'shared address', source_type: 'public_records', last_seen: facts.asOf }),
        );
      }
      if (wanted.has('sex_offenses')) {
        const registration = await repository.offender(person.id);
        const place = registration ? await repository.place(registration.place_id) : undefined;
        out.sex_offenses =
          registration && place
            ? [
                {
                  registered_on: dateParts(registration.registered_on),
                  tier: registration.tier,
                  offense: registration.offense,
                  pointer: pointers.encode('location', place.id),
                  address: addressOf(place),
                  source_type: 'sex_offender_registry',
                  last_seen: facts.asOf,
                },
              ]
            : [];
      }
      const factFields: PersonField[] = [
        'usernames',
        'social',
        'jobs',
        'educations',
        'criminal_records',
        'businesses',
        'licenses',
        'finances',
        'assets',
      ];
      if (factFields.some((field) => wanted.has(field))) {
        const derived = personFacts(facts, {
          person,
          places: residences,
          emails: emails.map((email) => email.address),
          placePointer: (placeId) => pointers.encode('location', placeId),
        });
        if (wanted.has('usernames')) out.usernames = derived.usernames;
        if (wanted.has('social')) out.social = derived.social;
        if (wanted.has('jobs')) out.jobs = derived.jobs;
        if (wanted.has('educations')) out.educations = derived.educations;
        if (wanted.has('criminal_records')) out.criminal_records = derived.criminal_records;
        if (wanted.has('businesses')) out.businesses = derived.businesses;
        if (wanted.has('licenses')) out.licenses = derived.licenses;
        if (wanted.has('finances')) out.finances = derived.finances;
        if (wanted.has('assets')) out.assets = derived.assets;
      }
      return out;
    },

    async location(pointer: string, fields: LocationField[]): Promise<LocationDetails> {
      const now = clock();
      const { pointers, facts } = await context();
      const id = pointers.decode('location', pointer);
      const place = id === undefined ? undefined : await repository.place(id);
      if (!place) throw notFound('Record not found');
      const wanted = new Set(fields);
      const out: LocationDetails = { pointer: pointers.encode('location', place.id) };
      const ref = (person: PersonRow): PersonRef => ({
        pointer: pointers.encode('person', person.id),
        name: nameOf(person),
        age: ageOf(person.dob, person.dod, now),
      });
      if (wanted.has('address')) {
        out.address = { ...addressOf(place), latitude: place.latitude, longitude: place.longitude };
      }
      const history =
        wanted.has('residents') || wanted.has('ownership_history') || wanted.has('evictions')
          ? await repository.placeHistory(place.id)
          : [];
      if (wanted.has('residents')) {
        out.residents = history
          .filter((person) => person.end_date === null)
          .map((person) => ({
            ...ref(person),
            since: dateParts(person.start_date),
            source_type: 'property_records',
            last_seen: facts.asOf,
          }));
      }
      if (wanted.has('neighbors')) {
        const neighbors = await repository.neighbors(place, 8);
        const residents = await repository.currentResidents(neighbors.map((neighbor) => neighbor.id));
        out.neighbors = neighbors.map((neighbor) => ({
          pointer: pointers.encode('location', neighbor.id),
          address: addressOf(neighbor),
          residents: residents.filter((person) => person.place_id === neighbor.id).map(ref),
          source_type: 'property_records',
          last_seen: facts.asOf,
        }));
      }
      if (wanted.has('location')) out.location = propertyDetails(facts, place);
      if (wanted.has('ownership_history')) {
        out.ownership_history = history
          .filter((person) => person.role === ROLE.head)
          .map((owner) => ({
            owner: ref(owner),
            from: dateParts(owner.start_date),
            to: owner.end_date ? dateParts(owner.end_date) : null,
            sale_price: placeValue(facts, place, owner.start_date),
            source_type: 'property_records',
            last_seen: owner.end_date ?? facts.asOf,
          }));
      }
      if (wanted.has('businesses')) {
        const current = history.filter((person) => person.end_date === null && person.flags & FLAGS.business);
        out.businesses = current.map((owner) => ({
          owner: ref(owner),
          name: `${owner.last_name} Enterprises LLC`,
          source_type: 'business_filings',
          last_seen: facts.asOf,
        }));
      }
      if (wanted.has('evictions')) {
        out.evictions = history
          .filter((person) => person.role === ROLE.head && person.flags & FLAGS.evicted)
          .map((person) =>
            evictionCase(facts, {
              id: person.household_id,
              name: `${person.first_name} ${person.last_name}`,
              start: person.start_date,
              end: person.end_date,
            }),
          );
      }
      if (wanted.has('census') || wanted.has('demographics') || wanted.has('crime_stats')) {
        const figures = zipFigures(facts, place.zip, await repository.placesInZip(place.zip));
        if (wanted.has('census')) out.census = figures.census;
        if (wanted.has('demographics')) out.demographics = figures.demographics;
        if (wanted.has('crime_stats')) out.crime_stats = figures.crime_stats;
      }
      if (wanted.has('places')) out.places = nearbyPlaces(facts, place);
      if (wanted.has('sex_offenders')) {
        const offenders = await repository.offendersIn(place.zip, 10);
        out.sex_offenders = offenders.map((offender) => ({
          ...ref(offender),
          offense: offender.offense,
          tier: offender.tier,
          registered_on: dateParts(offender.registered_on),
          location_pointer: pointers.encode('location', offender.place_id),
          source_type: 'sex_offender_registry',
          last_seen: facts.asOf,
        }));
      }
      if (wanted.has('forecast')) out.forecast = valueForecast(facts, place);
      return out;
    },
  };
}

/** How a family member is related, from the household roles (approximate, as public records are). */
function relationOf(person: PersonRow, other: PersonRow): string {
  const sameHousehold = other.household_id === person.household_id;
  if (sameHousehold && person.role <= ROLE.spouse && other.role <= ROLE.spouse) return 'spouse';
  const age = (row: PersonRow) => Number(row.dob.slice(0, 4));
  const gap = age(other) - age(person);
  if (gap <= -18) return 'parent';
  if (gap >= 18) return 'child';
  return 'sibling';
}

export type PublicRecordsService = ReturnType<typeof createPublicRecordsService>;
