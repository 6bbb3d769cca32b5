import { expect, test } from '@playwright/test';

import { APP_HEADERS, DEMO_MEMBERS, signInAs } from '../support/sign-in';

// Issue 18 point 6: the family tree of a report shows the person's relatives from the public records, grouped by
// relation, and each opens that relative's own report.

interface Teaser {
  pointer: string;
  name: { first: string; last: string };
  relatives?: Array<{ first: string; last: string }>;
}

test("the family tree of a report opens a relative's report", async ({ page }) => {
  // a member of its own, so the reports it saves do not meet another journey's
  const { accessToken } = await signInAs(page, DEMO_MEMBERS.personReport);
  const headers = { ...APP_HEADERS, Authorization: `Bearer ${accessToken}` };
  // a person of the data set with relatives, saved as one of the member's reports
  const search = await page.request.get('/v1/search/people?firstName=Peter&lastName=Lindqvist&pageSize=50', {
    headers,
  });
  const { results } = (await search.json()) as { results: Teaser[] };
  const person = results.find((teaser) => (teaser.relatives ?? []).length > 0);
  expect(person).toBeDefined();
  const created = await page.request.post('/v1/me/records', {
    headers,
    data: { type: 'person', data: { pointer: person!.pointer } },
  });
  expect([201, 409]).toContain(created.status());
  const recordId =
    created.status() === 201
      ? ((await created.json()) as { recordId: number }).recordId
      : Number(/(\d+)$/.exec(created.headers()['location'] ?? '')![1]);

  await page.goto(`/dashboard/family-tree?record=${recordId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Family Tree' })).toBeVisible();
  const relatives = page.getByRole('list', { name: `Relatives of ${person!.name.first} ${person!.name.last}` });
  const first = person!.relatives![0]!;
  const link = relatives.getByRole('link', { name: new RegExp(`${first.first} ${first.last}`) }).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/dashboard\/reports\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`${first.first}.* ${first.last}`) }),
  ).toBeVisible();
});
