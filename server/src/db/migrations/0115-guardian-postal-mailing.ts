import type { Kysely, Migration } from 'kysely';

// The postal channel (issue 59 point 1): a request to a broker that takes removals only by post is a letter the
// member prints, signs and mails; they record the day they mailed it and the carrier's tracking number, kept with the
// request (and, as a status-change note, in its proof). Both null until the member records them.

export function guardianPostalMailingMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('guardian_removals').addColumn('mailed_on', 'text').execute();
      await db.schema.alterTable('guardian_removals').addColumn('tracking_number', 'text').execute();
    },
  };
}
