import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../api-client';
import { searchKeys } from '../query-keys';
import type { Address } from '../records/record-report-types';
import { SCREEN_QUERY_META } from '../screen-queries';

export interface AddressSearchQuery {
  street: string;
  city?: string;
  state?: string;
  zip?: string;
}

export interface AddressResult {
  pointer: string;
  address: Address;
  residents: { pointer: string; name: { first: string; middle: string | null; last: string }; age: number | null }[];
}

export interface AddressSearchPage {
  total: number;
  page: number;
  pageSize: number;
  results: AddressResult[];
}

/** GET /search/addresses: a street with a number matches that address; state or a 5-digit ZIP is required. */
export function searchAddresses(query: AddressSearchQuery): Promise<AddressSearchPage> {
  return apiRequest<AddressSearchPage>('/search/addresses', {
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
