import type { FastifyInstance } from 'fastify';
import { createTransport } from 'nodemailer';

import type { InboundRemovalMail } from '../../../src/services/inbound-mail/removal-mail-handler';
import { recordRemovalReply } from '../../../src/services/inbound-mail/removal-mail-handler';
import { buildTestApp, createTestDatabase, ENGINES, testConfig, type TestDatabase } from '../../helper';

// The inbound SMTP endpoint of removal replies (issue 59): a broker's mail to removals+<reference>@<inbound domain>
// sent over loopback is stored with its job process-removal-mail, which hands it to the removal pipeline's port with
// the reference of its recipient; mail for any other domain, or over the size cap, is refused.

const LISTING = 'http://127.0.0.1:2533/person/41-9f3a0c1d';

function inboundConfig(maxBytes = 64 * 1024) {
  return { inboundMail: { ...testConfig().inboundMail, port: 0, maxBytes } };
}

function transportTo(app: FastifyInstance) {
  const server = app.inboundMail.server;
  if (!server) throw new Error('the inbound endpoint is not running');
  return createTransport({ host: '127.0.0.1', port: server.port, secure: false, ignoreTLS: true });
}

describe.each(ENGINES)('inbound removal mail on %s', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('opens no port unless one is configured', async () => {
    const app = await buildTestApp(database, { seed: false });
    try {
      expect(app.inboundMail.server).toBeNull();
      expect(app.inboundMail.domain).toBe('inbound.beacon.test');
    } finally {
      await app.close();
    }
  });

  it('stores a reply to removals+GRD-ABC and runs the port with its reference', async () => {
    const handled: Array<{ mail: InboundRemovalMail; reference: string | null; kind: string }> = [];
    const app = await buildTestApp(database, {
      seed: false,
      config: inboundConfig(),
      inboundMail: {
        async onRemovalMail(mail, trx) {
          const reply = await recordRemovalReply(mail, trx, { domain: 'inbound.beacon.test', now: Date.now() });
          handled.push({ mail, reference: reply.reference, kind: reply.kind });
        },
      },
    });
    const transport = transportTo(app);
    try {
      const sent = await transport.sendMail({
        from: 'privacy@recordharbor.test',
        to: 'removals+GRD-ABC@inbound.beacon.test',
        subject: 'Re: Request to delete personal information',
        inReplyTo: '<GRD-ABC.letter@inbound.beacon.test>',
        text: `We received your deletion request. Our reference is RH-7Q2K9D. We will delete the record at ${LISTING} within 5 days.`,
      });
      expect(sent.accepted).toEqual(['removals+GRD-ABC@inbound.beacon.test']);

      const [row] = await app.db.selectFrom('inbound_removal_mail').selectAll().execute();
      expect(row).toMatchObject({
        recipient: 'removals+GRD-ABC@inbound.beacon.test',
        sender: 'privacy@recordharbor.test',
        subject: 'Re: Request to delete personal information',
        message_id: sent.messageId,
        in_reply_to: '<GRD-ABC.letter@inbound.beacon.test>',
        processed_at: null,
      });
      expect(row?.raw).toContain('Subject: Re: Request to delete personal information');
      expect(row?.text).toContain('Our reference is RH-7Q2K9D');

      expect(await app.jobs.drain('process-removal-mail')).toBe(1);
      expect(handled.map(({ reference, kind }) => ({ reference, kind }))).toEqual([
        { reference: 'GRD-ABC', kind: 'acknowledged' },
      ]);
      expect(handled[0]?.mail.id).toBe(row?.id);
      const read = await app.db
        .selectFrom('inbound_removal_mail')
        .selectAll()
        .where('id', '=', row!.id)
        .executeTakeFirst();
      expect(read).toMatchObject({ kind: 'acknowledged', reference: 'GRD-ABC', site_reference: 'RH-7Q2K9D' });
      expect(JSON.parse(read!.detail!)).toEqual({ link: LISTING });
      expect(read?.processed_at).not.toBeNull();
    } finally {
      transport.close();
      await app.close();
    }
  });

  it('records the reading by default, an unexpected mail as such', async () => {
    const app = await buildTestApp(database, { seed: false, config: inboundConfig() });
    const transport = transportTo(app);
    try {
      await transport.sendMail({
        from: 'privacy@recordharbor.test',
        to: 'removals+GRD-DEF@inbound.beacon.test',
        subject: 'Automatic reply',
        text: 'I am out of the office until Monday.',
      });
      expect(await app.jobs.drain('process-removal-mail')).toBe(1);
      const row = await app.db
        .selectFrom('inbound_removal_mail')
        .selectAll()
        .where('recipient', '=', 'removals+GRD-DEF@inbound.beacon.test')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ kind: 'unexpected', reference: 'GRD-DEF', site_reference: null });
    } finally {
      transport.close();
      await app.close();
    }
  });

  it('refuses mail for another domain and stores nothing', async () => {
    const app = await buildTestApp(database, { seed: false, config: inboundConfig() });
    const transport = transportTo(app);
    try {
      const before = await app.db.selectFrom('inbound_removal_mail').select('id').execute();
      await expect(
        transport.sendMail({
          from: 'privacy@recordharbor.test',
          to: 'removals+GRD-ABC@example.com',
          subject: 'Relay me',
          text: 'Hello',
        }),
      ).rejects.toMatchObject({ responseCode: 550 });
      expect(await app.db.selectFrom('inbound_removal_mail').select('id').execute()).toEqual(before);
      expect(await app.jobs.drain('process-removal-mail')).toBe(0);
    } finally {
      transport.close();
      await app.close();
    }
  });

  it('refuses a message over the size cap', async () => {
    const app = await buildTestApp(database, { seed: false, config: inboundConfig(16 * 1024) });
    const transport = transportTo(app);
    try {
      const before = await app.db.selectFrom('inbound_removal_mail').select('id').execute();
      await expect(
        transport.sendMail({
          from: 'privacy@recordharbor.test',
          to: 'removals+GRD-ABC@inbound.beacon.test',
          subject: 'Too large',
          text: 'x'.repeat(40 * 1024),
        }),
      ).rejects.toMatchObject({ responseCode: 552 });
      expect(await app.db.selectFrom('inbound_removal_mail').select('id').execute()).toEqual(before);
    } finally {
      transport.close();
      await app.close();
    }
  });
});
