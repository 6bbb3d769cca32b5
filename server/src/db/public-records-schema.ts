// The public-records tables and their search indexes as the running code knows them today. The data set build
// drops the search indexes before a bulk load and recreates them afterwards; the migrations that made them keep
// their own frozen copies (a migration never changes when this file does).

export interface IndexDefinition {
  name: string;
  table: string;
  columns: string[];
  /** built after the relatives summaries are written (it holds them): the build writes every row's summary */
  afterSummaries?: boolean;
  /**
   * PostgreSQL only: columns carried in the leaf entries (`INCLUDE`), so a query reading them is an index-only scan.
   * SQLite has no INCLUDE and needs none for the id: its index entries end with the rowid.
   */
  includeOnPostgres?: string[];
}

export const PERSON_SOUND_INDEX_COLUMNS = [
  'last_phon',
  'first_phon',
  'opted_out',
  'state',
  'birth_year',
  'middle_initial',
  'city_key',
  'last_key',
  'first_key',
  'first_name',
  'middle_name',
  'last_name',
  'suffix',
  'maiden_name',
  'dob',
  'dod',
  'places_summary',
  'relatives_summary',
] as const;

export const PUBLIC_RECORD_INDEXES: IndexDefinition[] = [
  {
    name: 'pr_people_name_idx',
    table: 'pr_people',
    columns: ['last_key', 'first_key', 'opted_out', 'state', 'birth_year', 'middle_initial', 'city_key'],
  },
  {
    name: 'pr_people_sound_idx',
    table: 'pr_people',
    // Person search reads everything it needs from this index (migration 0036): the filters, last_key and first_key
    // to tell exact and nickname matches from sound-alikes, and a result card's columns. A search's matches sit
    // next to each other in it, where the table has them scattered over as many pages as there are matches.
    columns: [...PERSON_SOUND_INDEX_COLUMNS],
    // and, on PostgreSQL, the id (migration 0093)
    includeOnPostgres: ['id'],
    afterSummaries: true,
  },
  {
    name: 'pr_people_name_rank_idx',
    table: 'pr_people',
    // The people of one exact name in rank order (migration 0119): a page of exact or nickname matches is a range
    // read with LIMIT, however many people bear the name.
    columns: ['last_key', 'first_key', 'opted_out', 'id'],
    afterSummaries: true,
  },
  {
    name: 'pr_people_sound_rank_idx',
    table: 'pr_people',
    // The people of one sound in rank order, with the names that tell a sound-alike from an exact or nickname
    // match (migration 0119): a page of sound-alikes is a range read too.
    columns: ['last_phon', 'first_phon', 'opted_out', 'id', 'last_key', 'first_key'],
    afterSummaries: true,
  },
  { name: 'pr_people_household_idx', table: 'pr_people', columns: ['household_id'] },
  { name: 'pr_people_family_idx', table: 'pr_people', columns: ['family_id'] },
  { name: 'pr_people_place_idx', table: 'pr_people', columns: ['place_id'] },
  { name: 'pr_places_line_idx', table: 'pr_places', columns: ['line_key', 'state', 'zip'] },
  { name: 'pr_places_street_idx', table: 'pr_places', columns: ['street_key', 'state', 'zip', 'street_number'] },
  { name: 'pr_places_zip_street_idx', table: 'pr_places', columns: ['zip', 'street_key', 'street_number'] },
  { name: 'pr_residences_household_idx', table: 'pr_residences', columns: ['household_id'] },
  { name: 'pr_residences_place_idx', table: 'pr_residences', columns: ['place_id'] },
  { name: 'pr_phones_number_idx', table: 'pr_phones', columns: ['number'] },
  { name: 'pr_phones_person_idx', table: 'pr_phones', columns: ['person_id'] },
  { name: 'pr_emails_address_idx', table: 'pr_emails', columns: ['address'] },
  { name: 'pr_emails_person_idx', table: 'pr_emails', columns: ['person_id'] },
  { name: 'pr_offenders_zip_idx', table: 'pr_offenders', columns: ['zip'] },
  {
    name: 'pr_offenders_geo_idx',
    table: 'pr_offenders',
    // The sex offender watch's radius query (migration 0091): one prefix range per geohash cell, and the
    // coordinates for the exact distance, read from this index alone.
    columns: ['geohash', 'latitude', 'longitude', 'person_id'],
  },
];

export const PUBLIC_RECORD_TABLES = [
  'pr_people',
  'pr_places',
  'pr_residences',
  'pr_phones',
  'pr_emails',
  'pr_offenders',
] as const;
