import type { PhoneLineType, RecordType } from '@beacon/validation';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

// Table types of the provider database. Conventions that keep one set of queries valid on SQLite and PostgreSQL:
// times are integers of milliseconds since the epoch (bigint on PostgreSQL, read back as numbers), booleans are
// integers 0/1, JSON documents are text, calendar dates are 'YYYY-MM-DD' text.

export interface AccountsTable {
  id: Generated<number>;
  email: string;
  pin: string | null;
  first_name: string;
  last_name: string;
  /** null for members who only sign in through a social network */
  password_hash: string | null;
  hide_self_search_prompt_test: number;
  /** the member's own date of birth, YYYY-MM-DD (migration 0098); null until given */
  birth_date: string | null;
  /** JSON: the account's `data` document of spec §3 */
  data: string;
  created_at: number;
  updated_at: number;
}

export interface AccountIdentitiesTable {
  provider: string;
  subject: string;
  account_id: number;
  created_at: number;
}

export interface ProductsTable {
  id: Generated<number>;
  code: string;
  name: string;
  /** 'subscription' (granted while a plan holding it is active) or 'one_time' (bought by an order) */
  kind: string;
  price_cents: number;
}

export interface ProductItemsTable {
  product_id: number;
  /** one of the balance keys of spec §3 */
  item: string;
  /** null = unlimited while held */
  quantity: number | null;
}

export interface PlansTable {
  id: Generated<number>;
  code: string;
  name: string;
  recurring_price_cents: number;
  recurring_period: number;
  recurring_interval: string;
  terms: string;
}

export interface PlanProductsTable {
  plan_id: number;
  product_id: number;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  account_id: number;
  plan_id: number;
  status: string;
  reason: string | null;
  comment: string | null;
  next_date: string | null;
  created_at: number;
  updated_at: number;
}

export interface OrdersTable {
  id: Generated<number>;
  account_id: number;
  product_id: number;
  quantity: number;
  amount_cents: number;
  status: string;
  created_at: number;
  /** the card charged (null for orders from before the gateway) */
  payment_option_id: number | null;
  /** the gateway's id of the charge */
  charge_id: string | null;
  /** the client's key: a retried request finds this order instead of charging again */
  idempotency_key: string | null;
}

/** What a ledger row records (migration 0095). */
export type LedgerEntry = 'grant' | 'consume' | 'expire' | 'refund' | 'reversal';

/** The entitlement ledger (migration 0095): every change to what a member may use; balances are its sums. */
export interface EntitlementLedgerTable {
  id: Generated<number>;
  account_id: number;
  item: string;
  entry: LedgerEntry;
  /** signed count of a counted item; null for a subscription's unlimited grant and the rows closing it */
  quantity: number | null;
  order_id: number | null;
  subscription_id: number | null;
  /** what a consumption paid for: `<record type>:<pointer or value>` */
  subject: string | null;
  record_id: number | null;
  /** the grant an expire or refund closes, or the consumption a reversal undoes */
  closes_id: number | null;
  /** unique per member: the same change written twice is one row */
  dedupe_key: string;
  created_at: number;
}

/** Renewal reminders sent (migration 0095): one per subscription and renewal date. */
export interface RenewalRemindersTable {
  subscription_id: number;
  next_date: string;
  sent_at: number;
}

export interface PaymentOptionsTable {
  id: Generated<number>;
  account_id: number;
  kind: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  is_default: number;
  created_at: number;
  /** which gateway holds the card ('sandbox', 'stripe') */
  gateway: Generated<string>;
  /** the gateway's reusable handle of the card; never the number (cleared when the card is removed) */
  gateway_token: string | null;
  /** set when the member removed the card: it stays for the orders it paid for */
  removed_at: number | null;
}

