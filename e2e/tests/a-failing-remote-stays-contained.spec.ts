import { expect, test } from '@playwright/test';

import { DEMO_MEMBERS, signInAs } from '../support/sign-in';

test.describe('failure isolation', () => {
  test('a remote whose entry answers 404 shows the error screen; other remotes keep working without a reload', async ({
    page,
  }) => {
    await signInAs(page, DEMO_MEMBERS.premium);
    await page.route(/\/remotes\/reports\/[^/]+\/remoteEntry\.js$/, (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not Found"}' }),
    );
    await page.goto('/dashboard/reports');
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong. :-(' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Click here to reload the page and try again.' })).toBeVisible();
    // The chrome stays.
    await expect(page.getByRole('link', { name: 'Beacon' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Products' })).toBeVisible();

    await page.evaluate(() => {
      (window as unknown as { stillTheSameDocument: boolean }).stillTheSameDocument = true;
    });
    await page.getByRole('navigation', { name: 'Products' }).getByRole('link', { name: 'Family Tree' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Family Tree' })).toBeVisible();
    await expect(page.getByText('Oops! Something went wrong. :-(')).toBeHidden();
    expect(
      await page.evaluate(() => (window as unknown as { stillTheSameDocument?: boolean }).stillTheSameDocument),
    ).toBe(true);

    // Going back to the broken remote shows the error screen again, still without a reload.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong. :-(' })).toBeVisible();
  });

  test('a remote chunk that fails to load shows the error screen with the reload line', async ({ page }) => {
    await signInAs(page, DEMO_MEMBERS.premium);
    await page.route(/\/remotes\/account\/[^/]+\/__federation_expose_routes\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.goto('/dashboard/account/my-orders');
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong. :-(' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Click here to reload the page and try again.' })).toBeVisible();
    await page.getByRole('link', { name: 'Home' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  test('a lazily loaded screen still pending after the timeout shows "Loading chunk failed"', async ({ page }) => {
    await signInAs(page, DEMO_MEMBERS.premium);
    // The timeout is a setting of the rollout manifest (120 s by default), which the edge inlines into the page:
    // shorten it for the test.
    await page.route(
      (url) => url.pathname === '/dashboard/family-tree',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          /(<script id="beacon-federation" type="application\/json">)(.*?)(<\/script>)/,
          (_match, open: string, json: string, close: string) =>
            open + JSON.stringify({ ...JSON.parse(json), settings: { chunkLoadTimeoutMs: 1_500 } }) + close,
        );
        await route.fulfill({ response, body });
      },
    );
    // Hold the screen's chunk forever.
    await page.route(/\/remotes\/monitoring\/[^/]+\/(?!remoteEntry|mf-manifest|__federation)[^/]+\.js$/, () => {
      /* never answered */
    });
    // Not until "load": the page's hints preload the held chunk, and a preload never answered keeps the load event
    // from firing, so waiting for it timed out whenever the preload was still pending when the page's parse ended.
    await page.goto('/dashboard/family-tree', { waitUntil: 'domcontentloaded' });
    await expect(page.getByText('Loading chunk failed')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong. :-(' })).toBeVisible();
  });
});
