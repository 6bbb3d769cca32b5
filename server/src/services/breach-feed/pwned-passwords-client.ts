import type { PwnedPasswordRangeEntry, PwnedPasswords } from '../../domain/identity/pwned-passwords';
import { BreachFeedError } from './breach-feed';
import { failureOf, feedExchange } from './feed-http';

// The breached-password port over Have I Been Pwned's Pwned Passwords range API
// (https://api.pwnedpasswords.com/range/{5 hex}), or the local stand-in (hibp-stand-in.ts) serving the same route.
// Only the 5-character prefix leaves Beacon (k-anonymity). Padding is asked for (`Add-Padding: true`), so the size
// of the answer does not tell an onlooker which prefix was asked about either; the padding lines have a count of 0
// and are dropped here. Failures are BreachFeedErrors, as the breach feed's, so callers handle one error type.

export const PWNED_PASSWORDS_URL = 'https://api.pwnedpasswords.com';

export interface PwnedPasswordsClientOptions {
  /** the service's root (default https://api.pwnedpasswords.com), e.g. http://127.0.0.1:2527 for the stand-in */
  baseUrl?: string;
  userAgent: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const PREFIX = /^[0-9A-F]{5}$/;
const LINE = /^([0-9A-Fa-f]{35}):(\d+)$/;

/** The entries of a range answer ("SUFFIX:COUNT" lines, CRLF), padding left out; `malformed` for any other line. */
function parseRange(body: string, what: string): PwnedPasswordRangeEntry[] {
  const entries: PwnedPasswordRangeEntry[] = [];
  for (const line of body.split(/\r?\n/)) {
    if (line === '') continue;
    const match = LINE.exec(line.trim());
    if (!match) throw new BreachFeedError('malformed', `${what}: a line is not SUFFIX:COUNT`);
    const count = Number(match[2]);
    if (count > 0) entries.push({ suffix: (match[1] ?? '').toUpperCase(), count });
  }
  return entries;
}

export function createPwnedPasswordsClient(options: PwnedPasswordsClientOptions): PwnedPasswords {
  const fetchFn = options.fetch ?? fetch;
  const root = (options.baseUrl ?? PWNED_PASSWORDS_URL).replace(/\/+$/, '');
  const headers = { 'user-agent': options.userAgent, 'add-padding': 'true' };

  return {
    async passwordRange(prefix) {
      const upper = prefix.toUpperCase();
      // the port's callers send a checked prefix: anything else is a bug here, not a failure of the provider
      if (!PREFIX.test(upper)) throw new RangeError('A Pwned Passwords range prefix is 5 hexadecimal characters');
      const what = 'Pwned Passwords range';
      const answer = await feedExchange(fetchFn, `${root}/range/${upper}`, headers, options.timeoutMs, what);
      if (answer.status !== 200) throw failureOf(answer, what);
      return parseRange(answer.body, what);
    },
  };
}
