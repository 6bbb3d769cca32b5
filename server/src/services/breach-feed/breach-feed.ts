// The breach feed port (issue 58 point 1): what Beacon asks of a breach provider, on Have I Been Pwned's API v3
// model. A breach is the provider's record, field for field (its JSON is PascalCase), so "Verified", "Sensitive" and
// the rest are shown only where the feed says so. The adapter (hibp-breach-feed.ts) speaks to haveibeenpwned.com or
// to its local stand-in (hibp-stand-in.ts); nothing else in the app knows the protocol.

/** One breach as the feed describes it (HIBP's breach model). */
export interface FeedBreach {
  /** the feed's stable key of the breach, e.g. "Adobe" */
  name: string;
  title: string;
  domain: string;
  /** ISO date (yyyy-mm-dd) the breach happened */
  breachDate: string;
  /** ISO date-time the feed added it */
  addedDate: string;
  /** ISO date-time the feed last changed it */
  modifiedDate: string;
  pwnCount: number;
  /** HTML, as the feed writes it; shown as plain text */
  description: string;
  dataClasses: string[];
  isVerified: boolean;
  isFabricated: boolean;
  isSensitive: boolean;
  isRetired: boolean;
  isSpamList: boolean;
  isMalware: boolean;
  logoPath: string | null;
}

export type BreachFeedFailure =
  /** 429: the feed's rate limit; retryAfterSeconds from its retry-after header */
  | 'rate_limited'
  /** 401/403: the key (or user agent) was refused */
  | 'unauthorized'
  /** 5xx, a timeout or no connection */
  | 'outage'
  /** an answer that is not the protocol's */
  | 'malformed';

/** Why the feed could not answer. A job retries it; the member sees "monitoring delayed", never "no alerts". */
export class BreachFeedError extends Error {
  constructor(
    readonly failure: BreachFeedFailure,
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'BreachFeedError';
  }
}

export interface BreachFeed {
  /** every breach of the feed */
  allBreaches(): Promise<FeedBreach[]>;
  /** the breaches that exposed this account (an e-mail address, a username or a phone number); [] when none */
  breachesOfAccount(account: string): Promise<FeedBreach[]>;
}
