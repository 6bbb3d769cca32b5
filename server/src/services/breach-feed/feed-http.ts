import { BreachFeedError } from './breach-feed';

// One HTTP exchange with a breach provider (HIBP's API or Pwned Passwords), shared by both adapters: the whole
// exchange, body included, runs under one timeout, and a failure to get an answer is an outage. Messages name what
// was asked (`what`), never the URL: a breached-account URL holds the account, which is personal data.

export interface FeedAnswer {
  status: number;
  headers: Headers;
  body: string;
}

function reasonOf(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timed out';
  // undici's "fetch failed" hides the reason in its cause (ECONNREFUSED, ENOTFOUND ...): its code says enough
  const cause = error instanceof Error ? error.cause : undefined;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : undefined;
  return code ? `could not connect (${code})` : 'could not connect';
}

export async function feedExchange(
  fetchFn: typeof fetch,
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
  what: string,
): Promise<FeedAnswer> {
  try {
    const response = await fetchFn(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, headers: response.headers, body: await response.text() };
  } catch (error) {
    throw new BreachFeedError('outage', `${what}: the provider ${reasonOf(error)}`);
  }
}

/** The retry-after header in seconds (HIBP sends whole seconds), or null when absent or unreadable. */
export function retryAfterSeconds(headers: Headers): number | null {
  const value = headers.get('retry-after')?.trim();
  if (!value || !/^\d+$/.test(value)) return null;
  return Number(value);
}

/**
 * The failure an answer that is not a success stands for: 429 rate limited, 401/403 unauthorized, 5xx an outage.
 * Any other status (400, an unexpected 404 ...) means the exchange left the protocol: malformed, which a retry
 * will not mend.
 */
export function failureOf(answer: FeedAnswer, what: string): BreachFeedError {
  const { status } = answer;
  if (status === 429) {
    const seconds = retryAfterSeconds(answer.headers);
    const wait = seconds === null ? 'no retry-after' : `retry after ${seconds} s`;
    return new BreachFeedError('rate_limited', `${what}: rate limited (429, ${wait})`, seconds);
  }
  if (status === 401 || status === 403) {
    return new BreachFeedError('unauthorized', `${what}: the provider refused the key or user agent (${status})`);
  }
  if (status >= 500) return new BreachFeedError('outage', `${what}: the provider answered ${status}`);
  return new BreachFeedError('malformed', `${what}: unexpected answer ${status}`);
}
