import type { AddressInfo } from 'node:net';

import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

import { inTransaction } from '../../db/in-transaction';
import type { Database } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import { createInboundRemovalMailRepository } from '../../repositories/inbound-removal-mail-repository';

// Where brokers' mail about removal requests arrives (issue 59 point 1, e-mail channel): an SMTP endpoint, the MX of
// the inbound domain, that takes mail only for addresses at that domain (it relays nothing), refuses a message over
// the size cap, and stores each one (one row per recipient at the domain) with the job that reads it,
// process-removal-mail, in one transaction: a mail acknowledged to the sender is stored and will be read. No
// authentication: a broker's mail server, like any MX's sender, has none to give; on loopback (the default host) only
// the stand-in sites reach it.

export const PROCESS_REMOVAL_MAIL_JOB = 'process-removal-mail';

export interface InboundSmtpServerOptions {
  /** 0 = any free port */
  port: number;
  host: string;
  /** the only domain mail is taken for */
  domain: string;
  maxBytes: number;
  db: Kysely<Database>;
  jobs: Pick<JobQueue, 'send'>;
  clock: () => number;
  log: FastifyBaseLogger;
}

export interface InboundSmtpServer {
  port: number;
  /** smtp://host:port, for a sender in a test or a stand-in site */
  url: string;
  close(): Promise<void>;
}

/** An error whose code smtp-server answers with (5xx: the sender must not try again). */
function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

function firstAddress(address: AddressObject | AddressObject[] | undefined): string | null {
  const list = Array.isArray(address) ? address : address ? [address] : [];
  for (const group of list) {
    for (const entry of group.value) if (entry.address) return entry.address;
  }
  return null;
}

function isAtDomain(address: string, domain: string): boolean {
  const at = address.lastIndexOf('@');
  return at > 0 && address.slice(at + 1).toLowerCase() === domain.toLowerCase();
}

export async function startInboundSmtpServer(options: InboundSmtpServerOptions): Promise<InboundSmtpServer> {
  const { domain, maxBytes, db, jobs, clock, log } = options;

  async function store(raw: Buffer, recipients: string[], envelopeFrom: string | null): Promise<void> {
    const parsed = await simpleParser(raw);
    const receivedAt = clock();
    await inTransaction(db, async (trx) => {
      const repository = createInboundRemovalMailRepository(trx);
      for (const recipient of recipients) {
        const inboundMailId = await repository.insert({
          recipient,
          sender: firstAddress(parsed.from) ?? envelopeFrom ?? '',
          subject: parsed.subject ?? '',
          messageId: parsed.messageId ?? null,
          inReplyTo: parsed.inReplyTo ?? null,
          text: parsed.text ?? '',
          raw: raw.toString('utf8'),
          receivedAt,
        });
        await jobs.send(PROCESS_REMOVAL_MAIL_JOB, { inboundMailId }, { db: trx });
      }
    });
  }

  const server = new SMTPServer({
    name: domain,
    banner: 'Beacon removal replies',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: maxBytes,
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      // only the reply addresses' domain: anything else would make this endpoint an open relay
      if (!isAtDomain(address.address, domain)) {
        callback(smtpError(`no mail is accepted here for ${address.address}`, 550));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        // past the cap nothing more is kept; the stream is still read to its end so the reply can be sent
        if (bytes <= maxBytes) chunks.push(chunk);
      });
      stream.on('error', (error: Error) => callback(error));
      stream.on('end', () => {
        if (stream.sizeExceeded || bytes > maxBytes) {
          callback(smtpError(`message larger than ${maxBytes} bytes`, 552));
          return;
        }
        const recipients = session.envelope.rcptTo
          .map((rcpt) => rcpt.address)
          .filter((address) => isAtDomain(address, domain));
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
        store(Buffer.concat(chunks), recipients, envelopeFrom).then(
          () => callback(),
          (error: unknown) => {
            // a temporary failure (4xx): the sender's server tries again later, nothing is lost
            log.error({ err: error }, 'inbound removal mail could not be stored');
            callback(smtpError('could not store the message, try again later', 451));
          },
        );
      });
    },
  });
  server.on('error', (error) => log.warn({ err: error }, 'inbound SMTP connection error'));

  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.server.once('error', onError);
    server.listen(options.port, options.host, () => {
      server.server.off('error', onError);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    port,
    url: `smtp://${host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
