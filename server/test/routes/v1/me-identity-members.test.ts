import { createHash } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { identityHashKey, monitoredHash } from '../../../src/domain/identity/monitored-values';
import { ensureBreachCorpus } from '../../../src/services/breach-corpus-builder';
import {
  buildTestApp,
  createTestDatabase,
  ENGINES,
  inject,
  json,
  loginTokens,
  MEMBERS,
  POINTER_SECRET,
  type TestDatabase,
} from '../../helper';
import { seedRecords } from '../../records-helper';

// Identity and dark web monitoring (issue 18 points 1–2), on both engines: the monitored people with the plan's
// limits, private mode and archiving, what is watched kept only as keyed hashes, alerts raised at once by the breach
// corpus with empty reports dropped, and the k-anonymity password range.

interface Member {
  id: number;
  firstName: string;
  isSelf: boolean;
  privateMode: boolean;
  subscriberStatus: string;
  monitored: number;
  alerts: number;
}

const MEMBERS_URL = '/v1/me/identity-monitoring/members';

jest.setTimeout(60_000);

describe.each(ENGINES)('identity and dark web monitoring on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let darkWeb: string;
  let identity: string;
  let premium: string;
  let breachedEmail: string;
  const key = identityHashKey(POINTER_SECRET);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedRecords(database, 300);
    app = await buildTestApp(database);
    const build = await ensureBreachCorpus(app.db, { key, now: Date.now() });
    expect(build.built).toBe(true);
    expect(build.identifiers).toBeGreaterThan(200);
    darkWeb = (await loginTokens(app, MEMBERS.darkWeb)).accessToken;
    identity = (await loginTokens(app, MEMBERS.identity)).accessToken;
    premium = (await loginTokens(app, MEMBERS.premium)).accessToken;
    // an e-mail of the data set that the corpus says was breached
    const emails = await app.db.selectFrom('pr_emails').select('address').orderBy('address').execute();
    for (const { address } of emails) {
      const hit = await app.db
        .selectFrom('breach_identifiers')
        .select('breach_id')
        .where('hash', '=', monitoredHash(key, 'email', address))
        .executeTakeFirst();
      if (hit) {
        breachedEmail = address;
        break;
      }
    }
    expect(breachedEmail).toBeDefined();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const list = async (token: string) =>
    json<{ items: Member[]; limit: number }>(await inject(app, { method: 'GET', url: MEMBERS_URL, token }));

  it('lists the account holder first, with the limit of the plan; nothing without monitoring', async () => {
    const mine = await list(darkWeb);
    expect(mine.limit).toBe(1);
    expect(mine.items).toEqual([
      expect.objectContaining({ firstName: 'Dana', isSelf: true, privateMode: false, subscriberStatus: 'active' }),
    ]);
    expect((await list(darkWeb)).items).toHaveLength(1);
    expect(await list(premium)).toEqual({ items: [], limit: 0 });
    const refused = await inject(app, {
      method: 'POST',
      url: MEMBERS_URL,
      token: premium,
      payload: { firstName: 'Ann', lastName: 'Lee' },
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.headers['x-required-item']).toBe('identity_monitoring');
  });

  it('adds people up to the limit of the plan, renames them, and archives them out of the lists', async () => {
    const overDarkWeb = await inject(app, {
      method: 'POST',
      url: MEMBERS_URL,
      token: darkWeb,
      payload: { firstName: 'Ann', lastName: 'Lee' },
    });
    expect(overDarkWeb.statusCode).toBe(409);
    expect(json(overDarkWeb).message).toBe('Your plan monitors up to 1 person.');
    const added: number[] = [];
    for (const first of ['Ann', 'Ben', 'Cal', 'Dee']) {
      const response = await inject(app, {
        method: 'POST',
        url: MEMBERS_URL,
        token: identity,
        payload: { firstName: first, lastName: 'Petrov', privateMode: first === 'Ben' },
      });
      expect(response.statusCode).toBe(201);
      added.push(json<Member>(response).id);
    }
    const sixth = await inject(app, {
      method: 'POST',
      url: MEMBERS_URL,
      token: identity,
      payload: { firstName: 'Eve', lastName: 'Petrov' },
    });
    expect(json(sixth)).toEqual({ message: 'Your plan monitors up to 5 people.', statusCode: 409 });
    const bad = await inject(app, { method: 'POST', url: MEMBERS_URL, token: identity, payload: { firstName: '' } });
    expect(bad.statusCode).toBe(400);

    const renamed = await inject(app, {
      method: 'PATCH',
      url: `${MEMBERS_URL}/${added[0]}`,
      token: identity,
      payload: { firstName: 'Anna' },
    });
    expect(json(renamed)).toMatchObject({ firstName: 'Anna' });
    expect(
      (await inject(app, { method: 'PATCH', url: `${MEMBERS_URL}/${added[0]}`, token: identity, payload: {} }))
        .statusCode,
    ).toBe(400);
    expect(
      (await inject(app, { method: 'DELETE', url: `${MEMBERS_URL}/${added[3]}`, token: identity })).statusCode,
    ).toBe(204);
    const after = await list(identity);
    expect(after.items.map((member) => member.id)).not.toContain(added[3]);
    expect(after.items).toHaveLength(4);
    const self = after.items.find((member) => member.isSelf)!;
    const selfArchive = await inject(app, { method: 'DELETE', url: `${MEMBERS_URL}/${self.id}`, token: identity });
    expect(selfArchive.statusCode).toBe(400);
    // another account's member is not found
    expect(
      (
        await inject(app, {
          method: 'PATCH',
          url: `${MEMBERS_URL}/${added[0]}`,
          token: darkWeb,
          payload: { privateMode: true },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('watches data as keyed hashes, and a breached e-mail raises its alerts at once', async () => {
    const self = (await list(darkWeb)).items[0]!;
    const liveEvents = () =>
      app.db.selectFrom('live_events').select('id').where('topic', '=', 'identity-notifications').execute();
    const eventsBefore = (await liveEvents()).length;
    const response = await inject(app, {
      method: 'PATCH',
      url: `${MEMBERS_URL}/${self.id}/monitored-data`,
      token: darkWeb,
      payload: { data: { emails: [breachedEmail.toUpperCase()], phones: ['3125550101'], ssnLast4: '1234' } },
    });
    expect(response.statusCode).toBe(200);
    const items = json<{ items: Array<{ id: number; kind: string; display: string }> }>(response).items;
    expect(items.map((item) => item.kind).sort()).toEqual(['email', 'phone', 'ssn_last4']);
    const email = items.find((item) => item.kind === 'email')!;
    expect(email.display).toMatch(/^.\u2022{4}@/);
    expect(email.display).not.toContain(breachedEmail.split('@')[0]);
    // nothing of the clear values is stored
    const stored =
      JSON.stringify(await app.db.selectFrom('identity_monitored_items').selectAll().execute()) +
      JSON.stringify(await app.db.selectFrom('identity_notifications').selectAll().execute());
    for (const secret of [breachedEmail, '3125550101', '1234']) expect(stored).not.toContain(secret);

    const alerts = json<{
      items: Array<{
        breach: { title: string; dataClasses: string[]; pwnCount: number };
        exposed: { display: string | null };
        advice: string[];
      }>;
    }>(await inject(app, { method: 'GET', url: `${MEMBERS_URL}/${self.id}/alerts`, token: darkWeb })).items;
    expect(alerts.length).toBeGreaterThan(0);
    for (const alert of alerts) {
      expect(alert.breach.dataClasses).toContain('Email addresses');
      expect(alert.breach.pwnCount).toBeGreaterThan(0);
      expect(alert.exposed.display).toBe(email.display);
      expect(alert.advice.length).toBeGreaterThan(0);
    }
    expect((await list(darkWeb)).items[0]).toMatchObject({ monitored: 3, alerts: alerts.length });
    // the header's notifications carry them too
    const header = json<unknown[]>(
      await inject(app, { method: 'GET', url: '/v1/me/identity-monitoring/notifications', token: darkWeb }),
    );
    expect(header.length).toBeGreaterThanOrEqual(alerts.length);
    // one live event told the member's open tabs (issue 18 point 7)
    expect((await liveEvents()).length).toBe(eventsBefore + 1);
    // adding it again changes nothing
    await inject(app, {
      method: 'PATCH',
      url: `${MEMBERS_URL}/${self.id}/monitored-data`,
      token: darkWeb,
      payload: { data: { emails: [breachedEmail] } },
    });
    const again = json<{ items: unknown[] }>(
      await inject(app, { method: 'GET', url: `${MEMBERS_URL}/${self.id}/alerts`, token: darkWeb }),
    ).items;
    expect(again).toHaveLength(alerts.length);
    expect((await liveEvents()).length).toBe(eventsBefore + 1);
  });

  it('private mode hides the value in alerts; empty reports are dropped; an item can be removed', async () => {
    const self = (await list(darkWeb)).items[0]!;
    await inject(app, {
      method: 'PATCH',
      url: `${MEMBERS_URL}/${self.id}`,
      token: darkWeb,
      payload: { privateMode: true },
    });
    const hidden = json<{ items: Array<{ exposed: { display: string | null } }> }>(
      await inject(app, { method: 'GET', url: `${MEMBERS_URL}/${self.id}/alerts`, token: darkWeb }),
    ).items;
    expect(hidden.length).toBeGreaterThan(0);
    for (const alert of hidden) expect(alert.exposed.display).toBeNull();

    const breach = await app.db.selectFrom('breaches').select('id').executeTakeFirstOrThrow();
    const item = await app.db
      .selectFrom('identity_monitored_items')
      .select('id')
      .where('member_id', '=', self.id)
      .where('kind', '=', 'phone')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('identity_notifications')
      .values({
        account_id: (await app.accounts.findByEmail(MEMBERS.darkWeb))!.id,
        alert_id: 'provider-empty',
        report_name: 'Dark Web Surveillance',
        category: 'dark_web',
        type: 'phone_exposed',
        created_at: Date.now(),
        member_id: self.id,
        breach_id: breach.id,
        item_id: item.id,
        empty_report: 'Y',
      })
      .execute();
    const shown = json<{ items: Array<{ alert_id: string }> }>(
      await inject(app, { method: 'GET', url: `${MEMBERS_URL}/${self.id}/alerts`, token: darkWeb }),
    ).items;
    expect(shown.map((alert) => alert.alert_id)).not.toContain('provider-empty');

    expect(
      (
        await inject(app, {
          method: 'DELETE',
          url: `${MEMBERS_URL}/${self.id}/monitored-data/${item.id}`,
          token: darkWeb,
        })
      ).statusCode,
    ).toBe(204);
    const left = json<{ items: Array<{ kind: string }> }>(
      await inject(app, { method: 'GET', url: `${MEMBERS_URL}/${self.id}/monitored-data`, token: darkWeb }),
    ).items;
    expect(left.map((entry) => entry.kind)).not.toContain('phone');
    expect(
      (
        await inject(app, {
          method: 'DELETE',
          url: `${MEMBERS_URL}/${self.id}/monitored-data/${item.id}`,
          token: darkWeb,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers a password range query by its 5-character prefix only (k-anonymity)', async () => {
    const sha1 = createHash('sha1').update('password').digest('hex').toUpperCase();
    const response = await inject(app, {
      method: 'GET',
      url: `/v1/breaches/passwords/range/${sha1.slice(0, 5).toLowerCase()}`,
      token: darkWeb,
    });
    expect(response.statusCode).toBe(200);
    const range = json<{ prefix: string; suffixes: Array<{ suffix: string; count: number }> }>(response);
    expect(range.prefix).toBe(sha1.slice(0, 5));
    expect(range.suffixes).toContainEqual({ suffix: sha1.slice(5), count: 9_545_824 });
    for (const entry of range.suffixes) expect(entry.suffix).toMatch(/^[0-9A-F]{35}$/);
    for (const bad of [sha1, sha1.slice(0, 6), 'ZZZZZ', '5BAA']) {
      expect(
        (await inject(app, { method: 'GET', url: `/v1/breaches/passwords/range/${bad}`, token: darkWeb })).statusCode,
      ).toBe(400);
    }
    expect((await inject(app, { method: 'GET', url: '/v1/breaches/passwords/range/5BAA6' })).statusCode).toBe(401);
  });

  it('builds the corpus once per data set and key', async () => {
    expect((await ensureBreachCorpus(app.db, { key, now: Date.now() })).built).toBe(false);
  });
});
