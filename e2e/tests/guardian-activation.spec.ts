import { expect, test } from '@playwright/test';

import { DEMO_MEMBERS, signInAs } from '../support/sign-in';

// Spec §4: a Guardian member who confirms their own record gets the Guardian activation modal (second slide after
// 7 s, progress 17 s + 1 s), then the intermediary-enroll page with a redirect to their Guardian report.
test('Search For Yourself with Guardian: the activation modal runs, then enrolment opens', async ({ page }) => {
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
  await expect(page).toHaveURL(
    /\/dashboard\/online-protection\/intermediary-enroll\/\?redirecturl=%2Fdashboard%2Fguardian%2Freport%2F\d+%2Fperson%2F\d+$/,
  );
});
