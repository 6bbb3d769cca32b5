import { API_VERSION, TOKEN_REFRESH_RETRY_CAP } from '@beacon/platform';
import { deviceId, endSession, readTokens, startSession } from '@beacon/session';

import {
  parseResponse,
  tokenPairResponseSchema,
  type ResponseOf,
  type ResponseSchema,
  type TokenPairResponse,
} from '@beacon/validation';

import { ApiError } from './api-error';
import { buildSchemaWhenIdle, finishSchemaBuild } from './build-schemas-when-idle';
import { nextTask } from './next-task';
import { createSendSlots } from './send-slots';

export interface ApiClientConfig {
  /** Origin of the provider API; empty means same origin (the edge proxies /v1). */
  baseUrl: string;
  appId: string;
  apiKey: string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Sign-in, refresh and logout: a 401 there is an answer, not an expired token. */
  skipSessionHandling?: boolean;
  /** Paths outside /v1 (the second service under /dashboard/api). */
  unversioned?: boolean;
}

let config: ApiClientConfig = { baseUrl: '', appId: 'beacon-web', apiKey: 'beacon-web-local-key' };

/** Called once by the host at boot; remotes share this module as a singleton and so share the settings. */
export function configureApiClient(next: Partial<ApiClientConfig>): void {
  config = { ...config, ...next };
}

/** What became of one request the client sent: `failed` when it answered 5xx or got no answer (issue 60). */
export interface ApiRequestOutcome {
  failed: boolean;
}

export type ApiRequestObserver = (outcome: ApiRequestOutcome) => void;

const requestObservers = new Set<ApiRequestObserver>();

/**
 * Tells `observer` the outcome of every request sent from now on (retries and refreshes included: each is a round
 * trip the page waited for). The host's release health counts them against the remote whose screen is shown; this
 * client is a federation singleton, so the remotes' requests pass here too. A request the caller aborted is not
 * counted. Returns the function that stops observing.
 */
export function observeApiRequests(observer: ApiRequestObserver): () => void {
  requestObservers.add(observer);
  return () => {
    requestObservers.delete(observer);
  };
}

function tellObservers(outcome: ApiRequestOutcome): void {
  for (const observer of requestObservers) {
    try {
      observer(outcome);
    } catch {
      // an observer's fault must never fail the member's request
    }
  }
}

function observeOutcome(answer: Promise<Response>, signal: AbortSignal | undefined): void {
  answer.then(
    (response) => tellObservers({ failed: response.status >= 500 }),
    () => {
      if (!signal?.aborted) tellObservers({ failed: true });
    },
  );
}

let requestsHeld: Promise<void> | null = null;
const takeSendSlot = createSendSlots(nextTask);

/**
 * Answers to requests made before `until` settles are delivered once it has: the requests go at once, so their round
 * trips overlap the start-up, but their handling (reading, parsing, the store's update and its render) waits. The host
 * holds them until the browser has painted the app's first render (see host/src/start-up/first-screen-paint.ts).
 */
export function holdRequestsUntil(until: Promise<unknown>): void {
  const held: Promise<void> = until.then(
    () => undefined,
    () => undefined,
  );
  requestsHeld = held;
  void held.then(() => {
    if (requestsHeld === held) requestsHeld = null;
  });
}

function buildUrl(path: string, options: RequestOptions): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  const url = `${config.baseUrl}${options.unversioned ? '' : `/${API_VERSION}`}${normalized}`;
  if (!options.query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readErrorMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string') {
      return (body as { message: string }).message;
    }
  } catch {
    // a non-JSON error body carries no message for the member
  }
  return undefined;
}

/** What a streaming call adds to a request: its own Accept and headers such as Last-Event-ID. */
interface StreamRequestOptions extends RequestOptions {
  accept?: string;
  headers?: Record<string, string>;
}

async function send(path: string, options: StreamRequestOptions, accessToken: string | undefined): Promise<Response> {
  const held = requestsHeld;
  const slot = takeSendSlot();
  if (slot) await slot;
  const headers = new Headers({
    ...options.headers,
    Accept: options.accept ?? 'application/json',
    'App-Id': config.appId,
    'Api-Key': config.apiKey,
    'Device-Id': deviceId(),
  });
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const answer = fetch(buildUrl(path, options), {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
  });
  if (requestObservers.size > 0) observeOutcome(answer, options.signal);
  // Issue 19: a request held until the first screen's paint went out only then, and its answer came a round trip
  // after the paint; sent at once, it is usually in by then. Settled, so that a failure during the wait is not an
  // unhandled rejection.
  if (held) await Promise.allSettled([answer, held]);
  return answer;
}

