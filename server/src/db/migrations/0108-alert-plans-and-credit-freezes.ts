import type { Kysely, Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { createTableWithId, timestampType } from './schema-helpers';

// An alert's plan and the credit freeze helper (issue 58 points 3 and 5). A plan's steps are written by the plan
// builder from the alert itself, so only what the member (or a check) did is stored: one row per closed step, keyed by
// the alert's id and the step's key; reopening deletes it. A bureau's freeze is the member's own record of it, its
// PIN sealed (never in clear); the planned credit application is one date per account, with when its thaw reminder
// went out (once per date).

export function alertPlansAndCreditFreezesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const time = timestampType(dialect);
      await createTableWithId(db, dialect, 'alert_plan_steps')
        .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('alert_id', 'text', (col) => col.notNull())
        .addColumn('step_key', 'text', (col) => col.notNull())
        .addColumn('done_at', time, (col) => col.notNull())
        // 'member': ticked by the member; 'check': closed by what Beacon saw (a clean password check, a freeze)
        .addColumn('closed_by', 'text', (col) => col.notNull())
        .addUniqueConstraint('alert_plan_steps_step_uq', ['account_id', 'alert_id', 'step_key'])
        .execute();

      await createTableWithId(db, dialect, 'credit_freezes')
        .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('bureau', 'text', (col) => col.notNull())
        // 'not_frozen', 'frozen' or 'thawed' (a temporary lift)
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('frozen_on', 'text')
        .addColumn('thawed_until', 'text')
        // the bureau's PIN, sealed (AES-256-GCM with CREDIT_FREEZE_KEY); null when the member keeps none here
        .addColumn('sealed_pin', 'text')
        .addColumn('updated_at', time, (col) => col.notNull())
        .addUniqueConstraint('credit_freezes_bureau_uq', ['account_id', 'bureau'])
        .execute();

      await db.schema
        .createTable('credit_applications')
        .addColumn('account_id', 'integer', (col) => col.primaryKey().references('accounts.id').onDelete('cascade'))
        .addColumn('planned_on', 'text', (col) => col.notNull())
        // the thaw reminder of this date, sent once; a new date clears it
        .addColumn('reminder_sent_at', time)
        .addColumn('updated_at', time, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('credit_applications_planned_ix')
        .on('credit_applications')
        .column('planned_on')
        .execute();
    },
  };
}
