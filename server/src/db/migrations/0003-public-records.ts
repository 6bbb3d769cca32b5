import { sql, type Kysely, type Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { timestampType } from './schema-helpers';

// The synthetic public-records data set (issue 4): places, people, the address histories of households, phones,
// e-mails, sex-offender registrations, the data set's build record, and opt-out requests. Search keys are plain
// lower-case ASCII columns under B-tree indexes; on PostgreSQL they use the "C" collation so that prefix ranges
// (first initial, street autocomplete) compare bytes exactly as SQLite does.
// The indexes as they are today, which the data set build recreates after a bulk load: db/public-records-schema.ts.

interface IndexDefinition {
  name: string;
  table: string;
  columns: string[];
}

/** The search indexes this migration created, as it created them (frozen): 0036 later replaced the phonetic one. */
const INDEXES_AT_0003: IndexDefinition[] = [
  {
    name: 'pr_people_name_idx',
    table: 'pr_people',
    columns: ['last_key', 'first_key', 'opted_out', 'state', 'birth_year', 'middle_initial', 'city_key'],
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
    name: 'pr_people_phonetic_idx',
    table: 'pr_people',
    columns: [
      'last_phon',
      'first_phon',
      'opted_out',
      'state',
      'birth_year',
      'middle_initial',
      'city_key',
      'last_key',
      'first_key',
    ],
  },
];

export function publicRecordsMigration(dialect: DialectName): Migration {
  const time = timestampType(dialect);
  // a search key: byte order on both engines
  const key = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  const float = 'double precision';

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('pr_dataset')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('seed', 'text', (col) => col.notNull())
        .addColumn('people', 'integer', (col) => col.notNull())
        .addColumn('as_of', 'text', (col) => col.notNull())
        .addColumn('generator_version', 'integer', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('totals', 'text', (col) => col.notNull().defaultTo('{}'))
        .addColumn('started_at', time, (col) => col.notNull())
        .addColumn('finished_at', time)
        .execute();

      await db.schema
        .createTable('pr_places')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('street_number', 'integer', (col) => col.notNull())
        .addColumn('street_name', 'text', (col) => col.notNull())
        .addColumn('city', 'text', (col) => col.notNull())
        .addColumn('state', key, (col) => col.notNull())
        .addColumn('zip', key, (col) => col.notNull())
        .addColumn('zip4', 'text', (col) => col.notNull())
        .addColumn('latitude', float, (col) => col.notNull())
        .addColumn('longitude', float, (col) => col.notNull())
        .addColumn('line_key', key, (col) => col.notNull())
        .addColumn('street_key', key, (col) => col.notNull())
        .addColumn('city_key', key, (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('pr_people')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('household_id', 'integer', (col) => col.notNull())
        .addColumn('family_id', 'integer', (col) => col.notNull())
        .addColumn('place_id', 'integer', (col) => col.notNull())
        .addColumn('role', 'integer', (col) => col.notNull())
        .addColumn('first_name', 'text', (col) => col.notNull())
        .addColumn('middle_name', 'text')
        .addColumn('last_name', 'text', (col) => col.notNull())
        .addColumn('suffix', 'text')
        .addColumn('maiden_name', 'text')
        .addColumn('sex', 'text', (col) => col.notNull())
        .addColumn('dob', 'text', (col) => col.notNull())
        .addColumn('dod', 'text')
        .addColumn('birth_year', 'integer', (col) => col.notNull())
        .addColumn('first_key', key, (col) => col.notNull())
        .addColumn('last_key', key, (col) => col.notNull())
        .addColumn('first_phon', key, (col) => col.notNull())
        .addColumn('last_phon', key, (col) => col.notNull())
        .addColumn('middle_initial', key, (col) => col.notNull())
        .addColumn('city', 'text', (col) => col.notNull())
        .addColumn('state', key, (col) => col.notNull())
        .addColumn('zip', key, (col) => col.notNull())
        .addColumn('city_key', key, (col) => col.notNull())
        .addColumn('flags', 'integer', (col) => col.notNull())
        .addColumn('places_summary', 'text', (col) => col.notNull())
        .addColumn('opted_out', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('pr_residences')
        .addColumn('household_id', 'integer', (col) => col.notNull())
        .addColumn('place_id', 'integer', (col) => col.notNull())
        .addColumn('start_date', 'text', (col) => col.notNull())
        .addColumn('end_date', 'text')
        .execute();

      await db.schema
        .createTable('pr_phones')
        .addColumn('number', key, (col) => col.notNull())
        .addColumn('person_id', 'integer', (col) => col.notNull())
        .addColumn('line_type', 'text', (col) => col.notNull())
        .addColumn('carrier', 'text', (col) => col.notNull())
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('first_seen', 'text', (col) => col.notNull())
        .addColumn('last_seen', 'text', (col) => col.notNull())
        .addColumn('is_current', 'integer', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('pr_emails')
        .addColumn('address', key, (col) => col.notNull())
        .addColumn('person_id', 'integer', (col) => col.notNull())
        .addColumn('first_seen', 'text', (col) => col.notNull())
        .addColumn('last_seen', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('pr_offenders')
        .addColumn('person_id', 'integer', (col) => col.primaryKey())
        .addColumn('place_id', 'integer', (col) => col.notNull())
        .addColumn('zip', key, (col) => col.notNull())
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('registered_on', 'text', (col) => col.notNull())
        .addColumn('tier', 'integer', (col) => col.notNull())
        .addColumn('offense', 'text', (col) => col.notNull())
        .execute();

      for (const index of INDEXES_AT_0003) {
        await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
      }

      // Opt-out requests outlive a rebuild of the data set: each is kept with the name keys and date of birth it
      // matched, and applied again to every new build.
      const optOuts =
        dialect === 'postgres'
          ? db.schema.createTable('pr_opt_outs').addColumn('id', 'serial', (col) => col.primaryKey())
          : db.schema.createTable('pr_opt_outs').addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
      await optOuts
        .addColumn('first_key', key, (col) => col.notNull())
        .addColumn('last_key', key, (col) => col.notNull())
        .addColumn('dob', 'text')
        .addColumn('person_id', 'integer')
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('device_id', 'text', (col) => col.notNull())
        .addColumn('matched', 'integer', (col) => col.notNull())
        .addColumn('created_at', time, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('pr_opt_outs_name_idx')
        .on('pr_opt_outs')
        .columns(['last_key', 'first_key'])
        .execute();
    },
  };
}