async function toError(path: string, options: RequestOptions, response: Response): Promise<ApiError> {
  return new ApiError({
    message: await readErrorMessage(response),
    statusCode: response.status,
    requestPath: path,
    headers: response.headers,
    requestData: options.body,
  });
}

type RefreshOutcome = 'refreshed' | 'refused' | 'unavailable';

let refreshInFlight: Promise<RefreshOutcome> | null = null;

/**
 * One refresh for every request that met the same expired token (single flight). Only a refusal of the refresh
 * token ends the session: when the API cannot be reached or answers with a gateway error, the member stays signed
 * in and the call fails like any call during an outage.
 */
function refreshSession(): Promise<RefreshOutcome> {
  refreshInFlight ??= (async (): Promise<RefreshOutcome> => {
    const tokens = readTokens();
    if (!tokens) return 'refused';
    let response: Response;
    try {
      response = await send(
        '/refresh-access-token',
        { method: 'POST', body: { refreshToken: tokens.refreshToken, lastAccessToken: tokens.accessToken } },
        undefined,
      );
    } catch {
      return 'unavailable';
    }
    if (response.status >= 500) return 'unavailable';
    if (!response.ok) return 'refused';
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      // The answer was cut off (the page is being left, the connection dropped): the server may well have rotated
      // the tokens, and it honours the spent one for a while, so this is an outage, not a refusal.
      return 'unavailable';
    }
    let rotated: TokenPairResponse;
    try {
      rotated = parseResponse(tokenPairResponseSchema, body, 'POST /refresh-access-token');
    } catch {
      return 'refused';
    }
    startSession(rotated);
    return 'refreshed';
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * The one HTTP call of the platform: JSON in and out, app headers and the bearer token, 204 as null. A 401 with a
 * refresh token refreshes the session once for all concurrent calls and retries (at most 10 times); a 403, or a
 * 401 whose refresh fails, ends the session. With a `schema` (the endpoint's response contract from
 * @beacon/validation) the body is parsed with it, never cast: a mismatch throws `ContractMismatch` naming the field.
 */
export async function apiRequest<S extends ResponseSchema>(
  path: string,
  options: RequestOptions & { schema: S },
): Promise<ResponseOf<S>> {
  const received = request(path, options);
  buildSchemaWhenIdle(options.schema);
  const body = await received;
  const building = finishSchemaBuild(options.schema);
  if (building) await building;
  return parseResponse(options.schema, body, `${options.method ?? 'GET'} ${path}`);
}

/**
 * A streaming GET, such as the live updates' Server-Sent Events (GET /v1/me/events): the same app headers, bearer
 * token, refresh on 401 and end of the session on 403 as `apiRequest`, but the successful Response is returned with
 * its body unread, for the caller to read as it arrives. Failures throw `ApiError` as `apiRequest` does.
 */
export function apiStream(
  path: string,
  options: { signal?: AbortSignal; headers?: Record<string, string>; accept?: string } = {},
): Promise<Response> {
  return authorizedResponse(path, { ...options, method: 'GET' });
}

async function request(path: string, options: RequestOptions): Promise<unknown> {
  const response = await authorizedResponse(path, options);
  if (response.status === 204) return null;
  return (await response.json()) as unknown;
}

/** The call's successful Response, after refreshing an expired token as often as allowed; an error otherwise. */
async function authorizedResponse(path: string, options: StreamRequestOptions): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const usedToken = readTokens()?.accessToken;
    const response = await send(path, options, usedToken);
    if (response.ok) return response;
    const sessionCall = !options.skipSessionHandling && usedToken !== undefined;
    if (response.status === 401 && sessionCall && attempt < TOKEN_REFRESH_RETRY_CAP) {
      // Another call may already have refreshed while this one was in flight: then just retry.
      if (readTokens()?.accessToken !== usedToken) continue;
      const outcome = await refreshSession();
      if (outcome === 'refreshed') continue;
      if (outcome === 'unavailable') {
        throw new ApiError({ statusCode: 503, requestPath: path, requestData: options.body });
      }
      endSession('refresh-failed');
    } else if (response.status === 403 && sessionCall) {
      endSession('forbidden');
    }
    throw await toError(path, options, response);
  }
}
