import { expect, test, type Page } from '@playwright/test';

import { APP_HEADERS, DEMO_MEMBERS, signInAs } from '../support/sign-in';

async function openSearch(page: Page, tab: 'Name' | 'Phone' | 'Email' | 'Address') {
  await page.getByRole('button', { name: 'Search by name, phone number, email address, or address' }).click();
  await page.getByRole('tab', { name: tab }).click();
}

test.describe('search forms', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, DEMO_MEMBERS.premium);
    // Not the dashboard: it has a second search panel of its own, and these journeys use the header's.
    await page.goto('/dashboard/reports');
  });

  test('every validation message appears under its input', async ({ page }) => {
    await openSearch(page, 'Name');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    for (const [label, message] of [
      ['First Name', 'Please Enter A First Name.'],
      ['Last Name', 'Please Enter A Last Name.'],
    ] as const) {
      const input = page.getByLabel(label, { exact: true });
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator(`#${await input.getAttribute('aria-describedby')}`)).toHaveText(message);
    }

    await page.getByRole('tab', { name: 'Phone' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Please Enter Valid US Phone Number.')).toBeVisible();

    await page.getByRole('tab', { name: 'Email' }).click();
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Please Enter Valid Email Address.')).toBeVisible();

    await page.getByRole('tab', { name: 'Address' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Please enter zip code or state.')).toBeVisible();
    await expect(page.getByText('Please enter street address.')).toBeVisible();
    await page.getByLabel('Zip Code').fill('123');
    await expect(page.getByText('Please enter zip code or state.')).toBeVisible();
  });

  test('a pasted phone number lands on the phone report URL for its last 10 digits', async ({ page }) => {
    await openSearch(page, 'Phone');
    const input = page.getByLabel('Phone Number');
    await input.focus();
    await page.evaluate(() => {
      const target = document.activeElement as HTMLInputElement;
      const data = new DataTransfer();
      data.setData('text/plain', '+1 (415) 555-0132 ext');
      target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(input).toHaveValue('(415) 555-0132');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/report\/phone\/4155550132\?search-phone=4155550132$/);
    await expect(page.getByRole('heading', { level: 1, name: '(415) 555-0132' })).toBeVisible();
  });

  test('address autocomplete fills the form by keyboard', async ({ page }) => {
    await openSearch(page, 'Address');
    const street = page.getByRole('combobox', { name: 'Street Address' });
    await street.pressSequentially('10', { delay: 50 });
    const options = page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    const text = (await options.first().textContent()) ?? '';
    await street.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await street.press('Enter');
    const [streetLine, city, stateZip] = text.split(', ');
    expect(await street.inputValue()).toBe(streetLine);
    await expect(page.getByLabel('City')).toHaveValue(city ?? '');
    const [state, zip] = (stateZip ?? '').split(' ');
    await expect(page.getByLabel('State')).toHaveValue(state ?? '');
    await expect(page.getByLabel('Zip Code')).toHaveValue(zip ?? '');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/report\/location\/\?search-street=/);
  });

  test('searching a name from the header opens a result and lands on its report', async ({ page }) => {
    await openSearch(page, 'Name');
    // A demo member's own identity exists in the public-records data.
    await page.getByLabel('First Name', { exact: true }).fill('Peter');
    await page.getByLabel('Last Name', { exact: true }).fill('Lindqvist');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/search\/person\/\?first=Peter&last=Lindqvist&city=&state=ALL$/);
    await expect(page.getByRole('tablist', { name: 'Search by' })).toBeHidden();
    const results = page.getByRole('list', { name: 'Results' });
    await expect(results.getByRole('heading', { name: /^Peter .*Lindqvist/ }).first()).toBeVisible();
    // the demo member's family is on the card
    await expect(results.getByText(/^Related to .*Lindqvist/).first()).toBeVisible();
    await results
      .getByRole('link', { name: /^Open report for Peter/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/dashboard\/reports\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Peter .*Lindqvist/ })).toBeVisible();
  });

  test('Search For Yourself: confirm your own record and it becomes "Your Report"', async ({ page }) => {
    await page
      .getByRole('navigation', { name: 'Products' })
      .getByRole('button', { name: 'Search For Yourself' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Protect Yourself' });
    const candidates = dialog.getByRole('list', { name: 'Your possible records' });
    await expect(candidates.getByText(/Peter Lindqvist/).first()).toBeVisible();
    await candidates.getByRole('button', { name: 'This is me' }).first().click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your selection' });
    await confirm.getByRole('button', { name: 'Submit' }).click();
    await expect(confirm.getByText('Please select one of the options above')).toBeVisible();
    await confirm.getByLabel('Yes, this is me').check();
    await confirm.getByRole('button', { name: 'Submit' }).click();
    await expect(confirm).toBeHidden();

    const accessToken = await page.evaluate(() => window.localStorage.getItem('accessToken'));
    const me = await page.request.get('/v1/me', {
      headers: { ...APP_HEADERS, Authorization: `Bearer ${accessToken}` },
    });
    const account = (await me.json()) as { data: { customers_report?: { record_id: unknown } | null } };
    expect(account.data.customers_report?.record_id).toBeTruthy();
  });

  test('search keeps working while the reports remote is down', async ({ page }) => {
    await page.route(/\/remotes\/reports\/[^/]+\/remoteEntry\.js$/, (route) =>
      route.fulfill({ status: 503, body: '' }),
    );
    await page.goto('/dashboard/search/person/?first=Jane&last=Doe&city=&state=ALL');
    await expect(page.getByRole('heading', { level: 1, name: 'Person Search Results' })).toBeVisible();
    await openSearch(page, 'Name');
    await expect(page.getByRole('heading', { name: 'Search for Background Reports' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Products' }).getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong. :-(' })).toBeVisible();
  });
});
