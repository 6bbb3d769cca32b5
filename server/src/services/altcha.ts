import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { deriveKey as derivePbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as deriveSha } from 'altcha-lib/algorithms/sha';
import { create as createAltcha, deriveHmacKeySecret } from 'altcha-lib/frameworks/fastify';

import type { AltchaConfig } from '../config';
import type { UsedChallengeStore } from '../domain/used-challenge-store';

// ALTCHA bot check (proof of work, no third party). GET /v1/altcha/challenge hands out a signed challenge; the
// widget solves it and the client sends base64(JSON({challenge, solution})) as `recaptchaResponse` (the field name
// the spec keeps from its former captcha). Verification checks signature, expiry and solution, and a solved
// challenge is accepted once: the used ids live in the database, so every server instance sees them.

export type BotCheckResult = { ok: true } | { ok: false; reason: string };

export function createBotCheck(config: AltchaConfig, store: UsedChallengeStore) {
  const deriveKey = config.algorithm === 'SHA-256' ? deriveSha : derivePbkdf2;
  const keySecret = deriveHmacKeySecret(config.hmacSecret);
  const verifier = createAltcha({ deriveKey, hmacSignatureSecret: config.hmacSecret });

  return {
    async challenge(): Promise<Challenge> {
      return createChallenge({
        algorithm: config.algorithm,
        cost: config.cost,
        counter: randomInt(config.counterMax, config.counterMin),
        deriveKey,
        expiresAt: new Date(Date.now() + config.expiresInSeconds * 1000),
        hmacSignatureSecret: config.hmacSecret,
        hmacKeySignatureSecret: await keySecret,
      });
    },

    async verify(payload: string): Promise<BotCheckResult> {
      const expiresAt = Date.now() + config.expiresInSeconds * 1000;
      const result = await verifier.verify(payload, deriveKey, config.hmacSecret, await keySecret, {
        get: () => false,
        set: () => true,
        setIfAbsent: (challengeId: string) => store.markUsed(challengeId, expiresAt),
      });
      return result.error === null ? { ok: true } : { ok: false, reason: result.error };
    },
  };
}

export type BotCheck = ReturnType<typeof createBotCheck>;
