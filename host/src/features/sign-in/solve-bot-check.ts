import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey as derivePbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as deriveSha } from 'altcha-lib/algorithms/web/sha';

import { fetchBotCheckChallenge } from '@beacon/api';

function isChallenge(value: unknown): value is Challenge {
  const parameters = (value as { parameters?: { algorithm?: unknown } } | null)?.parameters;
  return typeof parameters === 'object' && parameters !== null && typeof parameters.algorithm === 'string';
}

/**
 * The ALTCHA bot check: fetch a proof-of-work challenge and solve it with WebCrypto in the browser. The result
 * travels as `recaptchaResponse`; the server accepts each solved challenge once.
 */
export async function solveBotCheck(): Promise<string> {
  const challenge = await fetchBotCheckChallenge();
  if (!isChallenge(challenge)) throw new Error('The bot-check challenge is malformed');
  const deriveKey = challenge.parameters.algorithm.startsWith('PBKDF2') ? derivePbkdf2 : deriveSha;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The bot-check challenge could not be solved');
  return btoa(JSON.stringify({ challenge, solution }));
}
