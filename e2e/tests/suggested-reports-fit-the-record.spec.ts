import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { runAxe } from '../support/axe';
import { consoleErrors } from '../support/layouts';
import { APP_HEADERS, DEMO_MEMBERS, signInAs } from '../support/sign-in';

// Issue 56 point 2: a report suggests its own person's relatives and associates, labelled by their relation to that
// person, never another report's people; the member-wide list stays on the records list, saying whose each is.

test.use({ bypassCSP: true });

interface Related {
  pointer: string;
  name: { first: string; middle: string | null; last: string };
}
interface Saved {
  recordId: number;
  /** the person's name as the records list names the report */
  title: string;
  /** the report's heading */
  heading: RegExp;
  relatives: Related[];
  associates: Related[];
}

const fullName = (name: Related['name']) => [name.first, name.middle, name.last].filter(Boolean).join(' ');

/** Saves the first result of a name search that has relatives as a report; its relatives as its report lists them. */
async function saveReport(request: APIRequestContext, headers: Record<string, string>, first: string, last: string) {
  const search = await request.get(`/v1/search/people?firstName=${first}&lastName=${last}&pageSize=50`, { headers });
  const { results } = (await search.json()) as { results: Array<{ pointer: string; relatives?: unknown[] }> };
  const person = results.find((teaser) => (teaser.relatives ?? []).length > 0);
  expect(person, `a ${first} ${last} with relatives`).toBeDefined();
  const created = await request.post('/v1/me/records', {
    headers,
    data: { type: 'person', data: { pointer: person!.pointer } },
  });
  expect([201, 409]).toContain(created.status());
  const recordId =
    created.status() === 201
      ? ((await created.json()) as { recordId: number }).recordId
      : Number(/(\d+)$/.exec(created.headers()['location'] ?? '')![1]);
  const report = await request.get(`/v1/me/records/${recordId}/report`, { headers });
  expect(report.status()).toBe(200);
  const { person: details } = (await report.json()) as {
    person: {
      names: Array<{ first: string; middle: string | null; last: string }>;
      relatives: Related[];
      associates: Related[];
    };
  };
  return {
    recordId,
    title: fullName(details.names[0]!),
    heading: new RegExp(`^${details.names[0]!.first} .*${details.names[0]!.last}`),
    relatives: details.relatives,
    associates: details.associates,
  } satisfies Saved;
}

/** Each suggestion of a panel: the pointer its link opens and the relation it is labelled with. */
async function suggestionsIn(panel: Locator): Promise<Array<{ pointer: string; text: string }>> {
  const items = await panel.getByRole('listitem').all();
  return Promise.all(
    items.map(async (item) => {
      const href = (await item.getByRole('link', { name: /^Open report for / }).getAttribute('href')) ?? '';
      return {
        pointer: new URL(href, 'http://x').searchParams.get('pointer') ?? '',
        text: (await item.textContent()) ?? '',
      };
    }),
  );
}

async function axeAtBothWidths(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await runAxe(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await runAxe(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a report suggests its own person's relatives and associates; the records list says whose each is", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  // a member of its own for the people it saves (the family tree journey saves its own with this member too)
  const { accessToken } = await signInAs(page, DEMO_MEMBERS.personReport);
  const headers = { ...APP_HEADERS, Authorization: `Bearer ${accessToken}` };
  // two people of the data set who are not each other's relatives: like Mary Johnson and John Smith in the issue.
  // Neither is a person another journey removes (the Guardian journey opts Grace Okafor and a Whitfield out).
  const mary = await saveReport(page.request, headers, 'Rebekah', 'Snyder');
  const john = await saveReport(page.request, headers, 'Frank', 'Moreau');
  const marys = new Map([
    ...mary.associates.map((person) => [person.pointer, 'Associate'] as const),
    ...mary.relatives.map((person) => [person.pointer, 'Relative'] as const),
  ]);
  const johnsOnly = john.relatives.filter((person) => !marys.has(person.pointer));
  expect(johnsOnly.length).toBeGreaterThan(0);

  // Mary's report: her own relatives and associates, labelled by their relation to her
  await page.goto(`/dashboard/reports/${mary.recordId}`);
  await expect(page.getByRole('heading', { level: 1, name: mary.heading })).toBeVisible();
  const side = page.getByRole('complementary', { name: 'About this report' });
  const panel = side.getByRole('region', { name: 'Suggested Reports' });
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  const onReport = await suggestionsIn(panel);
  expect(onReport.length).toBeGreaterThan(0);
  for (const { pointer, text } of onReport) {
    const relation = marys.get(pointer);
    expect(relation, `${text} is one of ${mary.title}'s people`).toBeDefined();
    expect(text).toMatch(new RegExp(` · ${relation}Open Report$`));
  }
  expect(onReport.filter(({ pointer }) => johnsOnly.some((person) => person.pointer === pointer))).toEqual([]);
  const firstRelative = mary.relatives.find((person) => onReport.some((item) => item.pointer === person.pointer));
  if (firstRelative) {
    await expect(
      panel
        .getByRole('listitem')
        .filter({ hasText: fullName(firstRelative.name) })
        .first(),
    ).toContainText(' · Relative');
  }
  await axeAtBothWidths(page);

  // John's report: his, not Mary's
  await page.goto(`/dashboard/reports/${john.recordId}`);
  await expect(page.getByRole('heading', { level: 1, name: john.heading })).toBeVisible();
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  const onJohns = await suggestionsIn(panel);
  const johns = new Set([...john.relatives, ...john.associates].map((person) => person.pointer));
  expect(onJohns.every(({ pointer }) => johns.has(pointer))).toBe(true);

  // The member-wide list, on the records list: each says whose relation it is
  await page.goto('/dashboard/reports');
  const memberWide = page.getByRole('complementary', { name: 'Lists and suggestions' }).getByRole('region', {
    name: 'Suggested Reports',
  });
  await expect(memberWide.getByRole('listitem').first()).toBeVisible();
  const listed = await suggestionsIn(memberWide);
  for (const { text } of listed) expect(text).toMatch(/ · (Relative|Associate|Neighbor) of .+Open Report$/);
  const ofJohn = listed.find(({ pointer }) => johnsOnly.some((person) => person.pointer === pointer));
  expect(ofJohn?.text).toMatch(new RegExp(` · Relative of ${john.title}Open Report$`));
  await axeAtBothWidths(page);

  expect(errors).toEqual([]);
});
