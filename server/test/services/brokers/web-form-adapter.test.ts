import type { ScanSubject } from '../../../src/domain/guardian/scan-subject';
import type { PrPeopleTable } from '../../../src/db/schema';
import type { StoredMail } from '../../../src/mail/smtp-stand-in';
import {
  BrokerAdapterError,
  type Capture,
  type RemovalAuthorization,
} from '../../../src/services/brokers/broker-adapter';
import { clearRecordsScript } from '../../../src/services/brokers/site-scripts/clear-records';
import { peoplePathScript } from '../../../src/services/brokers/site-scripts/people-path';
import { listingIdOf, type BrokerSiteSlug } from '../../../src/services/brokers/stand-in/start-broker-stand-ins';
import { createWebFormAdapter, type WebFormAdapter } from '../../../src/services/brokers/web-form-adapter';
import { ENGINES } from '../../helper';

import { personWith, standInContext, type StandInContext } from './stand-in/stand-in-helper';

// The web-form adapters against the real stand-in sites (issue 59): a scan finds the person with a listing URL that
// works; ClearRecords' request mails its confirmation link (to an SMTP stand-in, as Beacon's MX), the adapter opens it,
// and once the site's clock has moved on the listing URL shows the person removed, with an "after" capture; PeoplePath's
// multi-step form gives a reference and removes the listing days later; a form the site changed is `form_changed`, a
// site slower than the adapter's timeout is `timeout`. Chromium is Debian's /usr/bin/chromium.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const TIMEOUT_MS = 10_000;
/** a test launches Chromium up to three times (seconds each on a busy machine): jest's 30 s would be the adapter's limit */
const CHROMIUM_TEST_MS = 180_000;

type Person = PrPeopleTable;

function subjectOf(person: Person): ScanSubject {
  return {
    firstName: person.first_name,
    middleName: person.middle_name ?? '',
    lastName: person.last_name,
    otherNames: [],
    dob: person.dob,
    addresses: [{ street: '', city: person.city, state: person.state, zip: person.zip }],
    phones: [],
    emails: [],
    hasRelatives: false,
  };
}

function authorizationFor(person: Person, reference: string): RemovalAuthorization {
  return {
    reference,
    person: {
      firstName: person.first_name,
      lastName: person.last_name,
      middleName: person.middle_name ?? '',
      dob: person.dob,
    },
    replyTo: `removals+${reference}@inbound.beacon.test`,
    letter: { subject: `Deletion request ${reference}`, text: 'Please delete the listing.' },
  };
}

/** A page of a site as a visitor's browser would get it (one exchange, like the adapter's). */
const visit = (url: string) => fetch(url, { headers: { connection: 'close' } });

function expectPng(capture: Capture | null | undefined, kind: Capture['kind']): void {
  expect(capture?.kind).toBe(kind);
  expect(capture?.mime).toBe('image/png');
  expect(capture?.content.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)).toBe(true);
}

async function failureOf(promise: Promise<unknown>): Promise<BrokerAdapterError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BrokerAdapterError) return error;
    throw error;
  }
  throw new Error('expected a BrokerAdapterError');
}

