import { createHash } from 'node:crypto';

import { profileMessages } from '@beacon/validation';

import { isDomainError } from '../../src/domain/errors';
import type { PwnedPasswords } from '../../src/domain/identity/pwned-passwords';
import { BreachFeedError } from '../../src/services/breach-feed/breach-feed';
import { createNewPasswordPolicy } from '../../src/services/new-password-policy';

// What a new password must not be (issue 55 point 4): among the most common passwords, or seen in a breach. The
// breach lookup sends the 5-character prefix of the password's SHA-1 only and compares the suffixes itself.

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex').toUpperCase();

/** A range source that holds the given passwords and records every prefix it is asked for. */
function pwnedPasswordsOf(passwords: string[]): PwnedPasswords & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    async passwordRange(prefix) {
      asked.push(prefix);
      return passwords
        .map(sha1)
        .filter((hash) => hash.startsWith(prefix))
        .map((hash) => ({ suffix: hash.slice(5), count: 42 }));
    },
  };
}

async function refusal(check: Promise<void>): Promise<string | undefined> {
  try {
    await check;
    return undefined;
  } catch (error) {
    if (isDomainError(error, 'invalid')) return error.message;
    throw error;
  }
}

describe('the new-password policy', () => {
  it('refuses a breached password, asking for the first 5 characters of its SHA-1 only', async () => {
    const breached = 'correct-horse-battery-staple';
    const source = pwnedPasswordsOf([breached]);
    const policy = createNewPasswordPolicy({ pwnedPasswords: source });
    expect(await refusal(policy.check(breached))).toBe(profileMessages.newPasswordBreached);
    expect(source.asked).toEqual([sha1(breached).slice(0, 5)]);
  });

  it('lets a password pass whose prefix has other breached suffixes only', async () => {
    const breached = 'correct-horse-battery-staple';
    // a range answer full of neighbours: only an equal suffix is a match
    const neighbours: PwnedPasswords = {
      async passwordRange(prefix) {
        return [{ suffix: sha1(breached).slice(5), count: 3 }].concat(
          Array.from({ length: 50 }, (_, index) => ({ suffix: sha1(`${prefix}-${index}`).slice(5), count: 1 })),
        );
      },
    };
    const policy = createNewPasswordPolicy({ pwnedPasswords: neighbours });
    expect(await refusal(policy.check('an-unusual-passphrase-of-mine'))).toBeUndefined();
  });

  it('refuses one of the most common passwords, in any case, without a breach lookup', async () => {
    const source = pwnedPasswordsOf([]);
    const policy = createNewPasswordPolicy({ pwnedPasswords: source });
    for (const common of ['password123', 'Password123', '1234567890', 'qwertyuiop', 'Basketball']) {
      expect(await refusal(policy.check(common))).toBe(profileMessages.newPasswordCommon);
    }
    expect(source.asked).toEqual([]);
  });

  it('accepts a password that is neither common nor breached', async () => {
    const source = pwnedPasswordsOf(['password', 'Password1!']);
    const policy = createNewPasswordPolicy({ pwnedPasswords: source });
    expect(await refusal(policy.check('violet-tram-harbour-9'))).toBeUndefined();
    expect(source.asked).toHaveLength(1);
  });

  it('lets a member change their password while Pwned Passwords is down, still refusing the common ones', async () => {
    const down: PwnedPasswords = {
      async passwordRange() {
        throw new BreachFeedError('outage', 'Pwned Passwords answered 503');
      },
    };
    const policy = createNewPasswordPolicy({ pwnedPasswords: down });
    expect(await refusal(policy.check('violet-tram-harbour-9'))).toBeUndefined();
    expect(await refusal(policy.check('password123'))).toBe(profileMessages.newPasswordCommon);
  });

  it('does not hide an error that is not the provider failing', async () => {
    const broken: PwnedPasswords = {
      async passwordRange() {
        throw new TypeError('a bug');
      },
    };
    await expect(createNewPasswordPolicy({ pwnedPasswords: broken }).check('violet-tram-harbour-9')).rejects.toThrow(
      'a bug',
    );
  });
});
