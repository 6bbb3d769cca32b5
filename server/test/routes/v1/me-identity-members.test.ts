import { createHash } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { checkBreachesJob } from '../../../src/jobs/definitions/check-breaches';
import type { HibpStandIn } from '../../../src/services/breach-feed/hibp-stand-in';
import { BREACHED_MEMBER_EMAIL, UNBREACHED_EMAIL } from '../../../src/services/breach-feed/hibp-stand-in-scenario';
import { PASSWORD_CHECK_UNAVAILABLE } from '../../../src/services/identity-monitoring-service';
import { startTestBreachFeed } from '../../breach-feed-helper';
import {
  buildTestApp,
  createTestDatabase,
  ENGINES,
  inject,
  json,
  loginTokens,
  MEMBERS,
  type TestDatabase,
} from '../../helper';

// Identity and dark web monitoring (issues 18 and 58), on both engines: the monitored people with the plan's limits,
// private mode and archiving, what is watched kept only as keyed hashes (sealed for the feed), alerts raised by the
// check-breaches job from what the breach feed (the Have I Been Pwned stand-in) answers, empty reports dropped, a feed
// outage shown as a delay, a removed watch's alerts archived, and the k-anonymity password range.

interface Member {
  id: number;
  firstName: string;
  isSelf: boolean;
  privateMode: boolean;
  subscriberStatus: string;
  monitored: number;
  alerts: number;
  checksPending: number;
  checksDelayedSince: string | null;
}

interface Item {
  id: number;
  kind: string;
  display: string;
  checkedByFeed: boolean;
  checkedAt: string | null;
  delayedSince: string | null;
}

const MEMBERS_URL = '/v1/me/identity-monitoring/members';

jest.setTimeout(60_000);

