import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

import { DEMO_MEMBERS, signInAs } from '../support/sign-in';

// Issue 7: a person record from search, every section in layout order, the premium upgrade, the PDF (which opens and
// names the person), lists and archiving on the records list, and a location report whose offline map has a marker.

const PERSON_SECTIONS = [
  'Timeline',
  'Personal Details',
  'Contact Information',
  'Locations',
  'Criminal Records',
  'Sex Offenders',
  'Social Profiles',
  'Businesses',
  'Professional Licenses',
  'Finances',
  'Assets',
];

/** Searches a demo member's own name and opens the first result: the create-record flow lands on its report. */
async function openPersonReport(page: Page, first: string, last: string): Promise<string> {
  await page.goto(`/dashboard/search/person/?first=${first}&last=${last}&city=&state=ALL`);
  await page
    .getByRole('list', { name: 'Results' })
    .getByRole('link', { name: new RegExp(`^Open report for ${first} .*${last}`) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/reports\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${first} .*${last}`) })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

test('a person report from search: every section in order, the premium upgrade, and its PDF', async ({
  page,
}, testInfo) => {
  await signInAs(page, DEMO_MEMBERS.premium);
  await openPersonReport(page, 'Peter', 'Lindqvist');

  const navigator = page.getByRole('navigation', { name: 'Report sections' });
  await expect(navigator.getByRole('link')).toHaveText(PERSON_SECTIONS);
  for (const title of PERSON_SECTIONS) {
    const heading = page.getByRole('heading', { level: 2, name: title, exact: true });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();
  }
  const personal = page.getByRole('region', { name: 'Personal Details' });
  await expect(personal.getByText(/Source: .* · Last seen /).first()).toBeVisible();

  // The premium sections are locked on a new record; this member holds premium reports, so the upgrade opens them.
  const upgrade = page.getByRole('button', { name: 'Upgrade to Premium' });
  if ((await upgrade.count()) > 0) {
    await upgrade.first().click();
    await expect(upgrade).toHaveCount(0);
  }
  await expect(page.getByRole('region', { name: 'Finances' })).toBeVisible();

  // The PDF: a visible progress state, then a file that opens and names the person.
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = page.getByRole('link', { name: 'Download your PDF' });
  await expect(download).toBeVisible({ timeout: 30_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const pdfPath = testInfo.outputPath('report.pdf');
  await file.saveAs(pdfPath);
  expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', [pdfPath, '-']).toString();
  expect(text).toMatch(/Peter .*Lindqvist/);
  // The first page rendered, kept beside the test's other output.
  const pagePrefix = testInfo.outputPath('report-page');
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdfPath, pagePrefix]);
  expect(existsSync(`${pagePrefix}.png`)).toBe(true);
  await testInfo.attach('first page of the PDF', { path: `${pagePrefix}.png`, contentType: 'image/png' });
});

test('the records list: add a report to a list, remove it, archive it to the end', async ({ page }) => {
  await signInAs(page, DEMO_MEMBERS.identity);
  await openPersonReport(page, 'Ivan', 'Petrov');
  // a second record, so archiving has somewhere to move the first
  await page.goto('/dashboard/report/phone/4155550132?search-phone=4155550132');
  await expect(page.getByRole('heading', { level: 1, name: '(415) 555-0132' })).toBeVisible();

  await page.goto('/dashboard/reports');
  const reports = page.getByRole('list', { name: 'Your reports' });
  const person = reports.getByRole('listitem').filter({ has: page.getByRole('article', { name: /Ivan .*Petrov/ }) });
  await expect(person).toBeVisible();

  await page.getByLabel('New list name').fill('Family');
  await page.getByRole('button', { name: 'Create List' }).click();
  await person.getByRole('button', { name: '+ Add to List' }).click();
  const picker = page.getByRole('dialog', { name: 'Add to List' });
  await picker.getByRole('radio', { name: 'Family' }).check();
  await picker.getByRole('button', { name: 'Add' }).click();
  await expect(picker).toBeHidden();

  await page.getByRole('button', { name: 'Family (1)' }).click();
  const onList = page.getByRole('list', { name: 'Reports on Family' });
  await expect(onList.getByRole('article')).toHaveCount(1);
  await onList.getByRole('button', { name: '- Remove from List' }).click();
  await expect(page.getByRole('button', { name: 'Family (0)' })).toBeVisible();
  await expect(onList.getByRole('article')).toHaveCount(0);

  await page.getByRole('button', { name: 'All Reports' }).click();
  await person.getByRole('button', { name: 'Archive' }).click();
  await expect(reports.getByRole('article').last()).toHaveAccessibleName(/Ivan .*Petrov/);
  await page.reload();
  await expect(reports.getByRole('article').last()).toHaveAccessibleName(/Ivan .*Petrov/);
});

test('a location report draws its map offline with a marker at the address', async ({ page }) => {
  await signInAs(page, DEMO_MEMBERS.premium);
  await openPersonReport(page, 'Peter', 'Lindqvist');
  const locations = page.getByRole('region', { name: 'Locations' });
  await locations.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dashboard\/reports\/\d+$/);
  const map = page.getByRole('img', { name: /^Map showing / });
  await expect(map).toBeVisible();
  await expect(map.getByTestId('map-marker')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Residents', exact: true })).toBeVisible();
});
