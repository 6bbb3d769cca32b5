import type { Page } from '@playwright/test';

/**
 * Places both tokens in local storage before the app boots, so /dashboard routes pass the auth gate.
 * The token carries the claims the app decodes (sub, firstName, lastName); routes here do not call the API.
 */
export async function placeSessionTokens(page: Page): Promise<void> {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const accessToken = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', firstName: 'Test', lastName: 'Member' })}.sig`;
  await page.addInitScript(
    ([access, refresh]) => {
      window.localStorage.setItem('accessToken', access ?? '');
      window.localStorage.setItem('refreshToken', refresh ?? '');
    },
    [accessToken, 'e2e-refresh-token'],
  );
}
