import { expect, test } from '@playwright/test';

import { advanceBilling } from '../support/billing-clock';
import { DEMO_MEMBERS, signInAs } from '../support/sign-in';

// Issue 54 point 3: a canceled membership keeps what was paid for until its date, then ends. reactivate@ canceled
// with its term still running: its reports still open; once the date has passed (45 days moved by the billing:advance
// command, no sleeping) the same report asks for a purchase, and Membership Settings says when it ended.
test('a canceled membership opens reports until its date, then the report asks for a purchase', async ({ page }) => {
  await signInAs(page, DEMO_MEMBERS.reactivate);
  await page.goto('/dashboard/account/subscriptions');
  await expect(page.getByText(/^Canceled · Access until [A-Z][a-z]{2} \d{1,2}, \d{4}$/).first()).toBeVisible();

  await page.goto('/dashboard/search/person/?first=Rita&last=Brennan&city=&state=ALL');
  await page
    .getByRole('list', { name: 'Results' })
    .getByRole('link', { name: /^Open report for Rita .*Brennan/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/reports\/\d+$/);
  const report = page.url();
  await expect(page.getByRole('heading', { level: 1, name: /^Rita .*Brennan/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Personal Details', exact: true })).toBeVisible();

  expect(await advanceBilling(DEMO_MEMBERS.reactivate, 45)).toMatch(/1 term ended/);

  await page.goto(report);
  await expect(page).toHaveURL(/\/dashboard\/purchase$/);
  await expect(
    page.getByText(/^To open Rita .*Brennan's full report, choose one of the options below\.$/),
  ).toBeVisible();

  await page.goto('/dashboard/account/subscriptions');
  await expect(page.getByText(/^Ended on [A-Z][a-z]{2} \d{1,2}, \d{4}$/).first()).toBeVisible();
  // the reactivation banner is gone with the term: nothing is left to resume
  await expect(page.getByRole('region', { name: 'Reactivate your subscription' })).toHaveCount(0);
});
