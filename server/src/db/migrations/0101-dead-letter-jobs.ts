import type { Kysely, Migration } from 'kysely';

import type { DialectName } from '../create-database';

// A job that failed for good runs its onFailed as a job of its own (issue 57 point 2: a PDF marked failed, a mail
// given up). pg-boss copies the failed job to its dead letter queue with the failure in `output`; the embedded queue
// sends the dead letter job itself and keeps the failure here.

export function deadLetterJobsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') return;
      await db.schema.alterTable('jobs').addColumn('failure', 'text').execute();
    },
  };
}
