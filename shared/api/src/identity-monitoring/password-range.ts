import { PASSWORD_RANGE_PREFIX_LENGTH, passwordRangeResponseSchema } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';

/**
 * Has this password been seen in a breach? The k-anonymity range query of Have I Been Pwned's Pwned Passwords: the
 * SHA-1 is computed here, only its first 5 hex characters are sent, and the answer's suffixes are compared here. The
 * password, and even its full hash, never leave the browser. Returns how often it was seen (0: never).
 */
export async function passwordBreachCount(password: string): Promise<number> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(password));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
  const prefix = hex.slice(0, PASSWORD_RANGE_PREFIX_LENGTH);
  const suffix = hex.slice(PASSWORD_RANGE_PREFIX_LENGTH);
  const range = await apiRequest(`/breaches/passwords/range/${prefix}`, { schema: passwordRangeResponseSchema });
  return range.suffixes.find((entry) => entry.suffix === suffix)?.count ?? 0;
}
