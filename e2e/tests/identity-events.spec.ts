import { expect, test } from '@playwright/test';

import { sendIdentityScenario } from '../support/identity-scenario';
import { DEMO_MEMBERS, signInAs } from '../support/sign-in';

// Issue 58 point 1: identity alerts come from the identity-monitoring provider's signed webhooks. The provider's
// stand-in sends the identity demo member an event; its alert reaches the open page live (no reload), under a label
// written for people, as a link.

test('an identity event from the provider reaches the open page live, as a link with a human label', async ({
  page,
}) => {
  await signInAs(page, DEMO_MEMBERS.identity);
  await page.goto('/dashboard');
  const alerts = page.getByRole('list', { name: 'Identity alerts' });
  await expect(page.getByRole('heading', { name: 'Alerts' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });

  const printed = await sendIdentityScenario(DEMO_MEMBERS.identity, 'court_record.new');
  expect(printed).toMatch(/court_record\.new: 200 after/);
  await expect(alerts.getByRole('link', { name: 'Court Records' }).first()).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  await expect(page.getByText(/: (criminal|dark_web|ssn|credit)\b/)).toHaveCount(0);
});
