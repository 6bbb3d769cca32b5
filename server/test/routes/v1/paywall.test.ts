import type { FastifyInstance } from 'fastify';

import { DEMO_PROFILES } from '../../../src/seed/demo-members';
import { ACTIVE_MEMBERSHIP_RECHECK_MS, MEMBERSHIP_REQUIRED } from '../../../src/services/active-membership';
import {
  buildTestApp,
  createTestDatabase,
  ENGINES,
  inject,
  json,
  loginTokens,
  MEMBERS,
  TestClock,
  type TestDatabase,
} from '../../helper';
import { seedRecords } from '../../records-helper';

// Issue 13 point 1 (OWASP API5/API6): GET /people/{pointer} serves teasers only, whatever the member holds, and the
// public-records reads (searches, teasers, lookup) need an active membership: a lapsed member gets a 402 naming the
// item to buy, never a 403.

interface Urls {
  person: string;
  location: string;
  phone: string;
  email: string;
  street: string;
  state: string;
}

/** One URL per public-records read of the API, for a person of the data set. */
export function publicRecordsUrls(urls: Urls): Record<string, string> {
  return {
    'GET /v1/search/people': `/v1/search/people?firstName=Paula&lastName=Reyes`,
    'GET /v1/search/phones': `/v1/search/phones?phone=${urls.phone}`,
    'GET /v1/search/emails': `/v1/search/emails?email=${encodeURIComponent(urls.email)}`,
    'GET /v1/search/addresses': `/v1/search/addresses?street=${encodeURIComponent(urls.street)}&state=${urls.state}`,
    'GET /v1/people/{pointer}': `/v1/people/${urls.person}?fields=names,locations,dobs,dods&teaser=true`,
    'GET /v1/locations/{pointer}': `/v1/locations/${urls.location}?fields=address`,
    'GET /v1/lookup': `/v1/lookup?search=${encodeURIComponent(urls.street.slice(0, 6))}`,
  };
}

/** The URLs above for the first person of the data set (the person-report demo member's record). */
export async function publicRecordsUrlsOf(app: FastifyInstance): Promise<Record<string, string>> {
  const person = await app.db.selectFrom('pr_people').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  const place = await app.db
    .selectFrom('pr_places')
    .selectAll()
    .where('id', '=', person.place_id)
    .executeTakeFirstOrThrow();
  const phone = await app.db.selectFrom('pr_phones').select('number').where('person_id', '=', 1).executeTakeFirst();
  const email = await app.db.selectFrom('pr_emails').select('address').where('person_id', '=', 1).executeTakeFirst();
  const { pointers } = await app.publicRecordsRepository.dataset();
  return publicRecordsUrls({
    person: pointers.encode('person', 1),
    location: pointers.encode('location', place.id),
    phone: phone?.number ?? '2125550100',
    email: email?.address ?? 'nobody@example.com',
    street: `${place.street_number} ${place.street_name}`,
    state: place.state,
  });
}

describe.each(ENGINES)('paywall on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let urls: Record<string, string>;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedRecords(database, 200);
    app = await buildTestApp(database, { clock: clock.read });
    urls = await publicRecordsUrlsOf(app);
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (url: string, token: string) => inject(app, { method: 'GET', url, token });

  it('a lapsed member (canceled subscription, nothing bought) gets a 402 naming person_report on every read', async () => {
    const { accessToken } = await loginTokens(app, MEMBERS.reactivate);
    for (const [route, url] of Object.entries(urls)) {
      const response = await get(url, accessToken);
      expect([route, response.statusCode]).toEqual([route, 402]);
      expect(response.headers['x-required-item']).toBe('person_report');
      expect(json(response).statusCode).toBe(402);
    }
    const search = json(await get(urls['GET /v1/search/people']!, accessToken));
    expect(search).toEqual({ message: MEMBERSHIP_REQUIRED, statusCode: 402 });
    // still signed in: the rest of the app answers
    expect((await get('/v1/me', accessToken)).statusCode).toBe(200);
  });

  it.each(DEMO_PROFILES.filter((profile) => profile.status === 'active').map((profile) => profile.email))(
    '%s (active subscription) reads every public record',
    async (email) => {
      const { accessToken } = await loginTokens(app, email);
      for (const [route, url] of Object.entries(urls)) {
        expect([route, (await get(url, accessToken)).statusCode]).toEqual([route, 200]);
      }
    },
  );

  it('a member without a subscription but with a bought person report searches', async () => {
    const account = await app.accounts.findByEmail(MEMBERS.reactivate);
    const product = await app.db
      .selectFrom('products')
      .select(['id', 'price_cents'])
      .where('code', '=', 'person-report')
      .executeTakeFirstOrThrow();
    const order = await app.db
      .insertInto('orders')
      .values({
        account_id: account!.id,
        product_id: product.id,
        quantity: 1,
        amount_cents: product.price_cents,
        status: 'completed',
        created_at: clock.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { accessToken } = await loginTokens(app, MEMBERS.reactivate);
    try {
      expect((await get(urls['GET /v1/search/people']!, accessToken)).statusCode).toBe(200);
    } finally {
      await app.db.deleteFrom('orders').where('id', '=', order.id).execute();
      clock.advance(ACTIVE_MEMBERSHIP_RECHECK_MS + 1);
    }
    expect((await get(urls['GET /v1/search/people']!, accessToken)).statusCode).toBe(402);
  });

  it('a member whose subscription is canceled is refused within a second, and let in again at once on renewal', async () => {
    const { accessToken } = await loginTokens(app, MEMBERS.dataMonitoring);
    const search = urls['GET /v1/search/people']!;
    expect((await get(search, accessToken)).statusCode).toBe(200);
    const [subscription] = json<Array<{ id: number }>>(await get('/v1/me/subscriptions', accessToken));
    const canceled = await inject(app, {
      method: 'PATCH',
      url: `/v1/me/subscriptions/${subscription!.id}`,
      token: accessToken,
      payload: { status: 'canceled', reason: 'too_expensive' },
    });
    expect(canceled.statusCode).toBe(200);
    clock.advance(ACTIVE_MEMBERSHIP_RECHECK_MS + 1);
    expect((await get(search, accessToken)).statusCode).toBe(402);
    const renewed = await inject(app, {
      method: 'POST',
      url: '/v1/me/subscriptions',
      token: accessToken,
      payload: { subscriptionIds: [subscription!.id] },
    });
    expect(json(renewed)).toMatchObject({ error: null });
    expect((await get(search, accessToken)).statusCode).toBe(200);
  });

  it('a member holding only the basic product gets teasers: no criminal records, finances, assets, phones or e-mails', async () => {
    const { accessToken } = await loginTokens(app, MEMBERS.personReport);
    const { pointers } = await app.publicRecordsRepository.dataset();
    const pointer = pointers.encode('person', 1);
    const teaser = json(await get(`/v1/people/${pointer}`, accessToken));
    expect(Object.keys(teaser).sort()).toEqual(['dobs', 'dods', 'locations', 'names', 'pointer']);
    for (const field of ['criminal_records', 'finances', 'assets', 'phones', 'emails']) {
      for (const url of [
        `/v1/people/${pointer}?fields=${field}`,
        `/v1/people/${pointer}?fields=names,${field}`,
        `/v1/people/${pointer}?fields=${field}&teaser=false`,
      ]) {
        const response = await get(url, accessToken);
        expect([url, response.statusCode]).toEqual([url, 400]);
        expect(json(response).message).toMatch(/^fields may name only names, locations, dobs, dods/);
      }
    }
  });
});
