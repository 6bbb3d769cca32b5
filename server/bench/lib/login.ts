import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey as derivePbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as deriveSha } from 'altcha-lib/algorithms/sha';

import { APP_HEADERS } from './server-process';

/** Signs a member in the way the web app does: solve the ALTCHA challenge, then POST /v1/authenticate. */
export async function signIn(
  url: string,
  email: string,
  password: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const challenge = (await (await fetch(`${url}/v1/altcha/challenge`, { headers: APP_HEADERS })).json()) as Challenge;
  const deriveKey = challenge.parameters.algorithm.startsWith('PBKDF2') ? derivePbkdf2 : deriveSha;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  const recaptchaResponse = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const response = await fetch(`${url}/v1/authenticate`, {
    method: 'POST',
    headers: { ...APP_HEADERS, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, recaptchaResponse }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { accessToken: string; refreshToken: string };
}
