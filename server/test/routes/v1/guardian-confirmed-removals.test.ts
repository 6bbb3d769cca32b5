import type { FastifyInstance } from 'fastify';

import type { SmtpStandIn } from '../../../src/mail/smtp-stand-in';
import { authorizationNeeded, emailNeeded } from '../../../src/services/guardian-protection-service';
import { PERSON_OPT_OUT_MAIL_SUBJECT, tooManyOptOuts } from '../../../src/services/opt-out-service';
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
import { startBrokerSitesRig, type BrokerSitesRig } from '../../broker-sites-helper';
import { confirmationToken, mailThrough } from '../../mail-helper';
import { seedRecords } from '../../records-helper';

// Issue 55 point 2 (OWASP API5, API6): only the person, or someone they authorized, removes a person. A family add-on
// member could name any stranger as a family member and remove their Beacon listing, hiding them from every member
// at once. Now Beacon's listing of anyone but the member's own confirmed report is removed when that person opens a
// link mailed to them, within the public opt-out's limit, which deleting and re-adding family members does not reset;
// and a family member's requests at other sites (here the stand-in broker sites, issue 59) are made as their
// authorized agent.

interface Listing {
  id: number;
  broker: { slug: string; isBeacon: boolean };
  match: unknown;
  present: boolean;
  removal: null | { id: number; status: string; actionRequired: string | null; history: Array<{ status: string }> };
}

const MEMBERS_URL = '/v1/me/personal-data-protection/members';
const HOUR_MS = 60 * 60 * 1000;
const LIMIT = 2;

jest.setTimeout(60_000);

