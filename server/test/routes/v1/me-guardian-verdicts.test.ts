import type { FastifyInstance } from 'fastify';

import { listingVerdictMessages } from '@beacon/validation';

import { BEACON_BROKER_SLUG, BROKER_CATALOG } from '../../../src/domain/guardian/broker-catalog';
import { scoreListing, type MatchSubject } from '../../../src/domain/guardian/match-confidence';
import {
  ALREADY_REQUESTED,
  BEACON_NEEDS_NO_VERDICT,
  LISTING_NOT_FOUND,
  REJECTED_LISTING,
  UNANSWERED_LISTING,
} from '../../../src/services/guardian-listing-verdicts';
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

// "Is this you?" through the API (issue 59 point 3), on both engines: a scored listing's match in the overview, the
// member's answer on their own protected person's listing only, a rejected or unanswered listing never requested,
// a restored one asked about again. Listings are written straight to the table: the scan that scores them is the
// pipeline's (its own tests).

interface Match {
  confidence: number | null;
  decision: 'submit' | 'ask' | 'ignore' | null;
  evidence: Array<{ field: string; verdict: string; subjectValue: string; listingValue: string; points: number }>;
  verdict: 'mine' | 'not_mine' | null;
  verdictAt: string | null;
  submittable: boolean;
}
interface Listing {
  id: number;
  broker: { slug: string; isBeacon: boolean };
  removal: null | { status: string };
  match: Match;
}

const MEMBERS_URL = '/v1/me/personal-data-protection/members';
const NOW = Date.UTC(2026, 10, 2, 9);

const subject: MatchSubject = {
  firstName: 'Vera',
  middleName: '',
  lastName: 'Lindqvist',
  otherNames: [],
  dob: '1980-06-01',
  addresses: [{ street: '4 Pine St', city: 'Duluth', state: 'MN', zip: '55802' }],
  relatives: [],
};
const shown = (overrides: Partial<Parameters<typeof scoreListing>[1]> = {}) => ({
  name: 'Vera Lindqvist',
  age: 46,
  birthYear: null,
  locations: [{ street: null, city: 'Duluth', state: 'MN' }],
  relatives: [],
  ...overrides,
});

jest.setTimeout(60_000);

