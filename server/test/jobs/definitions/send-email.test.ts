import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

import { jobSchemaName } from '../../../src/db/job-schema-name';
import type { Mailer, MailMessage } from '../../../src/mail/mailer';
import { startSmtpStandIn, type SmtpStandIn } from '../../../src/mail/smtp-stand-in';
import { createEmailOutbox } from '../../../src/services/email-outbox';
import { buildTestApp, createTestDatabase, ENGINES, testConfig, TestClock, type TestDatabase } from '../../helper';
import { mailThrough } from '../../mail-helper';

// The e-mail outbox on the job engine (issue 13 point 5, issue 57 point 2): a mail is written with its job send-email
// in the writer's transaction, so a rolled-back writer sends nothing; the job sends it through SMTP (here the
// stand-in) once, even with two instances draining; a failed send is retried with backoff and then marked failed for
// good with the error's code; no recipient, subject or body reaches the log or the row's error.

const SECRET_LINK = 'http://beacon.test/opt-out/confirm?token=SECRET-TOKEN-in-the-body';

describe.each(ENGINES)('job send-email on %s', (engine) => {
  let database: TestDatabase;
  let standIn: SmtpStandIn;
  const clock = new TestClock();

  /** Moves time on: the test clock, and on PostgreSQL pg-boss's due times (pg-boss reads the database's clock). */
  async function advance(app: FastifyInstance, ms: number): Promise<void> {
    clock.advance(ms);
    if (database.config.kind !== 'postgres') return;
    const jobs = sql.table(`${jobSchemaName(database.config.schema!)}.job`);
    await sql`update ${jobs} set start_after = start_after - ${`${ms} milliseconds`}::interval`.execute(app.db);
  }

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    standIn = await startSmtpStandIn();
  });
  afterAll(async () => {
    await standIn.close();
    await database.drop();
  });

  it('never sends a mail written in a transaction that rolled back', async () => {
    const app = await buildTestApp(database, { seed: false, clock: clock.read, config: mailThrough(standIn) });
    try {
      const outbox = createEmailOutbox(app.jobs);
      const before = standIn.messages().length;
      await expect(
        app.db.transaction().execute(async (trx) => {
          await outbox.enqueue(trx, { to: 'rolled@example.com', subject: 'Never', body: 'never sent' }, clock.now);
          throw new Error('the writer failed');
        }),
      ).rejects.toThrow('the writer failed');
      expect(await app.jobs.drain('send-email')).toBe(0);
      expect(standIn.messages()).toHaveLength(before);
      const rows = await app.db.selectFrom('email_outbox').select('id').where('subject', '=', 'Never').execute();
      expect(rows).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('sends committed mail through SMTP once, even with two instances draining', async () => {
    const first = await buildTestApp(database, { seed: false, clock: clock.read, config: mailThrough(standIn) });
    const second = await buildTestApp(database, { seed: false, clock: clock.read, config: mailThrough(standIn) });
    try {
      const outbox = createEmailOutbox(first.jobs);
      for (const to of ['a@example.com', 'b@example.com', 'c@example.com']) {
        // given the app's database, the outbox writes the row and its job in a transaction of its own
        await outbox.enqueue(first.db, { to, subject: 'Hello', body: `Hi ${to}` }, clock.now);
      }
      const before = standIn.messages().length;
      const [one, two] = await Promise.all([first.jobs.drain('send-email'), second.jobs.drain('send-email')]);
      expect(one + two).toBe(3);
      expect(await first.jobs.drain('send-email')).toBe(0);
      const sent = standIn.messages().slice(before);
      expect(sent.map((mail) => mail.to[0]).sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
      expect(sent.map((mail) => mail.text.trim())).toContain('Hi a@example.com');
      const rows = await first.db.selectFrom('email_outbox').selectAll().where('subject', '=', 'Hello').execute();
      expect(rows).toHaveLength(3);
      expect(rows.every((row) => row.status === 'sent' && row.body === null && row.finished_at !== null)).toBe(true);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('retries a failed send with backoff, then marks the mail failed with the code only, logging no content', async () => {
    const lines: string[] = [];
    const attempts: MailMessage[] = [];
    const failing: Mailer = {
      send: async (message) => {
        attempts.push(message);
        throw Object.assign(new Error(`550 mailbox of ${message.to} unavailable`), { code: 'EENVELOPE' });
      },
      close: () => undefined,
    };
    const app = await buildTestApp(database, {
      seed: false,
      clock: clock.read,
      mail: { mailer: failing },
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
      // 3 tries, 1 s before the first retry, doubling after
      config: {
        ...mailThrough(standIn),
        jobs: { ...testConfig().jobs, settings: { 'send-email': { retryLimit: 2, retryDelayMs: 1_000 } } },
      },
    });
    try {
      await createEmailOutbox(app.jobs).enqueue(
        app.db,
        { to: 'private@example.com', subject: 'Confirm', body: SECRET_LINK },
        clock.now,
      );
      const row = () =>
        app.db.selectFrom('email_outbox').selectAll().where('subject', '=', 'Confirm').executeTakeFirstOrThrow();

      expect(await app.jobs.drain('send-email')).toBe(1);
      expect(await row()).toMatchObject({ status: 'queued', body: SECRET_LINK });
      // not due before its delay
      expect(await app.jobs.drain('send-email')).toBe(0);
      // (pg-boss doubles the delay from the first retry on: 2 s)
      await advance(app, 2_000);
      expect(await app.jobs.drain('send-email')).toBe(1);
      // the second wait is longer than the first (backoff)
      await advance(app, 1_000);
      expect(await app.jobs.drain('send-email')).toBe(0);
      await advance(app, 10_000);
      expect(await app.jobs.drain('send-email')).toBe(1);
      expect(attempts).toHaveLength(3);
      // tries spent: the job's onFailed (send-email-failed) gives the mail up
      expect(await row()).toMatchObject({ status: 'queued' });
      expect(await app.jobs.drain('send-email-failed')).toBe(1);
      expect(await row()).toMatchObject({ status: 'failed', error: 'EENVELOPE', body: null });
      expect((await row()).finished_at).not.toBeNull();
      await advance(app, 60_000);
      expect(await app.jobs.drain('send-email')).toBe(0);
      expect(attempts).toHaveLength(3);

      const log = lines.join('\n');
      expect(log).toContain('e-mail could not be sent');
      expect(log).toContain('e-mail given up');
      for (const secret of ['private@example.com', 'SECRET-TOKEN', 'Confirm', 'mailbox of']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});
