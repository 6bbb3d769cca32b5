import { useEffect, useState } from 'react';

import { fetchStreetSuggestions, type AddressSuggestion } from '@beacon/api';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@beacon/platform';

/**
 * Street suggestions for what the member typed, debounced 300 ms. An empty street clears them; a failed lookup
 * keeps the last suggestions and reports the spec's message.
 */
export function useStreetSuggestions(street: string, enabled: boolean) {
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const search = street.trim();
    if (!enabled || !search) {
      setSuggestions([]);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchStreetSuggestions(search, controller.signal).then(
        (found) => {
          setError(null);
          setSuggestions(found);
        },
        (failure: unknown) => {
          if (controller.signal.aborted) return;
          console.error('[search] street lookup failed', failure);
          setError(failure instanceof Error ? failure.message : 'Something went wrong');
        },
      );
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [street, enabled]);

  return { suggestions, error, clear: () => setSuggestions([]) };
}