describe.each(ENGINES)('the web-form adapters against the stand-in sites on %s', (engine) => {
  let context: StandInContext;
  /** households living at an address now: PeoplePath lists only their people */
  let housed: Set<number>;
  const used = new Set<number>();
  const sites = {
    get origins() {
      return context.standIns.origins;
    },
    advanceDays: (days: number) => context.standIns.advanceDays(days),
    poll: () => context.standIns.poll(),
    setBehaviour: (...args: Parameters<StandInContext['standIns']['setBehaviour']>) =>
      context.standIns.setBehaviour(...args),
  };

  beforeAll(async () => {
    context = await standInContext(engine);
    const residences = await context.db
      .selectFrom('pr_residences')
      .select('household_id')
      .where('end_date', 'is', null)
      .execute();
    housed = new Set(residences.map((row) => row.household_id));
  }, 120_000);
  afterAll(async () => context?.close());
  afterEach(async () => {
    await sites.setBehaviour('clearrecords', { formVersion: 'current', latencyMs: 0 });
    await sites.setBehaviour('peoplepath', { formVersion: 'current', latencyMs: 0 });
  });

  /** A living person with a current address and a name no one else has, not used by another test. */
  async function newPerson(): Promise<Person> {
    const person = await personWith(
      context.db,
      (candidate) => candidate.dod === null && housed.has(candidate.household_id) && !used.has(candidate.id),
    );
    used.add(person.id);
    return person;
  }

  const clearRecords = (timeoutMs = TIMEOUT_MS): WebFormAdapter =>
    createWebFormAdapter({
      brokerSlug: 'clearrecords',
      origin: sites.origins.clearrecords,
      script: clearRecordsScript,
      timeoutMs,
    });
  const peoplePath = (timeoutMs = TIMEOUT_MS): WebFormAdapter =>
    createWebFormAdapter({
      brokerSlug: 'peoplepath',
      origin: sites.origins.peoplepath,
      script: peoplePathScript,
      timeoutMs,
    });

  /** Scans for the person and returns their listing on the site, checking its URL serves their listing page. */
  async function foundListing(adapter: WebFormAdapter, site: BrokerSiteSlug, person: Person) {
    const listings = await adapter.scan(subjectOf(person));
    const listing = listings.find((found) => found.siteListingId === listingIdOf(site, person.id));
    expect(listing).toBeDefined();
    expect(listing?.brokerSlug).toBe(site);
    expect(listing?.url.startsWith(`${sites.origins[site]}/`)).toBe(true);
    expect(listing?.shown.name).toContain(person.first_name);
    expect(listing?.shown.name).toContain(person.last_name);
    expect(listing?.exposed).toContain('name');
    const page = await visit(listing!.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`data-listing-id="${listing!.siteListingId}"`);
    return listing!;
  }

  /** The mail to `to` with this subject, once the sites' loop has sent it. */
  async function mailTo(to: string, subject: RegExp): Promise<StoredMail> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      await sites.poll();
      const mail = context.smtp.messages().find((message) => message.to.includes(to) && subject.test(message.subject));
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail to ${to} with subject ${String(subject)}`);
  }

  it(
    'ClearRecords: scan, request, e-mailed confirmation link, and after a day the listing is removed',
    async () => {
      const person = await newPerson();
      const adapter = clearRecords();
      const listing = await foundListing(adapter, 'clearrecords', person);
      expect(listing.exposed).toContain('age');
      const authorization = authorizationFor(person, 'GRD-WF0001');

      const receipt = await adapter.submit(listing, authorization);
      expect(receipt).toMatchObject({ channel: 'web_form', siteReference: null, awaitingSiteConfirmation: true });
      expect(receipt.note).toContain(authorization.replyTo);
      expect(receipt.captures).toHaveLength(1);
      expectPng(receipt.captures[0], 'before');

      const mail = await mailTo(authorization.replyTo, /^Confirm your ClearRecords removal$/);
      expect(mail.from).toContain('no-reply@clearrecords.test');
      const link = new RegExp(`${sites.origins.clearrecords}/opt-out/confirm/\\S+`).exec(mail.text)?.[0];
      expect(link).toBeDefined();
      // not removed before the link is opened and the site's day has passed
      expect(await adapter.check(listing)).toEqual({ state: 'listed', capture: null });

      const confirmation = await adapter.followConfirmation!(link!);
      expectPng(confirmation, 'page');
      expect(confirmation.caption).toMatch(/CR-[A-Z0-9]+/);
      expect(await adapter.check(listing)).toEqual({ state: 'listed', capture: null });

      await sites.advanceDays(1);
      const check = await adapter.check(listing);
      expect(check.state).toBe('removed');
      expectPng(check.capture, 'after');
      const removedPage = await visit(listing.url);
      expect(removedPage.status).toBe(410);
      expect(await removedPage.text()).not.toContain(person.last_name);

      // a link the site never sent is not a confirmation
      const unknown = await failureOf(
        adapter.followConfirmation!(`${sites.origins.clearrecords}/opt-out/confirm/not-a-token`),
      );
      expect(unknown.kind).toBe('unexpected_reply');
    },
    CHROMIUM_TEST_MS,
  );

  it(
    'PeoplePath: the multi-step form takes the listing URL, gives a reference, and removes the listing 3 days later',
    async () => {
      const person = await newPerson();
      const adapter = peoplePath();
      const listing = await foundListing(adapter, 'peoplepath', person);
      const authorization = authorizationFor(person, 'GRD-WF0002');

      const receipt = await adapter.submit(listing, authorization);
      expect(receipt.channel).toBe('web_form');
      expect(receipt.siteReference).toMatch(/^PP-[A-Z0-9]+$/);
      expect(receipt.awaitingSiteConfirmation).toBe(false);
      expect(receipt.note).toContain(receipt.siteReference);
      expectPng(receipt.captures[0], 'before');
      expect(adapter.followConfirmation).toBeUndefined();

      const receiptMail = await mailTo(authorization.replyTo, new RegExp(`${receipt.siteReference}$`));
      expect(receiptMail.subject).toBe(`Your PeoplePath removal request ${receipt.siteReference}`);
      expect(await adapter.check(listing)).toEqual({ state: 'listed', capture: null });

      await sites.advanceDays(3);
      const check = await adapter.check(listing);
      expect(check.state).toBe('removed');
      expectPng(check.capture, 'after');
      expect((await visit(listing.url)).status).toBe(410);
    },
    CHROMIUM_TEST_MS,
  );

  it(
    'a listing URL the site does not have is not_found; a URL off the site is refused',
    async () => {
      const person = await newPerson();
      const adapter = clearRecords();
      const wrongId = `${person.id}-00000000`;
      const url = `${sites.origins.clearrecords}/person/${wrongId}`;
      expect(await adapter.check({ brokerSlug: 'clearrecords', siteListingId: wrongId, url })).toEqual({
        state: 'not_found',
        capture: null,
      });
      const elsewhere = await failureOf(
        adapter.check({
          brokerSlug: 'clearrecords',
          siteListingId: wrongId,
          url: `${sites.origins.peoplepath}/person/x`,
        }),
      );
      expect(elsewhere.kind).toBe('unexpected_reply');
    },
    CHROMIUM_TEST_MS,
  );

  it(
    'a changed form is reported as form_changed, naming what is missing, and nothing is requested',
    async () => {
      const person = await newPerson();
      const clear = clearRecords();
      const pathAdapter = peoplePath();
      const clearListing = await foundListing(clear, 'clearrecords', person);
      const pathListing = await foundListing(pathAdapter, 'peoplepath', person);

      await sites.setBehaviour('clearrecords', { formVersion: 'changed' });
      const clearFailure = await failureOf(clear.submit(clearListing, authorizationFor(person, 'GRD-WF0003')));
      expect(clearFailure.kind).toBe('form_changed');
      expect(clearFailure.message).toContain('input#email');

      await sites.setBehaviour('peoplepath', { formVersion: 'changed' });
      const pathFailure = await failureOf(pathAdapter.submit(pathListing, authorizationFor(person, 'GRD-WF0004')));
      expect(pathFailure.kind).toBe('form_changed');
      expect(pathFailure.message).toContain('optout-step-0');

      await sites.advanceDays(3);
      expect((await clear.check(clearListing)).state).toBe('listed');
      expect((await pathAdapter.check(pathListing)).state).toBe('listed');
    },
    CHROMIUM_TEST_MS,
  );

  it(
    'a site slower than the adapter waits is a timeout, for a scan, a request and a check',
    async () => {
      const person = await newPerson();
      const listing = await foundListing(clearRecords(), 'clearrecords', person);
      await sites.setBehaviour('clearrecords', { latencyMs: 3_000 });
      const impatient = clearRecords(300);
      expect((await failureOf(impatient.scan(subjectOf(person)))).kind).toBe('timeout');
      expect((await failureOf(impatient.submit(listing, authorizationFor(person, 'GRD-WF0005')))).kind).toBe('timeout');
      expect((await failureOf(impatient.check(listing))).kind).toBe('timeout');
    },
    CHROMIUM_TEST_MS,
  );
});
