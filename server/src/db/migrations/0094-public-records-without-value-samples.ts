import type { Kysely, Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { dropValueSamples } from '../sqlite-value-samples';

// Data sets analyzed before build.ts dropped the public records' value samples (sqlite-value-samples.ts) lose them
// here, so their search statements are no longer re-prepared at every run. PostgreSQL keeps no such samples per
// statement: nothing to do there. The tables as this migration found them (frozen).
const PUBLIC_RECORD_TABLES = ['pr_people', 'pr_places', 'pr_residences', 'pr_phones', 'pr_emails', 'pr_offenders'];

export function publicRecordsWithoutValueSamplesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'sqlite') return;
      await dropValueSamples(db, PUBLIC_RECORD_TABLES);
    },
  };
}
