import { object, string, type InferType } from 'yup';

import { addressSearchSchema, type AddressSearchInput } from './address-search-schema';
import { emailSearchSchema, type EmailSearchInput } from './email-search-schema';
import { personSearchSchema, type PersonSearchInput } from './person-search-schema';
import { phoneSearchSchema, type PhoneSearchInput } from './phone-search-schema';
import { deferredSchema } from './deferred-schema';

// Query strings of the provider API's search, record and lookup endpoints. The search queries reuse the search
// forms' own field schemas (so the server checks exactly what the forms check, with the same messages, spec §5)
// and add paging; anything else in the query string is refused.

const UNKNOWN_QUERY = 'Unknown query parameter(s): ${unknown}';

export const SEARCH_MAX_PAGE_SIZE = 50;
export const SEARCH_DEFAULT_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGE = 50;

const page = /* @__PURE__ */ deferredSchema(() =>
  string()
    .strict()
    .optional()
    .matches(/^[1-9][0-9]{0,2}$/, `page must be a whole number from 1 to ${SEARCH_MAX_PAGE}`)
    .test('page-max', `page must be a whole number from 1 to ${SEARCH_MAX_PAGE}`, (value) =>
      value === undefined ? true : Number(value) <= SEARCH_MAX_PAGE,
    ),
);

const pageSize = /* @__PURE__ */ deferredSchema(() =>
  string()
    .strict()
    .optional()
    .matches(/^[1-9][0-9]?$/, `pageSize must be a whole number from 1 to ${SEARCH_MAX_PAGE_SIZE}`)
    .test('page-size-max', `pageSize must be a whole number from 1 to ${SEARCH_MAX_PAGE_SIZE}`, (value) =>
      value === undefined ? true : Number(value) <= SEARCH_MAX_PAGE_SIZE,
    ),
);

/** GET /search/people: the name form's fields (first and last name required, spec §5) plus paging. */
export const personSearchQuerySchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    ...personSearchSchema.fields,
    page,
    pageSize,
  }).noUnknown(UNKNOWN_QUERY),
);

export interface Paging {
  page?: string | undefined;
  pageSize?: string | undefined;
}

// (spreading a schema's fields loses yup's inferred types, so the query types are spelled from the forms' types)
export type PersonSearchQuery = PersonSearchInput & Paging;

/** GET /search/phones: the phone form's field (the last 10 digits are kept). */
export const phoneSearchQuerySchema = /* @__PURE__ */ deferredSchema(() =>
  object({ ...phoneSearchSchema.fields }).noUnknown(UNKNOWN_QUERY),
);

export type PhoneSearchQuery = PhoneSearchInput;

/** GET /search/emails */
export const emailSearchQuerySchema = /* @__PURE__ */ deferredSchema(() =>
  object({ ...emailSearchSchema.fields }).noUnknown(UNKNOWN_QUERY),
);

export type EmailSearchQuery = EmailSearchInput;

/** GET /search/addresses: street, then a state or a 5-digit ZIP (city optional), with the form's precedence. */
export const addressSearchQuerySchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    ...addressSearchSchema.fields,
    page,
    pageSize,
  }).noUnknown(UNKNOWN_QUERY),
);

export type AddressSearchQuery = AddressSearchInput & Paging;

/** GET /lookup?search=: the street typed so far (spec §7, address autocomplete). */
export const lookupQuerySchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    search: string().strict().required('search is required').max(100, 'search must be at most 100 characters'),
  }).noUnknown(UNKNOWN_QUERY),
);

export type LookupQuery = InferType<typeof lookupQuerySchema>;

/** A record pointer: 15 bytes (an 80-bit tag and the encrypted row id) in base64url. */
export const POINTER_PATTERN = /^[A-Za-z0-9_-]{20}$/;

export const pointerParamSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    pointer: string()
      .strict()
      .required('pointer is required')
      .matches(POINTER_PATTERN, 'pointer must be the pointer of a search result'),
  })
    .noUnknown('Unknown path parameter(s): ${unknown}')
    .required(),
);

export type PointerParam = InferType<typeof pointerParamSchema>;

/** Sections of a person record (spec §2.4 and §3) that GET /people/{pointer}?fields= can ask for. */
export const PERSON_FIELDS = [
  'names',
  'locations',
  'dobs',
  'dods',
  'phones',
  'emails',
  'relatives',
  'associates',
  'usernames',
  'social',
  'jobs',
  'educations',
  'criminal_records',
  'sex_offenses',
  'businesses',
  'licenses',
  'finances',
  'assets',
] as const;

export type PersonField = (typeof PERSON_FIELDS)[number];

/** The fields a teaser (teaser=true) carries: what a search result shows before a report is opened (spec §7). */
export const TEASER_FIELDS: readonly PersonField[] = ['names', 'locations', 'dobs', 'dods'];

/** Sections of a location record (spec §2.4). */
export const LOCATION_FIELDS = [
  'address',
  'residents',
  'neighbors',
  'location',
  'ownership_history',
  'businesses',
  'evictions',
  'census',
  'demographics',
  'places',
  'crime_stats',
  'sex_offenders',
  'forecast',
] as const;

export type LocationField = (typeof LOCATION_FIELDS)[number];

/** What GET /locations/{pointer} serves (spec §7: fields=address); the other sections are a paid report. */
export const LOCATION_TEASER_FIELDS: readonly LocationField[] = ['address'];

function fieldList(allowed: readonly string[], message: string) {
  return string()
    .strict()
    .optional()
    .max(400, 'fields must be at most 400 characters')
    .test('known-fields', message, (value) =>
      value === undefined ? true : value.split(',').every((field) => allowed.includes(field.trim())),
    );
}

/**
 * GET /people/{pointer}: a teaser only (issue 13, paywall). The full facts are a report, paid for and read with
 * GET /me/records/{id}/report; `teaser` is still accepted (the client sends teaser=true, spec §7).
 */
export const personRecordQuerySchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    fields: fieldList(
      TEASER_FIELDS,
      `fields may name only ${TEASER_FIELDS.join(', ')}: the rest of a record is in its report (GET /me/records/{id}/report)`,
    ),
    teaser: string().strict().optional().oneOf(['true', 'false', '1', '0'], 'teaser must be true or false'),
  }).noUnknown(UNKNOWN_QUERY),
);

export type PersonRecordQuery = InferType<typeof personRecordQuerySchema>;

/** GET /locations/{pointer}: the address only; the other sections are a report, like a person's. */
export const locationRecordQuerySchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    fields: fieldList(
      LOCATION_TEASER_FIELDS,
      `fields may name only ${LOCATION_TEASER_FIELDS.join(', ')}: the rest of a location is in its report (GET /me/records/{id}/report)`,
    ),
  }).noUnknown(UNKNOWN_QUERY),
);

export type LocationRecordQuery = InferType<typeof locationRecordQuerySchema>;

/** "a,b, c" → the distinct fields, in the order given. */
export function parseFields<T extends string>(value: string | undefined, fallback: readonly T[]): T[] {
  if (!value) return [...fallback];
  return [...new Set(value.split(',').map((field) => field.trim() as T))];
}
