import { expect, test, type Browser, type Page } from '@playwright/test';

import { runAxe } from '../support/axe';
import { APP_HEADERS, DEMO_MEMBERS, signInAs } from '../support/sign-in';
import { IOS_APP_ID, ANDROID_APP_ID } from '../support/stack';

// Issue 56 point 5, "Names and layout": pages are titled with the link that opened them, the address report has room
// next to the sidebar at 1280 px, the store buttons are the stores' badges linking the configured apps, the mobile
// search hint replaces the desktop heading, and Contact Us starts with the member's name and e-mail. Every screen
// touched is checked with axe at 1280 and 390 px.

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const APP_STORE_URL = `https://apps.apple.com/app/id${IOS_APP_ID}`;
const GOOGLE_PLAY_URL = `https://play.google.com/store/apps/details?id=${ANDROID_APP_ID}&referrer=utm_source%3Dbeacon_web`;

async function newPage(browser: Browser, viewport: { width: number; height: number }, userAgent?: string) {
  // axe is injected as a script, which the edge's CSP would refuse
  const context = await browser.newContext({ viewport, bypassCSP: true, ...(userAgent ? { userAgent } : {}) });
  return context.newPage();
}

/** The page's data is in: nothing says it is loading. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

async function expectNoAxeFindings(page: Page) {
  await settled(page);
  expect(await runAxe(page)).toEqual([]);
}

async function expectTitled(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Beacon`);
}

test.describe('names and layout', () => {
  test('the identity monitoring links open pages titled with their words, at 1280 and at 390 px', async ({
    browser,
  }) => {
    const desktop = await newPage(browser, DESKTOP);
    await signInAs(desktop, DEMO_MEMBERS.darkWeb);
    await desktop.goto('/dashboard/reports');
    await desktop
      .getByRole('navigation', { name: 'Products' })
      .getByRole('link', { name: 'Identity Monitoring' })
      .click();
    await expect(desktop).toHaveURL(/\/dashboard\/dark-web-monitoring\/dashboard$/);
    await expectTitled(desktop, 'Identity Monitoring');
    await expect(desktop.getByRole('heading', { name: 'Dark Web Monitoring Dashboard' })).toHaveCount(0);
    await expectNoAxeFindings(desktop);
    // loaded by its address, the page keeps the top bar's name
    await desktop.reload();
    await expectTitled(desktop, 'Identity Monitoring');
    await desktop.context().close();

    const phone = await newPage(browser, PHONE);
    await signInAs(phone, DEMO_MEMBERS.darkWeb);
    await phone.goto('/dashboard/reports');
    await phone.getByRole('button', { name: 'Menu', exact: true }).click();
    await phone.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Identity Protection' }).click();
    await expect(phone).toHaveURL(/\/dashboard\/dark-web-monitoring\/dashboard$/);
    await expectTitled(phone, 'Identity Protection');
    await expectNoAxeFindings(phone);
    await phone.context().close();
  });

  test('the address report keeps its sections readable beside the 340 px sidebar at 1280 px', async ({ browser }) => {
    const page = await newPage(browser, DESKTOP);
    await signInAs(page, DEMO_MEMBERS.premium);
    await page.goto('/dashboard/reports');
    // the header's search (the dashboard's own panel would make two of each tab)
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Search by name, phone number, email address, or address' }).click();
    await banner.getByRole('tab', { name: 'Address' }).click();
    const street = banner.getByRole('combobox', { name: 'Street Address' });
    await street.pressSequentially('10', { delay: 50 });
    await expect(
      banner.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option').first(),
    ).toBeVisible();
    await street.press('ArrowDown');
    await street.press('Enter');
    await banner.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/report\/location\/\?search-street=/);
    await expect(page.getByRole('navigation', { name: 'Report sections' })).toBeVisible();
    await settled(page);

    const sidebar = page.getByRole('complementary', { name: 'Promotions and alerts' });
    await expect(sidebar).toBeVisible();
    // the report's sections are <section id="section-…"> (remotes/reports ReportSectionFrame)
    const firstSection = page.getByRole('main').locator('section[id^="section-"]').first();
    await expect(firstSection).toBeVisible();
    const [sections, side, about] = await Promise.all([
      firstSection.boundingBox(),
      sidebar.boundingBox(),
      page.getByRole('complementary', { name: 'About this report' }).boundingBox(),
    ]);
    expect(sections && side && about).toBeTruthy();
    if (!sections || !side || !about) return;
    // the sections get a readable column (they had about 300 px between the section list and the sidebar) ...
    expect(sections.width).toBeGreaterThanOrEqual(560);
    // ... that ends before the sidebar starts, and the report's own side column moved under them
    expect(sections.x + sections.width).toBeLessThanOrEqual(side.x);
    expect(about.y).toBeGreaterThanOrEqual(sections.y + sections.height - 1);
    expect(Math.abs(about.x - sections.x)).toBeLessThan(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
    await expectNoAxeFindings(page);

    // the same report on a phone: one column, no sideways scrolling, axe finds nothing
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('navigation', { name: 'Report sections' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeFindings(page);
    await page.context().close();
  });

  test('the store buttons are the stores’ badges linking the configured apps, by the platform rule', async ({
    browser,
  }) => {
    const page = await newPage(browser, DESKTOP);
    await signInAs(page, DEMO_MEMBERS.premium);
    await page.goto('/dashboard');
    const promo = page.getByRole('region', { name: 'Beacon Mobile App' });
    const apps = promo.getByRole('list', { name: 'Beacon apps' });
    // a desktop gets both badges
    await expect(apps.getByRole('link')).toHaveCount(2);
    const appStore = apps.getByRole('link', { name: 'Download on the App Store' });
    const googlePlay = apps.getByRole('link', { name: 'Get it on Google Play' });
    await expect(appStore).toHaveAttribute('href', APP_STORE_URL);
    await expect(googlePlay).toHaveAttribute('href', GOOGLE_PLAY_URL);
    for (const badge of [appStore, googlePlay]) {
      const image = badge.getByRole('img');
      await expect(image).toBeVisible();
      const box = await image.boundingBox();
      // spec §2.3: images 44 by 150 (Apple: at least 40 high); the artwork's own proportions, never stretched
      expect(box?.height).toBe(44);
      expect(box?.width).toBeLessThanOrEqual(150);
      expect(box?.width).toBeGreaterThan(120);
    }
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      APP_STORE_URL,
    );
    await expect(footer.getByText(/Google Play and the Google Play logo are trademarks of Google LLC\./)).toBeVisible();
    expect(await page.content()).not.toContain('id0000000000');
    await expectNoAxeFindings(page);
    await page.context().close();

    // an iPhone (a wide one, where the sidebar shows): the wording links the App Store, whose badge is left out
    const iphone = await newPage(browser, DESKTOP, IPHONE_UA);
    await signInAs(iphone, DEMO_MEMBERS.premium);
    await iphone.goto('/dashboard');
    const iphonePromo = iphone.getByRole('region', { name: 'Beacon Mobile App' });
    await expect(
      iphonePromo.getByRole('link', { name: 'Get the Beacon app for iPhone and search on the go.' }),
    ).toHaveAttribute('href', APP_STORE_URL);
    await expect(iphonePromo.getByRole('list', { name: 'Beacon apps' }).getByRole('link')).toHaveCount(1);
    await expect(iphonePromo.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
    await iphone.context().close();

    // on a phone the compact chrome shows no sidebar; the page stays clean for axe
    const phone = await newPage(browser, PHONE);
    await signInAs(phone, DEMO_MEMBERS.premium);
    await phone.goto('/dashboard');
    await expect(phone.getByRole('main').getByRole('tab', { name: 'Name' })).toBeVisible();
    await expectNoAxeFindings(phone);
    await phone.context().close();
  });

  test('on a phone the search hint replaces the desktop heading; on a desktop the heading shows', async ({
    browser,
  }) => {
    const hint = 'Background Reports: Enter a first and last name to search for anyone in the U.S.';
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await newPage(browser, viewport);
      await signInAs(page, DEMO_MEMBERS.premium);
      await page.goto('/dashboard/reports');
      const banner = page.getByRole('banner');
      await banner.getByRole('button', { name: /^Search/ }).click();
      const desktopHeading = banner.getByRole('heading', { name: 'Search for Background Reports' });
      const mobileHint = banner.getByRole('heading', { name: hint });
      if (viewport === PHONE) {
        await expect(mobileHint).toBeVisible();
        await expect(desktopHeading).toBeHidden();
        await expect(banner.getByText('Enter a first and last name to search anyone in the U.S.')).toBeHidden();
        // the hint takes the heading's place: nothing above it in the tab panel
        const [tabs, shown] = await Promise.all([
          banner.getByRole('tablist', { name: 'Search by' }).boundingBox(),
          mobileHint.boundingBox(),
        ]);
        expect(shown && tabs && shown.y - (tabs.y + tabs.height)).toBeLessThan(40);
      } else {
        await expect(desktopHeading).toBeVisible();
        await expect(mobileHint).toBeHidden();
      }
      await expectNoAxeFindings(page);
      await page.context().close();
    }
  });

  test("Contact Us starts with the signed-in member's name and e-mail, which stay editable", async ({ browser }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await newPage(browser, viewport);
      const { accessToken } = await signInAs(page, DEMO_MEMBERS.identity);
      const me = (await (
        await page.request.get('/v1/me', { headers: { ...APP_HEADERS, Authorization: `Bearer ${accessToken}` } })
      ).json()) as { first_name: string; last_name: string; email: string };
      await page.goto('/dashboard/support/contact');
      const name = page.getByLabel('Your name');
      await expect(name).toHaveValue(`${me.first_name} ${me.last_name}`);
      await expect(page.getByLabel('E-mail address')).toHaveValue(DEMO_MEMBERS.identity);
      await expectNoAxeFindings(page);
      if (viewport === DESKTOP) {
        await name.fill(`${me.first_name} Q. ${me.last_name}`);
        await page.getByLabel('Topic').selectOption('other');
        await page.getByLabel('Message').fill('Please call me about my identity alerts.');
        const sent = page.waitForRequest((request) => request.url().endsWith('/v1/support/messages'));
        await page.getByRole('button', { name: 'Send Message' }).click();
        expect((await sent).postDataJSON()).toMatchObject({
          name: `${me.first_name} Q. ${me.last_name}`,
          email: DEMO_MEMBERS.identity,
        });
        await expect(page.getByText(/Your reference number is \d+\./)).toBeVisible();
      }
      await page.context().close();
    }
  });
});
