import type { FastifyInstance } from 'fastify';
import { createTransport } from 'nodemailer';

import type { ScanSubject } from '../../../src/domain/guardian/scan-subject';
import { startSmtpStandIn, type SmtpStandIn } from '../../../src/mail/smtp-stand-in';
import type {
  FoundBrokerListing,
  RemovalAuthorization,
  SubmittableListing,
} from '../../../src/services/brokers/broker-adapter';
import { createEmailAdapter, type ListingReader } from '../../../src/services/brokers/email-adapter';
import { createEmailOutbox } from '../../../src/services/email-outbox';
import { buildTestApp, createTestDatabase, ENGINES, testConfig, type TestDatabase } from '../../helper';
import { mailsTo, mailThrough } from '../../mail-helper';

// The e-mail channel (issue 59): the request letter is queued to the broker's privacy address through the outbox with
// Reply-To the request's reply address and a Message-ID the receipt keeps; the job send-email delivers it (here to the
// SMTP stand-in), and an answer to its Reply-To reaches the inbound endpoint under the request's reference.

const PRIVACY = 'privacy@recordharbor.test';
const LISTING: SubmittableListing = {
  brokerSlug: 'recordharbor',
  siteListingId: '41-9f3a0c1d',
  url: 'http://127.0.0.1:2533/person/41-9f3a0c1d',
};

function authorization(letterText: string): RemovalAuthorization {
  return {
    reference: 'GRD-ABC',
    person: { firstName: 'Dana', lastName: 'Whitfield', middleName: 'R', dob: '1979-04-02' },
    replyTo: 'removals+GRD-ABC@inbound.beacon.test',
    letter: { subject: 'Request to delete personal information (GRD-ABC)', text: letterText },
  };
}

const LETTER = `To: RecordHarbor — Privacy / Consumer Requests\nReference: GRD-ABC\n\nThe listing I ask you to remove:\n  ${LISTING.url}\n`;

/** A reader standing in for the web-form channel's page reader: the adapter hands scans and checks to it. */
function recordingReader(): ListingReader & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async scan(subject: ScanSubject): Promise<FoundBrokerListing[]> {
      calls.push(`scan ${subject.lastName}`);
      return [];
    },
    async check(listing: SubmittableListing) {
      calls.push(`check ${listing.url}`);
      return { state: 'removed' as const, capture: null };
    },
  };
}

