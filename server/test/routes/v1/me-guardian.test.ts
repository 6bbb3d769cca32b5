import type { FastifyInstance } from 'fastify';

import { BROKER_CATALOG } from '../../../src/domain/guardian/broker-catalog';
import { DAY_MS } from '../../../src/domain/guardian/removal-transitions';
import { ageGuardianTimeline } from '../../../src/services/guardian-timeline';
import { FAMILY_ADDON_REQUIRED, SELF_NOT_REMOVABLE } from '../../../src/services/protection-members-service';
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

// Guardian end to end through the API (issue 17), on both engines: enrolment with a checked redirect, the first scan
// (Beacon's own listing found exactly, the other sites' derived from the person), removals with every transition and
// the 45-day deadline, a re-scan 30 days on that finds some removed listings back, a scan that survives a restart
// (one whose worker died: test/services/guardian-scan-jobs.test.ts), the family add-on, the identity step that ends
// the finish-scan banner, and Beacon's removal hiding the person from search in the same request.

interface Listing {
  id: number;
  broker: { slug: string; name: string; isBeacon: boolean };
  url: string;
  exposed: string[];
  present: boolean;
  points: number;
  removal: null | {
    id: number;
    status: string;
    actionRequired: string | null;
    submittedAt: string;
    deadlineAt: string;
    overdue: boolean;
    history: Array<{ status: string; at: string; cause: string | null }>;
  };
}

interface Protection {
  member: { id: number; status: string; score: number | null; exposures: number; removed: number };
  details: { dob: string | null; addresses: unknown[]; phones: string[]; emails: string[] };
  scan: null | {
    status: string;
    brokersTotal: number;
    brokersDone: number;
    found: number;
    kind: string;
    sitesNotRead: string[];
  };
  nextScanAt: string | null;
  rescanDays: number;
  score: null | {
    score: number;
    oppScore: number;
    maxScore: number;
    history: Array<{ at: string; score: number }>;
    improvements: Array<{ listingId: number; text: string; gain: number }>;
  };
  listings: Listing[];
  notChecked: Array<{ slug: string; name: string; searchUrl: string | null }>;
}

const MEMBERS_URL = '/v1/me/personal-data-protection/members';

jest.setTimeout(60_000);

