import { queryOptions, useQuery } from '@tanstack/react-query';

import {
  addressSearchResponseSchema,
  type AddressResult,
  type AddressSearchQuery,
  type AddressSearchResponse,
} from '@beacon/validation';

import { apiRequest, SCREEN_QUERY_META } from '@beacon/api/client';
import { searchKeys } from '../query-keys';

export type { AddressResult, AddressSearchQuery };
export type AddressSearchPage = AddressSearchResponse;

/** GET /search/addresses: a street with a number matches that address; state or a 5-digit ZIP is required. */
export function searchAddresses(query: AddressSearchQuery): Promise<AddressSearchPage> {
  return apiRequest('/search/addresses', {
    schema: addressSearchResponseSchema,
    query: {
      street: query.street,
      city: query.city || undefined,
      state: query.state || undefined,
      zip: query.zip || undefined,
    },
  });
}

export const addressSearchQueryOptions = (query: AddressSearchQuery) =>
  queryOptions({
    queryKey: searchKeys.addresses({ ...query }),
    queryFn: () => searchAddresses(query),
    meta: SCREEN_QUERY_META,
  });

export function useAddressSearch(query: AddressSearchQuery | null) {
  return useQuery({ ...addressSearchQueryOptions(query ?? { street: '' }), enabled: query !== null });
}
