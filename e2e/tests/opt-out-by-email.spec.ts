import { expect, test, type APIRequestContext } from '@playwright/test';

import { APP_HEADERS, DEMO_MEMBERS, loginThroughApi, signInAs } from '../support/sign-in';
import { MAIL_MESSAGES_URL } from '../support/stack';

// Issue 13 point 5: an opt-out is confirmed through the e-mailed link. The visitor fills the /opt-out form, the mail
// is read from the outbox of the SMTP stand-in that `pnpm start` runs, the link shows the confirmation, and a
// signed-in member's search no longer finds the person.

interface Teaser {
  pointer: string;
  name: { first: string; last: string };
  relatives?: Array<{ first: string; last: string }>;
}

interface StoredMail {
  to: string[];
  text: string;
}

const search = async (request: APIRequestContext, token: string, first: string, last: string) => {
  const response = await request.get(
    `/v1/search/people?firstName=${encodeURIComponent(first)}&lastName=${encodeURIComponent(last)}&pageSize=50`,
    { headers: { ...APP_HEADERS, Authorization: `Bearer ${token}` } },
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: Teaser[] }).results;
};

test('an opt-out confirmed through the e-mailed link hides the person from search', async ({ page, request }) => {
  // Someone of the data set who is not a demo member: a relative on a demo member's result card.
  const { accessToken } = await loginThroughApi(request, DEMO_MEMBERS.premium);
  let relative: { first: string; last: string } | undefined;
  for (const [first, last] of [
    ['Peter', 'Lindqvist'],
    ['Paula', 'Reyes'],
    ['Grace', 'Okafor'],
    ['Frank', 'Moreau'],
    ['Dana', 'Whitfield'],
  ] as const) {
    relative = (await search(request, accessToken, first, last)).flatMap((teaser) => teaser.relatives ?? [])[0];
    if (relative) break;
  }
  expect(relative).toBeDefined();
  const { first, last } = relative!;
  const [person] = (await search(request, accessToken, first, last)).filter(
    (teaser) => teaser.name.first === first && teaser.name.last === last,
  );
  expect(person).toBeDefined();
  // the date of birth the opt-out form asks for, as a saved record shows it
  const created = await request.post('/v1/me/records', {
    headers: { ...APP_HEADERS, Authorization: `Bearer ${accessToken}` },
    data: { type: 'person', data: { pointer: person!.pointer } },
  });
  expect([201, 409]).toContain(created.status());
  // a 409 names the member's existing record in its Location (another journey may have saved this person already)
  const recordId =
    created.status() === 201
      ? ((await created.json()) as { recordId: number }).recordId
      : Number(/(\d+)$/.exec(created.headers()['location'] ?? '')?.[1]);
  const record = (await (
    await request.get(`/v1/me/records/${recordId}`, {
      headers: { ...APP_HEADERS, Authorization: `Bearer ${accessToken}` },
    })
  ).json()) as { data: { dobs: Array<{ date: { year: number; month: number; day: number } }> } };
  const { year, month, day } = record.data.dobs[0]!.date;
  const dob = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

  const email = `opt-out-${Date.now()}@example.com`;
  await page.goto('/opt-out');
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Date of birth').fill(dob);
  await page.getByLabel('Email (to confirm your request)').fill(email);
  await page.getByRole('button', { name: 'Remove My Record' }).click();
  await expect(page.getByRole('status')).toContainText('We have sent an e-mail');

  // nothing is suppressed before the link is opened
  expect((await search(request, accessToken, first, last)).map((teaser) => teaser.pointer)).toContain(person!.pointer);

  let link: string | undefined;
  await expect(async () => {
    const mails = (await (await request.get(MAIL_MESSAGES_URL)).json()) as StoredMail[];
    link = mails
      .filter((mail) => mail.to.includes(email))
      .map((mail) => /https?:\/\/\S+\/opt-out\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0])
      .find(Boolean);
    expect(link).toBeDefined();
  }).toPass({ timeout: 30_000 });

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm Opt Out' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    'Your opt-out is confirmed. The records that match your request no longer appear in any search.',
  );
  // the link works once
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('expired or was already used');

  // a signed-in member's search no longer finds the person
  await signInAs(page, DEMO_MEMBERS.premium);
  const answer = page.waitForResponse((response) => response.url().includes('/v1/search/people'));
  await page.goto(
    `/dashboard/search/person/?first=${encodeURIComponent(first)}&last=${encodeURIComponent(last)}&city=&state=ALL`,
  );
  const results = ((await (await answer).json()) as { results: Teaser[] }).results;
  expect(results.map((teaser) => teaser.pointer)).not.toContain(person!.pointer);
});
