import { createHash } from 'node:crypto';

import { PASSWORD_RANGE_PREFIX_LENGTH } from '@beacon/validation';

// The breached-password port (Have I Been Pwned's Pwned Passwords model): a range of SHA-1 suffixes under a
// 5-hex-character prefix, never a lookup of a whole hash, so whoever answers cannot tell which password was asked
// about (k-anonymity). Today the breach corpus answers (repositories/breach-corpus-repository.ts); a Pwned Passwords
// adapter can take its place behind the same interface. Implementations receive the prefix in upper case and answer
// upper-case suffixes.

export interface PwnedPasswordRangeEntry {
  /** the SHA-1 of a breached password less its prefix: 35 upper-case hex characters */
  suffix: string;
  /** how often the password was seen in breaches */
  count: number;
}

export interface PwnedPasswords {
  passwordRange(prefix: string): Promise<PwnedPasswordRangeEntry[]>;
}

/**
 * How often breaches exposed this password (0: never). The SHA-1 is computed here and only its prefix is sent; its
 * suffix is compared here, so the password, and even its whole hash, never leave this process.
 */
export async function timesBreached(password: string, source: PwnedPasswords): Promise<number> {
  const sha1 = createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();
  const prefix = sha1.slice(0, PASSWORD_RANGE_PREFIX_LENGTH);
  const suffix = sha1.slice(PASSWORD_RANGE_PREFIX_LENGTH);
  const range = await source.passwordRange(prefix);
  return range.find((entry) => entry.suffix === suffix)?.count ?? 0;
}
