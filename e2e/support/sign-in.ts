import type { APIRequestContext, Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey as derivePbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as deriveSha } from 'altcha-lib/algorithms/sha';

export const DEMO_PASSWORD = process.env['DEMO_PASSWORD'] ?? 'Beacon-Demo-2024!';

export const APP_HEADERS = {
  'App-Id': 'beacon-web',
  'Api-Key': 'beacon-web-local-key',
  'Device-Id': 'e2e-device',
};

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** Solves the ALTCHA challenge the way the sign-in form does, returning the `recaptchaResponse` value. */
export async function solveBotCheck(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/v1/altcha/challenge', { headers: APP_HEADERS })).json()) as Challenge;
  const deriveKey = challenge.parameters.algorithm.startsWith('PBKDF2') ? derivePbkdf2 : deriveSha;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export async function loginThroughApi(request: APIRequestContext, email: string): Promise<Tokens> {
  const response = await request.post('/v1/authenticate', {
    headers: APP_HEADERS,
    data: { email, password: DEMO_PASSWORD, recaptchaResponse: await solveBotCheck(request) },
  });
  if (!response.ok()) throw new Error(`login of ${email} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Tokens;
}

/**
 * Signs a demo member in for this page: a real login through the API, tokens placed in local storage once (not on
 * every navigation, so the client's refresh-token rotation is not undone).
 */
export async function signInAs(page: Page, email: string): Promise<Tokens> {
  const tokens = await loginThroughApi(page.request, email);
  await page.goto('/terms-of-use');
  await page.evaluate(({ accessToken, refreshToken }) => {
    window.localStorage.setItem('accessToken', accessToken);
    window.localStorage.setItem('refreshToken', refreshToken);
  }, tokens);
  return tokens;
}

export const DEMO_MEMBERS = {
  personReport: 'person-report@demo.beacon.test',
  premium: 'premium@demo.beacon.test',
  guardian: 'guardian@demo.beacon.test',
  guardianFamily: 'guardian-family@demo.beacon.test',
  darkWeb: 'dark-web@demo.beacon.test',
  identity: 'identity@demo.beacon.test',
  dataMonitoring: 'data-monitoring@demo.beacon.test',
  reactivate: 'reactivate@demo.beacon.test',
  lapsed: 'lapsed@demo.beacon.test',
} as const;
