import { expect, test } from '@playwright/test';

import { dashboardRoutes, publicRoutes, unvisitedRoutes } from '../support/route-table';
import { DEMO_MEMBERS, signInAs } from '../support/sign-in';

test.describe('every route of the spec renders its page', () => {
  test("visits every route the remotes' manifests declare", () => {
    expect(unvisitedRoutes).toEqual([]);
  });

  test('signed in, each /dashboard route renders through the remote that owns it', async ({ page }) => {
    await signInAs(page, DEMO_MEMBERS.premium);
    for (const route of dashboardRoutes) {
      const entries: string[] = [];
      const onResponse = (response: { url(): string }) => {
        const match = /\/remotes\/([a-z]+)\/[^/]+\/remoteEntry\.js$/.exec(response.url());
        if (match?.[1]) entries.push(match[1]);
      };
      page.on('response', onResponse);
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true }), route.path).toBeVisible();
      await expect(page).toHaveTitle(`${route.heading} | Beacon`);
      page.off('response', onResponse);
      if (route.remote !== 'host') expect(entries, `${route.path} loads ${route.remote}`).toContain(route.remote);
    }
  });

  test('public pages render without a session', async ({ page }) => {
    for (const route of publicRoutes) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
    }
  });

  test('/ redirects to /dashboard, and /dashboard without tokens goes to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await signInAs(page, DEMO_MEMBERS.premium);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    // The dashboard shows the search remote's panel too.
    await expect(page.getByRole('main').getByRole('tab', { name: 'Name' })).toBeVisible();
  });

  test("the header's search area is the search remote's SearchPanel", async ({ page }) => {
    await signInAs(page, DEMO_MEMBERS.premium);
    await page.goto('/dashboard/reports');
    const searchEntry = page.waitForResponse(/\/remotes\/search\/[^/]+\/remoteEntry\.js$/);
    await page.getByRole('button', { name: 'Search by name, phone number, email address, or address' }).click();
    await searchEntry;
    await expect(page.getByRole('heading', { name: 'Search for Background Reports' })).toBeVisible();
    await page.getByRole('tab', { name: 'Email' }).click();
    await expect(page.getByRole('heading', { name: 'Search for Email Reports' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tablist', { name: 'Search by' })).toBeHidden();
  });
});
