import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import {
  personSearchResponseSchema,
  type PersonSearchQuery,
  type PersonSearchResponse,
  type PersonSearchResult,
} from '@beacon/validation';

import { apiRequest, retryUnlessPaymentRequired, SCREEN_QUERY_META } from '@beacon/api/client';
import { searchKeys } from '../query-keys';

/** One person search result (the contract's teaser, with relatives' names and the match tier). */
export type PersonTeaser = PersonSearchResult;
export type PersonSearchPage = PersonSearchResponse;
export type { PersonSearchQuery };

/** GET /search/people: ranked exact > nickname/initial > phonetic, paginated (teasers with pointers). */
export function searchPeople(query: PersonSearchQuery): Promise<PersonSearchPage> {
  return apiRequest('/search/people', { query: { ...query }, schema: personSearchResponseSchema });
}

export const personSearchQueryOptions = (query: PersonSearchQuery) =>
  queryOptions({
    queryKey: searchKeys.people({ ...query }),
    queryFn: () => searchPeople(query),
    meta: SCREEN_QUERY_META,
    // a lapsed member's 402 sends them to purchase at once (issue 13, paywall)
    retry: retryUnlessPaymentRequired,
  });

export function usePersonSearch(query: PersonSearchQuery | null) {
  return useQuery({
    ...personSearchQueryOptions(query ?? { firstName: '', lastName: '' }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
