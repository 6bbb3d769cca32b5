import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

import { runAxe } from '../support/axe';
import { DEMO_MEMBERS, signInAs } from '../support/sign-in';

// Issue 7: a person record from search, every section in layout order, the premium upgrade, the PDF (which opens and
// names the person), lists and archiving on the records list, and a location report's map (issue 56 point 6).

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

/**
 * Opens the location report of the first address on a demo member's person report. The map's code (the `place-map`
 * chunk, with MapLibre) is not fetched before: the sign-in, the search and the person report have no map.
 */
async function openLocationReport(page: Page): Promise<void> {
  const mapCode: string[] = [];
  const onRequest = (request: { url: () => string }) => {
    if (/place-map/.test(request.url())) mapCode.push(request.url());
  };
  page.on('request', onRequest);
  await signInAs(page, DEMO_MEMBERS.premium);
  await openPersonReport(page, 'Peter', 'Lindqvist');
  expect(mapCode).toEqual([]);
  page.off('request', onRequest);
  const locations = page.getByRole('region', { name: 'Locations' });
  await locations.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dashboard\/reports\/\d+$/);
}

/**
 * Issue 56 point 6: the MapLibre map of the address, drawn from the offline default style. Under the edge's real CSP
 * (MapLibre's workers start from blob: URLs) and without asking any other host for tiles. What is asserted is what
 * headless Chromium draws without a GPU as well: the canvas region and its name, the house, the scale bar.
 */
test('a location report draws its address on a map with a scale bar, from no other host', async ({ page }) => {
  const elsewhere: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && !['data:', 'blob:'].includes(url.protocol)) {
      elsewhere.push(request.url());
    }
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Failed to initialize WebGL|The map could not be drawn/.test(message.text())) {
      refused.push(message.text());
    }
  });
  await openLocationReport(page);
  const map = page.getByTestId('place-map');
  const canvas = map.getByRole('region', { name: /^Map showing .+, [A-Z]{2}$/ });
  // MapLibre (~250 KB compressed) and the atlas (824 KB of TopoJSON) load with the first map: on a busy CI machine
  // that has taken over 10 s
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  // the map fills its 4:3 frame (MapLibre's stylesheet once collapsed it to no height, its markers clipped away)
  const canvasBox = await map.locator('canvas').boundingBox();
  expect(canvasBox?.height).toBeGreaterThan(200);
  // the house is on the map, not clipped away
  const houseBox = await map.getByTestId('map-home').boundingBox();
  expect(houseBox!.x).toBeGreaterThan(canvasBox!.x);
  expect(houseBox!.x + houseBox!.width).toBeLessThan(canvasBox!.x + canvasBox!.width);
  expect(houseBox!.y).toBeGreaterThan(canvasBox!.y);
  expect(houseBox!.y + houseBox!.height).toBeLessThan(canvasBox!.y + canvasBox!.height);
  await expect(map.locator('.maplibregl-ctrl-scale')).toHaveText(/^\d+\s(mi|ft)$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Residents', exact: true })).toBeVisible();
  // the map is zoomed in by the keyboard: the canvas takes the focus and "+" zooms in (the scale bar reads "1\u00a0mi")
  const before = await map.locator('.maplibregl-ctrl-scale').innerText();
  await canvas.focus();
  await page.keyboard.press('+');
  await expect(map.locator('.maplibregl-ctrl-scale')).not.toHaveText(before);
  expect(refused).toEqual([]);
  expect(elsewhere).toEqual([]);
});

test.describe('the location report with its map', () => {
  // axe-core is injected into the page, which the edge's CSP would refuse
  test.use({ bypassCSP: true });

  test('passes axe at 1280 and 390 px', async ({ page }) => {
    await openLocationReport(page);
    await expect(page.getByTestId('place-map').locator('.maplibregl-ctrl-scale')).toBeVisible({ timeout: 30_000 });
    expect(await runAxe(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByTestId('place-map').getByRole('region', { name: /^Map showing / })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await runAxe(page)).toEqual([]);
  });
});
