import { sql } from 'kysely';

import { createDatabase } from '../../../src/db/create-database';
import { migrateToLatest } from '../../../src/db/migrate';
import type { Mailer, MailMessage } from '../../../src/mail/mailer';
import { buildTestApp, createTestDatabase, ENGINES } from '../../helper';
import { migrateBefore } from './migrate-before';

// Migration 0102 (issue 57 point 2): the mail waiting in email_outbox, queued or held by a worker of the old code
// ('processing'), becomes send-email jobs that send it after the migration; sent and failed mail stays as it was, and
// the claim, lease and retry columns are gone.

describe.each(ENGINES)('migration 0102 (e-mail outbox jobs) on %s', (engine) => {
  it('sends the mail the old worker left waiting, once, and keeps the finished rows', async () => {
    const database = await createTestDatabase(engine);
    const { db, dialect } = createDatabase(database.config, { poolSize: 1 });
    const sent: MailMessage[] = [];
    const mailer: Mailer = { send: async (message) => void sent.push(message), close: () => undefined };
    try {
      await migrateBefore(db, dialect, '0102');
      const now = Date.now();
      const rows: [string, string, string | null, number, string | null][] = [
        ['queued@example.com', 'queued', 'queued body', 0, null],
        ['retrying@example.com', 'queued', 'retry body', 2, null],
        ['processing@example.com', 'processing', 'processing body', 1, 'dead-worker'],
        ['sent@example.com', 'sent', null, 1, null],
        ['failed@example.com', 'failed', null, 5, null],
      ];
      for (const [recipient, status, body, attempts, token] of rows) {
        await sql`insert into email_outbox (recipient, subject, body, status, claim_token, claimed_at, attempts,
            next_attempt_at, error, created_at, finished_at)
          values (${recipient}, 'Subject', ${body}, ${status}, ${token}, ${token ? now - 60_000 : null}, ${attempts},
            ${now - 1_000}, ${status === 'failed' ? 'EENVELOPE' : null}, ${now - 120_000},
            ${status === 'sent' || status === 'failed' ? now - 30_000 : null})`.execute(db);
      }

      expect(await migrateToLatest(db, dialect)).toContain('0102_email_outbox_jobs');
      // (on PostgreSQL, other test files' schemas have their own email_outbox)
      const schema = database.config.kind === 'postgres' ? database.config.schema : undefined;
      const columns = (await db.introspection.getTables()).find(
        (table) => table.name === 'email_outbox' && table.schema === schema,
      )!.columns;
      // (migration 0109 adds `headers` later on)
      expect(columns.map((column) => column.name).sort()).toEqual(
        ['body', 'created_at', 'error', 'finished_at', 'headers', 'id', 'recipient', 'status', 'subject'].sort(),
      );
      // the old worker's status is gone
      const refused = await sql`insert into email_outbox (recipient, subject, status, created_at)
        values ('x@example.com', 'x', 'processing', ${now})`
        .execute(db)
        .then(
          () => 'stored',
          (error: unknown) => String(error),
        );
      expect(refused).toMatch(/email_outbox_status_ck|check constraint/i);

      const app = await buildTestApp(database, { seed: false, mail: { mailer } });
      try {
        expect(await app.jobs.drain('send-email')).toBe(3);
        expect(await app.jobs.drain('send-email')).toBe(0);
        expect(sent.map((mail) => mail.to).sort()).toEqual([
          'processing@example.com',
          'queued@example.com',
          'retrying@example.com',
        ]);
        const after = await app.db.selectFrom('email_outbox').selectAll().orderBy('id').execute();
        expect(after.map((row) => [row.recipient, row.status, row.body, row.error])).toEqual([
          ['queued@example.com', 'sent', null, null],
          ['retrying@example.com', 'sent', null, null],
          ['processing@example.com', 'sent', null, null],
          ['sent@example.com', 'sent', null, null],
          ['failed@example.com', 'failed', null, 'EENVELOPE'],
        ]);
        // a new mail's id follows the kept ones (the job of an old row never names a new one)
        const { id } = await app.db
          .insertInto('email_outbox')
          .values({ recipient: 'new@example.com', subject: 'New', body: 'new', status: 'queued', created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        expect(id).toBeGreaterThan(Math.max(...after.map((row) => row.id)));
      } finally {
        await app.close();
      }
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
