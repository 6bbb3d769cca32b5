import type { ThirdPartyAutocompleteSettings } from '@beacon/platform';

import { UNKNOWN_ERROR_MESSAGE } from '@beacon/api/client';
import type { AddressSuggestion } from './address-suggestion';

/** A failed third-party call (spec §7, §8): the HTTP status text, or the default message, with code and path. */
export class AutocompleteServiceError extends Error {
  override name = 'AutocompleteServiceError';
  readonly statusCode: number;
  readonly requestPath: string;

  constructor(statusText: string, statusCode: number, requestPath: string) {
    super(statusText || UNKNOWN_ERROR_MESSAGE);
    this.statusCode = statusCode;
    this.requestPath = requestPath;
  }
}

/**
 * The third-party U.S. address-autocomplete client: GET with `auth-id` plus the caller's query; a non-OK status
 * throws, 204 gives null. Suggestions come back in the provider API's shape.
 */
export function createThirdPartyAutocomplete(
  settings: ThirdPartyAutocompleteSettings,
  fetchImpl: typeof fetch = fetch,
) {
  return async function suggest(
    query: Record<string, string>,
    signal?: AbortSignal,
  ): Promise<AddressSuggestion[] | null> {
    const url = new URL(settings.baseUrl);
    url.searchParams.set('auth-id', settings.authId);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const response = await fetchImpl(url, { method: 'GET', signal });
    if (!response.ok) throw new AutocompleteServiceError(response.statusText, response.status, url.pathname);
    if (response.status === 204) return null;
    const body = (await response.json()) as { suggestions?: AddressSuggestion[] };
    return body.suggestions ?? [];
  };
}
