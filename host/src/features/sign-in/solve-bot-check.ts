import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey as derivePbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as deriveSha } from 'altcha-lib/algorithms/web/sha';

import { fetchBotCheckChallenge } from '@beacon/api';

import type { BotCheckWorkerAnswer } from './bot-check-worker';

type Solution = NonNullable<BotCheckWorkerAnswer['solution']>;

function isChallenge(value: unknown): value is Challenge {
  const parameters = (value as { parameters?: { algorithm?: unknown } } | null)?.parameters;
  return typeof parameters === 'object' && parameters !== null && typeof parameters.algorithm === 'string';
}

/** On the page's thread: where no worker can be started. */
async function solveHere(challenge: Challenge): Promise<Solution | null> {
  const deriveKey = challenge.parameters.algorithm.startsWith('PBKDF2') ? derivePbkdf2 : deriveSha;
  return solveChallenge({ challenge, deriveKey });
}

/** In a Web Worker, so the page stays responsive while the proof of work runs. */
function solveInWorker(challenge: Challenge): Promise<Solution | null> {
  if (typeof Worker === 'undefined') return solveHere(challenge);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL(/* webpackChunkName: "bot-check-worker" */ './bot-check-worker.ts', import.meta.url));
    } catch {
      resolve(solveHere(challenge));
      return;
    }
    worker.onmessage = (event: MessageEvent<BotCheckWorkerAnswer>) => {
      worker.terminate();
      resolve(event.data.solution);
    };
    worker.onerror = (event) => {
      // a worker that cannot start (a blocked script, say) must not cost the member their sign-in
      event.preventDefault();
      worker.terminate();
      resolve(solveHere(challenge));
    };
    worker.postMessage(challenge);
  });
}

/**
 * The ALTCHA bot check: fetch a proof-of-work challenge and solve it with WebCrypto in a Web Worker. The result
 * travels as `recaptchaResponse`; the server accepts each solved challenge once.
 */
export async function solveBotCheck(): Promise<string> {
  const challenge = await fetchBotCheckChallenge();
  if (!isChallenge(challenge)) throw new Error('The bot-check challenge is malformed');
  const solution = await solveInWorker(challenge);
  if (!solution) throw new Error('The bot-check challenge could not be solved');
  return btoa(JSON.stringify({ challenge, solution }));
}
