import { sql, type Kysely, type Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { createTableWithId, timestampType } from './schema-helpers';
import { sendJobsFromMigration } from './send-jobs-from-migration';

// The e-mail outbox moves onto the job engine (issue 57 point 2): each mail waiting in email_outbox, queued or held by
// a worker that is gone with the old code ('processing'), becomes a job send-email naming its row, due when its next
// try was, its tries counted on. The row stays what a member or an operator sees of the mail (queued, sent, failed);
// its claim, lease and retry columns go with the old worker, and so does the status 'processing'. The queue's settings
// are frozen here as the job defined them then (5 tries, 30 s doubling, a 2-minute expiry).

const QUEUE = {
  name: 'send-email',
  retryLimit: 4,
  retryDelayMs: 30_000,
  retryBackoff: true,
  expireMs: 2 * 60 * 1000,
  deadLetter: 'send-email-failed',
};

export function emailOutboxJobsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const { rows } = await sql<{ id: number; attempts: number | string; next_attempt_at: number | string }>`
        select id, attempts, next_attempt_at from email_outbox where status in ('queued', 'processing') order by id`.execute(
        db,
      );
      await sendJobsFromMigration(
        db,
        dialect,
        QUEUE,
        rows.map((row) => ({
          payload: { outboxId: Number(row.id) },
          runAfter: Number(row.next_attempt_at),
          attempts: Number(row.attempts),
        })),
      );
      await sql`update email_outbox set status = 'queued' where status = 'processing'`.execute(db);
      await db.schema.dropIndex('email_outbox_status_ix').execute();

      if (dialect === 'postgres') {
        await db.schema
          .alterTable('email_outbox')
          .dropColumn('claim_token')
          .dropColumn('claimed_at')
          .dropColumn('attempts')
          .dropColumn('next_attempt_at')
          .execute();
        await db.schema.alterTable('email_outbox').dropConstraint('email_outbox_status_ck').execute();
        await db.schema
          .alterTable('email_outbox')
          .addCheckConstraint('email_outbox_status_ck', sql`status in ('queued', 'sent', 'failed')`)
          .execute();
      } else {
        // SQLite cannot change a check constraint: the table is made again with the columns that stay (ids kept, the
        // payloads of the jobs above name them)
        await createTableWithId(db, dialect, 'email_outbox_next')
          .addColumn('recipient', 'text', (col) => col.notNull())
          .addColumn('subject', 'text', (col) => col.notNull())
          .addColumn('body', 'text')
          .addColumn('status', 'text', (col) => col.notNull())
          .addColumn('error', 'text')
          .addColumn('created_at', timestampType(dialect), (col) => col.notNull())
          .addColumn('finished_at', timestampType(dialect))
          .addCheckConstraint('email_outbox_status_ck', sql`status in ('queued', 'sent', 'failed')`)
          .execute();
        await sql`insert into email_outbox_next (id, recipient, subject, body, status, error, created_at, finished_at)
          select id, recipient, subject, body, status, error, created_at, finished_at from email_outbox`.execute(db);
        await db.schema.dropTable('email_outbox').execute();
        await db.schema.alterTable('email_outbox_next').renameTo('email_outbox').execute();
      }
      // the purge of sent mail (job email-outbox-purge) finds its rows by status and age
      await db.schema
        .createIndex('email_outbox_status_ix')
        .on('email_outbox')
        .columns(['status', 'finished_at'])
        .execute();
    },
  };
}
