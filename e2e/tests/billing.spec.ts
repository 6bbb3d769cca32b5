import { expect, test, type Page } from '@playwright/test';

import { APP_HEADERS, DEMO_MEMBERS, signInAs } from '../support/sign-in';

// Issue 16: buying and managing a membership with the sandbox payment gateway (its test cards: 4242… approves,
// …0002 declines). Each test uses a member whose other journeys do not depend on what it buys, or puts back what it
// changed.

const NEXT_YEAR = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0');

async function fillCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'New card' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiration date (MM/YY)').fill(`12${NEXT_YEAR}`);
  await form.getByLabel('Security code').fill('123');
  await form.getByLabel('Name on card').fill('Sandbox Tester');
  return form;
}

test('a premium upgrade from a report: pay with a new card, land back on the report unlocked, see the order', async ({
  page,
}) => {
  await signInAs(page, DEMO_MEMBERS.personReport);
  await page.goto('/dashboard/search/person/?first=Peter&last=Lindqvist&city=&state=ALL');
  await page
    .getByRole('list', { name: 'Results' })
    .getByRole('link', { name: /^Open report for Peter .*Lindqvist/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/reports\/\d+$/);
  const reportUrl = page.url();
  await page.getByRole('button', { name: 'Upgrade to Premium' }).first().click();

  await expect(page).toHaveURL(/\/dashboard\/purchase$/);
  await expect(
    page.getByText(/^To see the criminal records, finances and assets in Peter .*Lindqvist's report, choose one/),
  ).toBeVisible();
  // issue 54: the cheapest way to the premium sections comes first (the monthly add-on); this journey buys one report
  await expect(page.getByRole('radio', { name: /^Premium Reports/ })).toBeChecked();
  await page.getByRole('radio', { name: /Premium Person Report/ }).check();
  await expect(page.getByText('You will be charged $19.99 once.')).toBeVisible();
  await page.getByRole('radio', { name: 'Use a new card' }).check();
  const form = await fillCard(page, '4242424242424242');
  await expect(form.getByLabel('Card number')).toHaveValue('4242-4242-4242-4242');
  await form.getByRole('button', { name: 'Save Card and Continue' }).click();
  await expect(page.getByRole('radio', { name: /Visa ending in 4242/ }).last()).toBeChecked();
  await page.getByRole('button', { name: 'Pay $19.99' }).click();

  await expect(page).toHaveURL(reportUrl);
  await expect(page.getByRole('region', { name: 'Finances' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toHaveCount(0);

  await page.goto('/dashboard/account/my-orders');
  const newest = page.getByRole('table').getByRole('row').nth(1);
  await expect(newest).toContainText('Premium Person Report');
  await expect(newest).toContainText('$19.99');
  await expect(newest).toContainText('Visa ending in 4242');
});

test('a declined card shows its message and charges nothing', async ({ page }) => {
  await signInAs(page, DEMO_MEMBERS.darkWeb);
  await page.goto('/dashboard/account/my-orders');
  await expect(page.getByRole('table')).toBeVisible();
  const ordersBefore = await page.getByRole('table').getByRole('row').count();

  await page.goto('/dashboard/purchase');
  // the membership includes person reports (issue 54: not for sale to this member); a premium report is
  await page.getByRole('radio', { name: /^Premium Person Report/ }).check();
  await page.getByRole('radio', { name: 'Use a new card' }).check();
  const form = await fillCard(page, '4000000000000002');
  await form.getByRole('button', { name: 'Save Card and Continue' }).click();
  await expect(page.getByRole('radio', { name: /Visa ending in 0002/ })).toBeChecked();
  await page.getByRole('button', { name: 'Pay $19.99' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');

  await page.goto('/dashboard/account/my-orders');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(ordersBefore);
});

test('payment settings: add a card, make it the default, and remove it', async ({ page }) => {
  await signInAs(page, DEMO_MEMBERS.darkWeb);
  await page.goto('/dashboard/account/my-billing');
  const cards = page.getByRole('list', { name: 'Your cards' });
  await expect(cards).toBeVisible();
  await page.getByRole('button', { name: 'Add a card' }).click();
  const form = await fillCard(page, '5555 5555 5555 4444');
  await form.getByRole('button', { name: 'Save Card' }).click();
  await expect(page.getByText('Mastercard ending in 4444 was saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Make default: Mastercard ending in 4444' }).click();
  await expect(page.getByText('Mastercard ending in 4444 is now your default card.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Mastercard ending in 4444' }).click();
  await page.getByRole('dialog', { name: 'Remove this card?' }).getByRole('button', { name: 'Remove Card' }).click();
  await expect(page.getByText('Mastercard ending in 4444 was removed.')).toBeVisible();
  await expect(cards.getByText('Mastercard ending in 4444')).toHaveCount(0);
  await expect(cards.getByText('Default', { exact: true })).toHaveCount(1);
});

test('cancel a membership with a reason and a comment, see the reactivation banner, and reactivate', async ({
  page,
}) => {
  await signInAs(page, DEMO_MEMBERS.premium);
  await page.goto('/dashboard/account/subscriptions');
  await page.getByRole('button', { name: 'Cancel Premium Membership' }).click();
  const reason = page.getByRole('dialog', { name: 'Cancel Premium Membership' });
  await reason.getByLabel('Why are you canceling?').selectOption('not_using');
  await reason.getByLabel(/Anything you would like to tell us/).fill('Trying it again in the spring.');
  await reason.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel your subscription?' })
    .getByRole('button', { name: 'Yes, cancel' })
    .click();
  await expect(
    page.getByText('Premium Membership is canceled. You keep access until', { exact: false }).first(),
  ).toBeVisible();

  const banner = page.getByRole('region', { name: 'Reactivate your subscription' });
  await expect(banner).toBeVisible();
  // put the demo member back as it was, through the banner
  await banner.getByRole('button', { name: 'Reactivate' }).click();
  await page.getByRole('dialog', { name: 'Confirm Reactivation' }).getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByText('Your subscription was successfully reactivated.').first()).toBeVisible();
});

test('checkout works with the keyboard alone on a 390-pixel screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, DEMO_MEMBERS.dataMonitoring);
  await page.goto('/dashboard/purchase');
  // person reports come with the membership: shown as included, with nothing to choose
  await expect(page.getByRole('radio', { name: /^Person Report/ })).toHaveCount(0);
  const premium = page.getByRole('radio', { name: /^Premium Person Report/ });
  await expect(premium).toBeVisible();
  await premium.focus();
  await page.keyboard.press('Space');
  await expect(premium).toBeChecked();
  const pay = page.getByRole('button', { name: 'Pay $19.99' });
  for (let step = 0; step < 20 && !(await pay.evaluate((element) => element === document.activeElement)); step += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(pay).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Thank you! Premium Person Report is now yours.', { exact: false }).first(),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

// Issue 54: what a plan includes is never sold to its member: shown as included on every purchase page, and refused
// by the API, with nothing charged.
test('premium@ sees its included items as included on every purchase page and cannot be charged for them', async ({
  page,
}) => {
  const tokens = await signInAs(page, DEMO_MEMBERS.premium);
  const headers = { ...APP_HEADERS, Authorization: `Bearer ${tokens.accessToken}` };
  const ordersBefore = ((await (await page.request.get('/v1/me/orders', { headers })).json()) as unknown[]).length;

  await page.goto('/dashboard/purchase');
  const choices = page.getByRole('group', { name: 'Choose what to buy' });
  for (const name of ['Person Report', 'Premium Person Report', 'Premium Reports']) {
    await expect(choices.getByText(name, { exact: true })).toBeVisible();
    await expect(choices.getByRole('radio', { name: new RegExp(`^${name}\\b`) })).toHaveCount(0);
  }
  await expect(choices.getByText('Included in your membership')).toHaveCount(3);
  // what it does not hold is for sale, with its price
  await expect(
    choices.getByRole('radio', { name: /^Guardian Personal Data Protection — \$9\.99 a month/ }),
  ).toBeVisible();

  await page.goto('/dashboard/account/purchase-person-phone/');
  await expect(
    page.getByText('Your membership already includes Background Reports, so there is nothing to buy.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);

  await page.goto('/dashboard/account/purchase-person-special-offer/1/1/');
  await expect(
    page.getByText('Your membership already includes Premium Reports, so there is nothing to buy.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);

  // the API refuses it too
  const cards = (await (await page.request.get('/v1/me/payment-options', { headers })).json()) as Array<{ id: number }>;
  const refused = await page.request.post('/v1/me/orders', {
    headers,
    data: { productCode: 'person-report', paymentOptionId: cards[0]!.id, idempotencyKey: `e2e-included-${Date.now()}` },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Person Report is included in your membership, so there is nothing to buy.',
  );
  expect(((await (await page.request.get('/v1/me/orders', { headers })).json()) as unknown[]).length).toBe(
    ordersBefore,
  );
});
