import { profileMessages } from '@beacon/validation';

import type { Account } from '../db/schema';
import { invalid, tooManyAttempts } from '../domain/errors';
import type { LoginThrottleRepository, ThrottleKey } from '../repositories/login-throttle-repository';
import { verifyPassword } from './passwords';

// The current password a signed-in member confirms a password or e-mail change with (issue 55 point 4, OWASP ASVS
// V6). Whoever holds a stolen access token could otherwise guess it at the per-IP rate limit, from as many addresses
// as they like. Wrong guesses are counted per account with the sign-in lockout's policy (config.loginThrottle); while
// the account is throttled, both routes answer 429 with Retry-After and the password is not even checked.
//
// The count has its own key, the account id under the 'current-password' scope, apart from the sign-in's e-mail key:
// - a successful sign-in clears the sign-in key, so the member signing in (or a new token) would wipe a token
//   thief's count, and the thief could go on guessing at the full pace after every sign-in of the member;
// - the sign-in key is fed by anyone on the internet who types the e-mail, so sharing it would let an anonymous
//   attacker lock a member out of changing a leaked password, and, the other way round, a token thief's guesses
//   would lock the member out of signing in;
// - the e-mail changes on this very route; the account id does not.
// Only a correct current password clears the count: that needs the password, which is what the thief is guessing.

export function currentPasswordKey(accountId: number): ThrottleKey {
  return { scope: 'current-password', subject: String(accountId) };
}

export function createCurrentPasswordCheck(options: { throttle: LoginThrottleRepository; clock: () => number }) {
  const { throttle, clock } = options;
  return {
    /** Throws 400 `missing` without a password, 429 while throttled, 400 for a wrong password (which is counted). */
    async confirm(account: Account, password: string | undefined, missing: string): Promise<void> {
      if (!password) throw invalid(missing);
      const key = currentPasswordKey(account.id);
      const waitMs = await throttle.waitMs([key], clock());
      if (waitMs > 0) throw tooManyAttempts('wrong current passwords', waitMs);
      if (!account.password_hash || !(await verifyPassword(password, account.password_hash))) {
        await throttle.recordFailure(key, clock());
        throw invalid(profileMessages.currentPasswordWrong);
      }
      await throttle.clear(key);
    },
  };
}

export type CurrentPasswordCheck = ReturnType<typeof createCurrentPasswordCheck>;
