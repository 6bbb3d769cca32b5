import type { Kysely, Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { timestampType } from './schema-helpers';

// Only the person, or someone they authorized, removes a person (issue 55 point 2):
// - a family member of Guardian's add-on carries when the member stated they may act for them (the authorized-agent
//   statement the removal letters quote); members added before have none until the member gives it;
// - a removal of Beacon's own listing that is not the member's own confirmed report is an opt-out waiting for the
//   person's e-mailed link, like the public one: the pending opt-out names the member who asked (their requests are
//   counted against the opt-out limit, which no deleting and re-adding of family members resets) and the Guardian
//   removal it completes.

export function authorizedRemovalsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('protection_members').addColumn('authorized_at', timestampType(dialect)).execute();
      await db.schema.alterTable('pr_opt_out_pending').addColumn('requested_by_account_id', 'integer').execute();
      await db.schema.alterTable('pr_opt_out_pending').addColumn('guardian_removal_id', 'integer').execute();
      // the limit counts one member's requests of the last window
      await db.schema
        .createIndex('pr_opt_out_pending_requester_ix')
        .on('pr_opt_out_pending')
        .columns(['requested_by_account_id', 'created_at'])
        .execute();
    },
  };
}
