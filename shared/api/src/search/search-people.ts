import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../api-client';
import { retryUnlessPaymentRequired } from '../payment-required';
import { searchKeys } from '../query-keys';
import { SCREEN_QUERY_META } from '../screen-queries';

export interface PersonTeaser {
  pointer: string;
  name: { first: string; middle: string | null; last: string; suffix: string | null };
  aliases: string[];
  age: number | null;
  deceased: boolean;
  locations: { city: string; state: string }[];
  /** up to 4 family members' names; the record lists them all */
  relatives: { first: string; last: string }[];
  match: 'exact' | 'nickname' | 'phonetic';
}

export interface PersonSearchPage {
  total: number;
  page: number;
  pageSize: number;
  results: PersonTeaser[];
}

export interface PersonSearchQuery {
  firstName: string;
  lastName: string;
  middleInitial?: string;
  age?: string;
  city?: string;
  state?: string;
  page?: string;
}

/** GET /search/people: ranked exact > nickname/initial > phonetic, paginated (teasers with pointers). */
export function searchPeople(query: PersonSearchQuery): Promise<PersonSearchPage> {
  return apiRequest<PersonSearchPage>('/search/people', { query: { ...query } });
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
