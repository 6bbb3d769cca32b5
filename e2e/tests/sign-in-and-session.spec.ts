import { expect, test, type Page, type Request } from '@playwright/test';

import { DEMO_MEMBERS, DEMO_PASSWORD, signInAs } from '../support/sign-in';

async function fillSignIn(page: Page, email: string, password: string) {
  await expect(page.getByText('Verified: you are human.')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Records every request URL; the returned check fails if one carries the stored tokens or a token parameter. */
function watchForTokensInUrls(page: Page): () => Promise<void> {
  const urls: string[] = [];
  const onRequest = (request: Request) => urls.push(request.url());
  page.on('request', onRequest);
  return async () => {
    page.off('request', onRequest);
    const tokens = await page.evaluate(() => [
      window.localStorage.getItem('accessToken') ?? '',
      window.localStorage.getItem('refreshToken') ?? '',
    ]);
    for (const url of urls) {
      for (const token of tokens.filter(Boolean)) expect(url).not.toContain(token);
      expect(url).not.toMatch(/[?&](accessToken|refreshToken|token)=/);
    }
    expect(urls.length).toBeGreaterThan(0);
  };
}

test.describe('sign-in and session', () => {
  test('a wrong password shows the message; the right one returns to the deep link', async ({ page }) => {
    const check = watchForTokensInUrls(page);
    await page.goto('/dashboard/account/my-orders');
    await expect(page).toHaveURL(/\/login$/);

    await fillSignIn(page, DEMO_MEMBERS.premium, 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email and/or password' })).toBeVisible();

    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard\/account\/my-orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();

    // Every token stays out of URLs, in local storage and the apiV2 cookie.
    const stored = await page.evaluate(() => window.localStorage.getItem('accessToken'));
    expect(stored).toBeTruthy();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'apiV2')?.value).toBe(stored);
    await check();
  });

  test('the right password from /login lands on the dashboard, and empty fields are explained', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
    await expect(page.getByText('Please enter your password.')).toBeVisible();
    await fillSignIn(page, DEMO_MEMBERS.personReport, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  test('an expired access token is refreshed transparently during navigation', async ({ page }) => {
    test.setTimeout(90_000);
    const { accessToken } = await signInAs(page, DEMO_MEMBERS.premium);
    await page.goto('/dashboard/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

    // The e2e stack issues 30-second access tokens.
    await page.waitForTimeout(31_000);
    const refreshed = page.waitForResponse(
      (response) => response.url().endsWith('/v1/refresh-access-token') && response.status() === 200,
    );
    await page.getByRole('navigation', { name: 'Products' }).getByRole('link', { name: 'Family Tree' }).click();
    await refreshed;
    await expect(page.getByRole('heading', { level: 1, name: 'Family Tree' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/family-tree$/);
    const current = await page.evaluate(() => window.localStorage.getItem('accessToken'));
    expect(current).not.toBe(accessToken);
  });

  test('a 403 sends the member to /login', async ({ page }) => {
    await signInAs(page, DEMO_MEMBERS.premium);
    await page.route('**/v1/me', (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: '{"message":"Forbidden","statusCode":403}' }),
    );
    await page.goto('/dashboard/reports');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('refreshToken'))).toBeNull();
  });

  test('logout clears the tokens and the apiV2 cookie and revokes the login', async ({ page }) => {
    const { refreshToken } = await signInAs(page, DEMO_MEMBERS.premium);
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Account' }).click();
    await page.getByRole('link', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'apiV2')).toBeUndefined();
    const refresh = await page.request.post('/v1/refresh-access-token', {
      headers: { 'App-Id': 'beacon-web', 'Api-Key': 'beacon-web-local-key', 'Device-Id': 'e2e-device' },
      data: { refreshToken, lastAccessToken: 'x' },
    });
    expect(refresh.status()).toBe(401);
  });
});

test.describe('chrome by entitlement (spec §6)', () => {
  const productLinks = async (page: Page) => {
    const nav = page.getByRole('navigation', { name: 'Products' });
    await expect(nav.getByRole('link', { name: 'Reports' })).toBeVisible();
    // Links, and the "Search For Yourself" button that opens its modal.
    return nav.getByRole('listitem').allTextContents();
  };

  test('the top navigation differs by member exactly as the entitlements say', async ({ page }) => {
    test.setTimeout(120_000);
    const expected: [string, string[]][] = [
      [DEMO_MEMBERS.personReport, ['Search For Yourself', 'Dark Web Monitoring', 'Reports', 'Family Tree']],
      [DEMO_MEMBERS.guardian, ['Guardian', 'Reports', 'Family Tree']],
      [DEMO_MEMBERS.guardianFamily, ['Guardian Personal Data Protection', 'Reports', 'Family Tree']],
      [DEMO_MEMBERS.darkWeb, ['Search For Yourself', 'Reports', 'Identity Monitoring', 'Family Tree']],
      [
        DEMO_MEMBERS.dataMonitoring,
        [
          'Search For Yourself',
          'Dark Web Monitoring',
          'Reports',
          'Sex Offender Watch',
          'Report Monitoring',
          'Family Tree',
        ],
      ],
    ];
    for (const [email, links] of expected) {
      await page.context().clearCookies();
      await signInAs(page, email);
      await page.goto('/dashboard');
      expect(await productLinks(page), email).toEqual(links);
    }
  });

  test('the account menu shows the member id and the pin when there is one', async ({ page }) => {
    await signInAs(page, DEMO_MEMBERS.premium);
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Account' }).click();
    await expect(page.getByText(/^Member ID: \d+$/)).toBeVisible();
    await expect(page.getByText('Account Pin: 7314')).toBeVisible();
  });

  test('the mobile menu at 390 wide', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, DEMO_MEMBERS.dataMonitoring);
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByText('Friendly Member Care')).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByText('Maya Castillo')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sex Offender Watch' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Guardian' })).toBeHidden();
    await menu.getByRole('button', { name: 'Support' }).click();
    await expect(menu.getByRole('link', { name: 'FAQs' })).toBeVisible();
    await menu.getByRole('button', { name: 'Account' }).click();
    await expect(menu.getByRole('link', { name: 'FAQs' })).toBeHidden();
    await expect(menu.getByRole('link', { name: 'Order History' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(menu).toBeHidden();
  });

  test('Found a Bug? sends the report and confirms it', async ({ page }) => {
    await signInAs(page, DEMO_MEMBERS.premium);
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Support' }).click();
    await page.getByRole('button', { name: 'Found a Bug?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Found a Bug?' });
    await expect(dialog.getByLabel('What is it about?')).toHaveValue('other');
    await dialog.getByLabel('Describe the problem').fill('The PDF button does nothing');
    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/v1/events') && request.postDataJSON()?.name === 'feedback:bug',
    );
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect((await sent).postDataJSON().properties).toMatchObject({
      comments: 'The PDF button does nothing',
      issue_type: 'other',
      email: DEMO_MEMBERS.premium,
    });
    await expect(page.getByRole('dialog', { name: 'The bug was succesfully submitted' })).toBeVisible();
  });
});
