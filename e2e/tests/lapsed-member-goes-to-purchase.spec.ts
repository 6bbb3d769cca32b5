import { expect, test } from '@playwright/test';

import { DEMO_MEMBERS, signInAs } from '../support/sign-in';

// Issue 13 point 1 (paywall): a member whose subscription lapsed and who holds no bought report cannot search public
// records. The API answers the search with a 402 naming the item to buy, and the app takes them to the purchase page
// (signed in still: a 402 is not a 403).
test('a lapsed member who runs a person search lands on the purchase page', async ({ page }) => {
  await signInAs(page, DEMO_MEMBERS.reactivate);
  await page.goto('/dashboard/reports');
  await page.getByRole('button', { name: 'Search by name, phone number, email address, or address' }).click();
  await page.getByRole('tab', { name: 'Name' }).click();
  await page.getByLabel('First Name', { exact: true }).fill('Peter');
  await page.getByLabel('Last Name', { exact: true }).fill('Lindqvist');

  const search = page.waitForResponse((response) => response.url().includes('/v1/search/people'));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const answer = await search;
  expect(answer.status()).toBe(402);
  expect(answer.headers()['x-required-item']).toBe('person_report');

  await expect(page).toHaveURL(/\/dashboard\/purchase$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase' })).toBeVisible();
  // issue 54: the purchase page knows why and for whom, and the way back to the search with its query
  expect(await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr)).toEqual({
    returnTo: expect.stringMatching(/^\/dashboard\/search\/person\/\?first=Peter&last=Lindqvist/),
    requiredItem: 'person_report',
    reason: 'search',
    subject: 'Peter Lindqvist',
  });
  await expect(
    page.getByText(
      'To see the results of your search for Peter Lindqvist, you need an active membership or a person report.',
    ),
  ).toBeVisible();
  // still signed in
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeTruthy();
});
