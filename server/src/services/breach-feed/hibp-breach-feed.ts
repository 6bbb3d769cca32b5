import { array, boolean, number, object, string, ValidationError, type InferType } from 'yup';

import { BreachFeedError, type BreachFeed, type FeedBreach } from './breach-feed';
import { failureOf, feedExchange, retryAfterSeconds, type FeedAnswer } from './feed-http';

// The breach feed over Have I Been Pwned's API v3 (https://haveibeenpwned.com/API/v3), or its local stand-in
// (hibp-stand-in.ts) when `baseUrl` names it. Every breach of the feed: GET /breaches. An account's breaches:
// GET /breachedaccount/{account} with the `hibp-api-key` and `user-agent` headers HIBP requires, the full breach
// model (truncateResponse=false; HIBP answers only names otherwise) and unverified breaches too, which the member
// sees flagged. 404 is HIBP's "in no breach". A 429 whose retry-after is short is waited out here, at most twice;
// a longer one goes back to the caller (a job) as rate_limited with its seconds, so no request holds a worker for
// minutes. The account is personal data and the key a secret: neither is logged or put in an error.

export const HIBP_API_URL = 'https://haveibeenpwned.com/api/v3';

export interface HibpBreachFeedOptions {
  /** HIBP's API v3 root (default https://haveibeenpwned.com/api/v3), e.g. http://127.0.0.1:2527/api/v3 */
  baseUrl?: string;
  apiKey: string;
  /** HIBP refuses a request without one (403); it should name the app */
  userAgent: string;
  /** the whole of one exchange, body included */
  timeoutMs: number;
  /** the longest retry-after waited out here; a longer one is thrown as rate_limited */
  maxRetryWaitSeconds: number;
  fetch?: typeof fetch;
}

/** Rate-limit answers waited out before giving up: HIBP's window is a minute, so more would only wait longer. */
const MAX_RETRIES = 2;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

// HIBP's breach model, as it sends it (PascalCase). Fields it may add later are ignored; a field of the model that
// is missing or of another type makes the whole answer malformed rather than a breach shown half-empty.
const hibpBreachSchema = object({
  Name: string().required(),
  Title: string().required(),
  // empty for a breach of no single site (a spam list, a combolist)
  Domain: string().defined(),
  BreachDate: string().required().matches(ISO_DAY),
  AddedDate: string().required().matches(ISO_DATE_TIME),
  ModifiedDate: string().required().matches(ISO_DATE_TIME),
  PwnCount: number().required().integer().min(0),
  Description: string().defined(),
  DataClasses: array(string().required()).required(),
  IsVerified: boolean().required(),
  IsFabricated: boolean().required(),
  IsSensitive: boolean().required(),
  IsRetired: boolean().required(),
  IsSpamList: boolean().required(),
  // added to the model in 2023: an answer without it is read as false
  IsMalware: boolean().optional(),
  LogoPath: string().nullable().optional(),
});

const hibpBreachesSchema = array(hibpBreachSchema).required();

type HibpBreach = InferType<typeof hibpBreachSchema>;

function toFeedBreach(breach: HibpBreach): FeedBreach {
  return {
    name: breach.Name,
    title: breach.Title,
    domain: breach.Domain,
    breachDate: breach.BreachDate,
    addedDate: breach.AddedDate,
    modifiedDate: breach.ModifiedDate,
    pwnCount: breach.PwnCount,
    description: breach.Description,
    dataClasses: breach.DataClasses,
    isVerified: breach.IsVerified,
    isFabricated: breach.IsFabricated,
    isSensitive: breach.IsSensitive,
    isRetired: breach.IsRetired,
    isSpamList: breach.IsSpamList,
    isMalware: breach.IsMalware ?? false,
    logoPath: breach.LogoPath || null,
  };
}

/** The breaches of a JSON answer, or `malformed` (an HTML error page, a truncated body, another shape). */
function parseBreaches(body: string, what: string): FeedBreach[] {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new BreachFeedError('malformed', `${what}: the answer is not JSON`);
  }
  try {
    // strict: a number sent as "12" or a flag as "true" is not HIBP's model, so nothing is cast
    return hibpBreachesSchema.validateSync(json, { strict: true }).map(toFeedBreach);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // the path names the field ("[3].PwnCount"); the value is left out, being the provider's text
    throw new BreachFeedError('malformed', `${what}: not HIBP's breach model (${error.path ?? 'the answer'})`);
  }
}

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

export function createHibpBreachFeed(options: HibpBreachFeedOptions): BreachFeed {
  const fetchFn = options.fetch ?? fetch;
  const root = (options.baseUrl ?? HIBP_API_URL).replace(/\/+$/, '');
  const headers = { 'hibp-api-key': options.apiKey, 'user-agent': options.userAgent, accept: 'application/json' };

  /** GET a path of the API; a 404 is returned (the caller says what it means), short rate limits are waited out. */
  async function get(path: string, what: string): Promise<FeedAnswer> {
    for (let retries = 0; ; retries += 1) {
      const answer = await feedExchange(fetchFn, `${root}${path}`, headers, options.timeoutMs, what);
      if (answer.status === 200 || answer.status === 404) return answer;
      const wait = answer.status === 429 ? retryAfterSeconds(answer.headers) : null;
      if (wait === null || wait > options.maxRetryWaitSeconds || retries === MAX_RETRIES) {
        throw failureOf(answer, what);
      }
      await sleep(wait);
    }
  }

  return {
    async allBreaches() {
      const what = 'HIBP breaches';
      const answer = await get('/breaches', what);
      if (answer.status === 404) throw failureOf(answer, what);
      return parseBreaches(answer.body, what);
    },

    async breachesOfAccount(account) {
      const what = 'HIBP breached-account search';
      const query = new URLSearchParams({ truncateResponse: 'false', includeUnverified: 'true' });
      const answer = await get(`/breachedaccount/${encodeURIComponent(account)}?${query}`, what);
      // HIBP's 404 on this route is its answer "in no breach"; the body is empty
      if (answer.status === 404) return [];
      return parseBreaches(answer.body, what);
    },
  };
}
