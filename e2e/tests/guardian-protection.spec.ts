import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

import { expect, test, type Locator } from '@playwright/test';

import { runAxe } from '../support/axe';
import { advanceGuardian } from '../support/guardian-clock';
import { APP_HEADERS, DEMO_MEMBERS, loginThroughApi, signInAs } from '../support/sign-in';
import { MAIL_MESSAGES_URL } from '../support/stack';

// Issue 17: Guardian as a member uses it. Spec §4: confirming one's own report runs the Guardian activation modal
// (second slide after 7 s, progress 17 s + 1 s), then the intermediary-enroll page enrols the member and goes on to
// their Guardian report, where the first scan's listings appear; removals are requested, and a month later (the
// admin command, not a sleep) their statuses have moved. The finish-scan banner ends with the dark web step. A
// family add-on member protects a relative, who gets results of their own; removing a relative's Beacon listing waits
// for the relative to open the link e-mailed to them, and until then every member still finds them (issue 55).

// axe-core is injected into the page, which the edge's CSP would refuse
test.use({ bypassCSP: true });

/** A listing's status pill: its own element, whose whole text is the status. */
const pillOf = (scope: Locator, status: string) => scope.getByText(status, { exact: true });

/** The three stand-in broker sites the stack runs (issue 59), in the order of the channels' counts. */
const SITES = ['ClearRecords', 'PeoplePath', 'RecordHarbor'] as const;

/** What the journey reads of a listing in the protection API's answer. */
interface ProtectionListing {
  broker: { name: string };
  removal: { status: string; channel: string | null } | null;
}

