import { expect, test } from '@playwright/test';

import { DEMO_MEMBERS, signInAs } from '../support/sign-in';

// Issue 16 point 7: the FAQ is searchable, the contact form reaches Member Care, the legal pages say what they must.

test('search the FAQ, open an answer, and send a message to Member Care', async ({ page }) => {
  await signInAs(page, DEMO_MEMBERS.guardian);
  await page.goto('/dashboard/support/faqs');
  await page.getByLabel('Search the questions').fill('opt-out');
  const question = page.getByRole('button', { name: 'How do I remove my information from Beacon?' });
  await question.click();
  await expect(page.getByText(/Fill in the opt-out form at \/opt-out/)).toBeVisible();

  await page.goto('/dashboard/support/contact');
  await page.getByLabel('Your name').fill('Grace Guardian');
  await page.getByLabel('E-mail address').fill('guardian@demo.beacon.test');
  await page.getByLabel('Topic').selectOption('privacy');
  await page.getByLabel('Message').fill('Please tell me which brokers still list my address.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you. Member Care will answer by e-mail within one business day.')).toBeVisible();
  await expect(page.getByText(/Your reference number is \d+\./)).toBeVisible();
});

test('the terms state the FCRA notice and the privacy policy the opt-out rights', async ({ page }) => {
  await page.goto('/terms-of-use');
  await expect(page.getByRole('heading', { name: 'Beacon is not a consumer reporting agency' })).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Your rights: opt-out, access and deletion' })).toBeVisible();
});
