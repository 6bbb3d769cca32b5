import { LOCATION_FIELDS, LOCATION_TEASER_FIELDS, PERSON_FIELDS, TEASER_FIELDS } from '@beacon/validation';

import { FLAGS } from '../../../src/seed/public-records/generator';
import { areaCodeBelongsTo } from '../../../src/seed/public-records/geography';
import { ENGINES, inject, json } from '../../helper';
import {
  closeRecords,
  fullRecord,
  getJson,
  recordsContext,
  type RecordsContext,
  type SearchPage,
} from '../../records-helper';

// GET /people/{pointer} and GET /locations/{pointer} (teasers only), and the coherence of the records behind them:
// relatives share households, neighbors share streets, a phone's area code belongs to its state.

interface PersonRecord {
  pointer: string;
  names: Array<{ first: string; last: string; type: string; source_type: string; last_seen: string }>;
  locations: Array<{
    pointer: string;
    address: { street: string; city: string; state_code: string };
    current: boolean;
  }>;
  dobs: Array<{ date: { year: number } }>;
  dods: unknown[];
  phones: Array<{ number: string; state: string }>;
  emails: Array<{ address: string }>;
  relatives: Array<{ pointer: string; same_household: boolean }>;
  associates: Array<{ pointer: string }>;
  criminal_records: Array<{ match_indicators: Array<{ item: string; method_id: number; method: string }> }>;
  businesses: Array<{ company_names: Array<{ name: string; type: string }> }>;
  [section: string]: unknown;
}

const ALL_PERSON_FIELDS =
  'names,locations,dobs,dods,phones,emails,relatives,associates,usernames,social,jobs,educations,criminal_records,sex_offenses,businesses,licenses,finances,assets';
const ALL_LOCATION_FIELDS =
  'address,residents,neighbors,location,ownership_history,businesses,evictions,census,demographics,places,crime_stats,sex_offenders,forecast';

const REPORT_ONLY_PERSON_FIELDS = PERSON_FIELDS.filter((field) => !TEASER_FIELDS.includes(field));
const REPORT_ONLY_LOCATION_FIELDS = LOCATION_FIELDS.filter((field) => !LOCATION_TEASER_FIELDS.includes(field));

