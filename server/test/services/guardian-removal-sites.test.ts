import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import type { PrPeopleTable } from '../../src/db/schema';
import { listingIdOf } from '../../src/services/brokers/stand-in/listing-id';
import { runRemovalJobs, startBrokerSitesRig, type BrokerSitesRig } from '../broker-sites-helper';
import { protectSelfAs } from '../guardian-helper';
import {
  buildTestApp,
  createTestDatabase,
  ENGINES,
  inject,
  json,
  loginTokens,
  MEMBERS,
  type TestDatabase,
} from '../helper';
import { seedRecords } from '../records-helper';

// Guardian's removals as they really happen (issue 59), on both engines: the member's scan reads the three stand-in
// broker sites through the real adapters and finds the member there with working listing URLs; each listing is scored
// first (a namesake is asked about or set aside, never sent); the requests go out by web form (Chromium) and by
// e-mail; the sites process them as their clocks move; their e-mails come back through the inbound endpoint and move
// the statuses; the listing pages then show the person removed; and the proof of a removal holds the page before and
// after, each status change with its cause, downloadable as one PDF.

const MEMBERS_URL = '/v1/me/personal-data-protection/members';

interface Listing {
  id: number;
  broker: { slug: string; name: string; isBeacon: boolean };
  url: string;
  present: boolean;
  match: { decision: string | null; submittable: boolean; confidence: number | null };
  removal: null | {
    id: number;
    status: string;
    channel: string | null;
    history: Array<{ status: string; cause: string | null }>;
  };
}
interface Protection {
  scan: null | { status: string; brokersTotal: number; brokersDone: number; sitesNotRead: string[] };
  listings: Listing[];
  notChecked: Array<{ slug: string; searchUrl: string | null }>;
}

jest.setTimeout(240_000);

