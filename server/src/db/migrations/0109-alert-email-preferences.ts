import type { Kysely, Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { timestampType } from './schema-helpers';

// Alert e-mails (issue 58 point 4). A member's choice of how often identity and dark web alerts are mailed: one row
// per account that chose (no row: each alert as it happens, the default); for a member on the daily summary, the last
// alert a digest covered, so a digest job taken over after a crash, or run twice in a day, mails each alert once.
// Mail rows gain headers (JSON), so List-Unsubscribe and List-Unsubscribe-Post reach the SMTP message. Numbered
// 0109: 0106–0108 are other branches'.

export function alertEmailPreferencesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('alert_email_preferences')
        .addColumn('account_id', 'integer', (col) => col.primaryKey().references('accounts.id').onDelete('cascade'))
        // 'immediate', 'daily' or 'off' (the contract's ALERT_EMAIL_FREQUENCIES)
        .addColumn('frequency', 'text', (col) => col.notNull())
        // identity_notifications.id of the newest alert a daily summary covered (or that was before the switch to it)
        .addColumn('digest_through_id', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('digest_sent_at', timestampType(dialect))
        .addColumn('updated_at', timestampType(dialect), (col) => col.notNull())
        .execute();
      // the digest job pages through the members on the daily summary
      await db.schema
        .createIndex('alert_email_preferences_frequency_ix')
        .on('alert_email_preferences')
        .columns(['frequency', 'account_id'])
        .execute();

      // null: a mail with no headers of its own (every mail before this one)
      await db.schema.alterTable('email_outbox').addColumn('headers', 'text').execute();
    },
  };
}
