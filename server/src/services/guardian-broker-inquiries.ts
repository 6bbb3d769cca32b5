import { randomBytes } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { conflict, notFound } from '../domain/errors';
import { BEACON_BROKER_SLUG, letterChannelOf, type BrokerEntry } from '../domain/guardian/broker-catalog';
import { renderRequestLetter } from '../domain/guardian/request-letter';
import { deadlineOf, type RemovalState } from '../domain/guardian/removal-transitions';
import {
  createGuardianBrokerInquiriesRepository,
  type BrokerInquiryRow,
} from '../repositories/guardian-broker-inquiries-repository';
import { createGuardianBrokersRepository } from '../repositories/guardian-brokers-repository';
import { createGuardianListingsRepository, siteNamedListingKey } from '../repositories/guardian-listings-repository';
import { recordCaptures, recordStatusChange } from '../repositories/guardian-removal-evidence-repository';
import type { ProtectionMemberRow } from '../repositories/protection-members-repository';
import type { Capture } from './brokers/broker-adapter';
import { isBrokerSender } from './brokers/broker-sites';
import { letterMessageId } from './brokers/email-adapter';
import type { EmailOutbox } from './email-outbox';
import { authorizedAgentOf } from './guardian-agent';
import { isOnBrokerSite, readByGuardian, SITE_NOT_FOUND } from './guardian-letter-requests';
import { authorizationNeeded, requireGuardianMembership } from './guardian-protection-service';
import type { GuardianRemovalSites } from './guardian-removal-sites';
import type { GuardianSubjects } from './guardian-subjects';
import { firstSentenceOf, replyAddressOf, type RemovalReply } from './inbound-mail/removal-reply';
import type { ProtectionMembersService } from './protection-members-service';

// Guardian's question to a site it cannot read (issue 59 point 2: such a site is "not checked" until the member or a
// reply confirms a listing). At the member's word, Guardian e-mails the site's privacy address the deletion letter
// without a listing: it asks the site to search its records with the person's details, delete what it holds, and
// name in its answer each listing it removes, or say it holds nothing. The answer comes to the letter's reply address
// (inbound mail, matched by the reference): a listing the site names on its own domain joins the person's listings,
// with a removal request that carries this letter and the answer as its proof, so it moves and is re-scanned like any
// other. Any other answer is kept on the question, quoted, for the member to read. Only the site's own mail counts.

export const noInquiryChannel = (broker: Pick<BrokerEntry, 'name'>) =>
  `Guardian can ask only a site that takes requests by e-mail; ${broker.name} does not.`;
export const listedAt = (broker: Pick<BrokerEntry, 'name'>, firstName: string) =>
  `${firstName}'s listing on ${broker.name} is already in their results: its removal request goes to ${broker.name}.`;
export const alreadyAsked = (broker: Pick<BrokerEntry, 'name'>, firstName: string) =>
  `Guardian has already asked ${broker.name} about ${firstName}.`;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** An answer to a question, as the inbound mail job hands it over. */
export interface InquiryAnswerMail {
  sender: string;
  subject: string;
  text: string;
  receivedAt: number;
  reply: RemovalReply;
}

/** What an answer that names a listing needs of the removal pipeline: the mail as proof, and the reply applied. */
export interface InquiryAnswerPipeline {
  capture: (brokerName: string) => Capture;
  removalSites: Pick<GuardianRemovalSites, 'applyReply'>;
}

