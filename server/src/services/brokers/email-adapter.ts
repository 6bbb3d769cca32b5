import { randomUUID } from 'node:crypto';

import type { ScanSubject } from '../../domain/guardian/scan-subject';
import type { OutgoingEmail } from '../../repositories/email-outbox-repository';
import type {
  BrokerAdapter,
  FoundBrokerListing,
  ListingCheck,
  RemovalAuthorization,
  SubmissionReceipt,
  SubmittableListing,
} from './broker-adapter';

// The e-mail channel (issue 59 point 1): a site that takes removal requests by e-mail gets the request letter
// (CCPA / Delete Act) at its privacy address, through the e-mail outbox and the job send-email like every mail Beacon
// writes. The adapter writes the letter; the caller queues it in the transaction that records the request as sent
// (the receipt's `outgoing`), so a retry after a crash never sends a second letter and a letter is never lost. It
// carries Reply-To: removals+<reference>@<inbound domain>, so the broker's answer reaches the inbound SMTP endpoint
// (services/inbound-mail) and is matched to the request by that reference, and a Message-ID naming the reference,
// which a reply's In-Reply-To names. Finding and checking listings is the site's web search and listing pages, read
// by the reader given (the web-form channel's page reader); a broker Beacon cannot read has none, and its request
// moves only by its replies.

/** Reads a site's search and listing pages (the web-form channel's reader, plugged in by the caller). */
export interface ListingReader {
  scan(subject: ScanSubject): Promise<FoundBrokerListing[]>;
  check(listing: SubmittableListing): Promise<ListingCheck>;
}

export interface EmailAdapterOptions {
  brokerSlug: string;
  /** the broker's privacy address, where requests go (privacy@recordharbor.test) */
  privacyAddress: string;
  /** the site's page reader; absent for a broker Beacon cannot read (its listings come from the member) */
  reader?: ListingReader;
  clock?: () => number;
}

/** What submitting a letter did: the receipt, and the Message-ID the letter was sent with (a reply names it). */
export interface EmailSubmissionReceipt extends SubmissionReceipt {
  channel: 'email';
  messageId: string;
  outgoing: OutgoingEmail;
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
  const { brokerSlug, privacyAddress, reader } = options;
  const clock = options.clock ?? Date.now;
  if (!domainOf(privacyAddress)) throw new Error(`the privacy address of ${brokerSlug} is not an e-mail address`);

  return {
    brokerSlug,
    channel: 'email',
    scan: async (subject) => (reader ? reader.scan(subject) : []),
    ...(reader ? { check: (listing: SubmittableListing) => reader.check(listing) } : {}),

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
      const outgoing: OutgoingEmail = { to: privacyAddress, subject: letter.subject, body: letter.text, headers };
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
        outgoing,
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
