import { expect, test, type Page } from '@playwright/test';

import { runAxe } from '../support/axe';
import { consoleErrors, setLayout } from '../support/layouts';
import { APP_HEADERS, DEMO_MEMBERS, signInAs } from '../support/sign-in';

// Issue 56 point 4: GET /v1/dynamic-layouts/record-person answers from the server's data (it was a 404 and a console
// error on every report), and an administrator's change to it (layouts:set, no deploy) is what the report shows next:
// the sections in the new order, on desktop and on a phone, and the side column in its new order.

test.use({ bypassCSP: true });

const PERSON_SECTIONS = [
  'timeline',
  'personal',
  'contact',
  'locations',
  'criminal',
  'sex_offenders',
  'social',
  'businesses',
  'licenses',
  'finances',
  'assets',
];
const TITLES = [
  'Timeline',
  'Personal Details',
  'Contact Information',
  'Locations',
  'Criminal Records',
  'Sex Offenders',
  'Social Profiles',
  'Businesses',
  'Professional Licenses',
  'Finances',
  'Assets',
];
const DEFAULT_LAYOUT = [...PERSON_SECTIONS, 'RecordSummary', 'SuggestedReports'];

async function personRecord(page: Page, accessToken: string): Promise<{ recordId: number; name: RegExp }> {
  const headers = { ...APP_HEADERS, Authorization: `Bearer ${accessToken}` };
  const search = await page.request.get('/v1/search/people?firstName=Peter&lastName=Lindqvist', { headers });
  const { results } = (await search.json()) as { results: Array<{ pointer: string }> };
  expect(results.length).toBeGreaterThan(0);
  const created = await page.request.post('/v1/me/records', {
    headers,
    data: { type: 'person', data: { pointer: results[0]!.pointer } },
  });
  expect([201, 409]).toContain(created.status());
  const recordId =
    created.status() === 201
      ? ((await created.json()) as { recordId: number }).recordId
      : Number(/(\d+)$/.exec(created.headers()['location'] ?? '')![1]);
  return { recordId, name: /^Peter .*Lindqvist/ };
}

const navigator = (page: Page) => page.getByRole('navigation', { name: 'Report sections' }).getByRole('link');
const sideHeadings = (page: Page) =>
  page.getByRole('complementary', { name: 'About this report' }).getByRole('heading', { level: 2 });

test("a report's section order follows the layout an administrator sets on the server", async ({ page }) => {
  // each layouts:set starts the server's command line (tsx, the app on the stack's database): 20 to 40 s here
  test.setTimeout(240_000);
  const errors = consoleErrors(page);
  const { accessToken } = await signInAs(page, DEMO_MEMBERS.premium);
  const { recordId, name } = await personRecord(page, accessToken);

  let restored = false;
  try {
    // The stored layout is served: no 404, no fallback.
    const layoutAnswer = page.waitForResponse((response) =>
      response.url().endsWith('/v1/dynamic-layouts/record-person'),
    );
    await page.goto(`/dashboard/reports/${recordId}`);
    expect((await layoutAnswer).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(navigator(page)).toHaveText(TITLES);
    await expect(sideHeadings(page).first()).toHaveText('Report Summary');

    // An administrator moves contact details to the top, the timeline to the end and the suggestions above the
    // summary; on a phone, only the contact and personal sections, personal first.
    const moved = [
      'contact',
      'personal',
      ...PERSON_SECTIONS.filter((s) => !['contact', 'personal', 'timeline'].includes(s)),
      'timeline',
    ];
    const printed = await setLayout(
      'record-person',
      [...moved, 'SuggestedReports', 'RecordSummary'],
      ['personal', 'contact', 'RecordSummary'],
    );
    expect(printed).toContain('record-person: desktop contact, personal,');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const movedTitles = [
      'Contact Information',
      'Personal Details',
      ...TITLES.filter((t) => !['Contact Information', 'Personal Details', 'Timeline'].includes(t)),
      'Timeline',
    ];
    await expect(navigator(page)).toHaveText(movedTitles);
    await expect(sideHeadings(page)).toHaveText(['Suggested Reports', 'Report Summary']);
    const sectionHeadings = page.locator('[id^="section-"] h2');
    await expect(sectionHeadings.first()).toHaveText('Contact Information');
    expect(await runAxe(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(sectionHeadings).toHaveText(['Personal Details', 'Contact Information']);
    await expect(page.getByRole('heading', { level: 2, name: 'Timeline', exact: true })).toHaveCount(0);
    expect(await runAxe(page)).toEqual([]);

    // Back to the built-in order: the report follows again.
    await setLayout('record-person', DEFAULT_LAYOUT);
    restored = true;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await expect(navigator(page)).toHaveText(TITLES);
    expect(await runAxe(page)).toEqual([]);
  } finally {
    // other journeys share the stack: they see the built-in layout
    if (!restored) await setLayout('record-person', DEFAULT_LAYOUT);
  }
  expect(errors).toEqual([]);
});