describe.each(ENGINES)('Guardian removals at the broker sites on %s', (engine) => {
  let database: TestDatabase;
  let rig: BrokerSitesRig;
  let app: FastifyInstance;
  let token: string;
  let memberId: number;
  let person: PrPeopleTable;
  let namesake: PrPeopleTable;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedRecords(database, 600);
    rig = await startBrokerSitesRig(database);
    app = await buildTestApp(database, { config: rig.config });
    token = (await loginTokens(app, MEMBERS.guardian)).accessToken;
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await rig?.close();
    await database?.drop();
  });

  const protection = async () => {
    const response = await inject(app, { method: 'GET', url: `${MEMBERS_URL}/${memberId}/protection`, token });
    expect(response.statusCode).toBe(200);
    return json<Protection>(response);
  };
  const siteListing = (listings: Listing[], slug: string) =>
    listings.find((listing) => listing.broker.slug === slug && listing.match.submittable);

  it("finds the member on the three sites, each listing's URL the site's own page of them", async () => {
    // someone every site lists (RecordHarbor: born before 2008; PeoplePath: a current address) who shares first and
    // last name with one other person of the data set, born years apart: a same-name pair, as their confirmed report
    const people = await app.db.selectFrom('pr_people').selectAll().where('opted_out', '=', 0).orderBy('id').execute();
    const sameName = (a: PrPeopleTable, b: PrPeopleTable) => a.first_key === b.first_key && a.last_key === b.last_key;
    const yearOf = (dob: string | null) => Number(dob?.slice(0, 4) ?? 0);
    const pairs = people.flatMap((candidate) => {
      const named = people.filter((other) => sameName(other, candidate));
      const other = named.find((entry) => entry.id !== candidate.id);
      const fits =
        named.length === 2 &&
        other !== undefined &&
        candidate.dob !== null &&
        candidate.dob < '2008-01-01' &&
        candidate.place_id !== null &&
        Math.abs(yearOf(candidate.dob) - yearOf(other.dob)) > 3;
      return fits ? [{ candidate, other }] : [];
    });
    expect(pairs.length).toBeGreaterThan(0);
    person = pairs[0]!.candidate;
    namesake = pairs[0]!.other;
    memberId = await protectSelfAs(app, token, person.id);
    expect(await app.jobs.drain('guardian-scan')).toBe(1);

    const result = await protection();
    expect(result.scan).toMatchObject({ status: 'complete', brokersTotal: 4, brokersDone: 4, sitesNotRead: [] });
    for (const slug of ['clearrecords', 'peoplepath', 'recordharbor']) {
      const listing = siteListing(result.listings, slug);
      expect([slug, listing?.match.decision]).toEqual([slug, 'submit']);
      expect(listing!.url.startsWith(rig.standIns.origins[slug as 'clearrecords'])).toBe(true);
      const page = await fetch(listing!.url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`${person.first_name}`);
    }
    // the catalog's other brokers are "not checked", with their own search where it is known: no listing claimed
    expect(
      result.listings.every((listing) => listing.broker.isBeacon || listing.broker.slug in rig.standIns.origins),
    ).toBe(true);
    expect(result.notChecked.length).toBeGreaterThan(40);
    expect(result.notChecked.find((broker) => broker.slug === 'spokeo')?.searchUrl).toMatch(
      /^https:\/\/www\.spokeo\.com\//,
    );
  });

  it('never sends a request for a listing that is not surely the member', async () => {
    const { listings } = await protection();
    // the sites' searches bring the namesake too (ClearRecords lists everyone): asked about or set aside, never sent
    const unsure = listings.filter((listing) => !listing.broker.isBeacon && !listing.match.submittable);
    expect(unsure.map((listing) => listing.url)).toContain(
      `${rig.standIns.origins.clearrecords}/person/${listingIdOf('clearrecords', namesake.id)}`,
    );
    for (const listing of unsure) {
      const refused = await inject(app, {
        method: 'POST',
        url: `${MEMBERS_URL}/${memberId}/removals`,
        token,
        payload: { listingIds: [listing.id] },
      });
      expect(refused.statusCode).toBe(409);
    }
    expect(await app.db.selectFrom('guardian_removals').selectAll().execute()).toEqual([]);
  });

  it('sends the requests by web form and e-mail, and moves each status on what the site did or said', async () => {
    const { listings } = await protection();
    const ids = ['clearrecords', 'peoplepath', 'recordharbor'].map((slug) => siteListing(listings, slug)!.id);
    const requested = await inject(app, {
      method: 'POST',
      url: `${MEMBERS_URL}/${memberId}/removals`,
      token,
      payload: { listingIds: ids },
    });
    expect(requested.statusCode).toBe(200);
    await runRemovalJobs(app);
    let now = await protection();
    const channels = Object.fromEntries(
      ids.map((id) => {
        const listing = now.listings.find((item) => item.id === id)!;
        return [listing.broker.slug, listing.removal?.channel];
      }),
    );
    expect(channels).toEqual({ clearrecords: 'web_form', peoplepath: 'web_form', recordharbor: 'email' });

    // RecordHarbor reads the letter and answers two days later; ClearRecords' confirmation link was opened
    await rig.poll();
    await rig.advanceDays(2);
    await runRemovalJobs(app);
    now = await protection();
    const status = (slug: string) => now.listings.find((item) => item.broker.slug === slug && ids.includes(item.id));
    expect(status('clearrecords')!.removal!.status).toBe('acknowledged');
    expect(status('recordharbor')!.removal).toMatchObject({ status: 'acknowledged' });
    expect(status('recordharbor')!.removal!.history.at(-1)!.cause).toMatch(/^RecordHarbor replied: "We received/);

    // a week on every site has acted: the checks read the listing pages, RecordHarbor says so by e-mail
    await rig.advanceDays(6);
    await runRemovalJobs(app);
    for (const removalId of await app.guardianRemovalSites.openRemovals([memberId])) {
      await app.guardianRemovalSites.check(removalId);
    }
    now = await protection();
    for (const slug of ['clearrecords', 'peoplepath', 'recordharbor']) {
      const listing = status(slug)!;
      expect([slug, listing.removal!.status]).toEqual([slug, 'removed']);
      const page = await fetch(listing.url);
      expect(page.status).toBe(410);
      expect(await page.text()).toContain('This record has been removed');
    }
  });

  it('keeps the proof of a removal: before and after pages, every change with its cause, as one PDF', async () => {
    const listing = siteListing((await protection()).listings, 'clearrecords')!;
    const removalId = listing.removal!.id;
    const evidence = json<{ items: Array<{ kind: string; cause: string | null }> }>(
      await inject(app, {
        method: 'GET',
        url: `${MEMBERS_URL}/${memberId}/removals/${removalId}/evidence`,
        token,
      }),
    ).items;
    expect(evidence.map((item) => item.kind)).toEqual(expect.arrayContaining(['before', 'after', 'page', 'status']));
    expect(evidence.filter((item) => item.kind === 'status').map((item) => item.cause)).toEqual(
      expect.arrayContaining([expect.stringMatching(/ClearRecords' e-mailed confirmation link was opened/)]),
    );
    const pdf = await inject(app, {
      method: 'GET',
      url: `${MEMBERS_URL}/${memberId}/removals/${removalId}/proof.pdf`,
      token,
    });
    expect(pdf.statusCode).toBe(200);
    const dir = mkdtempSync(path.join(tmpdir(), 'beacon-proof-'));
    try {
      const file = path.join(dir, 'proof.pdf');
      writeFileSync(file, pdf.rawPayload);
      const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
      expect(images.length).toBeGreaterThanOrEqual(2);
      expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).toContain('ClearRecords');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
