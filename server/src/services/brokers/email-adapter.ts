import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import type { ScanSubject } from '../../domain/guardian/scan-subject';
import type { OutgoingEmail } from '../../repositories/email-outbox-repository';
import type { EmailOutbox } from '../email-outbox';
import type {
  BrokerAdapter,
  FoundBrokerListing,
  ListingCheck,
  RemovalAuthorization,
  SubmissionReceipt,
  SubmittableListing,
} from './broker-adapter';

// The e-mail channel (issue 59 point 1): a site that takes removal requests only by e-mail gets the request letter
// (CCPA / Delete Act) at its privacy address, through the e-mail outbox and the job send-email like every mail Beacon
// writes. The letter carries Reply-To: removals+<reference>@<inbound domain>, so the broker's answer reaches the
// inbound SMTP endpoint (services/inbound-mail) and is matched to the request by that reference, and a Message-ID
// kept with the request, which a reply's In-Reply-To names. Finding and checking listings is the site's web search
// and listing pages, read by the reader given (the web-form channel's page reader): this adapter owns submit only.

/** Reads a site's search and listing pages (the web-form channel's reader, plugged in by the caller). */
export interface ListingReader {
  scan(subject: ScanSubject): Promise<FoundBrokerListing[]>;
  check(listing: SubmittableListing): Promise<ListingCheck>;
}

/** Where the letter is queued: the e-mail outbox, bound to a database (or a caller's transaction) and a clock. */
export interface LetterOutbox {
  enqueue(mail: OutgoingEmail): Promise<void>;
}

/** The outbox of the app (services/email-outbox.ts) as a LetterOutbox writing through `db` at `clock()`. */
export function letterOutboxOf(outbox: EmailOutbox, db: Kysely<Database>, clock: () => number): LetterOutbox {
  return { enqueue: (mail) => outbox.enqueue(db, mail, clock()) };
}

export interface EmailAdapterOptions {
  brokerSlug: string;
  /** the broker's privacy address, where requests go (privacy@recordharbor.test) */
  privacyAddress: string;
  outbox: LetterOutbox;
  reader: ListingReader;
  clock?: () => number;
}

/** What submitting a letter did: the receipt, and the Message-ID the letter was sent with (a reply names it). */
export interface EmailSubmissionReceipt extends SubmissionReceipt {
  channel: 'email';
  messageId: string;
}

export interface EmailAdapter extends BrokerAdapter {
  readonly channel: 'email';
  submit(listing: SubmittableListing, authorization: RemovalAuthorization): Promise<EmailSubmissionReceipt>;
}

/** The domain of an address (the part after its last @), or null for something that is not one. */
function domainOf(address: string): string | null {
  const at = address.lastIndexOf('@');
  const domain = at > 0 ? address.slice(at + 1).trim() : '';
  return /^[A-Za-z0-9.-]+$/.test(domain) ? domain.toLowerCase() : null;
}

/** A Message-ID at the reply address's domain, with the request's reference in it (unique by the UUID). */
export function letterMessageId(reference: string, replyTo: string): string {
  const domain = domainOf(replyTo);
  if (!domain) throw new Error(`the reply address ${JSON.stringify(replyTo)} is not an e-mail address`);
  return `<${reference}.${randomUUID()}@${domain}>`;
}

export function createEmailAdapter(options: EmailAdapterOptions): EmailAdapter {
  const { brokerSlug, privacyAddress, outbox, reader } = options;
  const clock = options.clock ?? Date.now;
  if (!domainOf(privacyAddress)) throw new Error(`the privacy address of ${brokerSlug} is not an e-mail address`);

  return {
    brokerSlug,
    channel: 'email',
    scan: (subject) => reader.scan(subject),
    check: (listing) => reader.check(listing),

    async submit(listing, authorization) {
      if (listing.brokerSlug !== brokerSlug) {
        throw new Error(`a listing of ${listing.brokerSlug} given to the e-mail adapter of ${brokerSlug}`);
      }
      const { letter, replyTo, reference } = authorization;
      // the broker finds the listing by its URL: a letter without it would only earn a "which listing?" reply
      if (!letter.text.includes(listing.url)) {
        throw new Error(`the letter of ${reference} does not name the listing ${listing.url}`);
      }
      const messageId = letterMessageId(reference, replyTo);
      const headers = { 'Reply-To': replyTo, 'Message-ID': messageId };
      await outbox.enqueue({ to: privacyAddress, subject: letter.subject, body: letter.text, headers });
      const at = clock();
      // the letter as queued, its addressing first: the proof that this request was made, and to whom
      const sent = [
        `To: ${privacyAddress}`,
        `Reply-To: ${replyTo}`,
        `Subject: ${letter.subject}`,
        `Message-ID: ${messageId}`,
        '',
        letter.text,
      ].join('\n');
      return {
        channel: 'email',
        siteReference: null,
        awaitingSiteConfirmation: false,
        messageId,
        captures: [
          {
            kind: 'letter',
            mime: 'text/plain',
            content: Buffer.from(sent, 'utf8'),
            at,
            caption: `Removal letter to ${privacyAddress} (e-mail)`,
          },
        ],
        note: `Removal letter queued for e-mail to ${privacyAddress}; the answer comes to ${replyTo}.`,
      };
    },
  };
}
