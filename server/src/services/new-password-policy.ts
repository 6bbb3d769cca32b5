import { profileMessages } from '@beacon/validation';

import { invalid } from '../domain/errors';
import { isCommonPassword } from '../domain/identity/common-passwords';
import { timesBreached, type PwnedPasswords } from '../domain/identity/pwned-passwords';
import { BreachFeedError } from './breach-feed/breach-feed';

// What a new password must not be (issue 55 point 4, OWASP ASVS V6, NIST SP 800-63B 3.1.1.2), beyond the length the
// shared schema checks: one of the most common passwords, or one that a breach exposed. The common list is checked
// first: it is in memory, and it spares the breach lookup (a network call once Pwned Passwords answers) for the most
// obvious ones.

export function createNewPasswordPolicy(options: { pwnedPasswords: PwnedPasswords }) {
  const { pwnedPasswords } = options;

  /**
   * 0 when Pwned Passwords cannot answer (an outage, its rate limit): a member is not kept from changing a password
   * by a provider being down, and the common-password list has already refused the likeliest breached ones.
   */
  async function breachedTimes(password: string): Promise<number> {
    try {
      return await timesBreached(password, pwnedPasswords);
    } catch (error) {
      if (error instanceof BreachFeedError) return 0;
      throw error;
    }
  }

  return {
    /** Throws a 400 with the message the member reads next to the new-password field. */
    async check(password: string): Promise<void> {
      if (await isCommonPassword(password)) throw invalid(profileMessages.newPasswordCommon);
      if ((await breachedTimes(password)) > 0) throw invalid(profileMessages.newPasswordBreached);
    },
  };
}

export type NewPasswordPolicy = ReturnType<typeof createNewPasswordPolicy>;