export function createGuardianBrokerInquiries(options: {
  db: Kysely<Database>;
  members: Pick<ProtectionMembersService, 'find'>;
  subjects: Pick<GuardianSubjects, 'subjectOf'>;
  outbox: EmailOutbox;
  inboundDomain: string;
  clock: () => number;
  /** whether Guardian reads this site here (it has a site adapter) */
  readable: (brokerSlug: string) => boolean;
}) {
  const { db, members, subjects, outbox, inboundDomain, clock, readable } = options;

  async function brokerOf(target: Kysely<Database>, slug: string): Promise<BrokerEntry | undefined> {
    return (await createGuardianBrokersRepository(target).list()).find((broker) => broker.slug === slug);
  }

  /**
   * The listing a site's answer names: the person's listing on that site (one they added meanwhile), or a new one at
   * the address the site gave, with a removal request made when the question was asked, carrying the letter.
   */
  async function namedListing(
    trx: Kysely<Database>,
    inquiry: BrokerInquiryRow,
    broker: BrokerEntry,
    url: string,
    now: number,
  ): Promise<{ listingId: number; removalId: number | null }> {
    const listings = createGuardianListingsRepository(trx);
    const memberId = Number(inquiry.member_id);
    const existing = (await listings.listWithRemovals(memberId)).find(
      (entry) => entry.listing.broker_slug === broker.slug,
    );
    if (existing) return { listingId: existing.listing.id, removalId: null };
    const askedAt = Number(inquiry.asked_at);
    const listingId = await listings.insertSiteNamed(
      memberId,
      // what the page shows is not known: nobody at Beacon read it, and the site named only its address
      { brokerSlug: broker.slug, listingKey: siteNamedListingKey(broker.slug, url), url, exposed: [], personId: null },
      // first seen when the site named it
      now,
    );
    const listing = listingId === undefined ? undefined : await listings.listing(listingId);
    if (!listing) throw new Error(`the listing named by ${inquiry.reference} could not be written`);
    const cause = `Guardian e-mailed ${broker.name} to ask whether it holds this person's data and to delete it`;
    const state: RemovalState = {
      status: 'submitted',
      submittedAt: askedAt,
      nextDueAt: null,
      actionRequired: null,
      verified: false,
      history: [{ status: 'submitted', at: askedAt, cause }],
    };
    const removalId = await listings.insertRemoval(listing, state, inquiry.reference, askedAt);
    const removal = removalId === undefined ? undefined : await listings.removalById(removalId);
    if (!removal) throw new Error(`the removal request of ${inquiry.reference} could not be written`);
    // sent by e-mail, as the question was: never checked (Guardian cannot read the site), moved by its answers
    await listings.updateRemoval(removal, state, askedAt, { channel: 'email' });
    const ids = { removalId: removal.id, memberId, listingId: listing.id };
    await recordStatusChange(trx, { ...ids, status: 'submitted', cause, at: askedAt });
    await recordCaptures(trx, ids, [
      {
        kind: 'letter',
        mime: 'text/plain',
        content: Buffer.from(inquiry.letter, 'utf8'),
        at: askedAt,
        caption: `Letter to ${broker.optOutEmail ?? broker.name} (e-mail)`,
      },
    ]);
    return { listingId: listing.id, removalId: removal.id };
  }

  return {
    /** E-mails the site the question about this person; 409 when it was asked before or cannot be asked. */
    async ask(accountId: number, memberId: number, brokerSlug: string): Promise<void> {
      const member: ProtectionMemberRow = await members.find(accountId, memberId);
      const now = clock();
      await requireGuardianMembership(db, accountId, now);
      const broker = await brokerOf(db, brokerSlug);
      if (!broker || broker.slug === BEACON_BROKER_SLUG) throw notFound(SITE_NOT_FOUND);
      if (readable(broker.slug)) throw conflict(readByGuardian(broker));
      if (letterChannelOf(broker) !== 'email' || !broker.optOutEmail) throw conflict(noInquiryChannel(broker));
      if (member.is_self !== 1 && member.authorized_at === null) {
        throw conflict(authorizationNeeded(member.first_name));
      }
      const listed = await createGuardianListingsRepository(db).listWithRemovals(member.id);
      if (listed.some((entry) => entry.listing.broker_slug === broker.slug)) {
        throw conflict(listedAt(broker, member.first_name));
      }
      const [subject, agent] = await Promise.all([subjects.subjectOf(member), authorizedAgentOf(db, member)]);
      const reference = `GRD-${randomBytes(5).toString('hex').toUpperCase()}`;
      const replyTo = replyAddressOf(reference, inboundDomain);
      const text = renderRequestLetter({
        broker,
        subject,
        listing: null,
        date: isoDay(now),
        deadline: isoDay(deadlineOf({ submittedAt: now })),
        reference,
        replyTo,
        ...(agent ? { agent } : {}),
      });
      const subjectLine = `Request to know and delete personal information (reference ${reference})`;
      const messageId = letterMessageId(reference, replyTo);
      const letter = [
        `To: ${broker.optOutEmail}`,
        `Reply-To: ${replyTo}`,
        `Subject: ${subjectLine}`,
        `Message-ID: ${messageId}`,
        '',
        text,
      ].join('\n');
      await db.transaction().execute(async (trx) => {
        const id = await createGuardianBrokerInquiriesRepository(trx).insert({
          memberId: member.id,
          brokerSlug: broker.slug,
          reference,
          letter,
          askedAt: now,
        });
        if (id === undefined) throw conflict(alreadyAsked(broker, member.first_name));
        // queued with the question: both are written, or neither
        await outbox.enqueue(
          trx,
          {
            to: broker.optOutEmail ?? '',
            subject: subjectLine,
            body: text,
            headers: { 'Reply-To': replyTo, 'Message-ID': messageId },
          },
          now,
        );
      });
    },

    /** The person's questions, by site. */
    async forMember(memberId: number): Promise<Map<string, BrokerInquiryRow>> {
      const rows = await createGuardianBrokerInquiriesRepository(db).forMember(memberId);
      return new Map(rows.map((row) => [row.broker_slug, row]));
    },

    /**
     * The site's answer to the question with this reference (the inbound mail job, in its transaction): whether it was
     * a question's. Mail from anyone but the site is kept with the mail and changes nothing.
     */
    async answer(
      trx: Kysely<Database>,
      reference: string,
      mail: InquiryAnswerMail,
      pipeline: InquiryAnswerPipeline,
    ): Promise<boolean> {
      const inquiries = createGuardianBrokerInquiriesRepository(trx);
      const inquiry = await inquiries.byReference(reference);
      if (!inquiry) return false;
      const broker = await brokerOf(trx, inquiry.broker_slug);
      if (!broker || !isBrokerSender(broker, mail.sender)) return true;
      const { reply } = mail;
      const now = clock();
      const quote = firstSentenceOf(mail.text);
      const names =
        (reply.kind === 'removed' || reply.kind === 'acknowledged') &&
        reply.link !== undefined &&
        URL.canParse(reply.link) &&
        isOnBrokerSite(new URL(reply.link), broker);
      if (names && reply.link) {
        const { listingId, removalId } = await namedListing(trx, inquiry, broker, reply.link, now);
        await inquiries.answer(inquiry.id, { answer: 'held', quote, listingId }, now);
        if (removalId !== null) {
          await pipeline.removalSites.applyReply(trx, removalId, {
            outcome: reply.kind === 'removed' ? 'removed' : 'acknowledged',
            cause: `${broker.name} replied: "${quote}"`,
            capture: pipeline.capture(broker.name),
          });
        }
        return true;
      }
      if (reply.kind === 'not_found') {
        await inquiries.answer(inquiry.id, { answer: 'not_held', quote }, now);
      } else if (reply.kind === 'needs_action') {
        await inquiries.answer(inquiry.id, { answer: 'needs_action', quote: reply.asks ?? quote }, now);
      } else {
        await inquiries.answer(inquiry.id, { answer: 'unreadable', quote }, now);
      }
      return true;
    },
  };
}

export type GuardianBrokerInquiries = ReturnType<typeof createGuardianBrokerInquiries>;