/** One row per login (a device signing in); revoking it ends every token issued for it. */
export interface LoginSessionsTable {
  id: string;
  account_id: number;
  method: string;
  device_id: string;
  created_at: number;
  last_used_at: number;
  revoked_at: number | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  /** sha-256 of the token; the token itself is never stored */
  token_hash: string;
  session_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface LoginThrottleTable {
  scope: string;
  subject: string;
  failures: number;
  last_failure_at: number;
  blocked_until: number;
}

export interface AltchaUsedTable {
  challenge_id: string;
  expires_at: number;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

/** When a periodic task shared by all instances is next due (migration 0040). */
/** The embedded job queue (migration 0100; SQLite only: PostgreSQL runs jobs on pg-boss in its own schema). */
export interface JobsTable {
  id: Generated<number>;
  name: string;
  /** JSON */
  payload: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'failed';
  singleton_key: string | null;
  attempts: Generated<number>;
  retry_limit: number;
  retry_delay_ms: number;
  /** 0 or 1 */
  retry_backoff: number;
  expire_ms: number;
  run_after: number;
  lease_token: string | null;
  lease_expires_at: number | null;
  created_at: number;
  finished_at: number | null;
  last_error: string | null;
  /** a dead letter job (migration 0101): the failure of the job whose onFailed it runs */
  failure: string | null;
}

export interface ScheduledTasksTable {
  name: string;
  next_run_at: number;
}

export interface EventsTable {
  id: Generated<number>;
  account_id: number | null;
  device_id: string;
  name: string;
  properties: string;
  created_at: number;
}

export interface ErrorReportsTable {
  id: Generated<number>;
  account_id: number | null;
  device_id: string;
  message: string;
  name: string | null;
  stack: string | null;
  path: string | null;
  user_id: string | null;
  created_at: number;
}

/** One group of a release-health batch (issue 60, migration 0118): a device's counts for a remote × version × cohort. */
export interface ReleaseHealthGroupsTable {
  id: Generated<number>;
  received_at: number;
  /** HMAC-SHA-256 of the device id (domain/release-health/device-hash.ts), hex: never the id itself */
  device_hash: string;
  remote: string;
  version: string;
  cohort: string;
  views: number;
  load_failures: number;
  render_errors: number;
  runtime_errors: number;
  api_requests: number;
  api_failures: number;
  /** JSON array of milliseconds */
  lcp_ms: string;
  /** JSON array of milliseconds */
  inp_ms: string;
}

export interface MetaValuesTable {
  key: string;
  /** JSON */
  value: string;
}

export interface DynamicLayoutsTable {
  id: string;
  /** JSON array of component names */
  desktop: string;
  mobile: string;
}

/** Identity-monitoring alerts of a member (spec §3 Identity notification). */
export interface IdentityNotificationsTable {
  id: Generated<number>;
  account_id: number;
  alert_id: string;
  report_name: string;
  category: string;
  type: string;
  created_at: number;
  /** the monitored person of an alert raised by the breach matching (null for the provider's seeded alerts) */
  member_id: number | null;
  breach_id: number | null;
  item_id: number | null;
  /** 'Y': the provider found the identifier but nothing of the member (dropped from the member's alerts) */
  empty_report: Generated<string>;
  /** when the watch that raised it was removed (migration 0106): archived alerts leave every list */
  archived_at: number | null;
  /** the identity_events row of the provider's event that raised the alert (migration 0107); null for the others */
  identity_event_id: number | null;
}

/** An account enrolled at the identity-monitoring provider (migration 0107). */
export interface IdentitySubscribersTable {
  id: Generated<number>;
  account_id: number;
  /** the opaque reference the provider knows the account by */
  reference: string;
  created_at: number;
  /** when the provider accepted the enrollment; null while the job enroll-identity-subscriber has not yet */
  enrolled_at: number | null;
}

/** An event the provider's webhook delivered, signed and parsed (migration 0107). */
export interface IdentityEventsTable {
  id: Generated<number>;
  /** the provider's id (evt_…), unique */
  event_id: string;
  type: string;
  subscriber_reference: string;
  /** the subscriber's account; null when no subscriber has the reference (unmatched: it raises nothing) */
  account_id: number | null;
  received_at: number;
  /** the event's JSON as received */
  payload: string;
}

/** A closed step of an alert's plan (migration 0108): the member ticked it, or a check closed it. */
export interface AlertPlanStepsTable {
  id: Generated<number>;
  account_id: number;
  alert_id: string;
  step_key: string;
  done_at: number;
  closed_by: 'member' | 'check';
}

/** A member's record of the credit freeze at one bureau (migration 0108). */
export interface CreditFreezesTable {
  id: Generated<number>;
  account_id: number;
  bureau: string;
  status: string;
  /** YYYY-MM-DD */
  frozen_on: string | null;
  /** YYYY-MM-DD: the end of a temporary lift */
  thawed_until: string | null;
  /** the bureau's PIN sealed with CREDIT_FREEZE_KEY (domain/identity/credit-freeze-pins.ts), never clear */
  sealed_pin: string | null;
  updated_at: number;
}

/** The date a member plans to apply for credit, and its thaw reminder (migration 0108). */
export interface CreditApplicationsTable {
  account_id: number;
  /** YYYY-MM-DD */
  planned_on: string;
  reminder_sent_at: number | null;
  updated_at: number;
}

export interface IdentityMembersTable {
  id: Generated<number>;
  account_id: number;
  first_name: string;
  last_name: string;
  is_self: Generated<number>;
  private_mode: Generated<number>;
  is_archived: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface IdentityMonitoredItemsTable {
  id: Generated<number>;
  member_id: number;
  kind: string;
  hash: string;
  display: string;
  created_at: number;
  /** the value sealed for the breach feed (email, username, phone; null for what no feed checks), never clear */
  sealed_value: string | null;
  /** the last check the feed answered */
  checked_at: number | null;
  /** the first of the checks failing since the last answered one; null while the feed answers */
  check_failing_since: number | null;
  /** why the latest check failed: 'rate_limited', 'unauthorized', 'outage' or 'malformed' */
  check_failure: string | null;
}

export interface BreachesTable {
  id: Generated<number>;
  name: string;
  title: string;
  domain: string;
  breach_date: string;
  added_date: string;
  pwn_count: number;
  /** JSON array */
  data_classes: string;
  is_verified: number;
  is_sensitive: number;
  description: string;
  /** the feed's ModifiedDate (null for a breach stored before migration 0106) */
  modified_date: string | null;
  /** 1: the feed says the breach is fabricated (IsFabricated) */
  is_fabricated: Generated<number>;
}

/** Report updates of the data-monitoring service (spec §3 Record notification). */
export interface RecordNotificationsTable {
  id: Generated<number>;
  account_id: number;
  ref: string;
  /** 'location' or 'person' */
  type: string;
  display: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  created_at: number;
  /** the monitored record the update is about (migration 0090); null for the provider's own notices */
  monitored_record_id: number | null;
  /** what changed: address, phone, relative, resident, neighbor or sex_offender; null for a provider notice */
  field: string | null;
  old_value: string | null;
  new_value: string | null;
}

/** A member's record (spec §3 Record, migration 0020): person and location by pointer, phone and email by value. */
export interface RecordsTable {
  id: Generated<number>;
  account_id: number;
  type: RecordType;
  /** public-records pointer (person, location); null for phone and email */
  pointer: string | null;
  /** 10 phone digits or the lower-cased e-mail address; null for person and location */
  value: string | null;
  /** JSON: the record's display data (spec §3 Record, by type) */
  data: string;
  report_id: string | null;
  is_archived: Generated<number>;
  is_premium: Generated<number>;
  /** written no more: since migration 0095 a premium upgrade's spend is a row of the entitlement ledger */
  premium_credit: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** How often a record's report was fetched by its member (migration 0030). */
export interface RecordViewsTable {
  record_id: number;
  views: number;
  last_viewed_at: number;
}

/** A member's correction of one fact of a report (migration 0030); item_id is `<section>.<field>.<index>`. */
export interface RecordCorrectionsTable {
  id: Generated<number>;
  record_id: number;
  item_id: string;
  section: string;
  value: string;
  active: number;
  created_at: number;
  updated_at: number;
}

/** The audit trail of corrections: one row per change, kept after the record is deleted. */
export interface RecordCorrectionEventsTable {
  id: Generated<number>;
  account_id: number;
  record_id: number;
  item_id: string;
  /** JSON { value, active }; null for a new correction */
  before: string | null;
  /** JSON { value, active } */
  after: string;
  created_at: number;
}

export interface RecordRatingsTable {
  id: Generated<number>;
  record_id: number;
  section: string;
  /** 1 to 5 */
  rating: number;
  updated_at: number;
}

export interface RecordListsTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  created_at: number;
}

export interface RecordListItemsTable {
  id: Generated<number>;
  list_id: number;
  record_id: number;
  created_at: number;
}

/** monitored_person_records and monitored_location_records (spec §3): a pointer the member watches. */
export interface MonitoredRecordsTable {
  id: Generated<number>;
  account_id: number;
  pointer: string;
  usage_id: string;
  is_archived: Generated<number>;
  created_at: number;
  updated_at: number;
  /** the data set id the pointer decodes to (migration 0090); null until the refresh job first decodes it */
  subject_id: number | null;
}

/**
 * An edition of the public-records data (migration 0090), applied once by the data-refresh job; its queue columns
 * went with migration 0105 (the job engine holds the job).
 */
export interface DataRefreshesTable {
  id: Generated<number>;
  dataset_seed: string;
  edition: number;
  /** 'queued', 'complete' or 'failed' ('running' only before migration 0105) */
  status: string;
  forced_people: Generated<string>;
  /** why it failed for good */
  error: string | null;
  stats: string | null;
  created_at: number;
  finished_at: number | null;
}

/** A PDF of a record's report, worked by the server's job worker (migration 0030). */
/** What changed for a member, for the live-update streams of every instance (migration 0092). */
export interface LiveEventsTable {
  id: Generated<number>;
  account_id: number;
  /** one of LIVE_EVENT_TOPICS of @beacon/validation */
  topic: string;
  /** JSON object, or null when the topic says it all */
  payload: string | null;
  created_at: number;
}

export interface PdfJobsTable {
  id: Generated<number>;
  account_id: number;
  record_id: number;
  report_version: string;
  /** 'queued', 'complete' or 'failed' (also 'processing' before migration 0103, which re-queued those rows) */
  status: string;
  error: string | null;
  pdf: Buffer | null;
  requested_at: number;
  finished_at: number | null;
}

// ---- public-records data set (migration 0003) ----

export interface PrDatasetTable {
  id: number;
  seed: string;
  people: number;
  as_of: string;
  generator_version: number;
  /** 'building' while a build runs (or was interrupted), 'ready' when complete */
  status: string;
  /** JSON: row counts of the build */
  totals: string;
  started_at: number;
  finished_at: number | null;
}

export interface PrPlacesTable {
  id: number;
  street_number: number;
  street_name: string;
  city: string;
  state: string;
  zip: string;
  zip4: string;
  latitude: number;
  longitude: number;
  /** search key of "number street" ("123 n maple ave") */
  line_key: string;
  /** search key of the street name ("n maple ave") */
  street_key: string;
  city_key: string;
}

export interface PrPeopleTable {
  id: number;
  household_id: number;
  family_id: number;
  /** current address */
  place_id: number;
  /** 1 head, 2 spouse or partner, 3 child, 4 other relative */
  role: number;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  suffix: string | null;
  maiden_name: string | null;
  sex: string;
  dob: string;
  dod: string | null;
  birth_year: number;
  first_key: string;
  last_key: string;
  first_phon: string;
  last_phon: string;
  /** '' when there is no middle name */
  middle_initial: string;
  city: string;
  state: string;
  zip: string;
  city_key: string;
  /** bit set of FLAGS (seed/public-records/generator.ts) */
  flags: number;
  /** "City|ST;City|ST": current and earlier places, newest first (the search teaser) */
  places_summary: string;
  /** up to 4 family members who did not opt out, "First|Last;First|Last" (result cards) */
  relatives_summary: string;
  opted_out: number;
}

/** How many people who did not opt out bear this exact name (kept by triggers: db/search-counts.ts). */
export interface PrNameCountsTable {
  last_key: string;
  first_key: string;
  people: number;
}

/** How many people who did not opt out bear this sound of a name (kept by triggers: db/search-counts.ts). */
export interface PrSoundCountsTable {
  last_phon: string;
  first_phon: string;
  people: number;
}

export interface PrResidencesTable {
  household_id: number;
  place_id: number;
  start_date: string;
  /** null: the household lives there now */
  end_date: string | null;
}

export interface PrPhonesTable {
  number: string;
  person_id: number;
  line_type: PhoneLineType;
  carrier: string;
  /** the state whose area code the number has */
  state: string;
  first_seen: string;
  last_seen: string;
  is_current: number;
}

export interface PrEmailsTable {
  address: string;
  person_id: number;
  first_seen: string;
  last_seen: string;
}

export interface PrOffendersTable {
  person_id: number;
  place_id: number;
  zip: string;
  state: string;
  registered_on: string;
  tier: number;
  offense: string;
  /** the place's geohash and coordinates, copied so a radius query reads one index (migration 0091); null only
   * for a row written by code older than that migration */
  geohash: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface PrOptOutsTable {
  id: Generated<number>;
  first_key: string;
  last_key: string;
  dob: string | null;
  person_id: number | null;
  email: string;
  device_id: string;
  matched: number;
  created_at: number;
}

/** An opt-out request waiting for its e-mail link to be opened (migration 0049). */
export interface PrOptOutPendingTable {
  id: Generated<number>;
  /** hex SHA-256 of the single-use token in the link */
  token_hash: string;
  first_key: string;
  last_key: string;
  dob: string | null;
  person_id: number | null;
  email: string;
  device_id: string;
  created_at: number;
  expires_at: number;
  confirmed_at: number | null;
  /** the member whose Guardian asked for it (migration 0096); null for the public opt-out */
  requested_by_account_id: number | null;
  /** the Guardian removal its confirmation completes */
  guardian_removal_id: number | null;
}

/** Mail waiting to be sent by the background worker (migration 0049). */
export interface EmailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  /** cleared once sent or failed for good */
  body: string | null;
  /** 'queued' (its send-email job waits or runs), 'sent' or 'failed' (given up, `error` says why) */
  status: string;
  /** the code of the error that gave the mail up (never its message: an SMTP error can echo the recipient) */
  error: string | null;
  created_at: number;
  finished_at: number | null;
  /** JSON object of extra headers (List-Unsubscribe on alert mail, migration 0109); null for none */
  headers: string | null;
}

/** How often an account's identity alerts are mailed (migration 0109); no row: 'immediate'. */
export interface AlertEmailPreferencesTable {
  account_id: number;
  /** 'immediate', 'daily' or 'off' */
  frequency: string;
  /** identity_notifications.id of the newest alert a daily summary covered */
  digest_through_id: Generated<number>;
  digest_sent_at: number | null;
  updated_at: number;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  email: string;
  topic: string;
  message: string;
  /** 'received' until Member Care answers */
  status: string;
  created_at: number;
}

export interface ProtectionMembersTable {
  id: Generated<number>;
  account_id: number;
  /** the person record the member is protected by (their confirmed report for the self member) */
  record_id: number | null;
  first_name: string;
  last_name: string;
  is_self: Generated<number>;
  pointer: string | null;
  /** the Guardian usage this member takes (spec §3 usageId) */
  usage_id: string;
  /** 'setup_required' until enrolled, 'enrolled' until the identity details are added, then 'active' */
  status: string;
  created_at: number;
  updated_at: number;
  /** a family member's relation to the account holder (null for the self member) */
  relationship: string | null;
  /** JSON ProtectionDetails: what Guardian looks for and the identity details to monitor */
  details: Generated<string>;
  enrolled_at: number | null;
  next_scan_at: number | null;
  /** a family member: when the member stated they may act for them (migration 0096); null for the self member */
  authorized_at: number | null;
}

export interface GuardianBrokersTable {
  id: Generated<number>;
  slug: string;
  name: string;
  domain: string;
  category: string;
  opt_out_method: string;
  opt_out_url: string | null;
  opt_out_email: string | null;
  opt_out_address: string | null;
  processing_days: number;
  /** JSON array of exposed fields */
  exposes: string;
  coverage: number;
  relist_percent: number;
  reach: number;
  verification: string;
  profile_path: string;
  position: number;
  active: Generated<number>;
  updated_at: number;
}

export interface GuardianListingsTable {
  id: Generated<number>;
  member_id: number;
  broker_slug: string;
  listing_key: string;
  url: string;
  /** JSON array of exposed fields */
  exposed: string;
  person_id: number | null;
  present: number;
  first_seen_at: number;
  last_seen_at: number;
  /** the site's own id of the listing (migration 0113); null for Beacon's own */
  site_listing_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON ListingShown: what the site's page showed of its person (migration 0113) */
  shown: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0–100, how surely the listing is the protected person; null: not scored (Beacon's own, or before 0111) */
  match_confidence: number | null;
  /** 'submit' | 'ask' | 'ignore' (migration 0111); null: not scored */
  match_decision: string | null;
  /** JSON array of MatchEvidence (domain/guardian/match-confidence.ts); null: not scored */
  match_evidence: string | null;
  /** 'mine' | 'not_mine'; null: the member has not said (or restored the listing to asking) */
  member_verdict: string | null;
  /** when the member last answered or restored */
  verdict_at: number | null;
}

export interface GuardianRemovalsTable {
  id: Generated<number>;
  listing_id: number;
  member_id: number;
  status: string;
  submitted_at: number;
  next_due_at: number | null;
  action_required: string | null;
  verified: Generated<number>;
  /** JSON array of { status, at } */
  history: string;
  reference: string;
  updated_at: number;
  /** 'web_form' | 'email' | 'mail' (migration 0113); null for Beacon's own */
  channel: ColumnType<string | null, string | null | undefined, string | null>;
  /** the site's own reference of the request, when it gave one */
  site_reference: ColumnType<string | null, string | null | undefined, string | null>;
  /** a postal request: the day the member mailed the letter, YYYY-MM-DD (migration 0115) */
  mailed_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** a postal request: the carrier's tracking number, normalized (migration 0115) */
  tracking_number: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface GuardianScansTable {
  id: Generated<number>;
  member_id: number;
  kind: string;
  status: string;
  scan_number: number;
  /** the try of the guardian-scan job working it (`<jobId>/<attempt>`), while running (migration 0104) */
  job_try: string | null;
  error: string | null;
  brokers_total: Generated<number>;
  brokers_done: Generated<number>;
  found: Generated<number>;
  requested_at: number;
  started_at: number | null;
  finished_at: number | null;
  /** JSON [{ slug, error }]: the sites the scan could not read (migration 0113) */
  site_errors: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface GuardianScoresTable {
  id: Generated<number>;
  member_id: number;
  scan_id: number | null;
  at: number;
  opp_score: number;
  score: number;
}

/** A member's saved address for the sex offender watch (migration 0091). */
export interface WatchedAddressesTable {
  id: Generated<number>;
  account_id: number;
  /** home, work or school: one of each per member */
  label: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  geohash: string;
  /** how the address was placed: 'place' (a house of the data set) or 'zip' (the ZIP code's centroid) */
  located_by: string;
  radius_miles: number;
  created_at: number;
  updated_at: number;
}

export interface Database {
  accounts: AccountsTable;
  account_identities: AccountIdentitiesTable;
  products: ProductsTable;
  product_items: ProductItemsTable;
  plans: PlansTable;
  plan_products: PlanProductsTable;
  subscriptions: SubscriptionsTable;
  orders: OrdersTable;
  payment_options: PaymentOptionsTable;
  login_sessions: LoginSessionsTable;
  refresh_tokens: RefreshTokensTable;
  login_throttle: LoginThrottleTable;
  altcha_used: AltchaUsedTable;
  rate_limits: RateLimitsTable;
  scheduled_tasks: ScheduledTasksTable;
  jobs: JobsTable;
  entitlement_ledger: EntitlementLedgerTable;
  renewal_reminders: RenewalRemindersTable;
  events: EventsTable;
  error_reports: ErrorReportsTable;
  meta_values: MetaValuesTable;
  dynamic_layouts: DynamicLayoutsTable;
  pr_dataset: PrDatasetTable;
  pr_places: PrPlacesTable;
  pr_people: PrPeopleTable;
  pr_name_counts: PrNameCountsTable;
  pr_sound_counts: PrSoundCountsTable;
  pr_residences: PrResidencesTable;
  pr_phones: PrPhonesTable;
  pr_emails: PrEmailsTable;
  pr_offenders: PrOffendersTable;
  pr_opt_outs: PrOptOutsTable;
  identity_notifications: IdentityNotificationsTable;
  identity_subscribers: IdentitySubscribersTable;
  identity_events: IdentityEventsTable;
  identity_members: IdentityMembersTable;
  alert_plan_steps: AlertPlanStepsTable;
  credit_freezes: CreditFreezesTable;
  credit_applications: CreditApplicationsTable;
  identity_monitored_items: IdentityMonitoredItemsTable;
  breaches: BreachesTable;
  record_notifications: RecordNotificationsTable;
  records: RecordsTable;
  protection_members: ProtectionMembersTable;
  guardian_brokers: GuardianBrokersTable;
  guardian_listings: GuardianListingsTable;
  guardian_removals: GuardianRemovalsTable;
  guardian_scans: GuardianScansTable;
  guardian_scores: GuardianScoresTable;
  support_messages: SupportMessagesTable;
  record_views: RecordViewsTable;
  record_corrections: RecordCorrectionsTable;
  record_correction_events: RecordCorrectionEventsTable;
  record_ratings: RecordRatingsTable;
  record_lists: RecordListsTable;
  record_list_items: RecordListItemsTable;
  monitored_person_records: MonitoredRecordsTable;
  monitored_location_records: MonitoredRecordsTable;
  data_refreshes: DataRefreshesTable;
  pdf_jobs: PdfJobsTable;
  pr_opt_out_pending: PrOptOutPendingTable;
  email_outbox: EmailOutboxTable;
  alert_email_preferences: AlertEmailPreferencesTable;
  live_events: LiveEventsTable;
  watched_addresses: WatchedAddressesTable;
  inbound_removal_mail: InboundRemovalMailTable;
  guardian_removal_evidence: GuardianRemovalEvidenceTable;
  guardian_broker_inquiries: GuardianBrokerInquiriesTable;
  release_health_groups: ReleaseHealthGroupsTable;
}

export type Account = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;
export type LoginSession = Selectable<LoginSessionsTable>;
export type Subscription = Selectable<SubscriptionsTable>;

/** A mail received at a removal's reply address (issue 59, migration 0114); one row per recipient at the inbound domain. */
export interface InboundRemovalMailTable {
  id: Generated<number>;
  /** the envelope recipient: removals+<reference>@<inbound domain> */
  recipient: string;
  /** the From address (else the envelope sender) */
  sender: string;
  subject: string;
  message_id: string | null;
  in_reply_to: string | null;
  /** the plain-text body as mailparser read it */
  text: string;
  /** the message as received */
  raw: string;
  received_at: number;
  /** what the job process-removal-mail read it as (services/inbound-mail/removal-reply.ts); null until then */
  kind: string | null;
  /** the removal request's reference, from the recipient */
  reference: string | null;
  /** the broker's own reference, when it gave one */
  site_reference: string | null;
  /** JSON { link?, asks? } */
  detail: string | null;
  processed_at: number | null;
}

/** The proof of a removal (migration 0110): a capture, the letter, a reply, or a status change with its cause. */
export interface GuardianRemovalEvidenceTable {
  id: Generated<number>;
  removal_id: number;
  member_id: number;
  listing_id: number;
  /** 'before', 'after', 'letter', 'reply', 'page' or 'status' */
  kind: string;
  /** the content's type; null for a status change */
  mime: string | null;
  caption: string;
  content: Buffer | null;
  /** a status change: the status the request moved to */
  status: string | null;
  /** why the status changed */
  cause: string | null;
  at: number;
}

/** Guardian's e-mail asking a site it cannot read whether it holds a person's data (issue 59, migration 0117). */
export interface GuardianBrokerInquiriesTable {
  id: Generated<number>;
  member_id: number;
  broker_slug: string;
  /** GRD-…, in the reply address */
  reference: string;
  /** the letter as queued, with its addressing lines */
  letter: string;
  asked_at: number;
  /** 'none', 'not_held', 'needs_action', 'unreadable', or 'held' once the answer named a listing */
  answer: string;
  /** the first sentence of the answer, or what the site asks */
  quote: string | null;
  answered_at: number | null;
  /** the listing the answer named */
  listing_id: number | null;
}
