import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey as derivePbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as deriveSha } from 'altcha-lib/algorithms/web/sha';

// The proof of work of the sign-in bot check, off the page's thread (issue 19 point 5): the hashing loop would
// otherwise hold the page's thread for as long as it runs. Receives a challenge, answers its solution (or null).

export interface BotCheckWorkerAnswer {
  solution: Awaited<ReturnType<typeof solveChallenge>> | null;
}

self.onmessage = (event: MessageEvent<Challenge>) => {
  const challenge = event.data;
  const deriveKey = challenge.parameters.algorithm.startsWith('PBKDF2') ? derivePbkdf2 : deriveSha;
  solveChallenge({ challenge, deriveKey }).then(
    (solution) => self.postMessage({ solution } satisfies BotCheckWorkerAnswer),
    () => self.postMessage({ solution: null } satisfies BotCheckWorkerAnswer),
  );
};
