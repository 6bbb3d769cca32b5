import type { PersonSearchQuery } from '@beacon/api';
import { DEFAULT_STATE_FILTER } from '@beacon/platform';
import { personSearchSchema } from '@beacon/validation';

export interface PersonResultsQuery {
  query: PersonSearchQuery | null;
  selfSearch: boolean;
}

/** Reads /dashboard/search/person/?first=&last=... (fname/lname and type=self in personal-data-protection mode). */
export function readPersonQuery(search: string): PersonResultsQuery {
  const params = new URLSearchParams(search);
  const selfSearch = params.get('type') === 'self';
  const firstName = (params.get('first') ?? params.get('fname') ?? '').trim();
  const lastName = (params.get('last') ?? params.get('lname') ?? '').trim();
  if (!personSearchSchema.isValidSync({ firstName, lastName })) return { query: null, selfSearch };
  const state = params.get('state') ?? '';
  const optional = {
    middleInitial: (params.get('middle') ?? '').trim().charAt(0),
    age: (params.get('age') ?? '').trim(),
    city: (params.get('city') ?? '').trim(),
    state: state && state !== DEFAULT_STATE_FILTER ? state : '',
    page: (params.get('page') ?? '').trim(),
  };
  const query: PersonSearchQuery = { firstName, lastName };
  for (const [key, value] of Object.entries(optional)) {
    if (value) query[key as keyof typeof optional] = value;
  }
  return { query, selfSearch };
}