describe.each(ENGINES)('Guardian on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = new TestClock(Date.UTC(2026, 10, 2, 9));
  let guardian: string;
  let family: string;

  /** Signs both members in again: moving the clock by days outlives their access tokens. */
  async function signIn() {
    guardian = (await loginTokens(app, MEMBERS.guardian)).accessToken;
    family = (await loginTokens(app, MEMBERS.guardianFamily)).accessToken;
  }
  async function advance(ms: number) {
    clock.advance(ms);
    await signIn();
  }

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedRecords(database, 1200);
    app = await buildTestApp(database, { clock: clock.read });
    await signIn();
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = async <T>(url: string, token: string) => {
    const response = await inject(app, { method: 'GET', url, token });
    expect([url, response.statusCode]).toEqual([url, 200]);
    return json<T>(response);
  };
  /**
   * What Guardian's jobs would do by now: the scheduled ones (sent here: pg-boss fires schedules on its own clock),
   * then the queued scans; how many scans ran.
   */
  async function runGuardianJobs(): Promise<number> {
    for (const name of ['guardian-removals', 'guardian-rescans']) {
      await app.jobs.send(name);
      await app.jobs.drain(name);
    }
    return app.jobs.drain('guardian-scan');
  }
  const protection = (memberId: number, token = guardian) =>
    get<Protection>(`${MEMBERS_URL}/${memberId}/protection`, token);

  /** A person of the data set with relatives, phones and e-mails, as a confirmed own record of the member. */
  async function confirmOwnRecord(token: string, offset: number) {
    const person = await app.db
      .selectFrom('pr_people')
      .selectAll()
      .where('opted_out', '=', 0)
      .where('relatives_summary', '<>', '')
      .where('id', 'in', (eb) => eb.selectFrom('pr_phones').select('person_id'))
      .orderBy('id')
      .offset(offset)
      .limit(1)
      .executeTakeFirstOrThrow();
    const { pointers } = await app.publicRecordsRepository.dataset(clock.now);
    const pointer = pointers.encode('person', person.id);
    const created = await inject(app, {
      method: 'POST',
      url: '/v1/me/records',
      token,
      payload: { type: 'person', data: { pointer } },
    });
    const recordId = json<{ recordId: number }>(created).recordId;
    expect(
      (
        await inject(app, {
          method: 'POST',
          url: `/v1/me/records/${recordId}/claim`,
          token,
          payload: { value: 'self' },
        })
      ).statusCode,
    ).toBe(200);
    return { person, pointer, recordId };
  }

  const searchPointers = async (token: string, first: string, last: string) =>
    (
      await get<{ results: Array<{ pointer: string }> }>(
        `/v1/search/people?firstName=${encodeURIComponent(first)}&lastName=${encodeURIComponent(last)}&pageSize=50`,
        token,
      )
    ).results.map((result) => result.pointer);

  let selfId: number;
  let own: Awaited<ReturnType<typeof confirmOwnRecord>>;

  it('enrols the self member once, going on only to a /dashboard/ path of this site', async () => {
    own = await confirmOwnRecord(guardian, 2);
    const put = await inject(app, {
      method: 'PUT',
      url: `${MEMBERS_URL}/self`,
      token: guardian,
      payload: { recordId: own.recordId },
    });
    expect(put.statusCode).toBe(200);
    selfId = json<{ id: number }>(put).id;
    // the setup starts from what the confirmed report says
    const before = await protection(selfId);
    expect(before.member.status).toBe('setup_required');
    expect(before.details.dob).toBe(own.person.dob);
    expect(before.details.addresses.length).toBeGreaterThan(0);
    expect(before.scan).toBeNull();

    for (const redirectUrl of [
      '//evil.example',
      'https://evil.example/dashboard/',
      '/\\evil.example',
      '/dashboard/%2F%2Fevil',
      'javascript:alert(1)',
      '/login',
    ]) {
      const refused = await inject(app, {
        method: 'POST',
        url: '/v1/me/personal-data-protection/enroll',
        token: guardian,
        payload: { redirectUrl },
      });
      expect([redirectUrl, refused.statusCode, json(refused).message]).toEqual([
        redirectUrl,
        400,
        'redirectUrl must be a /dashboard/ path on this site',
      ]);
    }
    expect((await protection(selfId)).member.status).toBe('setup_required');

    const enrolled = await inject(app, {
      method: 'POST',
      url: '/v1/me/personal-data-protection/enroll',
      token: guardian,
      payload: { redirectUrl: `/dashboard/guardian/report/1/person/${own.recordId}` },
    });
    expect(enrolled.statusCode).toBe(200);
    expect(json(enrolled)).toMatchObject({
      member: { id: selfId, status: 'enrolled' },
      redirectTo: `/dashboard/guardian/report/1/person/${own.recordId}`,
    });
    const again = json<{ redirectTo: string }>(
      await inject(app, {
        method: 'POST',
        url: '/v1/me/personal-data-protection/enroll',
        token: guardian,
        payload: {},
      }),
    );
    const accountId = (await app.accounts.findByEmail(MEMBERS.guardian))!.id;
    expect(again.redirectTo).toBe(`/dashboard/guardian/report/${accountId}/person/${own.recordId}`);
    const scans = await app.db.selectFrom('guardian_scans').selectAll().where('member_id', '=', selfId).execute();
    expect(scans).toHaveLength(1);
    expect((await protection(selfId)).scan).toMatchObject({ status: 'queued', kind: 'initial' });
  });

  it('scans: Beacon exactly, no other site without an adapter, with a score and the next re-scan', async () => {
    expect(await runGuardianJobs()).toBe(1);
    const result = await protection(selfId);
    // this configuration has no broker site: Beacon's own data set is the one site read (issue 59)
    expect(result.scan).toMatchObject({ status: 'complete', brokersTotal: 1, brokersDone: 1, sitesNotRead: [] });
    expect(result.scan!.found).toBe(result.listings.length);
    const beacon = result.listings.filter((listing) => listing.broker.isBeacon);
    expect(beacon).toHaveLength(result.listings.length);
    expect(beacon[0]!.url).toContain(`first=${encodeURIComponent(own.person.first_name)}`);
    expect(beacon[0]!.exposed).toEqual(expect.arrayContaining(['name', 'address', 'phone', 'relatives']));
    for (const listing of result.listings) expect(listing.present).toBe(true);
    // the catalog's other brokers are not checked: no listing is claimed for them, their own search is offered
    expect(result.notChecked).toHaveLength(BROKER_CATALOG.length - 1);
    expect(result.notChecked.find((broker) => broker.slug === 'spokeo')!.searchUrl).toMatch(
      /^https:\/\/www\.spokeo\.com\//,
    );
    expect(result.score).not.toBeNull();
    const total = Math.min(
      988,
      result.listings.reduce((sum, listing) => sum + listing.points, 0),
    );
    expect(result.score!.oppScore).toBe(total);
    expect(result.score!.score).toBe(Math.floor((988 - total) / 4));
    expect(result.score!.history).toHaveLength(1);
    expect(result.score!.improvements.length).toBeGreaterThan(0);
    expect(result.nextScanAt).toBe(new Date(clock.now + 30 * DAY_MS).toISOString());
    expect(result.member).toMatchObject({ exposures: result.listings.length, removed: 0 });
    // the record it protects is "Activated" on the member's record cards
    const records = await get<{ items: Array<{ recordId: number; usageIds: Record<string, string> }> }>(
      '/v1/me/records',
      guardian,
    );
    expect(records.items.find((record) => record.recordId === own.recordId)!.usageIds.guardian).toMatch(/^guardian-/);
  });

  it("removing Beacon's listing hides the person from Beacon search in the same request", async () => {
    const { first_name: first, last_name: last } = own.person;
    expect(await searchPointers(guardian, first, last)).toContain(own.pointer);
    const beacon = (await protection(selfId)).listings.find((listing) => listing.broker.isBeacon && listing.url)!;
    const response = await inject(app, {
      method: 'POST',
      url: `${MEMBERS_URL}/${selfId}/removals`,
      token: guardian,
      payload: { listingIds: [beacon.id] },
    });
    expect(response.statusCode).toBe(200);
    const removed = json<{ items: Listing[] }>(response).items.find((listing) => listing.id === beacon.id)!;
    expect(removed.removal).toMatchObject({ status: 'removed', overdue: false });
    expect(removed.removal!.history.map((step) => step.status)).toEqual(['submitted', 'removed']);
    // the opt-out marks the listing gone at once (issue 55 point 5), not at the next scan
    expect(removed.present).toBe(false);
    expect(await searchPointers(guardian, first, last)).not.toContain(own.pointer);
  });

  it("the request letter of Beacon's removal, filled with the member's details", async () => {
    const removed = (await protection(selfId)).listings.find((listing) => listing.removal)!;
    expect(Date.parse(removed.removal!.deadlineAt) - Date.parse(removed.removal!.submittedAt)).toBe(45 * DAY_MS);
    expect(removed.removal!.history.at(-1)!.cause).toBe(
      'Beacon stopped showing the listing in its searches (opt-out suppression)',
    );
    const letter = await get<{ fileName: string; text: string; sentTo: string }>(
      `${MEMBERS_URL}/${selfId}/removals/${removed.removal!.id}/letter`,
      guardian,
    );
    expect(letter.fileName).toMatch(/^removal-request-beacon-\d{4}-\d{2}-\d{2}\.txt$/);
    expect(letter.text).toContain(`I, ${own.person.first_name}`);
    expect(letter.text).toContain('Cal. Civ.');
    expect(letter.text).toContain('45 days');
    expect(letter.text).toContain(`Date of birth: ${own.person.dob}`);
  });

  it("a re-scan 30 days on: Beacon's suppressed listing stays removed, the score history grows", async () => {
    const scoreBefore = (await protection(selfId)).score!;
    await advance(30 * DAY_MS);
    // the scheduler queues the re-scan; the worker runs it
    expect(await runGuardianJobs()).toBe(1);
    const result = await protection(selfId);
    expect(result.scan).toMatchObject({ status: 'complete', kind: 'rescan' });
    // Beacon's own removal is its suppression: a namesake found by name is never "back"
    const beacon = result.listings.find((listing) => listing.broker.isBeacon && listing.removal)!;
    expect(beacon.removal!.status).toBe('removed');
    expect(result.score!.score).toBeGreaterThanOrEqual(scoreBefore.score);
    expect(result.score!.history.length).toBeGreaterThan(scoreBefore.history.length);
    expect(result.nextScanAt).toBe(new Date(clock.now + 30 * DAY_MS).toISOString());
  });

  it('the identity step makes the member active and ends the finish-scan banner (dark_web_data_added)', async () => {
    const refused = await inject(app, {
      method: 'PUT',
      url: `${MEMBERS_URL}/${selfId}/identity`,
      token: guardian,
      payload: { emails: [], phones: [], usernames: [] },
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toBe('Add at least one e-mail address to monitor.');
    const saved = await inject(app, {
      method: 'PUT',
      url: `${MEMBERS_URL}/${selfId}/identity`,
      token: guardian,
      payload: { emails: ['Grace@Example.com'], phones: ['3125550101'], usernames: ['grace_o'] },
    });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({ status: 'active' });
    const me = await get<{ data: Record<string, unknown> }>('/v1/me', guardian);
    expect(me.data.dark_web_data_added).toBe(true);
    expect((await protection(selfId)).details).toMatchObject({});
  });

  it('family add-on: adds up to the limit, each with their own scan; only the add-on may; never the self member removed', async () => {
    const guardianOnly = await inject(app, {
      method: 'POST',
      url: MEMBERS_URL,
      token: guardian,
      payload: { firstName: 'Ada', lastName: 'Okafor', relationship: 'child', authorizedAgent: true },
    });
    expect(guardianOnly.statusCode).toBe(402);
    expect(json(guardianOnly).message).toBe(FAMILY_ADDON_REQUIRED);

    const invalid = await inject(app, {
      method: 'POST',
      url: MEMBERS_URL,
      token: family,
      payload: { firstName: '', lastName: 'Moreau', relationship: 'cousin', phones: ['12'] },
    });
    expect(invalid.statusCode).toBe(400);

    const ids: number[] = [];
    for (const first of ['Ada', 'Ben', 'Cleo', 'Dov', 'Eve']) {
      const response = await inject(app, {
        method: 'POST',
        url: MEMBERS_URL,
        token: family,
        payload: {
          firstName: first,
          lastName: 'Moreau',
          relationship: 'child',
          authorizedAgent: true,
          addresses: [{ street: '4 Rue St', city: 'Boston', state: 'MA', zip: '02110' }],
        },
      });
      expect(response.statusCode).toBe(201);
      ids.push(json<{ id: number }>(response).id);
    }
    const over = await inject(app, {
      method: 'POST',
      url: MEMBERS_URL,
      token: family,
      payload: { firstName: 'Fay', lastName: 'Moreau', relationship: 'child', authorizedAgent: true },
    });
    expect(over.statusCode).toBe(409);
    expect(json(over).message).toBe('Your family add-on protects up to 5 family members.');
    await runGuardianJobs();
    const listed = await get<{
      items: Array<{ id: number; score: number | null; relationship: string }>;
      familyLimit: number;
    }>(MEMBERS_URL, family);
    expect(listed.familyLimit).toBe(5);
    expect(listed.items.filter((item) => item.relationship === 'child')).toHaveLength(5);
    for (const item of listed.items) expect(item.score).not.toBeNull();
    // each has a scan of their own, run by its job, whose count is what it found of them
    const scanned = await Promise.all(ids.map((id) => protection(id, family)));
    const scanIds = scanned.map((overview) => (overview.scan as { id: number } | null)?.id);
    expect(new Set(scanIds).size).toBe(ids.length);
    for (const overview of scanned) {
      expect(overview.scan).toMatchObject({ status: 'complete', kind: 'initial' });
      expect(overview.scan!.found).toBe(overview.listings.filter((listing) => listing.present).length);
    }
    // the Guardian member cannot see the family's members
    expect(
      (await inject(app, { method: 'GET', url: `${MEMBERS_URL}/${ids[0]}/protection`, token: guardian })).statusCode,
    ).toBe(404);

    const edited = await inject(app, {
      method: 'PATCH',
      url: `${MEMBERS_URL}/${ids[0]}`,
      token: family,
      payload: { firstName: 'Adaline', lastName: 'Moreau', otherNames: ['Adaline Perrin'] },
    });
    expect(json(edited)).toMatchObject({ firstName: 'Adaline', scanStatus: null });
    expect((await protection(ids[0]!, family)).scan).toMatchObject({ status: 'queued', kind: 'manual' });
    expect((await inject(app, { method: 'DELETE', url: `${MEMBERS_URL}/${ids[4]}`, token: family })).statusCode).toBe(
      204,
    );
    expect(
      (await get<{ items: unknown[] }>(MEMBERS_URL, family)).items.filter(
        (item) => (item as { relationship: string | null }).relationship === 'child',
      ),
    ).toHaveLength(4);
    const selfRemoval = await inject(app, { method: 'DELETE', url: `${MEMBERS_URL}/${selfId}`, token: guardian });
    expect(selfRemoval.statusCode).toBe(400);
    expect(json(selfRemoval).message).toBe(SELF_NOT_REMOVABLE);
  });

  it("guardian:advance ages one account's timeline, so what falls due happens at the next pass", async () => {
    // a family member the records know, with their own e-mail: the removal of their Beacon listing waits for the
    // link mailed to them, which works for a day
    const person = await app.db
      .selectFrom('pr_people')
      .innerJoin('pr_places', 'pr_places.id', 'pr_people.place_id')
      .select([
        'pr_people.first_name',
        'pr_people.last_name',
        'pr_places.street_number',
        'pr_places.street_name',
        'pr_places.city',
        'pr_places.state',
      ])
      .where('pr_people.opted_out', '=', 0)
      .orderBy('pr_people.id')
      .offset(40)
      .limit(1)
      .executeTakeFirstOrThrow();
    const added = await inject(app, {
      method: 'POST',
      url: MEMBERS_URL,
      token: family,
      payload: {
        firstName: person.first_name,
        lastName: person.last_name,
        relationship: 'sibling',
        authorizedAgent: true,
        emails: ['advance.sibling@example.com'],
        addresses: [
          { street: `${person.street_number} ${person.street_name}`, city: person.city, state: person.state },
        ],
      },
    });
    expect(added.statusCode).toBe(201);
    const memberId = json<{ id: number }>(added).id;
    await runGuardianJobs();
    const beacon = (await protection(memberId, family)).listings.find((listing) => listing.broker.isBeacon)!;
    const asked = await inject(app, {
      method: 'POST',
      url: `${MEMBERS_URL}/${memberId}/removals`,
      token: family,
      payload: { listingIds: [beacon.id] },
    });
    expect(asked.statusCode).toBe(200);
    const before = await protection(memberId, family);
    const open = before.listings.find((listing) => listing.id === beacon.id)!;
    expect(open.removal).toMatchObject({ status: 'awaiting_confirmation' });
    // nothing is due yet: the next pass changes nothing
    await runGuardianJobs();
    expect((await protection(memberId, family)).listings.find((listing) => listing.id === beacon.id)!.removal).toEqual(
      open.removal,
    );

    const accountId = (await app.accounts.findByEmail(MEMBERS.guardianFamily))!.id;
    const familyMembers = (await get<{ items: unknown[] }>(MEMBERS_URL, family)).items.length;
    expect(await ageGuardianTimeline(app.db, accountId, 31)).toBe(familyMembers);
    const aged = await protection(memberId, family);
    const removal = aged.listings.find((listing) => listing.id === beacon.id)!.removal!;
    expect(Date.parse(removal.submittedAt)).toBe(Date.parse(open.removal!.submittedAt) - 31 * DAY_MS);
    expect(removal.history.map((step) => Date.parse(step.at))).toEqual(
      open.removal!.history.map((step) => Date.parse(step.at) - 31 * DAY_MS),
    );
    // the next pass: the link expired unopened, and the re-scans that fell due ran
    expect(await runGuardianJobs()).toBe(familyMembers);
    const after = await protection(memberId, family);
    expect(after.listings.find((listing) => listing.id === beacon.id)!.removal!.status).toBe('expired');
    expect(after.scan).toMatchObject({ status: 'complete', kind: 'rescan' });
  });

  it('a queued scan survives a restart of the server', async () => {
    const queued = json<{ id: number }>(
      await inject(app, { method: 'POST', url: `${MEMBERS_URL}/${selfId}/scans`, token: guardian, payload: {} }),
    );
    await app.close();
    app = await buildTestApp(database, { clock: clock.read, seed: false });
    await signIn();
    expect(await runGuardianJobs()).toBe(1);
    expect((await protection(selfId)).scan).toMatchObject({ id: queued.id, status: 'complete' });
  });
});