describe.each(ENGINES)('e-mail adapter on %s', (engine) => {
  let database: TestDatabase;
  let standIn: SmtpStandIn;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    standIn = await startSmtpStandIn();
    app = await buildTestApp(database, {
      seed: false,
      config: { ...mailThrough(standIn), inboundMail: { ...testConfig().inboundMail, port: 0 } },
    });
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
    await database.drop();
  });

  const SUBJECT = {
    firstName: 'Dana',
    middleName: '',
    lastName: 'Whitfield',
    otherNames: [],
    dob: null,
    addresses: [],
    phones: [],
    emails: [],
    hasRelatives: false,
  };

  function adapter(reader = recordingReader()) {
    return createEmailAdapter({ brokerSlug: 'recordharbor', privacyAddress: PRIVACY, reader });
  }

  /** What the removal pipeline does with a receipt: the letter queued in the transaction that records the send. */
  async function submitted(receipt: Awaited<ReturnType<ReturnType<typeof adapter>['submit']>>) {
    await createEmailOutbox(app.jobs).enqueue(app.db, receipt.outgoing, app.clock());
    return receipt;
  }

  it('queues the letter with its Reply-To and Message-ID, and send-email delivers it', async () => {
    const receipt = await submitted(await adapter().submit(LISTING, authorization(LETTER)));
    expect(receipt.outgoing).toMatchObject({
      to: PRIVACY,
      headers: { 'Reply-To': 'removals+GRD-ABC@inbound.beacon.test' },
    });
    expect(receipt).toMatchObject({ channel: 'email', siteReference: null, awaitingSiteConfirmation: false });
    expect(receipt.messageId).toMatch(/^<GRD-ABC\.[0-9a-f-]{36}@inbound\.beacon\.test>$/);
    expect(receipt.captures).toHaveLength(1);
    const [capture] = receipt.captures;
    expect(capture).toMatchObject({ kind: 'letter', mime: 'text/plain' });
    const captured = capture!.content.toString('utf8');
    expect(captured).toContain(`To: ${PRIVACY}`);
    expect(captured).toContain('Reply-To: removals+GRD-ABC@inbound.beacon.test');
    expect(captured).toContain(LISTING.url);

    const [mail, ...more] = await mailsTo(app, standIn, PRIVACY);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Request to delete personal information (GRD-ABC)');
    expect(mail?.text).toContain(LISTING.url);
    expect(mail?.headers['reply-to']).toBe('removals+GRD-ABC@inbound.beacon.test');
    expect(mail?.headers['message-id']).toBe(receipt.messageId);
    const row = await app.db.selectFrom('email_outbox').selectAll().where('recipient', '=', PRIVACY).executeTakeFirst();
    expect(row).toMatchObject({ status: 'sent', body: null, headers: null });
  });

  it("gets the broker's answer to its Reply-To back under the request's reference", async () => {
    const receipt = await submitted(await adapter().submit(LISTING, authorization(LETTER)));
    const letters = await mailsTo(app, standIn, PRIVACY);
    const letter = letters.find((mail) => mail.headers['message-id'] === receipt.messageId);
    if (!letter) throw new Error('the letter was not delivered');
    const server = app.inboundMail.server;
    if (!server) throw new Error('the inbound endpoint is not running');
    // what RecordHarbor does: answer the letter's Reply-To, naming its Message-ID
    const transport = createTransport({ host: '127.0.0.1', port: server.port, secure: false, ignoreTLS: true });
    try {
      await transport.sendMail({
        from: PRIVACY,
        to: letter.headers['reply-to'],
        subject: `Re: ${letter.subject}`,
        inReplyTo: letter.headers['message-id'],
        text: `The record at ${LISTING.url} has been deleted.`,
      });
    } finally {
      transport.close();
    }
    expect(await app.jobs.drain('process-removal-mail')).toBe(1);
    const reply = await app.db
      .selectFrom('inbound_removal_mail')
      .selectAll()
      .where('in_reply_to', '=', receipt.messageId)
      .executeTakeFirstOrThrow();
    expect(reply).toMatchObject({ kind: 'removed', reference: 'GRD-ABC' });
  });

  it('refuses a letter that does not name the listing, and queues nothing', async () => {
    const before = (await app.db.selectFrom('email_outbox').select('id').execute()).length;
    await expect(adapter().submit(LISTING, authorization('Please delete my data.'))).rejects.toThrow(
      /does not name the listing/,
    );
    await expect(adapter().submit({ ...LISTING, brokerSlug: 'peoplepath' }, authorization(LETTER))).rejects.toThrow(
      /peoplepath/,
    );
    expect(await app.db.selectFrom('email_outbox').select('id').execute()).toHaveLength(before);
  });

  it("finds and checks listings through the reader it is given (the site's own pages)", async () => {
    const reader = recordingReader();
    const emailAdapter = adapter(reader);
    expect(emailAdapter).toMatchObject({ brokerSlug: 'recordharbor', channel: 'email' });
    await emailAdapter.scan(SUBJECT);
    expect(await emailAdapter.check?.(LISTING)).toEqual({ state: 'removed', capture: null });
    expect(reader.calls).toEqual(['scan Whitfield', `check ${LISTING.url}`]);
  });

  it('without a reader (a broker Guardian cannot read) finds nothing and has no check', async () => {
    const letterOnly = createEmailAdapter({ brokerSlug: 'recordharbor', privacyAddress: PRIVACY });
    expect(await letterOnly.scan(SUBJECT)).toEqual([]);
    expect(letterOnly.check).toBeUndefined();
    const receipt = await letterOnly.submit(LISTING, authorization(LETTER));
    expect(receipt.outgoing.to).toBe(PRIVACY);
  });
});
