import { expect, test, type Page } from '@playwright/test';

import { OWN_BASE_URL, OwnApiStack } from '../support/own-api-stack';
import { DEMO_MEMBERS, signInAs } from '../support/sign-in';

// Chaos: the provider API stops during a member's session and comes back. The journey runs against its own API and
// edge (the shared stack keeps serving the other journeys) and counts document loads, so a reload loop would show.

test.use({ baseURL: OWN_BASE_URL });
test.describe.configure({ mode: 'serial' });

const stack = new OwnApiStack();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await stack.startApi();
  await stack.startEdge();
});

test.afterAll(async () => {
  await stack.stop();
});

/** What the records list shows once the member's records are loaded: the cards, or the empty state. */
function reportsOrEmptyState(page: Page) {
  return page.getByRole('list', { name: 'Your reports' }).or(page.getByText('You have no reports yet.'));
}

test('the API stops and starts during a session: the error screen, then the reports again without a reload loop', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO_MEMBERS.premium);
  let documentLoads = 0;
  page.on('load', () => {
    documentLoads += 1;
  });

  await page.goto('/dashboard/reports');
  await expect(reportsOrEmptyState(page)).toBeVisible();

  await stack.stopApi();
  await page.goto('/dashboard/reports');
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong. :-(' })).toBeVisible({
    timeout: 20_000,
  });
  const reload = page.getByRole('button', { name: 'Click here to reload the page and try again.' });
  await expect(reload).toBeVisible();
  // The chrome stays, the member stays signed in, and nothing reloads by itself while the API is away.
  await expect(page.getByRole('navigation', { name: 'Products' })).toBeVisible();
  const loadsDuringOutage = documentLoads;
  await page.waitForTimeout(5_000);
  expect(documentLoads).toBe(loadsDuringOutage);
  expect(new URL(page.url()).pathname).toBe('/dashboard/reports');

  await stack.startApi();
  await reload.click();
  await expect(reportsOrEmptyState(page)).toBeVisible();
  await expect(page.getByText('Oops! Something went wrong. :-(')).toBeHidden();
  // One load for the click, none after it.
  await page.waitForTimeout(3_000);
  expect(documentLoads).toBe(loadsDuringOutage + 1);
  expect(new URL(page.url()).pathname).toBe('/dashboard/reports');
});
