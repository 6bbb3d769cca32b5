import { sql, type Kysely, type Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { createTableWithId, timestampType } from './schema-helpers';

// Opt-outs confirmed by e-mail (issue 13 point 5). A request is stored as pending with the SHA-256 hash of a random
// single-use token (never the token itself) and an expiry; the suppression happens when the link is opened.
// email_outbox is the durable queue the background worker of every instance drains (the job shape of pdf_jobs:
// claim by compare-and-swap, retry with backoff, at most N attempts); the row is written in the same transaction as
// the pending request, and its body is cleared once the mail is sent or given up.
export function optOutConfirmationMigration(dialect: DialectName): Migration {
  const time = timestampType(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await createTableWithId(db, dialect, 'pr_opt_out_pending')
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('first_key', 'text', (col) => col.notNull())
        .addColumn('last_key', 'text', (col) => col.notNull())
        .addColumn('dob', 'text')
        .addColumn('person_id', 'integer')
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('device_id', 'text', (col) => col.notNull())
        .addColumn('created_at', time, (col) => col.notNull())
        .addColumn('expires_at', time, (col) => col.notNull())
        .addColumn('confirmed_at', time)
        .execute();
      await createTableWithId(db, dialect, 'email_outbox')
        .addColumn('recipient', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        // null once sent or failed for good: a link in it is a credential
        .addColumn('body', 'text')
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('claim_token', 'text')
        .addColumn('claimed_at', time)
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', time, (col) => col.notNull())
        .addColumn('error', 'text')
        .addColumn('created_at', time, (col) => col.notNull())
        .addColumn('finished_at', time)
        .addCheckConstraint('email_outbox_status_ck', sql`status in ('queued', 'processing', 'sent', 'failed')`)
        .execute();
      await db.schema
        .createIndex('email_outbox_status_ix')
        .on('email_outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
    },
  };
}
