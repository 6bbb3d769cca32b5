import { DEFAULT_STATE_FILTER, paths } from '@beacon/platform';

export interface NameSearchValues {
  firstName?: string;
  middleInitial?: string;
  lastName?: string;
  city?: string;
  state?: string;
  age?: string;
}

export interface NameSearchOptions {
  searchUrl?: string;
  selfSearch?: boolean;
  extraQuery?: string;
}

/** Spec §2.2: first, last, city, state, plus optional middle (one letter), age, type=self and any extra query. */
export function personSearchUrl(values: NameSearchValues, options: NameSearchOptions = {}): string {
  const params = new URLSearchParams();
  params.set(options.selfSearch ? 'fname' : 'first', (values.firstName ?? '').trim());
  params.set(options.selfSearch ? 'lname' : 'last', (values.lastName ?? '').trim());
  params.set('city', (values.city ?? '').trim());
  params.set('state', values.state || DEFAULT_STATE_FILTER);
  const middle = (values.middleInitial ?? '').trim().charAt(0);
  if (middle) params.set('middle', middle);
  const age = (values.age ?? '').trim();
  if (age) params.set('age', age);
  if (options.selfSearch) params.set('type', 'self');
  const extra = (options.extraQuery ?? '').replace(/^[?&]/, '');
  const query = [params.toString(), extra].filter(Boolean).join('&');
  return `${options.searchUrl ?? paths.personSearch}?${query}`;
}

export function phoneReportUrl(digits: string): string {
  return `${paths.phoneReport(digits)}?search-phone=${digits}`;
}

export function emailReportUrl(email: string): string {
  const value = email.trim();
  return `${paths.emailReport(value)}?search-email=${encodeURIComponent(value)}`;
}

export function locationReportUrl(values: { street?: string; city?: string; state?: string; zip?: string }): string {
  const params = new URLSearchParams({
    'search-street': (values.street ?? '').trim(),
    'search-city': (values.city ?? '').trim(),
    'search-state': values.state && values.state !== DEFAULT_STATE_FILTER ? values.state : '',
    'search-zip-code': (values.zip ?? '').trim(),
  });
  return `${paths.locationReport}?${params.toString()}`;
}
