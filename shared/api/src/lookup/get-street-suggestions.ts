import { platformSettings } from '@beacon/platform';
import { lookupResponseSchema } from '@beacon/validation';

import { apiRequest, isApiError } from '@beacon/api/client';
import type { AddressSuggestion } from './address-suggestion';
import { createThirdPartyAutocomplete } from './third-party-autocomplete';

export const LOOKUP_UNAUTHORIZED = 'Could not complete request from this token';
export const LOOKUP_FAILED = 'Something went wrong';

/**
 * Street suggestions: GET /lookup?search= on the provider API, or the third-party service when the platform
 * settings configure one. Failures carry the spec §8 texts.
 */
export async function fetchStreetSuggestions(search: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  const thirdParty = platformSettings().thirdPartyAutocomplete;
  if (thirdParty) {
    return (await createThirdPartyAutocomplete(thirdParty)({ search }, signal)) ?? [];
  }
  try {
    const body = await apiRequest('/lookup', { query: { search }, signal, schema: lookupResponseSchema });
    return body.suggestions;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error(isApiError(error) && error.statusCode === 401 ? LOOKUP_UNAUTHORIZED : LOOKUP_FAILED, {
      cause: error,
    });
  }
}
