import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTransport } from 'nodemailer';

import { memberListingMessages, removalMailingMessages } from '@beacon/validation';

import { startSmtpStandIn, type SmtpStandIn, type StoredMail } from '../../../src/mail/smtp-stand-in';
import {
  alreadyListed,
  MAILED_IN_FUTURE,
  noLetterChannel,
  NOT_POSTAL,
  notOnSite,
} from '../../../src/services/guardian-letter-requests';
import { alreadyAsked, listedAt, noInquiryChannel } from '../../../src/services/guardian-broker-inquiries';
import {
  buildTestApp,
  createTestDatabase,
  ENGINES,
  inject,
  json,
  loginTokens,
  MEMBERS,
  testConfig,
  TestClock,
  type TestDatabase,
} from '../../helper';
import { protectSelfAs } from '../../guardian-helper';
import { mailsTo, mailThrough } from '../../mail-helper';
import { seedRecords } from '../../records-helper';

// Requests by letter to brokers Guardian cannot read (issue 59 points 1 and 2), through the API on both engines: the
// member adds a listing they found on such a broker (its address on the broker's own site, or refused), asks for its
// removal like any other, and the letter goes by e-mail to the broker's privacy address (the answer, from the
// broker's domain, moves the request) or, for a broker that takes requests by post, is a PDF to print whose mailing
// day and tracking number the member records.

const MEMBERS_URL = '/v1/me/personal-data-protection/members';

interface Listing {
  id: number;
  broker: { slug: string; name: string; optOutAddress: string | null; exposes: string[] };
  url: string;
  exposed: string[];
  foundBy: string;
  present: boolean;
  match: { submittable: boolean; verdict: string | null };
  removal: null | {
    id: number;
    status: string;
    channel: string | null;
    mailing: { trackingNumber: string; mailedOn: string } | null;
    history: Array<{ status: string; cause: string | null }>;
  };
}
interface Protection {
  listings: Listing[];
  notChecked: Array<{
    slug: string;
    acceptsLetters: boolean;
    acceptsInquiries: boolean;
    optOutMethod: string;
    optOutUrl: string | null;
    inquiry: { askedAt: string; answer: string; answeredAt: string | null; quote: string | null } | null;
  }>;
}

jest.setTimeout(120_000);