describe.each(ENGINES)('Guardian removals of other people on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let standIn: SmtpStandIn;
  let sites: BrokerSitesRig;
  const clock = new TestClock(Date.UTC(2026, 10, 2, 9));
  let family: string;
  let other: string;

  async function signIn() {
    family = (await loginTokens(app, MEMBERS.guardianFamily)).accessToken;
    other = (await loginTokens(app, MEMBERS.premium)).accessToken;
  }

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedRecords(database, 400);
    // the sites' rig mails through its SMTP stand-in: the person's confirmation links and the letters to the sites
    sites = await startBrokerSitesRig(database);
    standIn = sites.smtp;
    app = await buildTestApp(database, {
      clock: clock.read,
      config: { ...sites.config, ...mailThrough(standIn), optOutRateLimit: { max: LIMIT, windowMs: HOUR_MS } },
    });
    await signIn();
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await sites.close();
    await database.drop();
  });

  /** The nth person of the data set with a home: a stranger to the family member who names them. */
  async function stranger(offset: number) {
    const person = await app.db
      .selectFrom('pr_people')
      .innerJoin('pr_places', 'pr_places.id', 'pr_people.place_id')
      .select([
        'pr_people.id',
        'pr_people.first_name',
        'pr_people.last_name',
        'pr_people.dob',
        'pr_places.street_number',
        'pr_places.street_name',
        'pr_places.city',
        'pr_places.state',
      ])
      .where('pr_people.opted_out', '=', 0)
      .orderBy('pr_people.id')
      .offset(offset)
      .limit(1)
      .executeTakeFirstOrThrow();
    const { pointers } = await app.publicRecordsRepository.dataset(clock.now);
    return { ...person, pointer: pointers.encode('person', person.id) };
  }

  type Stranger = Awaited<ReturnType<typeof stranger>>;

  async function addFamilyMember(person: Stranger, extra: Record<string, unknown> = {}): Promise<number> {
    const added = await inject(app, {
      method: 'POST',
      url: MEMBERS_URL,
      token: family,
      payload: {
        firstName: person.first_name,
        lastName: person.last_name,
        relationship: 'sibling',
        authorizedAgent: true,
        addresses: [
          { street: `${person.street_number} ${person.street_name}`, city: person.city, state: person.state },
        ],
        ...extra,
      },
    });
    expect([added.statusCode, added.body]).toEqual([201, expect.any(String)]);
    await app.jobs.drain('guardian-scan');
    return json<{ id: number }>(added).id;
  }

  const listingsOf = async (memberId: number) => {
    const response = await inject(app, { method: 'GET', url: `${MEMBERS_URL}/${memberId}/protection`, token: family });
    expect(response.statusCode).toBe(200);
    return json<{ listings: Listing[] }>(response).listings;
  };

  /** Beacon's listing of exactly this person among what the member's scan found. */
  async function beaconListingOf(memberId: number, person: Stranger): Promise<Listing> {
    const rows = await app.db
      .selectFrom('guardian_listings')
      .select(['id'])
      .where('member_id', '=', memberId)
      .where('person_id', '=', person.id)
      .execute();
    const listing = (await listingsOf(memberId)).find(
      (candidate) => candidate.broker.isBeacon && rows.some((row) => row.id === candidate.id),
    );
    if (!listing) throw new Error(`no Beacon listing of person ${person.id} for member ${memberId}`);
    return listing;
  }

  const requestRemoval = (memberId: number, listingIds: number[]) =>
    inject(app, { method: 'POST', url: `${MEMBERS_URL}/${memberId}/removals`, token: family, payload: { listingIds } });

  const searchPointers = async (token: string, person: Stranger) => {
    const response = await inject(app, {
      method: 'GET',
      url: `/v1/search/people?firstName=${encodeURIComponent(person.first_name)}&lastName=${encodeURIComponent(person.last_name)}&pageSize=50`,
      token,
    });
    expect(response.statusCode).toBe(200);
    return json<{ results: Array<{ pointer: string }> }>(response).results.map((result) => result.pointer);
  };

  it("removes a family member's Beacon listing only once they open the e-mailed link; until then every member finds them", async () => {
    const person = await stranger(11);
    const memberId = await addFamilyMember(person, { emails: ['Sibling.Of.Member@Example.com'] });
    const listing = await beaconListingOf(memberId, person);

    const response = await requestRemoval(memberId, [listing.id]);
    expect(response.statusCode).toBe(200);
    const awaiting = json<{ items: Listing[] }>(response).items.find((item) => item.id === listing.id)!;
    expect(awaiting.removal).toMatchObject({ status: 'awaiting_confirmation' });
    expect(awaiting.removal!.actionRequired).toMatch(
      /^We e-mailed sibling\.of\.member@example\.com a link to confirm this removal\. The listing stays on Beacon until it is opened, by \d{4}-\d{2}-\d{2}\.$/,
    );
    // nobody is hidden yet: not from the member, not from anyone else, and nothing of theirs is touched
    expect(await searchPointers(other, person)).toContain(person.pointer);
    expect(await searchPointers(family, person)).toContain(person.pointer);
    // nothing to do for the member: only the person can confirm
    const done = await inject(app, {
      method: 'POST',
      url: `${MEMBERS_URL}/${memberId}/removals/${awaiting.removal!.id}/action-done`,
      token: family,
      payload: {},
    });
    expect(done.statusCode).toBe(409);

    // the e-mail went to the person, says who asked and what happens, and carries the link
    const token = await confirmationToken(app, standIn, 'sibling.of.member@example.com');
    const mail = standIn
      .messages()
      .filter((message) => message.to.includes('sibling.of.member@example.com'))
      .at(-1)!;
    expect(mail.subject).toBe(PERSON_OPT_OUT_MAIL_SUBJECT);
    expect(mail.text).toContain(`asked Beacon to stop showing ${person.first_name} ${person.last_name}`);
    expect(mail.text).toContain('Beacon removes a listing only when the person it is about confirms.');
    expect(await searchPointers(other, person)).toContain(person.pointer);

    const confirmed = await inject(app, { method: 'POST', url: '/v1/opt-outs/confirm', payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(await searchPointers(other, person)).not.toContain(person.pointer);
    const removed = (await listingsOf(memberId)).find((item) => item.id === listing.id)!;
    expect(removed.removal!.status).toBe('removed');
    expect(removed.removal!.history.map((step) => step.status)).toEqual(['awaiting_confirmation', 'removed']);
  });

  it("needs the person's own e-mail address: none, or the member's own, is refused and hides no one", async () => {
    const person = await stranger(12);
    const withoutEmail = await addFamilyMember(person);
    const listing = await beaconListingOf(withoutEmail, person);
    const refused = await requestRemoval(withoutEmail, [listing.id]);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(emailNeeded(person.first_name));

    const ownAddress = await addFamilyMember(await stranger(13), { emails: [MEMBERS.guardianFamily.toUpperCase()] });
    const ownListing = await beaconListingOf(ownAddress, await stranger(13));
    const alsoRefused = await requestRemoval(ownAddress, [ownListing.id]);
    expect(alsoRefused.statusCode).toBe(409);
    expect((await listingsOf(ownAddress)).find((item) => item.id === ownListing.id)!.removal).toBeNull();
    expect(await searchPointers(other, person)).toContain(person.pointer);
    for (const id of [withoutEmail, ownAddress]) {
      expect((await inject(app, { method: 'DELETE', url: `${MEMBERS_URL}/${id}`, token: family })).statusCode).toBe(
        204,
      );
    }
  });

  it('counts the public opt-out limit per member, and deleting and re-adding the family member does not reset it', async () => {
    // the first test asked for one; one more is allowed in the hour
    const second = await stranger(14);
    const secondId = await addFamilyMember(second, { emails: ['second.person@example.com'] });
    expect((await requestRemoval(secondId, [(await beaconListingOf(secondId, second)).id])).statusCode).toBe(200);

    const third = await stranger(15);
    let thirdId = await addFamilyMember(third, { emails: ['third.person@example.com'] });
    const over = await requestRemoval(thirdId, [(await beaconListingOf(thirdId, third)).id]);
    expect(over.statusCode).toBe(429);
    expect(json(over).message).toBe(tooManyOptOuts(60));
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);

    // deleting every family member and adding the person again changes nothing
    for (const id of [secondId, thirdId]) {
      expect((await inject(app, { method: 'DELETE', url: `${MEMBERS_URL}/${id}`, token: family })).statusCode).toBe(
        204,
      );
    }
    thirdId = await addFamilyMember(third, { emails: ['third.person@example.com'] });
    const listing = await beaconListingOf(thirdId, third);
    expect((await requestRemoval(thirdId, [listing.id])).statusCode).toBe(429);
    expect(await searchPointers(other, third)).toContain(third.pointer);

    // an hour on, the member may ask again; a link left unopened expires, and the removal can be asked for again
    clock.advance(HOUR_MS + 1);
    await signIn();
    const asked = await requestRemoval(thirdId, [listing.id]);
    expect(asked.statusCode).toBe(200);
    clock.advance(app.config.optOutTokenTtlMs + 1);
    await signIn();
    // the scheduled job that moves removal requests on (sent here: pg-boss fires schedules on its own clock)
    await app.jobs.send('guardian-removals');
    await app.jobs.drain('guardian-removals');
    const expired = (await listingsOf(thirdId)).find((item) => item.id === listing.id)!;
    expect(expired.removal!.status).toBe('expired');
    expect(expired.present).toBe(true);
    expect(await searchPointers(other, third)).toContain(third.pointer);
    const again = await requestRemoval(thirdId, [listing.id]);
    expect(again.statusCode).toBe(200);
    const renewed = json<{ items: Listing[] }>(again).items.find((item) => item.id === listing.id)!;
    expect(renewed.removal!.history.map((step) => step.status)).toEqual([
      'awaiting_confirmation',
      'expired',
      'awaiting_confirmation',
    ]);
  });

  it("makes a family member's removals at other sites as their authorized agent, once the member has said so", async () => {
    const person = await stranger(16);
    // with their date of birth: each site's listing of them is matched well enough to be asked for (issue 59)
    const memberId = await addFamilyMember(person, { emails: ['fourth.person@example.com'], dob: person.dob });
    // RecordHarbor's listing of them, asked for by e-mail: the letter is what the site reads
    const elsewhere = (await listingsOf(memberId)).find(
      (listing) => listing.broker.slug === 'recordharbor' && listing.present,
    )!;
    expect(elsewhere).toBeDefined();
    // a family member added before the statement existed
    await app.db.updateTable('protection_members').set({ authorized_at: null }).where('id', '=', memberId).execute();
    const refused = await requestRemoval(memberId, [elsewhere.id]);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(authorizationNeeded(person.first_name));

    const statement = await inject(app, {
      method: 'PATCH',
      url: `${MEMBERS_URL}/${memberId}`,
      token: family,
      payload: { firstName: person.first_name, lastName: person.last_name, dob: person.dob, authorizedAgent: true },
    });
    expect(statement.statusCode).toBe(200);
    expect(json<{ authorizedAt: string | null }>(statement).authorizedAt).toBe(new Date(clock.now).toISOString());
    const asked = await requestRemoval(memberId, [elsewhere.id]);
    expect(asked.statusCode).toBe(200);
    const removal = json<{ items: Listing[] }>(asked).items.find((item) => item.id === elsewhere.id)!.removal!;
    const letter = await inject(app, {
      method: 'GET',
      url: `${MEMBERS_URL}/${memberId}/removals/${removal.id}/letter`,
      token: family,
    });
    expect(letter.statusCode).toBe(200);
    const account = await app.accounts.findByEmail(MEMBERS.guardianFamily);
    const agent = `${account!.first_name} ${account!.last_name}`;
    const text = json<{ text: string }>(letter).text;
    expect(text).toContain(
      `I, ${agent}, make this request as the authorized agent of ${person.first_name} ${person.last_name}, who authorized me on ${new Date(clock.now).toISOString().slice(0, 10)}`,
    );
    expect(text).toContain(`${agent}, authorized agent of ${person.first_name} ${person.last_name}`);
    expect(text).not.toContain(`I, ${person.first_name} ${person.last_name}, ask`);

    // the submit job e-mails that letter to the site, with the request's reply address
    expect(await app.jobs.drain('guardian-submit-removal')).toBe(1);
    await app.jobs.drain('send-email');
    const sent = standIn.messages().filter((mail) => mail.to.includes('privacy@recordharbor.test'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(`as the authorized agent of ${person.first_name} ${person.last_name}`);
    const row = await app.db
      .selectFrom('guardian_removals')
      .select(['reference', 'channel', 'status'])
      .where('id', '=', removal.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel: 'email', status: 'submitted' });
    expect(sent[0]!.headers['reply-to']?.toLowerCase()).toContain(
      `removals+${row.reference}@${app.config.inboundMail.domain}`.toLowerCase(),
    );
  });

  it('adds no family member without the authorized-agent statement', async () => {
    const person = await stranger(17);
    for (const authorizedAgent of [undefined, false, 'yes']) {
      const refused = await inject(app, {
        method: 'POST',
        url: MEMBERS_URL,
        token: family,
        payload: {
          firstName: person.first_name,
          lastName: person.last_name,
          relationship: 'sibling',
          ...(authorizedAgent === undefined ? {} : { authorizedAgent }),
        },
      });
      expect([authorizedAgent, refused.statusCode]).toEqual([authorizedAgent, 400]);
    }
  });
});
