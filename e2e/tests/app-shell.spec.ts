import { expect, test, type Page } from '@playwright/test';

import { DEMO_MEMBERS, signInAs } from '../support/sign-in';

// index.html carries an app shell, the header's brand bar with the logo, painted before any script has run (issue 19:
// the page showed nothing until the JS had loaded and run). React then puts the chrome in its place: the logo must
// not move when it does.

const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1280, height: 800 };

/** Opens `path` with the app's entry script held back, and returns the shell's logo box and a way to let it load. */
async function openWithScriptsHeld(page: Page, path: string) {
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/main.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  const shellLogo = page.locator('.app-shell-logo');
  await expect(shellLogo).toBeVisible();
  await expect(shellLogo).toHaveText('Beacon');
  const shellBox = await shellLogo.boundingBox();
  releaseScripts();
  return { shellBox, shellLogo };
}

async function expectChromeLogoAt(page: Page, shellBox: { x: number; y: number } | null) {
  const logo = page.getByRole('banner').getByRole('link', { name: 'Beacon', exact: true });
  await expect(logo).toBeVisible();
  await expect(page.locator('.app-shell')).toHaveCount(0);
  const box = await logo.boundingBox();
  expect(shellBox).not.toBeNull();
  expect(Math.abs((box?.x ?? -1) - (shellBox?.x ?? 0))).toBeLessThanOrEqual(1);
  expect(Math.abs((box?.y ?? -1) - (shellBox?.y ?? 0))).toBeLessThanOrEqual(1);
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`sign-in page: the shell shows Beacon before the scripts run, and the logo stays put (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const { shellBox } = await openWithScriptsHeld(page, '/login');
    await expectChromeLogoAt(page, shellBox);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('signed-in page on a desktop: the shell shows Beacon, then the chrome, with the logo where it was', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, DEMO_MEMBERS.premium);
  const { shellBox } = await openWithScriptsHeld(page, '/dashboard/reports');
  await expectChromeLogoAt(page, shellBox);
  await expect(
    page.getByRole('button', { name: /Search by name, phone number, email address, or address/ }),
  ).toBeVisible();
});
