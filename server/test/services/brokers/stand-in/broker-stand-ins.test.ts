import { formatPhoneNumber } from '@beacon/validation';

import { ageOn } from '../../../../src/services/brokers/stand-in/site-data';
import { listingIdOf } from '../../../../src/services/brokers/stand-in/start-broker-stand-ins';
import { ENGINES } from '../../../helper';
import {
  get,
  hasCurrentAddress,
  itemsOf,
  personWith,
  pick,
  postJson,
  standInContext,
  textsOf,
  type StandInContext,
} from './stand-in-helper';

// The stand-in broker sites' common pages (issue 59 design, "Every site"): search finds a person of the site's slice,
// the listing page shows the fields of that site from the public-records data, ids of another site or made up answer
// 404, and the control endpoints move the clock, change the behaviour (latency) and show the state.

describe.each(ENGINES)('broker stand-in sites on %s', (engine) => {
  let context: StandInContext;

  beforeAll(async () => {
    context = await standInContext(engine);
  }, 120_000);
  afterAll(async () => {
    await context?.close();
  });

  it('listing ids are the person id and a hash of the site', () => {
    expect(listingIdOf('clearrecords', 42)).toMatch(/^42-[0-9a-f]{8}$/);
    expect(listingIdOf('clearrecords', 42)).not.toBe(listingIdOf('peoplepath', 42));
  });

  it('every site has the search form on its home page', async () => {
    for (const origin of Object.values(context.standIns.origins)) {
      const home = await get(`${origin}/`);
      expect(home.status).toBe(200);
      expect(home.body).toContain('<form id="search" action="/search" method="get">');
      for (const name of ['first', 'last', 'state']) expect(home.body).toContain(`name="${name}"`);
    }
  });

  it('ClearRecords finds a person and its listing shows name, age, addresses, phones and relatives', async () => {
    const person = await personWith(context.db, () => true);
    const origin = context.standIns.origins.clearrecords;
    const id = listingIdOf('clearrecords', person.id);
    const results = await get(
      `${origin}/search?first=${encodeURIComponent(person.first_name.toUpperCase())}&last=${encodeURIComponent(person.last_name.toLowerCase())}`,
    );
    expect(results.status).toBe(200);
    expect(results.body).toContain(`<a class="result-link" href="/person/${id}">`);
    expect(textsOf(results.body, 'span', 'result-location')).toContain(`${person.city}, ${person.state}`);

    const listing = await get(`${origin}/person/${id}`);
    expect(listing.status).toBe(200);
    expect(listing.body).toContain(`<article class="listing" data-listing-id="${id}">`);
    expect(textsOf(listing.body, 'h1', 'listing-name')[0]).toContain(person.first_name);
    expect(textsOf(listing.body, 'h1', 'listing-name')[0]).toContain(person.last_name);
    expect(textsOf(listing.body, 'p', 'listing-age')).toEqual([`Age ${ageOn(person.dob, person.dod, Date.now())}`]);

    const place = await context.db
      .selectFrom('pr_places')
      .selectAll()
      .where('id', '=', person.place_id)
      .executeTakeFirstOrThrow();
    const addresses = itemsOf(listing.body, 'listing-addresses');
    expect(addresses?.[0]).toBe(`${place.street_number} ${place.street_name}, ${place.city}, ${place.state}`);
    const pastCount = await context.db
      .selectFrom('pr_residences')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('household_id', '=', person.household_id)
      .where('end_date', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(addresses).toHaveLength(1 + Number(pastCount.n));
    // past addresses without their streets
    for (const past of addresses!.slice(1)) expect(past).toMatch(/^[^,]+, [A-Z]{2}$/);

    const phones = await context.db
      .selectFrom('pr_phones')
      .select('number')
      .where('person_id', '=', person.id)
      .execute();
    expect(itemsOf(listing.body, 'listing-phones')?.sort()).toEqual(
      phones.map((phone) => formatPhoneNumber(phone.number)).sort(),
    );
    expect(itemsOf(listing.body, 'listing-relatives')).toBeDefined();
    expect(itemsOf(listing.body, 'listing-emails')).toBeUndefined();
  });

  it('PeoplePath lists people with a current address, with e-mails and the city of the address only', async () => {
    const people = await context.db.selectFrom('pr_people').selectAll().orderBy('id').execute();
    let person = people[0]!;
    for (const candidate of people) {
      if ((await hasCurrentAddress(context.db, candidate)) && candidate.relatives_summary) {
        person = candidate;
        break;
      }
    }
    const origin = context.standIns.origins.peoplepath;
    const id = listingIdOf('peoplepath', person.id);
    const results = await get(
      `${origin}/search?first=${person.first_name}&last=${person.last_name}&state=${person.state}`,
    );
    expect(results.body).toContain(`href="/person/${id}"`);
    const listing = await get(`${origin}/person/${id}`);
    expect(listing.status).toBe(200);
    expect(itemsOf(listing.body, 'listing-addresses')).toEqual([`${person.city}, ${person.state}`]);
    const emails = await context.db
      .selectFrom('pr_emails')
      .select('address')
      .where('person_id', '=', person.id)
      .execute();
    expect(itemsOf(listing.body, 'listing-emails')?.sort()).toEqual(emails.map((email) => email.address).sort());
    expect((itemsOf(listing.body, 'listing-relatives') ?? []).length).toBeGreaterThan(0);
    expect(itemsOf(listing.body, 'listing-phones')).toBeUndefined();
  });

  it('RecordHarbor shows the birth year and leaves out people born in 2008 or later', async () => {
    const adult = await personWith(context.db, (person) => person.birth_year < 2008);
    const origin = context.standIns.origins.recordharbor;
    const listing = await get(`${origin}/person/${listingIdOf('recordharbor', adult.id)}`);
    expect(listing.status).toBe(200);
    expect(textsOf(listing.body, 'p', 'listing-born')).toEqual([`Born ${adult.birth_year}`]);
    expect(listing.body).not.toContain('listing-age');
    expect(itemsOf(listing.body, 'listing-relatives')).toBeUndefined();
    // every address with its street
    for (const address of itemsOf(listing.body, 'listing-addresses') ?? [])
      expect(address).toMatch(/^\d+ .+, .+, [A-Z]{2}$/);

    const young = await context.db
      .selectFrom('pr_people')
      .selectAll()
      .where('birth_year', '>=', 2008)
      .orderBy('id')
      .executeTakeFirst();
    expect(young).toBeDefined();
    expect((await get(`${origin}/person/${listingIdOf('recordharbor', young!.id)}`)).status).toBe(404);
    const search = await get(`${origin}/search?first=${young!.first_name}&last=${young!.last_name}`);
    expect(search.body).not.toContain(listingIdOf('recordharbor', young!.id));
  });

  it('an unknown name finds nothing, and another site’s or a made-up id answers 404', async () => {
    const origin = context.standIns.origins.clearrecords;
    const none = await get(`${origin}/search?first=Nobody&last=Zzyzxwv`);
    expect(none.status).toBe(200);
    expect(none.body).toContain('<p id="no-results">No records found.</p>');
    const person = await personWith(context.db, () => true);
    expect((await get(`${origin}/person/${listingIdOf('peoplepath', person.id)}`)).status).toBe(404);
    expect((await get(`${origin}/person/${person.id}-00000000`)).status).toBe(404);
    expect((await get(`${origin}/person/<script>`)).status).toBe(404);
  });

  it('advance moves the site clock and the state shows it', async () => {
    const origin = context.standIns.origins.peoplepath;
    const before = await (await fetch(`${origin}/__stand-in/state`)).json();
    const advanced = await postJson<{ now: string; processed: number }>(`${origin}/__stand-in/advance`, { days: 2 });
    expect(advanced.status).toBe(200);
    expect(Date.parse(advanced.json.now) - Date.parse((before as { now: string }).now)).toBeGreaterThanOrEqual(
      2 * 24 * 60 * 60 * 1000,
    );
    expect(advanced.json.processed).toBe(0);
    expect((await postJson(`${origin}/__stand-in/advance`, { days: 'two' })).status).toBe(400);
  });

  it('a latency makes every page wait that long (an adapter with a shorter timeout gives up)', async () => {
    const origin = context.standIns.origins.clearrecords;
    const set = await postJson<{ behaviour: { latencyMs: number } }>(`${origin}/__stand-in/behaviour`, {
      latencyMs: 1_000,
    });
    expect(set.json.behaviour.latencyMs).toBe(1_000);
    await expect(fetch(`${origin}/`, { signal: AbortSignal.timeout(100) })).rejects.toThrow();
    const started = Date.now();
    expect((await get(`${origin}/`)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    await context.standIns.setBehaviour('clearrecords', { latencyMs: 0 });
    expect((await get(`${origin}/`)).status).toBe(200);
  });

  it('pages escape what they show', async () => {
    const origin = context.standIns.origins.clearrecords;
    const page = await get(`${origin}/search?first=${encodeURIComponent('<b>x')}&last=${encodeURIComponent('"y')}`);
    expect(page.body).not.toContain('<b>x');
    expect(page.body).toContain('&lt;b&gt;x');
    expect(pick(page.body, /<title>([^<]*)<\/title>/)).toContain('&quot;y');
  });
});