test('a Guardian member confirms their report, is enrolled, removes their listings and sees them go', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await page.clock.install();
  await signInAs(page, DEMO_MEMBERS.guardian);
  await page.goto('/dashboard/reports');
  // Without a confirmed report, the Guardian link leads to setup, which starts with finding the member's report.
  await page.getByRole('navigation', { name: 'Products' }).getByRole('link', { name: 'Guardian', exact: true }).click();
  await page.getByRole('button', { name: 'Search For Yourself' }).click();
  const dialog = page.getByRole('dialog', { name: 'Protect Your Personal Data' });
  const candidates = dialog.getByRole('list', { name: 'Your possible records' });
  await expect(candidates.getByText(/Grace Okafor/).first()).toBeVisible();
  await candidates.getByRole('button', { name: 'This is me' }).first().click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your selection' });
  await confirm.getByLabel('Yes, this is me').check();
  await confirm.getByRole('button', { name: 'Submit' }).click();

  const activation = page.getByRole('dialog', { name: 'Guardian Personal Data Protection' });
  await expect(activation.getByText('Your report has been marked as yours.')).toBeVisible();
  await expect(
    activation.getByText('Please wait. Access to Guardian Personal Data Protection will be added to your account.'),
  ).toBeVisible();
  await page.clock.fastForward(7_500);
  await expect(activation.getByText('Scan the Dark Web for your private data')).toBeVisible();
  await page.clock.fastForward(11_000);
  // from here on time runs as usual: the scan's progress is polled
  await page.clock.resume();

  // the intermediary-enroll page enrols the member and goes on to the Guardian report
  await expect(page).toHaveURL(/\/dashboard\/guardian\/report\/\d+\/person\/\d+$/);
  const reportUrl = page.url();
  const recordId = /\/person\/(\d+)$/.exec(reportUrl)![1]!;
  await expect(page.getByRole('heading', { level: 1, name: 'Guardian Report' })).toBeVisible();
  const listings = page.getByRole('list', { name: /^Listings about Grace Okafor/ });
  const listingOf = (site: string) =>
    listings.getByRole('listitem').filter({ has: page.getByRole('heading', { name: site, exact: true }) });
  // Beacon's own listing is found in its public records; the stand-in sites' as the scan reads them
  await expect(listingOf('Beacon')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Last scan /)).toBeVisible({ timeout: 60_000 });
  // a listing the score could not decide is asked about first: it is hers
  for (const site of SITES) {
    const yes = page.getByRole('button', { name: `Yes, this is me on ${site}`, exact: true });
    if ((await yes.count()) > 0) {
      await yes.click();
      await expect(listingOf(site)).toBeVisible();
    }
  }
  for (const site of SITES) await expect(listingOf(site)).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Is this you?' })).toHaveCount(0);

  // each listing's address is the stand-in site's page about her
  const urls: Record<string, string> = {};
  for (const site of SITES) {
    const url = await listingOf(site)
      .getByRole('link', { name: /^http:\/\/127\.0\.0\.1:\d+\/person\// })
      .getAttribute('href');
    expect(url).toBeTruthy();
    urls[site] = url!;
    const response = await page.request.get(url!);
    expect(response.status()).toBe(200);
    expect(/<h1 class="listing-name">([^<]*)<\/h1>/.exec(await response.text())?.[1]).toMatch(/^Grace (\S+ )?Okafor$/);
  }

  // "Request All Removals" says how each request goes out and leaves Beacon's own listing out unless ticked
  await page.getByRole('button', { name: 'Request All Removals' }).click();
  const bulk = page.getByRole('dialog', { name: 'Request All Removals' });
  const channels = bulk.getByRole('list', { name: 'Requests by channel' });
  await expect(channels.getByRole('listitem')).toHaveText(['Web form: 2', 'E-mail: 1']);
  await expect(bulk.getByLabel('Also remove my Beacon listing')).not.toBeChecked();
  expect(await runAxe(page)).toEqual([]);
  await bulk.getByRole('button', { name: 'Send 3 Requests', exact: true }).click();
  await expect(bulk).toHaveCount(0);
  await expect(page.getByText('Removal requested for 3 listings.')).toBeVisible();
  for (const site of SITES) await expect(pillOf(listingOf(site), 'Submitted')).toBeVisible();
  await expect(pillOf(listingOf('Beacon'), 'Exposed')).toBeVisible();

  // Beacon's own listing on its own: its removal runs the opt-out suppression in that request
  await listingOf('Beacon').getByRole('button', { name: 'Request Removal from Beacon' }).click();
  await expect(pillOf(listingOf('Beacon'), 'Removed')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('1 removed');
  const headers = async () => {
    const { accessToken } = await loginThroughApi(page.request, DEMO_MEMBERS.guardian);
    return { ...APP_HEADERS, Authorization: `Bearer ${accessToken}` };
  };
  const own = (await (await page.request.get(`/v1/me/records/${recordId}`, { headers: await headers() })).json()) as {
    pointer: string;
  };
  const search = await page.request.get('/v1/search/people?firstName=Grace&lastName=Okafor&pageSize=50', {
    headers: await headers(),
  });
  const { results } = (await search.json()) as { results: Array<{ pointer: string }> };
  expect(results.map((result) => result.pointer)).not.toContain(own.pointer);

  // the submit jobs send the requests: the web forms in Chromium, the letter by e-mail
  const members = await page.request.get('/v1/me/personal-data-protection/members', { headers: await headers() });
  const { items } = (await members.json()) as { items: Array<{ id: number; isSelf: boolean }> };
  const memberId = items.find((member) => member.isSelf)?.id;
  expect(memberId).toBeDefined();
  const removalsOnSites = async () => {
    const response = await page.request.get(`/v1/me/personal-data-protection/members/${memberId}/protection`, {
      headers: await headers(),
    });
    expect(response.status()).toBe(200);
    const { listings: found } = (await response.json()) as { listings: ProtectionListing[] };
    return Object.fromEntries(
      SITES.map((site) => [site, found.find((listing) => listing.broker.name === site)?.removal ?? null]),
    );
  };
  await expect(async () => {
    const removals = await removalsOnSites();
    expect(SITES.map((site) => removals[site]?.channel)).toEqual(['web_form', 'web_form', 'email']);
    // ClearRecords e-mails a confirmation link, which Guardian follows (the inbound mail job, then its own)
    expect(removals.ClearRecords?.status).toBe('acknowledged');
  }).toPass({ timeout: 120_000, intervals: [1_000] });

  // the letter of the e-mailed request downloads, filled with the member's name
  await page.reload();
  const download = page.waitForEvent('download');
  await listingOf('RecordHarbor').getByRole('button', { name: 'Download Letter to RecordHarbor' }).click();
  const letter = await (await download).path();
  expect(await readFile(letter, 'utf8')).toContain('I, Grace');

  // a week goes by on the sites: each processes its request, RecordHarbor answers by e-mail
  expect(await advanceGuardian(DEMO_MEMBERS.guardian, 7)).toMatch(/removal requests checked/);
  await expect(async () => {
    const removals = await removalsOnSites();
    expect(SITES.map((site) => removals[site]?.status)).toEqual(['removed', 'removed', 'removed']);
  }).toPass({ timeout: 60_000, intervals: [1_000] });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Guardian Report' })).toBeVisible();
  for (const site of SITES) await expect(pillOf(listingOf(site), 'Removed')).toBeVisible();
  await expect(pillOf(listings, 'Submitted')).toHaveCount(0);
  await expect(summary).toContainText('4 removed');
  // the sites' pages about her are gone
  for (const site of SITES) {
    const response = await page.request.get(urls[site]!);
    expect(response.status()).toBe(410);
    const body = await response.text();
    expect(body).toContain('This record has been removed');
    expect(body).not.toContain('Okafor');
  }

  // the proof of the ClearRecords removal: its steps on the listing, and one PDF with the captures before and after
  const clearRecords = listingOf('ClearRecords');
  await clearRecords.getByRole('button', { name: 'Proof of this removal from ClearRecords' }).click();
  const proof = clearRecords.getByRole('list', { name: 'Proof of the removal from ClearRecords' });
  await expect(proof.getByRole('img').first()).toBeVisible();
  await expect(proof.getByText(/: Removed/).first()).toBeVisible();
  expect(await runAxe(page)).toEqual([]);
  const proofDownload = page.waitForEvent('download');
  await clearRecords
    .getByRole('button', { name: 'Download proof (PDF) of the removal from ClearRecords', exact: true })
    .click();
  const pdfPath = testInfo.outputPath('clearrecords-proof.pdf');
  await (await proofDownload).saveAs(pdfPath);
  expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
  expect(execFileSync('pdftotext', [pdfPath, '-']).toString()).toContain('ClearRecords');
  // `pdfimages -list`: two header lines, then one line per image
  const images = execFileSync('pdfimages', ['-list', pdfPath]).toString().trim().split('\n').slice(2);
  expect(images.length).toBeGreaterThanOrEqual(2);

  // a site Guardian does not check and that takes requests only by post: Grace found herself there and adds the
  // listing; Guardian writes the letter, she prints it and records the day she mailed it and its tracking number
  const notChecked = page.getByRole('region', { name: 'Sites Guardian does not check' });
  await notChecked.getByRole('button', { name: 'I found Grace on CoreLogic', exact: true }).click();
  await notChecked
    .getByLabel('Address of the listing page')
    .fill('https://www.corelogic.com/property-owners/grace-okafor');
  // what she read on the page, nothing more: the letter names it
  const shows = notChecked.getByRole('group', { name: 'What the page shows' });
  await shows.getByRole('checkbox', { name: 'Name', exact: true }).check();
  await shows.getByRole('checkbox', { name: 'Current address', exact: true }).check();
  await notChecked.getByRole('button', { name: 'Add listing' }).click();
  await expect(page.getByText("Added Grace's listing on CoreLogic.", { exact: false })).toBeVisible();
  await listingOf('CoreLogic').getByRole('button', { name: 'Request Removal from CoreLogic' }).click();
  await expect(async () => {
    await page.reload();
    await expect(listingOf('CoreLogic').getByRole('heading', { name: 'Print and mail this letter' })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 60_000, intervals: [1_000] });
  const postal = listingOf('CoreLogic');
  const letterDownload = page.waitForEvent('download');
  await postal.getByRole('button', { name: 'Download the letter (PDF)' }).click();
  const letterPath = testInfo.outputPath('corelogic-letter.pdf');
  await (await letterDownload).saveAs(letterPath);
  const printed = execFileSync('pdftotext', ['-layout', letterPath, '-']).toString();
  expect(printed).toContain('Irvine, CA 92618');
  expect(printed).toContain('https://www.corelogic.com/property-owners/grace-okafor');
  expect(printed).toContain('It shows: Name, Current address.');
  await postal.getByLabel('Tracking number').fill('9400 1000 0000 0000 0000 00');
  await postal.getByLabel('Mailed on').fill(new Date().toISOString().slice(0, 10));
  expect(await runAxe(page)).toEqual([]);
  await postal.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(postal.getByText(/^Mailed on .+, tracking number 9400100000000000000000$/)).toBeVisible();

  // the record is "Activated" among the member's reports
  await page.goto('/dashboard/reports');
  await expect(page.getByRole('main').getByText('Activated').first()).toBeVisible();

  // the finish-scan banner shows on report pages until the dark web step is done (her own report is closed now
  // that Beacon's listing is removed: a phone report is a report page too)
  const phoneReport = '/dashboard/report/phone/5551234567?search-phone=5551234567';
  await page.goto(phoneReport);
  const banner = page.getByRole('region', { name: 'Setup Required' });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Scan The Dark Web' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Identity Monitoring Setup' })).toBeVisible();
  const email = page.getByRole('textbox', { name: /^E-mail address/ }).first();
  await email.fill('grace.okafor@example.com');
  await page.getByRole('button', { name: 'Start Monitoring' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Guardian Initial Results' })).toBeVisible();
  await page.goto(phoneReport);
  await expect(page.getByRole('heading', { level: 1, name: '(555) 123-4567' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Setup Required' })).toHaveCount(0);
});

interface Teaser {
  pointer: string;
  name: { first: string; last: string };
  locations: Array<{ city: string; state: string }>;
  relatives?: Array<{ first: string; last: string }>;
}

test('a family add-on member protects a relative, who gets results of their own', async ({ page, request }) => {
  test.setTimeout(120_000);
  // the relative is someone of the data set: the family member's own relative on his search result (the sites list
  // only people of the public records)
  const { accessToken } = await loginThroughApi(request, DEMO_MEMBERS.premium);
  const searchHeaders = { ...APP_HEADERS, Authorization: `Bearer ${accessToken}` };
  const search = async (first: string, last: string) => {
    const response = await request.get(
      `/v1/search/people?firstName=${encodeURIComponent(first)}&lastName=${encodeURIComponent(last)}&pageSize=50`,
      { headers: searchHeaders },
    );
    expect(response.status()).toBe(200);
    return ((await response.json()) as { results: Teaser[] }).results;
  };
  let relative: Teaser | undefined;
  for (const named of (await search('Frank', 'Moreau')).flatMap((teaser) => teaser.relatives ?? [])) {
    relative = (await search(named.first, named.last)).find(
      (teaser) => teaser.name.first === named.first && teaser.name.last === named.last && teaser.locations.length > 0,
    );
    if (relative) break;
  }
  expect(relative).toBeDefined();
  const { first, last } = relative!.name;
  const home = relative!.locations[0]!;

  await signInAs(page, DEMO_MEMBERS.guardianFamily);
  await page.goto('/dashboard/personal-data-protection');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Data Protection' })).toBeVisible();
  await expect(page.getByText('Your family add-on protects up to 5 family members.')).toBeVisible();
  await expect(page.getByText('0 of 5 added')).toBeVisible();
  await page.getByRole('button', { name: 'Add Family Member' }).click();
  const form = page.getByRole('form', { name: 'Add a family member' });
  // the schema's messages show under the fields
  await form.getByRole('button', { name: 'Save And Start Scan' }).click();
  await expect(form.getByText('Please Enter A First Name.')).toBeVisible();
  await expect(form.getByText('Please confirm that you may act for this person.')).toBeVisible();
  await form.getByLabel('First name').fill(first);
  await form.getByLabel('Last name').fill(last);
  await form.getByLabel('Relationship to you').selectOption({ label: 'Other family' });
  await form.getByRole('button', { name: 'Add Address' }).click();
  await form.getByLabel('Street').fill('1 Main St');
  await form.getByLabel('City').fill(home.city);
  await form.getByLabel('State').selectOption(home.state);
  // Guardian acts for them only as their authorized agent (issue 55 point 2): without the statement nothing is saved
  await form.getByRole('button', { name: 'Save And Start Scan' }).click();
  await expect(form.getByText('Please confirm that you may act for this person.')).toBeVisible();
  await form
    .getByLabel(
      `${first} has authorized me to ask sites to remove their personal information, or I am their parent or legal guardian.`,
    )
    .check();
  await form.getByRole('button', { name: 'Save And Start Scan' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${first} ${last} was added. Their first scan has started.` }),
  ).toBeVisible();
  await expect(page.getByText('1 of 5 added')).toBeVisible();

  const card = page.getByRole('listitem').filter({ hasText: `${first} ${last}` });
  await card.getByRole('link', { name: /View Report/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Protection Report' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `${first} ${last}` })).toBeVisible();
  const listings = page.getByRole('list', { name: `Listings about ${first} ${last}` });
  await expect(page.getByText(/^Last scan /)).toBeVisible({ timeout: 30_000 });
  // a listing the score could not decide without a birth date is asked about: it is theirs
  for (const site of SITES) {
    const yes = page.getByRole('button', { name: `Yes, this is me on ${site}`, exact: true });
    if ((await yes.count()) > 0) {
      await yes.click();
      await expect(
        listings.getByRole('listitem').filter({ has: page.getByRole('heading', { name: site, exact: true }) }),
      ).toBeVisible();
    }
  }
  // their own listings: ClearRecords lists everyone, and every site's page the report links is about them
  await expect(
    listings.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'ClearRecords', exact: true }) }),
  ).toHaveCount(1);
  const links = listings.getByRole('link', { name: /^http:\/\/127\.0\.0\.1:\d+\/person\// });
  expect(await links.count()).toBeGreaterThan(0);
  for (const url of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))) {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    const name = /<h1 class="listing-name">([^<]*)<\/h1>/.exec(await response.text())?.[1];
    expect(name?.startsWith(`${first} `)).toBe(true);
    expect(name?.endsWith(` ${last}`)).toBe(true);
  }
  await expect(page.getByText('out of 247')).toBeVisible();

  // the report with its listings passes axe and fits a phone
  expect(await runAxe(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await runAxe(page)).toEqual([]);
});

test("a family member's Beacon listing is removed only once they follow the e-mailed link", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // someone of the data set who is no demo member: a relative on a demo member's search result
  const { accessToken } = await loginThroughApi(request, DEMO_MEMBERS.premium);
  const headers = { ...APP_HEADERS, Authorization: `Bearer ${accessToken}` };
  const search = async (first: string, last: string) => {
    const response = await request.get(
      `/v1/search/people?firstName=${encodeURIComponent(first)}&lastName=${encodeURIComponent(last)}&pageSize=50`,
      { headers },
    );
    expect(response.status()).toBe(200);
    return ((await response.json()) as { results: Teaser[] }).results;
  };
  let person: Teaser | undefined;
  for (const [first, last] of [
    ['Dana', 'Whitfield'],
    ['Frank', 'Moreau'],
    ['Grace', 'Okafor'],
    ['Paula', 'Reyes'],
  ] as const) {
    for (const relative of (await search(first, last)).flatMap((teaser) => teaser.relatives ?? []).reverse()) {
      person = (await search(relative.first, relative.last)).find(
        (teaser) =>
          teaser.name.first === relative.first && teaser.name.last === relative.last && teaser.locations.length > 0,
      );
      if (person) break;
    }
    if (person) break;
  }
  expect(person).toBeDefined();
  const { first, last } = person!.name;
  const home = person!.locations[0]!;
  const email = `relative-${Date.now()}@example.com`;

  await signInAs(page, DEMO_MEMBERS.guardianFamily);
  await page.goto('/dashboard/personal-data-protection');
  await page.getByRole('button', { name: 'Add Family Member' }).click();
  const form = page.getByRole('form', { name: 'Add a family member' });
  await form.getByLabel('First name').fill(first);
  await form.getByLabel('Last name').fill(last);
  await form.getByLabel('Relationship to you').selectOption({ label: 'Sibling' });
  await form.getByRole('button', { name: 'Add Address' }).click();
  await form.getByLabel('Street').fill('1 Main St');
  await form.getByLabel('City').fill(home.city);
  await form.getByLabel('State').selectOption(home.state);
  await form.getByRole('button', { name: 'Add E-mail Address' }).click();
  await form.getByRole('textbox', { name: 'E-mail address 1', exact: true }).fill(email);
  await form
    .getByLabel(new RegExp(`^${first} has authorized me to ask sites to remove their personal information`))
    .check();
  await form.getByRole('button', { name: 'Save And Start Scan' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${first} ${last} was added. Their first scan has started.` }),
  ).toBeVisible();

  await page
    .getByRole('listitem')
    .filter({ hasText: `${first} ${last}` })
    .getByRole('link', { name: /View Report/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Protection Report' })).toBeVisible();
  await expect(page.getByText(/^Last scan /)).toBeVisible({ timeout: 30_000 });
  const listings = page.getByRole('list', { name: `Listings about ${first} ${last}` });
  // Beacon lists exactly them in their state (the data set has no namesake of theirs there)
  const beacon = listings
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Beacon', exact: true }) });
  await expect(beacon).toHaveCount(1);
  await expect(beacon.getByText(`Web form, once ${first} confirms by e-mail`)).toBeVisible();
  await expect(beacon.getByText(`Beacon e-mails ${first} a link to confirm.`, { exact: false })).toBeVisible();
  await beacon.getByRole('button', { name: 'Request Removal from Beacon' }).click();
  await expect(pillOf(beacon, 'Awaiting confirmation')).toBeVisible();
  await expect(
    beacon.getByText(`We e-mailed ${email} a link to confirm this removal.`, { exact: false }),
  ).toBeVisible();
  await expect(beacon.getByRole('button', { name: /I've Done This/ })).toHaveCount(0);

  // every member still finds the relative until the relative confirms
  expect((await search(first, last)).map((teaser) => teaser.pointer)).toContain(person!.pointer);

  let link: string | undefined;
  await expect(async () => {
    const mails = (await (await request.get(MAIL_MESSAGES_URL)).json()) as Array<{ to: string[]; text: string }>;
    const mail = mails.find((candidate) => candidate.to.includes(email));
    expect(mail?.text).toContain(`asked Beacon to stop showing ${first} ${last} in its search results`);
    link = /https?:\/\/\S+\/opt-out\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail!.text)?.[0];
    expect(link).toBeDefined();
  }).toPass({ timeout: 30_000 });
  expect((await search(first, last)).map((teaser) => teaser.pointer)).toContain(person!.pointer);

  // the relative opens the link: gone from every member's search, and the member's request shows it removed
  const reportUrl = page.url();
  await page.goto(link!);
  await expect(page.getByRole('status')).toHaveText(
    'Your opt-out is confirmed. The records that match your request no longer appear in any search.',
  );
  expect((await search(first, last)).map((teaser) => teaser.pointer)).not.toContain(person!.pointer);
  await page.goto(reportUrl);
  await expect(pillOf(listings, 'Removed').first()).toBeVisible();
});
