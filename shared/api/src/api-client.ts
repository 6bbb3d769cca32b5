import { API_VERSION } from '@beacon/platform';
import { deviceId, readTokens } from '@beacon/session';

import { ApiError } from './api-error';

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
}

let config: ApiClientConfig = { baseUrl: '', appId: 'beacon-web', apiKey: 'beacon-web-local-key' };

/** Called once by the host at boot; remotes share this module as a singleton and so share the settings. */
export function configureApiClient(next: Partial<ApiClientConfig>): void {
  config = { ...config, ...next };
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${config.baseUrl}/${API_VERSION}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
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

/** The one HTTP call of the platform: JSON in and out, app headers and the bearer token, 204 as null. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({
    Accept: 'application/json',
    'App-Id': config.appId,
    'Api-Key': config.apiKey,
    'Device-Id': deviceId(),
  });
  const tokens = readTokens();
  if (tokens) headers.set('Authorization', `Bearer ${tokens.accessToken}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const response = await fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
  });
  if (!response.ok) {
    throw new ApiError({
      message: await readErrorMessage(response),
      statusCode: response.status,
      requestPath: path,
      headers: response.headers,
    });
  }
  if (response.status === 204) return null as T;
  return (await response.json()) as T;
}
