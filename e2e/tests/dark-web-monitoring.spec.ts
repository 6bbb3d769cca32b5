import { expect, test } from '@playwright/test';

import { DEMO_MEMBERS, signInAs } from '../support/sign-in';
import { MAIL_MESSAGES_URL } from '../support/stack';

interface StoredMail {
  to: string[];
  subject: string;
  text: string;
  headers: Record<string, string>;
}

// Issue 18 points 1–3: a dark web monitoring member has their e-mail watched; it is in known breaches (the corpus has
// the demo members' e-mails), so the alerts are there at once, with what leaked and what to do; private mode hides
// the value; a password is checked by its hash prefix only.

test('a dark web member watches an e-mail that is in a breach, sees the alert, and hides it with private mode', async ({
  page,
}) => {
  await signInAs(page, DEMO_MEMBERS.darkWeb);
  await page.goto('/dashboard/dark-web/setup');
  await expect(page.getByRole('heading', { level: 1, name: 'Dark Web Monitoring Setup' })).toBeVisible();
  await page.getByRole('button', { name: 'Add E-mail Address' }).click();
  await page.getByRole('textbox', { name: 'E-mail address 1' }).fill('not an e-mail');
  await page.getByRole('button', { name: 'Start Watching' }).click();
  await expect(page.getByText('Please Enter Valid Email Address.')).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail address 1' }).fill('dark-web@demo.beacon.test');
  await page.getByRole('button', { name: 'Start Watching' }).click();
  const saved = page.getByRole('status').filter({ hasText: /now watched\./ });
  await expect(saved).toBeVisible();
  await saved.getByRole('link', { name: 'See What Was Exposed' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Identity Monitoring' })).toBeVisible();
  await expect(page.getByText('E-mail address: d\u2022\u2022\u2022\u2022@demo.beacon.test').first()).toBeVisible();
  await expect(page.getByText('Email addresses').first()).toBeVisible();

  await page.goto('/dashboard/dark-web');
  const privateMode = page.getByRole('button', { name: 'Private mode for Dana Whitfield' });
  await expect(privateMode).toHaveAttribute('aria-pressed', 'false');
  await privateMode.click();
  await expect(privateMode).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/dashboard/dark-web-monitoring/dashboard');
  await expect(page.getByText('E-mail address: Hidden (private mode)').first()).toBeVisible();
  await expect(page.getByText('E-mail address: d\u2022\u2022\u2022\u2022@demo.beacon.test')).toHaveCount(0);

  // a password is checked by the first 5 characters of its SHA-1 only
  const ranges: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/breaches/')) ranges.push(request.url());
  });
  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByRole('button', { name: 'Check Password' }).click();
  await expect(page.getByText(/^This password has appeared [\d,]+ times in data breaches\./)).toBeVisible();
  expect(ranges).toEqual([expect.stringMatching(/\/v1\/breaches\/passwords\/range\/5BAA6$/)]);
});

// Issue 58: alerts come from the breach feed's checks (the Have I Been Pwned stand-in that `pnpm start` runs): an
// address added to monitoring is asked about by a job, and the alerts reach the open dashboard live, each breach as
// the feed names it, "Verified" only where the feed says so.
test('a dark web member adds an address the breach feed knows, and its breaches arrive live', async ({ page }) => {
  await signInAs(page, DEMO_MEMBERS.darkWeb);
  await page.goto('/dashboard/dark-web/setup');
  await page.getByRole('button', { name: 'Add E-mail Address' }).click();
  await page.getByRole('textbox', { name: 'E-mail address 1' }).fill('breached.member@example.com');
  await page.getByRole('button', { name: 'Start Watching' }).click();
  await expect(page.getByRole('status').filter({ hasText: /now watched\./ })).toBeVisible();

  await page.goto('/dashboard/dark-web-monitoring/dashboard');
  // the check runs as a job; the dashboard hears of it through the live stream, with no reload
  const forum = page.getByRole('heading', { level: 4, name: 'Stand-in Forum' });
  const shop = page.getByRole('heading', { level: 4, name: 'Stand-in Shop' });
  await expect(forum.first()).toBeVisible({ timeout: 30_000 });
  await expect(shop.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/No breaches found/)).toHaveCount(0);
  await expect(page.getByText('Dark Web Surveillance: dark_web')).toHaveCount(0);

  // the member is told by e-mail too (each alert as it happens, the default), with a one-click unsubscribe
  await expect(async () => {
    const mails = (await (await page.request.get(MAIL_MESSAGES_URL)).json()) as StoredMail[];
    const mail = mails.find((entry) => entry.to.includes(DEMO_MEMBERS.darkWeb) && entry.text.includes('Stand-in Shop'));
    expect(mail?.subject).toBe('Your e-mail address was found in 2 data breaches');
    expect(mail?.text).toContain('Stand-in Forum');
    expect(mail?.headers['list-unsubscribe']).toMatch(/^<http.*\/v1\/alert-emails\/unsubscribe\?token=/);
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  }).toPass({ timeout: 30_000 });

  // each alert opens its own page, with a plan to follow
  await page.getByRole('link', { name: 'Open the plan for Stand-in Shop' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /found in the Stand-in Shop breach$/ })).toBeVisible();
  expect(await page.getByRole('region', { name: 'Your plan' }).getByRole('checkbox').count()).toBeGreaterThanOrEqual(3);
});