describe.each(ENGINES)('Guardian listing verdicts on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = new TestClock(NOW);
  let token: string;
  let otherToken: string;
  let memberId: number;
  const ids = { submit: 0, ask: 0, askToo: 0, ignore: 0, beacon: 0 };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedRecords(database, 300);
    app = await buildTestApp(database, { clock: clock.read });
    token = (await loginTokens(app, MEMBERS.guardian)).accessToken;
    otherToken = (await loginTokens(app, MEMBERS.premium)).accessToken;
    const account = (await app.accounts.findByEmail(MEMBERS.guardian))!;
    const member = await app.db
      .insertInto('protection_members')
      .values({
        account_id: account.id,
        record_id: null,
        first_name: 'Vera',
        last_name: 'Lindqvist',
        is_self: 1,
        pointer: null,
        usage_id: 'guardian-verdicts-vera',
        status: 'active',
        relationship: null,
        details: JSON.stringify({
          middleName: '',
          dob: subject.dob,
          otherNames: [],
          addresses: subject.addresses,
          phones: [],
          emails: [],
          monitored: { emails: [], phones: [], usernames: [] },
        }),
        enrolled_at: NOW,
        created_at: NOW,
        updated_at: NOW,
        authorized_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    memberId = member.id;
    const sites = BROKER_CATALOG.filter((broker) => broker.slug !== BEACON_BROKER_SLUG);
    const insert = async (slug: string, key: string, result: ReturnType<typeof scoreListing> | null) =>
      (
        await app.db
          .insertInto('guardian_listings')
          .values({
            member_id: memberId,
            broker_slug: slug,
            listing_key: key,
            url: `http://127.0.0.1:2531/person/${key}`,
            exposed: '["name","age","address"]',
            person_id: null,
            present: 1,
            first_seen_at: NOW,
            last_seen_at: NOW,
            match_confidence: result?.confidence ?? null,
            match_decision: result?.decision ?? null,
            match_evidence: result ? JSON.stringify(result.evidence) : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const score = (overrides: Parameters<typeof shown>[0]) => scoreListing(subject, shown(overrides), { now: NOW });
    ids.submit = await insert(sites[0]!.slug, 'vera-1', score({}));
    ids.ask = await insert(sites[1]!.slug, 'vera-2', score({ age: null }));
    ids.askToo = await insert(sites[2]!.slug, 'vera-3', score({ locations: [] }));
    ids.ignore = await insert(
      sites[3]!.slug,
      'vera-4',
      score({ age: 71, locations: [{ street: null, city: 'Austin', state: 'TX' }] }),
    );
    ids.beacon = await insert(BEACON_BROKER_SLUG, 'beacon:vera', null);
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const verdict = (listingId: number, body: unknown, as = token, member = memberId) =>
    inject(app, {
      method: 'PUT',
      url: `${MEMBERS_URL}/${member}/listings/${listingId}/verdict`,
      token: as,
      payload: body as Record<string, unknown>,
    });
  const listings = async () => {
    const response = await inject(app, { method: 'GET', url: `${MEMBERS_URL}/${memberId}/protection`, token });
    expect(response.statusCode).toBe(200);
    return json<{ listings: Listing[] }>(response).listings;
  };
  const listing = async (id: number) => (await listings()).find((item) => item.id === id)!;
  const requestRemoval = (listingId: number) =>
    inject(app, {
      method: 'POST',
      url: `${MEMBERS_URL}/${memberId}/removals`,
      token,
      payload: { listingIds: [listingId] },
    });
  const removalCount = async (listingId: number) =>
    (await app.db.selectFrom('guardian_removals').select('id').where('listing_id', '=', listingId).execute()).length;

  it("shows each listing's score, evidence and whether it may be requested", async () => {
    expect((await listing(ids.submit)).match).toMatchObject({
      confidence: 85,
      decision: 'submit',
      verdict: null,
      verdictAt: null,
      submittable: true,
    });
    const asked = (await listing(ids.ask)).match;
    expect(asked).toMatchObject({ confidence: 55, decision: 'ask', verdict: null, submittable: false });
    expect(asked.evidence.map((item) => [item.field, item.verdict, item.subjectValue, item.listingValue])).toEqual([
      ['name', 'match', 'Vera Lindqvist', 'Vera Lindqvist'],
      ['age', 'unknown', 'Born 1980-06-01 (age 46)', 'Not shown'],
      ['location', 'match', 'Duluth, MN', 'Duluth, MN'],
      ['relatives', 'unknown', 'Not given', 'Not shown'],
    ]);
    expect((await listing(ids.ignore)).match).toMatchObject({ decision: 'ignore', submittable: false });
    expect((await listing(ids.beacon)).match).toEqual({
      confidence: null,
      decision: null,
      evidence: [],
      verdict: null,
      verdictAt: null,
      submittable: true,
    });
  });

  it('refuses a removal of a listing still to be answered', async () => {
    const refused = await requestRemoval(ids.ask);
    expect([refused.statusCode, json(refused).message]).toEqual([409, UNANSWERED_LISTING]);
    expect(await removalCount(ids.ask)).toBe(0);
  });

  it('makes a listing the member says is theirs submittable, and its removal is then requested', async () => {
    const answered = await verdict(ids.ask, { verdict: 'mine' });
    expect(answered.statusCode).toBe(200);
    const item = json<{ items: Listing[] }>(answered).items.find((entry) => entry.id === ids.ask)!;
    expect(item.match).toMatchObject({ verdict: 'mine', verdictAt: new Date(NOW).toISOString(), submittable: true });
    const requested = await requestRemoval(ids.ask);
    expect(requested.statusCode).toBe(200);
    expect(await removalCount(ids.ask)).toBe(1);
    // a letter sent cannot be taken back
    const late = await verdict(ids.ask, { verdict: 'not_mine' });
    expect([late.statusCode, json(late).message]).toEqual([409, ALREADY_REQUESTED]);
    expect((await listing(ids.ask)).match.verdict).toBe('mine');
  });

  it('never requests a listing the member rejected, even one scored submit', async () => {
    for (const id of [ids.askToo, ids.submit]) {
      expect((await verdict(id, { verdict: 'not_mine' })).statusCode).toBe(200);
      expect((await listing(id)).match).toMatchObject({ verdict: 'not_mine', submittable: false });
      const refused = await requestRemoval(id);
      expect([refused.statusCode, json(refused).message]).toEqual([409, REJECTED_LISTING]);
      expect(await removalCount(id)).toBe(0);
    }
  });

  it('restores a rejected or ignored listing to asking', async () => {
    expect((await verdict(ids.askToo, { verdict: 'undecided' })).statusCode).toBe(200);
    expect((await listing(ids.askToo)).match).toMatchObject({ decision: 'ask', verdict: null, submittable: false });
    expect((await verdict(ids.ignore, { verdict: 'undecided' })).statusCode).toBe(200);
    expect((await listing(ids.ignore)).match).toMatchObject({ decision: 'ask', verdict: null, submittable: false });
    // restored, the scored-submit listing is submittable again
    expect((await verdict(ids.submit, { verdict: 'undecided' })).statusCode).toBe(200);
    expect((await listing(ids.submit)).match).toMatchObject({ decision: 'submit', verdict: null, submittable: true });
  });

  it("answers nothing about Beacon's own listing", async () => {
    const refused = await verdict(ids.beacon, { verdict: 'not_mine' });
    expect([refused.statusCode, json(refused).message]).toEqual([409, BEACON_NEEDS_NO_VERDICT]);
  });

  it("reaches only the member's own protected people and their listings", async () => {
    expect((await verdict(ids.askToo, { verdict: 'mine' }, otherToken)).statusCode).toBe(404);
    const unknown = await verdict(999_999, { verdict: 'mine' });
    expect([unknown.statusCode, json(unknown).message]).toEqual([404, LISTING_NOT_FOUND]);
    expect(
      (
        await inject(app, {
          method: 'PUT',
          url: `${MEMBERS_URL}/${memberId}/listings/${ids.askToo}/verdict`,
          payload: { verdict: 'mine' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await listing(ids.askToo)).match.verdict).toBeNull();
  });

  it('takes only mine, not_mine or undecided', async () => {
    for (const body of [{ verdict: 'maybe' }, {}, { verdict: 'mine', extra: 1 }]) {
      const refused = await verdict(ids.askToo, body);
      expect(refused.statusCode).toBe(400);
    }
    expect(json(await verdict(ids.askToo, { verdict: 'maybe' })).message).toContain(
      listingVerdictMessages.verdictRequired,
    );
  });
});