describe.each(ENGINES)('records on %s', (engine) => {
  let context: RecordsContext;

  beforeAll(async () => {
    context = await recordsContext(engine);
  }, 120_000);
  afterAll(async () => closeRecords(context));

  async function pointerOf(personId: number): Promise<string> {
    const person = await context.app.db
      .selectFrom('pr_people')
      .selectAll()
      .where('id', '=', personId)
      .executeTakeFirstOrThrow();
    const page = await getJson<SearchPage>(
      context,
      `/v1/search/people?firstName=${encodeURIComponent(person.first_name)}&lastName=${encodeURIComponent(person.last_name)}&state=${person.state}&pageSize=50`,
    );
    const { pointers } = await context.app.publicRecordsRepository.dataset();
    const pointer = pointers.encode('person', personId);
    expect(page.results.map((result) => result.pointer)).toContain(pointer);
    return pointer;
  }

  it('serves every section of a person, each fact with a source type and a last-seen date', async () => {
    const record = await fullRecord<PersonRecord>(
      context,
      `/v1/people/${await pointerOf(1)}?fields=${ALL_PERSON_FIELDS}`,
    );
    for (const field of ALL_PERSON_FIELDS.split(',')) expect(record).toHaveProperty(field);
    expect(record.names[0]).toMatchObject({ first: 'Paula', last: 'Reyes', type: 'primary' });
    for (const fact of [...record.names, ...(record.phones as unknown as Array<Record<string, unknown>>)]) {
      expect(fact).toHaveProperty('source_type');
      expect(fact).toHaveProperty('last_seen');
    }
    expect(record.locations[0]!.current).toBe(true);
    expect(record.emails.map((email) => email.address)).toContain('person-report@demo.beacon.test');
  });

  it('has criminal records with match indicators and businesses with typed company names', async () => {
    const rows = await context.app.db.selectFrom('pr_people').select(['id', 'flags']).orderBy('id').execute();
    const offender = rows.find((row) => row.flags & FLAGS.criminal);
    const owner = rows.find((row) => row.flags & FLAGS.business);
    expect(offender).toBeDefined();
    const withRecord = await fullRecord<PersonRecord>(
      context,
      `/v1/people/${await pointerOf(offender!.id)}?fields=criminal_records`,
    );
    expect(withRecord.criminal_records.length).toBeGreaterThan(0);
    expect(withRecord.criminal_records[0]!.match_indicators[0]).toEqual({
      item: 'name',
      method_id: 1,
      method: 'exact',
    });
    const withBusiness = await fullRecord<PersonRecord>(
      context,
      `/v1/people/${await pointerOf(owner!.id)}?fields=businesses`,
    );
    expect(withBusiness.businesses[0]!.company_names.map((name) => name.type)).toEqual(['Primary', 'Former', 'DBA']);
  });

  it('coherence: relatives share a household or an address history with the person', async () => {
    const heads = await context.app.db
      .selectFrom('pr_people')
      .select('id')
      .where('role', '=', 1)
      .orderBy('id')
      .limit(40)
      .execute();
    let checked = 0;
    for (const { id } of heads) {
      const record = await fullRecord<PersonRecord>(
        context,
        `/v1/people/${await pointerOf(id)}?fields=locations,relatives`,
      );
      const mine = new Set(record.locations.map((location) => location.pointer));
      for (const relative of record.relatives) {
        const theirs = await fullRecord<PersonRecord>(context, `/v1/people/${relative.pointer}?fields=locations`);
        const shared = theirs.locations.some((location) => mine.has(location.pointer));
        expect(relative.same_household || shared).toBe(true);
        if (relative.same_household) expect(theirs.locations[0]!.pointer).toBe(record.locations[0]!.pointer);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('coherence: a phone area code belongs to its state', async () => {
    const phones = await context.app.db.selectFrom('pr_phones').select(['number', 'state']).execute();
    expect(phones.length).toBeGreaterThan(500);
    for (const phone of phones) expect(areaCodeBelongsTo(phone.number.slice(0, 3), phone.state)).toBe(true);
    const record = await fullRecord<PersonRecord>(context, `/v1/people/${await pointerOf(1)}?fields=phones`);
    for (const phone of record.phones) expect(areaCodeBelongsTo(phone.number.slice(0, 3), phone.state)).toBe(true);
  });

  it('coherence: neighbors share the street (and the ZIP) of the place', async () => {
    const places = await context.app.db
      .selectFrom('pr_places')
      .select(['zip', 'street_key'])
      .select((eb) => eb.fn.min('id').as('id'))
      .groupBy(['zip', 'street_key'])
      .having((eb) => eb.fn.countAll(), '>', 2)
      .orderBy('id')
      .limit(10)
      .execute();
    expect(places.length).toBeGreaterThan(0);
    const { pointers } = await context.app.publicRecordsRepository.dataset();
    for (const place of places) {
      const record = await fullRecord<{
        address: { street_name: string; zip_code: string };
        neighbors: Array<{ address: { street_name: string; zip_code: string } }>;
      }>(context, `/v1/locations/${pointers.encode('location', Number(place.id))}?fields=address,neighbors`);
      expect(record.neighbors.length).toBeGreaterThan(0);
      for (const neighbor of record.neighbors) {
        expect(neighbor.address.street_name).toBe(record.address.street_name);
        expect(neighbor.address.zip_code).toBe(record.address.zip_code);
      }
    }
  });

  it('serves every section of a location', async () => {
    const record = await fullRecord<PersonRecord>(context, `/v1/people/${await pointerOf(1)}?fields=locations`);
    const location = await fullRecord<Record<string, unknown>>(
      context,
      `/v1/locations/${record.locations[0]!.pointer}?fields=${ALL_LOCATION_FIELDS}`,
    );
    for (const field of ALL_LOCATION_FIELDS.split(',')) expect(location).toHaveProperty(field);
    expect((location.residents as Array<{ name: { last: string } }>).map((resident) => resident.name.last)).toContain(
      'Reyes',
    );
    expect(location.forecast).toMatchObject({ current_value: expect.any(Number), source_type: 'valuation_model' });
  });

  it("serves teasers only: a person's names, locations, dobs and dods, a location's address", async () => {
    const pointer = await pointerOf(1);
    const defaults = await getJson<Record<string, unknown>>(context, `/v1/people/${pointer}`);
    expect(Object.keys(defaults).sort()).toEqual(['dobs', 'dods', 'locations', 'names', 'pointer']);
    const asked = await getJson<Record<string, unknown>>(
      context,
      `/v1/people/${pointer}?fields=names,locations,dobs,dods&teaser=true`,
    );
    expect(asked).toEqual(defaults);
    const place = (defaults.locations as Array<{ pointer: string }>)[0]!.pointer;
    const address = await getJson<Record<string, unknown>>(context, `/v1/locations/${place}`);
    expect(Object.keys(address).sort()).toEqual(['address', 'pointer']);
    expect(await getJson(context, `/v1/locations/${place}?fields=address`)).toEqual(address);
  });

  it.each([
    ...REPORT_ONLY_PERSON_FIELDS.map((field) => [`/people/{pointer}?fields=names,${field}`, 'person', field] as const),
    ...REPORT_ONLY_PERSON_FIELDS.map(
      (field) => [`/people/{pointer}?fields=${field}&teaser=false`, 'person', field] as const,
    ),
    ...REPORT_ONLY_LOCATION_FIELDS.map(
      (field) => [`/locations/{pointer}?fields=address,${field}`, 'location', field] as const,
    ),
  ])('refuses %s: the full facts are a report (400)', async (path, kind) => {
    const pointer = await pointerOf(1);
    const record = await getJson<{ locations: Array<{ pointer: string }> }>(context, `/v1/people/${pointer}`);
    const url = `/v1${path.replace('{pointer}', kind === 'person' ? pointer : record.locations[0]!.pointer)}`;
    const response = await inject(context.app, { method: 'GET', url, token: context.token });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toMatch(
      kind === 'person'
        ? /^fields may name only names, locations, dobs, dods: the rest of a record is in its report/
        : /^fields may name only address: the rest of a location is in its report/,
    );
    expect(response.body).not.toMatch(/criminal|bankruptc|vehicle|@/i);
  });

  it('answers 404 for unknown pointers and 400 for malformed ones', async () => {
    const pointer = await pointerOf(1);
    const { pointers } = await context.app.publicRecordsRepository.dataset();
    const missing = pointers.encode('person', 9_999_999);
    for (const url of [
      `/v1/people/${missing}`,
      `/v1/locations/${pointer}`,
      `/v1/people/${pointers.encode('location', 1)}`,
    ]) {
      const response = await inject(context.app, { method: 'GET', url, token: context.token });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ message: 'Record not found', statusCode: 404 });
    }
    for (const url of [
      '/v1/people/short',
      `/v1/people/${pointer}?fields=secrets`,
      `/v1/locations/${pointer}?fields=names`,
    ]) {
      expect((await inject(context.app, { method: 'GET', url, token: context.token })).statusCode).toBe(400);
    }
  });
});
