import type { FastifyInstance } from 'fastify';

import type { Mailer, MailMessage } from '../../src/mail/mailer';
import { startSmtpStandIn, type SmtpStandIn } from '../../src/mail/smtp-stand-in';
import { createEmailOutboxRepository } from '../../src/repositories/email-outbox-repository';
import { buildTestApp, createTestDatabase, ENGINES, TestClock, type TestDatabase } from '../helper';
import { mailThrough } from '../mail-helper';

// The e-mail outbox (issue 13 point 5): mail queued in the database is sent by the worker through SMTP (here the
// stand-in); a failed send is retried after a growing delay and given up after EMAIL_MAX_ATTEMPTS; two instances
// never send the same mail; no recipient, subject or body reaches the log.

const SECRET_LINK = 'http://beacon.test/opt-out/confirm?token=SECRET-TOKEN-in-the-body';

describe.each(ENGINES)('e-mail outbox worker on %s', (engine) => {
  let database: TestDatabase;
  let standIn: SmtpStandIn;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    standIn = await startSmtpStandIn();
  });
  afterAll(async () => {
    await standIn.close();
    await database.drop();
  });

  it('sends queued mail through SMTP once, even with two instances draining', async () => {
    const first = await buildTestApp(database, { seed: false, clock: clock.read, config: mailThrough(standIn) });
    const second = await buildTestApp(database, { seed: false, clock: clock.read, config: mailThrough(standIn) });
    try {
      for (const to of ['a@example.com', 'b@example.com', 'c@example.com']) {
        await createEmailOutboxRepository(first.db).enqueue({ to, subject: 'Hello', body: `Hi ${to}` }, clock.now);
      }
      const before = standIn.messages().length;
      const [one, two] = await Promise.all([first.emailWorker.runOnce(), second.emailWorker.runOnce()]);
      expect(one + two).toBe(3);
      const sent = standIn.messages().slice(before);
      expect(sent.map((mail) => mail.to[0]).sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
      expect(sent.map((mail) => mail.text.trim())).toContain('Hi a@example.com');
      const rows = await first.db.selectFrom('email_outbox').selectAll().execute();
      expect(rows.every((row) => row.status === 'sent' && row.body === null)).toBe(true);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('retries a failed send after a growing delay, gives up after the last attempt, and logs no content', async () => {
    const lines: string[] = [];
    const attempts: MailMessage[] = [];
    const failing: Mailer = {
      send: async (message) => {
        attempts.push(message);
        throw Object.assign(new Error(`550 mailbox of ${message.to} unavailable`), { code: 'EENVELOPE' });
      },
      close: () => undefined,
    };
    const app: FastifyInstance = await buildTestApp(database, {
      seed: false,
      clock: clock.read,
      mail: { mailer: failing },
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
      config: { mail: { ...mailThrough(standIn).mail!, maxAttempts: 3, retryBaseMs: 1_000 } },
    });
    try {
      await app.db.deleteFrom('email_outbox').execute();
      await createEmailOutboxRepository(app.db).enqueue(
        { to: 'private@example.com', subject: 'Confirm', body: SECRET_LINK },
        clock.now,
      );
      const row = () => app.db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();

      expect(await app.emailWorker.runOnce()).toBe(1);
      expect(await row()).toMatchObject({ status: 'queued', attempts: 1, next_attempt_at: clock.now + 1_000 });
      // not due yet
      expect(await app.emailWorker.runOnce()).toBe(0);
      clock.advance(1_000);
      expect(await app.emailWorker.runOnce()).toBe(1);
      expect(await row()).toMatchObject({ status: 'queued', attempts: 2, next_attempt_at: clock.now + 2_000 });
      clock.advance(2_000);
      expect(await app.emailWorker.runOnce()).toBe(1);
      expect(await row()).toMatchObject({ status: 'failed', attempts: 3, body: null });
      clock.advance(60_000);
      expect(await app.emailWorker.runOnce()).toBe(0);
      expect(attempts).toHaveLength(3);

      const log = lines.join('\n');
      expect(log).toContain('e-mail could not be sent');
      for (const secret of ['private@example.com', 'SECRET-TOKEN', 'Confirm']) expect(log).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
