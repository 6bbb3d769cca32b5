import type { Kysely, Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { createTableWithId, timestampType } from './schema-helpers';

// Mail brokers send to a removal's reply address (issue 59 point 1, e-mail channel): the inbound SMTP endpoint
// (services/inbound-mail) stores each delivery, one row per recipient at Beacon's inbound domain, with the raw message
// kept as received (a reply is proof of a removal), and sends the job process-removal-mail in the same transaction.
// The job records what the mail was read as (kind, the request's reference, the broker's reference, the link or what
// the broker asks) and when; an 'unexpected' mail is kept and moves nothing. Numbered 0114: 0110–0113 are other
// branches'.

export function inboundRemovalMailMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const time = timestampType(dialect);
      await createTableWithId(db, dialect, 'inbound_removal_mail')
        // the envelope recipient at the inbound domain: removals+<reference>@<domain>
        .addColumn('recipient', 'text', (col) => col.notNull())
        // the From address (else the envelope sender)
        .addColumn('sender', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('message_id', 'text')
        .addColumn('in_reply_to', 'text')
        // the plain-text body as mailparser read it (what the reply is classified on)
        .addColumn('text', 'text', (col) => col.notNull())
        // the message as received, headers and body
        .addColumn('raw', 'text', (col) => col.notNull())
        .addColumn('received_at', time, (col) => col.notNull())
        // filled in by the job process-removal-mail
        .addColumn('kind', 'text')
        .addColumn('reference', 'text')
        .addColumn('site_reference', 'text')
        // JSON: { link?, asks? }
        .addColumn('detail', 'text')
        .addColumn('processed_at', time)
        .execute();
      // a removal's replies, for its history and proof bundle
      await db.schema
        .createIndex('inbound_removal_mail_reference_ix')
        .on('inbound_removal_mail')
        .columns(['reference', 'received_at'])
        .execute();
    },
  };
}
