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

test('a Guardian member confirms their report, is enrolled, removes their listings and sees them go', async ({
  page,
}) => {
  test.setTimeout(180_000);
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
  // Beacon's own listing is found in its public records; the other sites' appear as the scan goes through them
  await expect(listings.getByRole('heading', { name: 'Beacon', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Last scan /)).toBeVisible({ timeout: 30_000 });
  const found = await listings.getByRole('listitem').count();
  expect(found).toBeGreaterThan(10);
  await expect(page.getByText('out of 247')).toBeVisible();

  await page.getByRole('button', { name: 'Request All Removals' }).click();
  await expect(page.getByText(`Removal requested for ${found} listings.`)).toBeVisible();
  const beacon = listings
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Beacon', exact: true }) });
  await expect(pillOf(beacon, 'Removed')).toBeVisible();
  await expect(pillOf(listings, 'Submitted').first()).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('1 removed');
  // Beacon's removal ran the opt-out suppression in that request: its search no longer finds her
  const { accessToken } = await loginThroughApi(page.request, DEMO_MEMBERS.guardian);
  const headers = { ...APP_HEADERS, Authorization: `Bearer ${accessToken}` };
  const own = (await (await page.request.get(`/v1/me/records/${recordId}`, { headers })).json()) as { pointer: string };
  const search = await page.request.get('/v1/search/people?firstName=Grace&lastName=Okafor&pageSize=50', { headers });
  const { results } = (await search.json()) as { results: Array<{ pointer: string }> };
  expect(results.map((result) => result.pointer)).not.toContain(own.pointer);

  // the letter of a request downloads, filled with the member's name
  const spokeoOrFirst = listings
    .getByRole('listitem')
    .filter({ hasNot: page.getByRole('heading', { name: 'Beacon', exact: true }) })
    .first();
  const download = page.waitForEvent('download');
  await spokeoOrFirst.getByRole('button', { name: /^Download Letter/ }).click();
  const letter = await (await download).path();
  expect(await readFile(letter, 'utf8')).toContain('I, Grace');

  // a month goes by: the sites act on the requests, and the re-scan finds some listings back
  expect(await advanceGuardian(DEMO_MEMBERS.guardian, 31)).toMatch(/removal requests moved on/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Guardian Report' })).toBeVisible();
  await expect(listings.getByRole('listitem').first()).toBeVisible();
  const removedCount = Number(/(\d+) removed/.exec((await summary.textContent()) ?? '')![1]);
  expect(removedCount).toBeGreaterThan(5);
  await expect(pillOf(listings, 'Submitted')).toHaveCount(0);

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

test('a family add-on member protects a relative, who gets results of their own', async ({ page }) => {
  test.setTimeout(120_000);
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
  await form.getByLabel('First name').fill('Lena');
  await form.getByLabel('Last name').fill('Moreau');
  await form.getByLabel('Relationship to you').selectOption({ label: 'Child' });
  await form.getByLabel('Date of birth').fill('2004-06-18');
  await form.getByRole('button', { name: 'Add Address' }).click();
  await form.getByLabel('Street').fill('41 Harbor View Rd');
  await form.getByLabel('City').fill('Portland');
  await form.getByLabel('State').selectOption('ME');
  // Guardian acts for her only as her authorized agent (issue 55 point 2): without the statement nothing is saved
  await form.getByRole('button', { name: 'Save And Start Scan' }).click();
  await expect(form.getByText('Please confirm that you may act for this person.')).toBeVisible();
  await form
    .getByLabel(
      'Lena has authorized me to ask sites to remove their personal information, or I am their parent or legal guardian.',
    )
    .check();
  await form.getByRole('button', { name: 'Save And Start Scan' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Lena Moreau was added. Their first scan has started.' }),
  ).toBeVisible();
  await expect(page.getByText('1 of 5 added')).toBeVisible();

  const card = page.getByRole('listitem').filter({ hasText: 'Lena Moreau' });
  await card.getByRole('link', { name: /View Report/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Protection Report' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Lena Moreau' })).toBeVisible();
  const listings = page.getByRole('list', { name: 'Listings about Lena Moreau' });
  await expect(page.getByText(/^Last scan /)).toBeVisible({ timeout: 30_000 });
  // her own listings: the sites list her under her name and city
  await expect(listings.getByRole('link', { name: /Lena/ }).first()).toBeVisible();
  expect(await listings.getByRole('link', { name: /Grace|Frank/ }).count()).toBe(0);
  await expect(page.getByText('out of 247')).toBeVisible();

  // the report with its listings passes axe and fits a phone
  expect(await runAxe(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await runAxe(page)).toEqual([]);
});

interface Teaser {
  pointer: string;
  name: { first: string; last: string };
  locations: Array<{ city: string; state: string }>;
  relatives?: Array<{ first: string; last: string }>;
}

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