describe.each(ENGINES)('Guardian letters to brokers it cannot read on %s', (engine) => {
  let database: TestDatabase;
  let standIn: SmtpStandIn;
  let app: FastifyInstance;
  let token: string;
  let memberId: number;
  let firstName: string;
  const clock = new TestClock(Date.UTC(2026, 10, 2, 15));

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedRecords(database, 300);
    standIn = await startSmtpStandIn();
    app = await buildTestApp(database, {
      clock: clock.read,
      config: { ...mailThrough(standIn), inboundMail: { ...testConfig().inboundMail, port: 0 } },
    });
    token = (await loginTokens(app, MEMBERS.guardian)).accessToken;
    // the member protects themselves from their own report (a person of the data set)
    const person = await app.db
      .selectFrom('pr_people')
      .selectAll()
      .where('opted_out', '=', 0)
      .where('dob', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    memberId = await protectSelfAs(app, token, person.id);
    const member = await app.db
      .selectFrom('protection_members')
      .select('first_name')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    firstName = member.first_name;
    await app.jobs.drain('guardian-scan');
  });
  afterAll(async () => {
    await app?.close();
    await standIn?.close();
    await database?.drop();
  });

  const protection = async () => {
    const response = await inject(app, { method: 'GET', url: `${MEMBERS_URL}/${memberId}/protection`, token });
    expect(response.statusCode).toBe(200);
    return json<Protection>(response);
  };
  // what the member read on the page: the listing, its score and its letter hold this, never the site's usual fields
  const addListing = (payload: { brokerSlug: string; url: string; shows?: unknown }, as = token) =>
    inject(app, {
      method: 'POST',
      url: `${MEMBERS_URL}/${memberId}/listings`,
      token: as,
      payload: { shows: ['name', 'phone'], ...payload },
    });
  const messageOf = (response: LightMyRequestResponse) => json<{ message: string }>(response).message;

  /** The broker's answer to `letter`, from `from`, at its reply address; the inbound mail job reads it. */
  async function answer(letter: StoredMail | undefined, from: string, text: string): Promise<void> {
    const transport = createTransport({ host: '127.0.0.1', port: app.inboundMail.server!.port, secure: false });
    try {
      await transport.sendMail({
        from,
        to: String(letter?.headers['reply-to']),
        subject: `Re: ${letter?.subject ?? ''}`,
        text,
      });
    } finally {
      transport.close();
    }
    await app.jobs.drain('process-removal-mail');
  }

  /** Adds the listing, requests its removal and lets the submit job send it; the listing as the member then sees it. */
  async function requested(brokerSlug: string, url: string): Promise<Listing> {
    const added = await addListing({ brokerSlug, url });
    expect(added.statusCode).toBe(201);
    const listing = json<Protection>(added).listings.find((entry) => entry.broker.slug === brokerSlug)!;
    const asked = await inject(app, {
      method: 'POST',
      url: `${MEMBERS_URL}/${memberId}/removals`,
      token,
      payload: { listingIds: [listing.id] },
    });
    expect(asked.statusCode).toBe(200);
    expect(await app.jobs.drain('guardian-submit-removal')).toBe(1);
    return (await protection()).listings.find((entry) => entry.id === listing.id)!;
  }

  it('tells the member which sites take a letter and which only their own form', async () => {
    const { notChecked, listings } = await protection();
    expect(listings.every((listing) => listing.broker.slug === 'beacon')).toBe(true);
    expect(notChecked.find((broker) => broker.slug === 'mylife')).toMatchObject({
      optOutMethod: 'email',
      acceptsLetters: true,
    });
    expect(notChecked.find((broker) => broker.slug === 'lexisnexis')).toMatchObject({
      optOutMethod: 'mail',
      acceptsLetters: true,
    });
    expect(notChecked.find((broker) => broker.slug === 'acxiom')).toMatchObject({
      optOutMethod: 'web_form',
      acceptsLetters: false,
      optOutUrl: 'https://isapps.acxiom.com/optout/optout.aspx',
    });
  });

  it('refuses an address off the site, a web-form-only site, a bad address and another account', async () => {
    const offSite = await addListing({ brokerSlug: 'mylife', url: 'https://www.mylife.com.evil.example/Robin' });
    expect([offSite.statusCode, messageOf(offSite)]).toEqual([
      400,
      notOnSite({ name: 'MyLife', domain: 'www.mylife.com' }),
    ]);
    const formOnly = await addListing({ brokerSlug: 'acxiom', url: 'https://www.acxiom.com/person/1' });
    expect([formOnly.statusCode, messageOf(formOnly)]).toEqual([409, noLetterChannel({ name: 'Acxiom' })]);
    const notUrl = await addListing({ brokerSlug: 'mylife', url: 'javascript:alert(1)' });
    expect([notUrl.statusCode, messageOf(notUrl)]).toEqual([400, memberListingMessages.urlInvalid]);
    const nothingShown = await addListing({ brokerSlug: 'mylife', url: 'https://www.mylife.com/a', shows: [] });
    expect([nothingShown.statusCode, messageOf(nothingShown)]).toEqual([400, memberListingMessages.showsRequired]);
    const notAField = await addListing({ brokerSlug: 'mylife', url: 'https://www.mylife.com/a', shows: ['ssn'] });
    expect([notAField.statusCode, messageOf(notAField)]).toEqual([400, memberListingMessages.showsRequired]);
    const unknown = await addListing({ brokerSlug: 'nosuchsite', url: 'https://nosuchsite.example/a' });
    expect(unknown.statusCode).toBe(404);
    const other = (await loginTokens(app, MEMBERS.premium)).accessToken;
    const foreign = await addListing({ brokerSlug: 'mylife', url: 'https://www.mylife.com/a' }, other);
    expect(foreign.statusCode).toBe(404);
    expect((await protection()).listings.every((listing) => listing.broker.slug === 'beacon')).toBe(true);
  });

  it('e-mails the letter to the broker, and its answer from its own domain moves the request', async () => {
    const url = 'https://www.mylife.com/robin-example/e123';
    const listing = await requested('mylife', url);
    expect(listing).toMatchObject({ url, match: { submittable: true, verdict: 'mine' } });
    // what the member ticked, in the vocabulary's order, and said to be their word; MyLife's catalog lists more
    expect(listing).toMatchObject({ foundBy: 'member', exposed: ['name', 'phone'] });
    expect(listing.broker.exposes.length).toBeGreaterThan(2);
    expect(listing.removal).toMatchObject({ status: 'submitted', channel: 'email', mailing: null });
    expect((await protection()).notChecked.some((broker) => broker.slug === 'mylife')).toBe(false);
    // the same page again (another fragment) is the same listing
    const again = await addListing({ brokerSlug: 'mylife', url: `${url}#top` });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(alreadyListed(firstName));

    const [letter, ...more] = await mailsTo(app, standIn, 'privacy@mylife.com');
    expect(more).toEqual([]);
    expect(letter?.text).toContain(url);
    expect(letter?.text).toContain('It shows: Name, Phone numbers.');
    const replyTo = letter?.headers['reply-to'];
    expect(replyTo).toMatch(/^removals\+GRD-[0-9A-F]+@inbound\.beacon\.test$/);
    expect(letter?.text).toContain(`Please send your answer by e-mail to ${replyTo}`);
    // no check is scheduled: Guardian cannot read MyLife
    const row = await app.db
      .selectFrom('guardian_removals')
      .select(['next_due_at'])
      .where('id', '=', listing.removal!.id)
      .executeTakeFirstOrThrow();
    expect(row.next_due_at).toBeNull();

    const send = (from: string, text: string) => answer(letter, from, text);
    // anyone can write to the address: a stranger's "removed" changes nothing
    await send('someone@example.com', 'The record has been deleted.');
    expect((await protection()).listings.find((entry) => entry.id === listing.id)?.removal?.status).toBe('submitted');
    await send('privacy@mylife.com', `The record at ${url} has been deleted.`);
    const removal = (await protection()).listings.find((entry) => entry.id === listing.id)?.removal;
    expect(removal?.status).toBe('removed');
    expect(removal?.history.at(-1)?.cause).toMatch(/^MyLife replied: "The record at/);
    expect((await protection()).listings.find((entry) => entry.id === listing.id)?.present).toBe(false);
  });

  it('writes a postal letter to print, and keeps the day it was mailed and its tracking number', async () => {
    const url = 'https://consumer.risk.lexisnexis.com/consumer/report/123';
    const listing = await requested('lexisnexis', url);
    expect(listing.removal).toMatchObject({ status: 'submitted', channel: 'mail', mailing: null });
    const removalUrl = `${MEMBERS_URL}/${memberId}/removals/${listing.removal!.id}`;

    const pdf = await inject(app, { method: 'GET', url: `${removalUrl}/letter.pdf`, token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(path.join(tmpdir(), 'postal-letter-'));
    try {
      const file = path.join(dir, 'letter.pdf');
      writeFileSync(file, pdf.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('P.O. Box 105108');
      expect(text).toContain(url);
      expect(text).toMatch(/Please send your answer by e-mail to\s+removals\+GRD-/);
      expect(text).toContain('Tracking number');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    const mailing = (payload: Record<string, string>) =>
      inject(app, { method: 'PUT', url: `${removalUrl}/mailing`, token, payload });
    const bad = await mailing({ trackingNumber: '12345', mailedOn: '2026-11-02' });
    expect([bad.statusCode, messageOf(bad)]).toEqual([400, removalMailingMessages.trackingNumberInvalid]);
    const future = await mailing({ trackingNumber: '9400 1000 0000 0000 0000 00', mailedOn: '2026-11-09' });
    expect([future.statusCode, messageOf(future)]).toEqual([400, MAILED_IN_FUTURE]);
    const saved = await mailing({ trackingNumber: '9400 1000 0000 0000 0000 00', mailedOn: '2026-11-02' });
    expect(saved.statusCode).toBe(200);
    const removal = json<Protection>(saved).listings.find((entry) => entry.id === listing.id)?.removal;
    expect(removal?.mailing).toEqual({ trackingNumber: '9400100000000000000000', mailedOn: '2026-11-02' });
    const proof = await inject(app, { method: 'GET', url: `${removalUrl}/evidence`, token });
    const causes = json<{ items: Array<{ kind: string; cause: string | null }> }>(proof).items.map((i) => i.cause);
    expect(causes).toContain('The member mailed the letter on 2026-11-02, tracking number 9400100000000000000000');

    // only a postal request has a letter to print and a tracking number
    const emailed = (await protection()).listings.find((entry) => entry.broker.slug === 'mylife')!;
    const emailedUrl = `${MEMBERS_URL}/${memberId}/removals/${emailed.removal!.id}`;
    const notPostal = await inject(app, {
      method: 'PUT',
      url: `${emailedUrl}/mailing`,
      token,
      payload: { trackingNumber: '9400100000000000000000', mailedOn: '2026-11-02' },
    });
    expect([notPostal.statusCode, messageOf(notPostal)]).toEqual([409, NOT_POSTAL]);
    expect((await inject(app, { method: 'GET', url: `${emailedUrl}/letter.pdf`, token })).statusCode).toBe(409);
    const other = (await loginTokens(app, MEMBERS.premium)).accessToken;
    expect((await inject(app, { method: 'GET', url: `${removalUrl}/letter.pdf`, token: other })).statusCode).toBe(404);
  });

  const ask = (brokerSlug: unknown, as = token) =>
    inject(app, { method: 'POST', url: `${MEMBERS_URL}/${memberId}/inquiries`, token: as, payload: { brokerSlug } });
  const notCheckedSite = async (slug: string) => (await protection()).notChecked.find((site) => site.slug === slug);

  it('asks a site it cannot read about the person, and a listing its answer names joins their listings', async () => {
    expect(await notCheckedSite('infotracer')).toMatchObject({ acceptsInquiries: true, inquiry: null });
    const asked = await ask('infotracer');
    expect(asked.statusCode).toBe(201);
    const site = json<Protection>(asked).notChecked.find((entry) => entry.slug === 'infotracer');
    expect(site?.inquiry).toEqual({
      askedAt: new Date(clock.read()).toISOString(),
      answer: 'none',
      answeredAt: null,
      quote: null,
    });
    const again = await ask('infotracer');
    expect([again.statusCode, messageOf(again)]).toEqual([409, alreadyAsked({ name: 'InfoTracer' }, firstName)]);

    const [letter, ...more] = await mailsTo(app, standIn, 'support@infotracer.com');
    expect(more).toEqual([]);
    expect(letter?.subject).toMatch(/^Request to know and delete personal information \(reference GRD-[0-9A-F]+\)$/);
    expect(letter?.text).toContain('This request names no listing: please search your records with the details below.');
    expect(letter?.headers['reply-to']).toMatch(/^removals\+GRD-[0-9A-F]+@inbound\.beacon\.test$/);

    // a stranger's word is kept with the mail and changes nothing
    await answer(letter, 'someone@example.com', 'The record at https://infotracer.com/p/robin has been deleted.');
    expect((await notCheckedSite('infotracer'))?.inquiry?.answer).toBe('none');

    const page = 'https://infotracer.com/people/robin-example-77';
    await answer(letter, 'support@infotracer.com', `The record at ${page} has been deleted. Regards, InfoTracer.`);
    const { listings, notChecked } = await protection();
    expect(notChecked.some((entry) => entry.slug === 'infotracer')).toBe(false);
    const named = listings.find((entry) => entry.broker.slug === 'infotracer');
    // the site's word: its address, nothing read of the page
    expect(named).toMatchObject({ url: page, foundBy: 'reply', exposed: [], match: { submittable: true } });
    expect(named?.removal).toMatchObject({ status: 'removed', channel: 'email' });
    // gone by the site's word: Guardian never scans it, so nothing else would say so
    expect(named?.present).toBe(false);
    expect(named?.removal?.history.map((step) => [step.status, step.cause])).toEqual([
      ['submitted', "Guardian e-mailed InfoTracer to ask whether it holds this person's data and to delete it"],
      ['removed', `InfoTracer replied: "The record at ${page} has been deleted."`],
    ]);
    const proof = await inject(app, {
      method: 'GET',
      url: `${MEMBERS_URL}/${memberId}/removals/${named!.removal!.id}/evidence`,
      token,
    });
    const kinds = json<{ items: Array<{ kind: string }> }>(proof).items.map((item) => item.kind);
    expect(kinds).toEqual(expect.arrayContaining(['letter', 'reply', 'status']));
    // the letter to download is the one InfoTracer received: the question, not one written again for the listing
    const download = await inject(app, {
      method: 'GET',
      url: `${MEMBERS_URL}/${memberId}/removals/${named!.removal!.id}/letter`,
      token,
    });
    const sent = json<{ text: string }>(download).text;
    expect(sent).toContain('To: support@infotracer.com');
    expect(sent).toContain('This request names no listing');
    expect(sent).not.toContain(page);
  });

  it("keeps an answer that names no listing on the site's card, in the site's words", async () => {
    const answered = async (slug: string, privacy: string, text: string) => {
      expect((await ask(slug)).statusCode).toBe(201);
      const [letter] = await mailsTo(app, standIn, privacy);
      await answer(letter, privacy, text);
      return (await notCheckedSite(slug))?.inquiry;
    };
    const none = 'We hold no personal information about this person.';
    expect(await answered('pipl', 'privacy@pipl.com', `${none} Thank you.`)).toMatchObject({
      answer: 'not_held',
      quote: none,
      answeredAt: new Date(clock.read()).toISOString(),
    });
    const asks = 'To process your request we need the address of the listing you want deleted. Please reply with it.';
    expect(await answered('socialcatfish', 'support@socialcatfish.com', asks)).toMatchObject({
      answer: 'needs_action',
      quote: asks,
    });
    // a listing elsewhere than on the site is not the site's listing
    const offSite = 'The record at https://evil.example/robin has been deleted.';
    expect(await answered('cocofinder', 'support@cocofinder.com', offSite)).toMatchObject({
      answer: 'unreadable',
      quote: offSite,
    });
  });

  it('asks only a site that takes requests by e-mail, and only about a person without a listing there', async () => {
    const formOnly = await ask('acxiom');
    expect([formOnly.statusCode, messageOf(formOnly)]).toEqual([409, noInquiryChannel({ name: 'Acxiom' })]);
    const postal = await ask('lexisnexis');
    expect([postal.statusCode, messageOf(postal)]).toEqual([
      409,
      noInquiryChannel({ name: 'LexisNexis Risk Solutions' }),
    ]);
    // the person's listing on MyLife (added above) already has its request there
    const listed = await ask('mylife');
    expect([listed.statusCode, messageOf(listed)]).toEqual([409, listedAt({ name: 'MyLife' }, firstName)]);
    expect((await ask('nosuchsite')).statusCode).toBe(404);
    expect((await ask(42)).statusCode).toBe(400);
    const other = (await loginTokens(app, MEMBERS.premium)).accessToken;
    expect((await ask('epsilon', other)).statusCode).toBe(404);
    expect((await notCheckedSite('epsilon'))?.inquiry).toBeNull();
  });
});
