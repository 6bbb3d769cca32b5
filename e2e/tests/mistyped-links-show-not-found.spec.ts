import { expect, test, type Page, type Response } from '@playwright/test';

import { runAxe } from '../support/axe';
import { APP_HEADERS, DEMO_MEMBERS, signInAs } from '../support/sign-in';

// Issue 56 point 1: a mistyped URL, anywhere, answers 404 with the app's Not Found page, which names the way on;
// a report id that does not exist lands there too. API paths keep their JSON errors.

const MISTYPED = [
  '/terms',
  '/dashboardx',
  '/foo/bar',
  '/foo/bar?utm_source=mail',
  '/login/again',
  '/dashboard/nowhere',
  '/dashboard/reports/rec-42',
  '/dashboard/reports/42/extra',
  '/dashboard/not-found',
];

const WAY_ON = [
  ['Home', '/dashboard'],
  ['Search public records', '/dashboard/search/person/'],
  ['My reports', '/dashboard/reports/'],
  ['Need Help?', '/dashboard/support/help'],
  ['FAQs', '/dashboard/support/faqs'],
];

// the header's search opener, in the member's chrome only
const MEMBER_SEARCH = 'Search by name, phone number, email address, or address';

/** The Not Found page as a visitor sees it: its title, its sentence and its links, at the URL that was asked for. */
async function expectNotFoundPage(page: Page, url: string): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Page Not Found' }), url).toBeVisible();
  await expect(main.getByText("We couldn't find the page you were looking for.")).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | Beacon');
  const links = main.getByRole('navigation', { name: 'Where to go from here' }).getByRole('link');
  await expect(links).toHaveText(WAY_ON.map(([label]) => label ?? ''));
  for (const [index, [, href]] of WAY_ON.entries()) await expect(links.nth(index)).toHaveAttribute('href', href ?? '');
  // shown where it was asked for: no redirect
  expect(new URL(page.url()).pathname + new URL(page.url()).search, url).toBe(url);
}

/** Signs in and lets the app start once, as after a sign-in: it mirrors the access token into the apiV2 cookie. */
async function signInWithSessionCookie(page: Page): Promise<string> {
  const { accessToken } = await signInAs(page, DEMO_MEMBERS.premium);
  await page.goto('/dashboard');
  await expect(page.getByRole('banner').getByRole('button', { name: MEMBER_SEARCH })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).toContain('apiV2');
  return accessToken;
}

async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // the links stay on screen at a phone's width: nothing scrolls sideways
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: innerWidth }));
    expect(widths.page, `${what} at ${width} px`).toBeLessThanOrEqual(widths.view);
    expect(await runAxe(page), `${what} at ${width} px`).toEqual([]);
  }
}

test.describe('a mistyped link shows the Not Found page', () => {
  test.use({ bypassCSP: true });

  test('without a session: every mistyped URL answers 404 with the page and its links, never the sign-in page', async ({
    page,
  }) => {
    for (const url of MISTYPED) {
      const response = await page.goto(url);
      expect([url, response?.status()]).toEqual([url, 404]);
      await expectNotFoundPage(page, url);
      // the public frame: no member chrome
      await expect(page.getByRole('button', { name: MEMBER_SEARCH })).toHaveCount(0);
    }
    await expectNoAxeViolations(page, 'Not Found without a session');
    // its links lead on; a member page asks for sign-in first, remembering where the visitor was going
    await page.getByRole('link', { name: 'My reports' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  });

  test("signed in: the same page in the member's chrome, whose links lead to their pages", async ({ page }) => {
    await signInAs(page, DEMO_MEMBERS.premium);
    for (const url of MISTYPED) {
      const response = await page.goto(url);
      expect([url, response?.status()]).toEqual([url, 404]);
      await expectNotFoundPage(page, url);
      await expect(page.getByRole('banner').getByRole('button', { name: MEMBER_SEARCH })).toBeVisible();
    }
    await expectNoAxeViolations(page, 'Not Found signed in');
    await page.getByRole('main').getByRole('link', { name: 'My reports' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reports', exact: true })).toBeVisible();
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Search public records' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Person Search Results' })).toBeVisible();
    await expect(page.getByText('Enter a first and last name to search.')).toBeVisible();
  });

  test('a report id that does not exist answers 404 with the same page at its URL, from the one Not Found chunk', async ({
    page,
  }) => {
    await signInWithSessionCookie(page);
    const chunks: string[] = [];
    page.on('response', (response: Response) => {
      if (/\/page-not-found\.[0-9a-f]+\.js$/.test(response.url())) chunks.push(new URL(response.url()).pathname);
    });
    // well-formed, so only the API knows, for its member: the edge asks it with the session's cookie (decision 004),
    // and the reports remote asks it too and shows the page
    const remoteEntry = page.waitForResponse(/\/remotes\/reports\/[^/]+\/remoteEntry\.js$/);
    const response = await page.goto('/dashboard/reports/999999999');
    expect(response?.status()).toBe(404);
    await remoteEntry;
    await expectNotFoundPage(page, '/dashboard/reports/999999999');
    await expectNoAxeViolations(page, 'a report that does not exist');
    // then the host's own Not Found route, in the same tab: the page's code is not loaded again
    await page.evaluate(() => {
      window.history.pushState(null, '', '/dashboard/not-found');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expectNotFoundPage(page, '/dashboard/not-found');
    // one chunk, the host's (the build that provides @beacon/ui), never a remote's copy
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toMatch(/^\/page-not-found\.[0-9a-f]+\.js$/);
  });

  test("the member's own report answers 200, and the same id without a session asks for sign-in", async ({ page }) => {
    const accessToken = await signInWithSessionCookie(page);
    // a record of the member's own: a phone number (kept as typed when nobody in the data holds it)
    const created = await page.request.post('/v1/me/records', {
      headers: { ...APP_HEADERS, Authorization: `Bearer ${accessToken}` },
      data: { type: 'phone', data: { phone: '5550104242' } },
    });
    expect([201, 409]).toContain(created.status());
    const recordId = /(\d+)$/.exec(created.headers()['location'] ?? '')?.[1];
    const href = `/dashboard/reports/${recordId ?? ''}`;
    expect(href).toMatch(/^\/dashboard\/reports\/\d+$/);
    const response = await page.goto(href);
    expect([href, response?.status()]).toEqual([href, 200]);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

    // signed out, the edge cannot tell whose record it is: the page (200), which asks for sign-in first
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    const signedOut = await page.goto(href);
    expect(signedOut?.status()).toBe(200);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("API paths keep the API's JSON errors", async ({ request }) => {
    for (const url of ['/v1/nothing-here', '/dashboard/api/nothing-here']) {
      const response = await request.get(url, { headers: APP_HEADERS });
      expect([url, response.status()]).toEqual([url, 404]);
      expect(response.headers()['content-type']).toContain('application/json');
      expect(await response.json()).toMatchObject({ statusCode: 404 });
    }
  });
});
