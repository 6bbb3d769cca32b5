import { expect, test } from '@playwright/test';

import { refreshPublicRecords } from '../support/data-refresh';
import { runAxe } from '../support/axe';
import { DEMO_MEMBERS, signInAs } from '../support/sign-in';

// Issue 18 point 4 and 7: a data-monitoring member monitors a person report; a refresh of the public records moves
// that person, and the report update reaches the open page by server push (no reload, well before the polling
// fallback would ask), then reads on the report monitoring screen with the old and the new address.

// axe-core is injected into the page, which the edge's CSP would refuse
test.use({ bypassCSP: true });

test('a monitored report that changes shows its update live, then with the old and new address', async ({ page }) => {
  await signInAs(page, DEMO_MEMBERS.dataMonitoring);
  await page.goto('/dashboard/search/person/?first=Maya&last=Castillo&city=&state=ALL');
  await page
    .getByRole('list', { name: 'Results' })
    .getByRole('link', { name: /^Open report for Maya .*Castillo/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/reports\/\d+$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Maya .*Castillo/ });
  await expect(heading).toBeVisible();
  const name = (await heading.textContent())!.trim();
  const [first, ...rest] = name.split(' ');
  const last = rest[rest.length - 1];
  const titled = new RegExp(`^${first}.* ${last}`);

  await page.getByRole('button', { name: 'Monitor this report' }).click();
  await page.getByRole('link', { name: 'See report monitoring' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report Monitoring' })).toBeVisible();
  const people = page.getByRole('region', { name: 'People you monitor' });
  await expect(people.getByRole('heading', { level: 3, name: titled })).toBeVisible();

  // home, with the alerts widget; the page is never reloaded from here on
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page.getByRole('heading', { name: 'Alerts' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });

  const printed = await refreshPublicRecords(DEMO_MEMBERS.dataMonitoring);
  expect(printed).toMatch(/edition \d+ applied/);
  const update = page
    .getByRole('list', { name: 'Report updates' })
    .getByText(new RegExp(`^${first} ${last}: New address: `));
  // server push: well within the 60 s the polling fallback waits
  await expect(update).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  const newAddress = (await update.textContent())!.replace(/^.*New address: /, '');

  await page.goto('/dashboard/data-monitoring');
  const card = page
    .getByRole('region', { name: 'People you monitor' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: titled }) });
  await expect(card.getByText('Address').first()).toBeVisible();
  await expect(card.getByText(newAddress).first()).toBeVisible();

  // the screen with its content passes axe and fits a phone
  expect(await runAxe(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await runAxe(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
});
