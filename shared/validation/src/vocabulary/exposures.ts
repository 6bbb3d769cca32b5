// The one exposure view (issue 58 point 6): what is exposed about the member, where, and how bad, in the words the
// server sends and the screen shows, defined once.

/** Where an exposure was found: a data breach (a dark web alert), a broker's listing (Guardian), the public record. */
export const EXPOSURE_SOURCES = ['breach', 'broker_listing', 'public_record'] as const;
export type ExposureSource = (typeof EXPOSURE_SOURCES)[number];

export const EXPOSURE_SOURCE_LABELS: Record<ExposureSource, string> = {
  breach: 'Data breaches',
  broker_listing: 'People-search sites',
  public_record: 'Public records',
};

/** The kinds of personal data an exposure can hold, the worst first (the scoring weighs them in this order). */
export const EXPOSED_DATA_TYPES = [
  'ssn',
  'password',
  'card',
  'home_address',
  'date_of_birth',
  'phone',
  'email',
  'username',
  'security_answers',
  'past_addresses',
  'relatives',
  'name',
  'other',
] as const;
export type ExposedDataType = (typeof EXPOSED_DATA_TYPES)[number];

/** What the screen calls each kind ('other' keeps the breach's own word for it). */
export const EXPOSED_DATA_TYPE_LABELS: Record<Exclude<ExposedDataType, 'other'>, string> = {
  ssn: 'Social Security number',
  password: 'Password',
  card: 'Payment card',
  home_address: 'Home address',
  date_of_birth: 'Date of birth',
  phone: 'Phone number',
  email: 'E-mail address',
  username: 'Username',
  security_answers: 'Security questions and answers',
  past_addresses: 'Past addresses',
  relatives: 'Relatives',
  name: 'Name',
};

export const SEVERITY_LABELS = ['Critical', 'High', 'Medium', 'Low'] as const;
export type SeverityLabel = (typeof SEVERITY_LABELS)[number];

/** What `when` of an exposure is: the breach's date, the day a scan found the listing, the record's last sighting. */
export const EXPOSURE_WHEN_MEANINGS = ['breached', 'found', 'last_seen'] as const;
export type ExposureWhenMeaning = (typeof EXPOSURE_WHEN_MEANINGS)[number];

/**
 * The next step of an exposure: the alert's own page with its plan, the Guardian report with the listing's removal
 * request, or the public opt-out. The screen turns each into a link through `paths`.
 */
export const EXPOSURE_ACTIONS = ['alert_page', 'guardian_report', 'opt_out'] as const;
export type ExposureAction = (typeof EXPOSURE_ACTIONS)[number];

/**
 * How each source answered: `read` (everything it holds is in the list), `not_covered` (the member has no product or
 * no confirmed report for it, so nothing is watched there), `unavailable` (it could not be read just now).
 */
export const EXPOSURE_SOURCE_STATES = ['read', 'not_covered', 'unavailable'] as const;
export type ExposureSourceState = (typeof EXPOSURE_SOURCE_STATES)[number];
