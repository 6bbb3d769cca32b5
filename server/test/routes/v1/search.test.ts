import type { LightMyRequestResponse } from 'fastify';

import { DEMO_PROFILES } from '../../../src/domain/demo-profiles';
import { ENGINES, inject, json } from '../../helper';
import {
  closeRecords,
  getJson,
  recordsContext,
  type RecordsContext,
  type SearchPage,
  type Teaser,
} from '../../records-helper';

// Search endpoints: ranking, filters, paging, validation with the search forms' messages (spec §5), and teasers
// whose pointers resolve.

describe.each(ENGINES)('search on %s', (engine) => {
  let context: RecordsContext;

  beforeAll(async () => {
    context = await recordsContext(engine);
  }, 120_000);
  afterAll(async () => closeRecords(context));

  const get = (url: string, token: string | null = context.token) =>
    inject(context.app, { method: 'GET', url, token: token ?? undefined });
  const message = (response: LightMyRequestResponse) => json<{ message: string }>(response).message;

  it('finds every demo member with an identity in the data set by name ("Search for Yourself")', async () => {
    // the lapsed member has none: their searches answer 402 (seed/public-records/demo-people.ts)
    for (const profile of DEMO_PROFILES.filter((candidate) => candidate.status !== 'lapsed')) {
      const page = await getJson<SearchPage>(
        context,
        `/v1/search/people?firstName=${profile.firstName}&lastName=${profile.lastName}`,
      );
      expect(page.results[0]).toMatchObject({
        name: { first: profile.firstName, last: profile.lastName },
        match: 'exact',
      });
    }
  });

  it("names up to 4 of a result's relatives on its card, all of the same family", async () => {
    const db = context.app.db;
    const person = await db
      .selectFrom('pr_people')
      .selectAll()
      .where('role', '=', 1)
      .where('opted_out', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const page = await getJson<SearchPage>(
      context,
      `/v1/search/people?firstName=${person.first_name}&lastName=${person.last_name}&pageSize=50`,
    );
    const { pointers } = await context.app.publicRecordsRepository.dataset();
    const card = page.results.find((result) => result.pointer === pointers.encode('person', person.id));
    const family = await db
      .selectFrom('pr_people')
      .select(['first_name', 'last_name'])
      .where('family_id', '=', person.family_id)
      .where('id', '<>', person.id)
      .where('opted_out', '=', 0)
      .execute();
    expect(family.length).toBeGreaterThan(0);
    expect(card?.relatives).toHaveLength(Math.min(4, family.length));
    for (const relative of card?.relatives ?? []) {
      expect(family).toContainEqual({ first_name: relative.first, last_name: relative.last });
    }
  });

  it('ranks exact > nickname or initial > phonetic', async () => {
    const db = context.app.db;
    // a Robert, or one of his nickname forms, and the last name he has
    const row = await db
      .selectFrom('pr_people')
      .select(['first_name', 'last_name', 'last_key'])
      .where('first_key', 'in', ['robert', 'bob', 'rob', 'bobby', 'william', 'bill', 'james', 'jim', 'john', 'jack'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const page = await getJson<SearchPage>(
      context,
      `/v1/search/people?firstName=${row.first_name}&lastName=${row.last_name}&pageSize=50`,
    );
    const tiers = page.results.map((result) => result.match);
    const order = { exact: 1, nickname: 2, phonetic: 3 } as Record<string, number>;
    expect(tiers.map((tier) => order[tier!])).toEqual([...tiers.map((tier) => order[tier!])].sort());
    expect(page.results[0]).toMatchObject({ name: { first: row.first_name, last: row.last_name }, match: 'exact' });

    // the initial alone finds every first name with it, as a second-tier match
    const initial = await getJson<SearchPage>(
      context,
      `/v1/search/people?firstName=${row.first_name[0]}&lastName=${row.last_name}&pageSize=50`,
    );
    expect(initial.results.some((result) => result.name.first === row.first_name && result.match === 'nickname')).toBe(
      true,
    );

    // a misspelled last name that sounds the same
    const sounds = await getJson<SearchPage>(
      context,
      `/v1/search/people?firstName=${row.first_name}&lastName=${row.last_name}h&pageSize=50`,
    );
    if (sounds.total > 0) expect(sounds.results.every((result) => result.match === 'phonetic')).toBe(true);
  });

  it('matches nicknames both ways', async () => {
    const nick = await context.app.db
      .selectFrom('pr_people')
      .select(['first_key', 'last_name'])
      .where('first_key', 'in', ['bob', 'bill', 'jim', 'mike', 'tom', 'liz', 'kate', 'jen', 'joe', 'dave', 'chris'])
      .orderBy('id')
      .executeTakeFirst();
    if (!nick) return;
    const formal: Record<string, string> = {
      bob: 'Robert',
      bill: 'William',
      jim: 'James',
      mike: 'Michael',
      tom: 'Thomas',
      liz: 'Elizabeth',
      kate: 'Katherine',
      jen: 'Jennifer',
      joe: 'Joseph',
      dave: 'David',
      chris: 'Christopher',
    };
    const page = await getJson<SearchPage>(
      context,
      `/v1/search/people?firstName=${formal[nick.first_key]}&lastName=${nick.last_name}&pageSize=50`,
    );
    expect(page.results.some((result) => result.match === 'nickname')).toBe(true);
  });

  it('filters by state, city, age and middle initial, and pages', async () => {
    const person = await context.app.db
      .selectFrom('pr_people')
      .selectAll()
      .where('middle_name', 'is not', null)
      .where('dod', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const base = `/v1/search/people?firstName=${person.first_name}&lastName=${person.last_name}`;
    const all = await getJson<SearchPage>(context, base);
    expect(all.results.length).toBeGreaterThan(0);
    const age = all.results.find((result) => result.name.middle === person.middle_name)!.age!;
    const narrowed = await getJson<SearchPage>(
      context,
      `${base}&state=${person.state}&city=${encodeURIComponent(person.city)}&age=${age}&middleInitial=${person.middle_name![0]}`,
    );
    expect(narrowed.results.length).toBeGreaterThan(0);
    for (const result of narrowed.results) {
      expect(result.locations[0]).toEqual({ city: person.city, state: person.state });
      expect(result.name.middle?.[0]).toBe(person.middle_name![0]);
      expect(Math.abs(result.age! - age)).toBeLessThanOrEqual(1);
    }
    const elsewhere = await getJson<SearchPage>(context, `${base}&state=${person.state === 'AK' ? 'HI' : 'AK'}`);
    expect(elsewhere.results.every((result) => result.locations[0]?.state !== person.state)).toBe(true);
    expect((await getJson<SearchPage>(context, `${base}&state=ALL`)).total).toBe(all.total);

    // paging: the pages of a phonetic group add up to the whole list
    const wide = `/v1/search/people?firstName=J&lastName=${person.last_name}`;
    const first = await getJson<SearchPage>(context, `${wide}&pageSize=2`);
    const second = await getJson<SearchPage>(context, `${wide}&pageSize=2&page=2`);
    const both = await getJson<SearchPage>(context, `${wide}&pageSize=4`);
    expect([...first.results, ...second.results].map((result) => result.pointer)).toEqual(
      both.results.slice(0, first.results.length + second.results.length).map((result) => result.pointer),
    );
    expect(second.total).toBe(first.total);
    // a page past the end is empty but still tells how many matched
    const beyond = await getJson<SearchPage>(context, `${wide}&pageSize=50&page=50`);
    expect(beyond).toMatchObject({ total: first.total, page: 50, results: [] });

    // one result per page through the sound index: a full page asks for the count, the page after the last is empty
    const named = `/v1/search/people?firstName=${person.first_name}&lastName=${person.last_name}`;
    const whole = await getJson<SearchPage>(context, `${named}&pageSize=50`);
    const shown = Math.min(whole.total, 8);
    const singles: SearchPage[] = [];
    for (let page = 1; page <= shown + 1; page += 1) {
      singles.push(await getJson<SearchPage>(context, `${named}&pageSize=1&page=${page}`));
    }
    expect(singles.map((single) => single.total)).toEqual(singles.map(() => whole.total));
    expect(singles.slice(0, shown).map((single) => single.results[0]?.pointer)).toEqual(
      whole.results.slice(0, shown).map((result) => result.pointer),
    );
    if (whole.total === shown) expect(singles[shown]?.results).toEqual([]);
  });

  it('validates person searches with the name form rules and messages (spec §5)', async () => {
    expect(message(await get('/v1/search/people?lastName=Smith'))).toBe('Please Enter A First Name.');
    expect(message(await get('/v1/search/people?firstName=J0hn&lastName=Smith'))).toBe('Please Enter A First Name.');
    expect(message(await get('/v1/search/people?firstName=John'))).toBe('Please Enter A Last Name.');
    expect(message(await get('/v1/search/people?firstName=John&lastName=Sm1th'))).toBe('Please Enter A Last Name.');
    expect(message(await get('/v1/search/people'))).toBe('Please Enter A First Name.');
    // apostrophes, backticks, hyphens and spaces are names too; city, state, middle initial and age are free
    expect(
      (
        await get(
          "/v1/search/people?firstName=Mary%20Ann&lastName=O'Neil-Smith%60&city=x1&state=zz&age=abc&middleInitial=9",
        )
      ).statusCode,
    ).toBe(200);
    expect((await get('/v1/search/people?firstName=A&lastName=B&page=51')).statusCode).toBe(400);
    expect((await get('/v1/search/people?firstName=A&lastName=B&pageSize=0')).statusCode).toBe(400);
    expect(message(await get('/v1/search/people?firstName=A&lastName=B&first=C'))).toMatch(/Unknown query parameter/);
    expect(message(await get('/v1/search/people?firstName=A&firstName=B&lastName=C'))).toMatch(/only once/);
  });

  it('validates phone, e-mail and address searches with the forms messages', async () => {
    expect(message(await get('/v1/search/phones?phone=555-1234'))).toBe('Please Enter Valid US Phone Number.');
    expect(message(await get('/v1/search/phones'))).toBe('Please Enter Valid US Phone Number.');
    expect(message(await get('/v1/search/emails?email=nope'))).toBe('Please Enter Valid Email Address.');
    expect(message(await get('/v1/search/emails?email='))).toBe('Please Enter Valid Email Address.');
    // precedence: the state/zip pair, then the zip, then the street
    expect(message(await get('/v1/search/addresses?street='))).toBe('Please enter zip code or state.');
    expect(message(await get('/v1/search/addresses?street=&zip=1234'))).toBe('Please enter zip code or state.');
    expect(message(await get('/v1/search/addresses?street=&zip=12345'))).toBe('Please enter street address.');
    expect(message(await get('/v1/search/addresses?street=1%20Main%20St&city=Austin'))).toBe(
      'Please enter zip code or state.',
    );
    expect((await get('/v1/search/addresses?street=1%20Main%20St&state=TX')).statusCode).toBe(200);
  });

  it('documents the endpoints in the OpenAPI description, with their security', async () => {
    const doc = json<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>(
      await context.app.inject({ method: 'GET', url: '/v1/docs/json' }),
    );
    for (const path of [
      '/v1/search/people',
      '/v1/search/phones',
      '/v1/search/emails',
      '/v1/search/addresses',
      '/v1/people/{pointer}',
      '/v1/locations/{pointer}',
      '/v1/lookup',
    ]) {
      expect(JSON.stringify(doc.paths[path]?.get?.security)).toContain('bearerAuth');
    }
    expect(JSON.stringify(doc.paths['/v1/opt-outs']?.post?.security ?? [])).not.toContain('bearerAuth');
  });

  it('needs the app headers and a member token', async () => {
    const url = '/v1/search/people?firstName=John&lastName=Smith';
    expect((await get(url, null)).statusCode).toBe(401);
    expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const path of [
      '/v1/search/phones?phone=2025550100',
      '/v1/search/emails?email=a@b.co',
      '/v1/lookup?search=1',
    ]) {
      expect((await get(path, null)).statusCode).toBe(401);
    }
  });

  it('finds the people of a phone number and of an e-mail address', async () => {
    const phone = await context.app.db
      .selectFrom('pr_phones')
      .selectAll()
      .orderBy('person_id')
      .executeTakeFirstOrThrow();
    const formatted = `+1 (${phone.number.slice(0, 3)}) ${phone.number.slice(3, 6)}-${phone.number.slice(6)}`;
    const byPhone = await getJson<{ phone: string; results: Array<Teaser & { phone: { number: string } }> }>(
      context,
      `/v1/search/phones?phone=${encodeURIComponent(formatted)}`,
    );
    expect(byPhone.phone).toBe(phone.number);
    expect(byPhone.results.length).toBeGreaterThan(0);
    expect(byPhone.results.every((result) => result.phone.number === phone.number)).toBe(true);

    const byEmail = await getJson<{ results: Teaser[] }>(context, '/v1/search/emails?email=Premium@Demo.Beacon.Test');
    expect(byEmail.results).toHaveLength(1);
    expect(byEmail.results[0]!.name).toMatchObject({ first: 'Peter', last: 'Lindqvist' });
    expect((await getJson<{ total: number }>(context, '/v1/search/emails?email=nobody@example.com')).total).toBe(0);
  });

  it('finds an address by street and ZIP, by street and state, and a street by its name', async () => {
    const place = await context.app.db.selectFrom('pr_places').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const street = encodeURIComponent(`${place.street_number} ${place.street_name}`);
    type Page = SearchPage<{ pointer: string; address: { street: string; zip_code: string }; residents: Teaser[] }>;
    const byZip = await getJson<Page>(context, `/v1/search/addresses?street=${street}&zip=${place.zip}`);
    expect(byZip.results[0]!.address).toMatchObject({
      street: `${place.street_number} ${place.street_name}`,
      zip_code: place.zip,
    });
    expect(byZip.results[0]!.residents.length).toBeGreaterThan(0);
    const byState = await getJson<Page>(
      context,
      `/v1/search/addresses?street=${street}&state=${place.state}&city=${encodeURIComponent(place.city)}`,
    );
    expect(byState.results.map((result) => result.pointer)).toContain(byZip.results[0]!.pointer);
    const byName = await getJson<Page>(
      context,
      `/v1/search/addresses?street=${encodeURIComponent(place.street_name)}&zip=${place.zip}`,
    );
    expect(byName.results.map((result) => result.pointer)).toContain(byZip.results[0]!.pointer);
  });

  it('gives teasers whose every pointer resolves (people with teaser=true, locations)', async () => {
    const pages = await Promise.all(
      DEMO_PROFILES.slice(0, 4).map((profile) =>
        getJson<SearchPage>(
          context,
          `/v1/search/people?firstName=${profile.firstName[0]}&lastName=${profile.lastName}`,
        ),
      ),
    );
    const teasers = pages.flatMap((page) => page.results);
    expect(teasers.length).toBeGreaterThan(0);
    for (const teaser of teasers) {
      const record = await getJson<{
        pointer: string;
        names: Array<{ first: string }>;
        locations: Array<{ pointer: string }>;
      }>(context, `/v1/people/${teaser.pointer}?fields=names,locations,dobs,dods&teaser=true`);
      expect(record.pointer).toBe(teaser.pointer);
      expect(record.names[0]!.first).toBe(teaser.name.first);
      for (const location of record.locations) {
        const place = await getJson<{ address: { city: string } }>(
          context,
          `/v1/locations/${location.pointer}?fields=address`,
        );
        expect(place.address.city).toBeTruthy();
      }
    }
  });
});