describe.each(ENGINES)('identity and dark web monitoring on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let darkWeb: string;
  let identity: string;
  let premium: string;
  let standIn: HibpStandIn;
  const breachedEmail = BREACHED_MEMBER_EMAIL;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const feed = await startTestBreachFeed();
    standIn = feed.standIn;
    app = await buildTestApp(database, { config: { breachFeed: feed.breachFeed } });
    darkWeb = (await loginTokens(app, MEMBERS.darkWeb)).accessToken;
    identity = (await loginTokens(app, MEMBERS.identity)).accessToken;
    premium = (await loginTokens(app, MEMBERS.premium)).accessToken;
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
    await database.drop();
  });

  const checkNow = () => app.jobs.drain(checkBreachesJob.name);

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

  it('watches data as keyed hashes, and the feed check of a breached e-mail raises its alerts', async () => {
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
    const items = json<{ items: Item[] }>(response).items;
    expect(items.map((item) => item.kind).sort()).toEqual(['email', 'phone', 'ssn_last4']);
    const email = items.find((item) => item.kind === 'email')!;
    expect(email.display).toMatch(/^.\u2022{4}@/);
    expect(email.display).not.toContain(breachedEmail.split('@')[0]);
    // the e-mail and phone are asked about at the feed; no feed checks the last 4 of an SSN
    expect(items.find((item) => item.kind === 'ssn_last4')).toMatchObject({ checkedByFeed: false, checkedAt: null });
    expect(email).toMatchObject({ checkedByFeed: true, checkedAt: null, delayedSince: null });
    expect((await list(darkWeb)).items[0]).toMatchObject({ checksPending: 2, alerts: 0 });
    // nothing of the clear values is stored: hashed, masked, or sealed for the feed
    const stored =
      JSON.stringify(await app.db.selectFrom('identity_monitored_items').selectAll().execute()) +
      JSON.stringify(await app.db.selectFrom('identity_notifications').selectAll().execute());
    for (const secret of [breachedEmail, '3125550101', '1234']) expect(stored).not.toContain(secret);

    expect(await checkNow()).toBe(2);
    const alerts = json<{
      items: Array<{
        breach: { name: string; title: string; dataClasses: string[]; pwnCount: number; isVerified: boolean };
        exposed: { display: string | null };
        advice: string[];
      }>;
    }>(await inject(app, { method: 'GET', url: `${MEMBERS_URL}/${self.id}/alerts`, token: darkWeb })).items;
    // the scenario's address is in three breaches of the stand-in; a sensitive one (StandInDating) is never returned
    // by an account search, as with HIBP
    expect(alerts.map((alert) => alert.breach.name).sort()).toEqual(['StandInForum', 'StandInShop']);
    for (const alert of alerts) {
      expect(alert.breach.dataClasses).toContain('Email addresses');
      expect(alert.breach.pwnCount).toBeGreaterThan(0);
      expect(alert.exposed.display).toBe(email.display);
      expect(alert.advice.length).toBeGreaterThan(0);
    }
    // "Verified" only where the feed says so
    expect(alerts.find((alert) => alert.breach.name === 'StandInForum')!.breach.isVerified).toBe(true);
    expect(alerts.find((alert) => alert.breach.name === 'StandInShop')!.breach.isVerified).toBe(false);
    expect((await list(darkWeb)).items[0]).toMatchObject({ monitored: 3, alerts: alerts.length, checksPending: 0 });
    // the header's notifications carry them too
    const header = json<unknown[]>(
      await inject(app, { method: 'GET', url: '/v1/me/identity-monitoring/notifications', token: darkWeb }),
    );
    expect(header.length).toBeGreaterThanOrEqual(alerts.length);
    // each check told the member's open tabs, with what it found
    expect((await liveEvents()).length).toBe(eventsBefore + 2);
    // adding it again asks again, and raises nothing twice
    await inject(app, {
      method: 'PATCH',
      url: `${MEMBERS_URL}/${self.id}/monitored-data`,
      token: darkWeb,
      payload: { data: { emails: [breachedEmail] } },
    });
    expect(await checkNow()).toBe(1);
    const again = json<{ items: unknown[] }>(
      await inject(app, { method: 'GET', url: `${MEMBERS_URL}/${self.id}/alerts`, token: darkWeb }),
    ).items;
    expect(again).toHaveLength(alerts.length);
  });

  it('shows a feed outage as monitoring delayed, until the feed answers again', async () => {
    const self = (await list(identity)).items.find((member) => member.isSelf)!;
    standIn.setMode('outage');
    try {
      await inject(app, {
        method: 'PATCH',
        url: `${MEMBERS_URL}/${self.id}/monitored-data`,
        token: identity,
        payload: { data: { emails: [UNBREACHED_EMAIL] } },
      });
      expect(await checkNow()).toBe(1);
    } finally {
      standIn.setMode('normal');
    }
    const items = json<{ items: Item[] }>(
      await inject(app, { method: 'GET', url: `${MEMBERS_URL}/${self.id}/monitored-data`, token: identity }),
    ).items;
    const item = items.find((entry) => entry.kind === 'email')!;
    expect(item.delayedSince).not.toBeNull();
    expect(item.checkedAt).toBeNull();
    const member = (await list(identity)).items.find((entry) => entry.isSelf)!;
    expect(member).toMatchObject({ alerts: 0, checksDelayedSince: item.delayedSince });
    // the job's retry (due later with backoff) finds the feed back: no breach, and no delay any more
    await app.breachChecks.check(app.db, item.id);
    expect((await list(identity)).items.find((entry) => entry.isSelf)).toMatchObject({
      alerts: 0,
      checksPending: 0,
      checksDelayedSince: null,
    });
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
    // a removed watch's alerts are archived with it: gone from the member's alerts and the header
    const emailItem = await app.db
      .selectFrom('identity_monitored_items')
      .select('id')
      .where('member_id', '=', self.id)
      .where('kind', '=', 'email')
      .executeTakeFirstOrThrow();
    await inject(app, {
      method: 'DELETE',
      url: `${MEMBERS_URL}/${self.id}/monitored-data/${emailItem.id}`,
      token: darkWeb,
    });
    expect(
      json<{ items: unknown[] }>(
        await inject(app, { method: 'GET', url: `${MEMBERS_URL}/${self.id}/alerts`, token: darkWeb }),
      ).items,
    ).toEqual([]);
    expect(
      json<unknown[]>(
        await inject(app, { method: 'GET', url: '/v1/me/identity-monitoring/notifications', token: darkWeb }),
      ),
    ).toEqual([]);
    expect((await list(darkWeb)).items[0]).toMatchObject({ alerts: 0 });
    const archived = await app.db
      .selectFrom('identity_notifications')
      .select('archived_at')
      .where('item_id', '=', emailItem.id)
      .execute();
    expect(archived.length).toBe(2);
    for (const row of archived) expect(row.archived_at).not.toBeNull();
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
    // Pwned Passwords down: the member is told the check is not available, not that the password is safe
    standIn.setMode('outage');
    try {
      const down = await inject(app, { method: 'GET', url: '/v1/breaches/passwords/range/5BAA6', token: darkWeb });
      expect(down.statusCode).toBe(502);
      expect(json(down).message).toBe(PASSWORD_CHECK_UNAVAILABLE);
    } finally {
      standIn.setMode('normal');
    }
  });
});
