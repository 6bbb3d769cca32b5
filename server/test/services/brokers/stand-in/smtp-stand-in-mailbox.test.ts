import { createTransport } from 'nodemailer';

import { startSmtpStandIn, type SmtpStandIn } from '../../../../src/mail/smtp-stand-in';
import { smtpStandInMailbox } from '../../../../src/services/brokers/stand-in/smtp-stand-in-mailbox';

// RecordHarbor's mailbox in `pnpm start`: a letter Beacon sent through the SMTP stand-in, read back from its
// GET /messages with the Message-ID and Reply-To a reply needs.

describe('the SMTP stand-in as a mailbox', () => {
  let standIn: SmtpStandIn;

  beforeAll(async () => {
    standIn = await startSmtpStandIn({ httpPort: 0 });
  });
  afterAll(async () => {
    await standIn.close();
  });

  it('lists each message with its Message-ID, envelope, Reply-To, subject and text', async () => {
    const url = new URL(standIn.smtpUrl);
    const transport = createTransport({ host: url.hostname, port: Number(url.port), ignoreTLS: true });
    const sent = await transport.sendMail({
      from: 'Beacon <no-reply@beacon.test>',
      to: 'privacy@recordharbor.test',
      replyTo: 'removals+GRD-ABC123@inbound.beacon.test',
      subject: 'Request to delete personal information',
      text: 'Please delete http://127.0.0.1:2533/person/1-abcdef12',
    });
    transport.close();

    const messages = await smtpStandInMailbox(standIn.messagesUrl!)();
    expect(messages).toEqual([
      {
        messageId: sent.messageId,
        from: 'no-reply@beacon.test',
        to: ['privacy@recordharbor.test'],
        replyTo: 'removals+GRD-ABC123@inbound.beacon.test',
        subject: 'Request to delete personal information',
        text: expect.stringContaining('http://127.0.0.1:2533/person/1-abcdef12'),
      },
    ]);
  });

  it('fails when the list cannot be read (the site tries again at its next poll)', async () => {
    await expect(smtpStandInMailbox('http://127.0.0.1:9/messages')()).rejects.toThrow();
  });
});
