import type { Kysely } from 'kysely';

import { EXPOSED_FIELDS, normalizeTrackingNumber, type ExposedField } from '@beacon/validation';

import type { Database } from '../db/schema';
import { conflict, invalid, notFound } from '../domain/errors';
import { BEACON_BROKER_SLUG, letterChannelOf, type BrokerEntry } from '../domain/guardian/broker-catalog';
import { createGuardianBrokersRepository } from '../repositories/guardian-brokers-repository';
import {
  createGuardianListingsRepository,
  memberFoundListingKey,
  removalStateOf,
} from '../repositories/guardian-listings-repository';
import {
  createGuardianRemovalEvidenceRepository,
  recordStatusChange,
} from '../repositories/guardian-removal-evidence-repository';
import { renderPostalLetterPdf } from './brokers/postal-letter';
import { authorizedAgentOf } from './guardian-agent';
import { requireGuardianMembership } from './guardian-protection-service';
import { recordScore } from './guardian-scoring';
import type { ProtectionMembersService } from './protection-members-service';

// Requests by letter to the catalog's brokers Guardian cannot read (issue 59 points 1 and 2). Such a broker is "not
// checked" until the member finds a listing there and gives its address (on the broker's own site, never one Beacon
// makes up) and what the page shows; the listing is then theirs by their word (Guardian has read nothing of it, so
// what the site usually shows is never taken for what this page shows), and its removal is requested like any other: the letter goes
// by e-mail to the broker's privacy address, or, for a broker that takes requests only by post, is a PDF the member
// prints, signs and mails, recording the day and the tracking number.

export const SITE_NOT_FOUND = 'Site not found';
export const REMOVAL_NOT_FOUND = 'Removal request not found';
export const notOnSite = (broker: Pick<BrokerEntry, 'name' | 'domain'>) =>
  `This address is not a page of ${broker.name} (${broker.domain}).`;
export const readByGuardian = (broker: Pick<BrokerEntry, 'name'>) =>
  `Guardian reads ${broker.name} itself: its listings come from the scan.`;
export const noLetterChannel = (broker: Pick<BrokerEntry, 'name'>) =>
  `Guardian cannot send ${broker.name} a letter: use its own opt-out form.`;
export const alreadyListed = (firstName: string) => `This listing is already in ${firstName}'s results.`;
export const NOT_POSTAL = 'Only a letter sent by post has a tracking number.';
export const LETTER_NOT_WRITTEN = 'The letter is being written; try again in a moment.';
export const MAILED_IN_FUTURE = 'The day you mailed the letter cannot be in the future.';
export const MAILED_BEFORE_REQUEST = 'The day you mailed the letter cannot be before the request was made.';

/** Whether `url` is a page of the broker's site: its host is the site's domain (without "www.") or a subdomain. */
export function isOnBrokerSite(url: URL, broker: Pick<BrokerEntry, 'domain'>): boolean {
  const site = broker.domain.replace(/^www\./i, '').toLowerCase();
  const host = url.hostname.toLowerCase();
  return host === site || host.endsWith(`.${site}`);
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function createGuardianLetterRequests(options: {
  db: Kysely<Database>;
  members: Pick<ProtectionMembersService, 'find'>;
  clock: () => number;
  /** whether Guardian reads this site here (it has a site adapter) */
  readable: (brokerSlug: string) => boolean;
}) {
  const { db, members, clock, readable } = options;

  async function brokerOf(slug: string): Promise<BrokerEntry | undefined> {
    return (await createGuardianBrokersRepository(db).list()).find((broker) => broker.slug === slug);
  }

  async function postalRemoval(accountId: number, memberId: number, removalId: number) {
    const member = await members.find(accountId, memberId);
    const found = await createGuardianListingsRepository(db).removal(member.id, removalId);
    if (!found) throw notFound(REMOVAL_NOT_FOUND);
    if (found.removal.channel !== 'mail') throw conflict(NOT_POSTAL);
    const broker = await brokerOf(found.listing.broker_slug);
    if (!broker?.optOutAddress) throw conflict(NOT_POSTAL);
    return { member, broker, ...found };
  }

  return {
    /** Adds the listing the member found on a broker Guardian cannot read; its id. */
    async addFoundListing(
      accountId: number,
      memberId: number,
      input: { brokerSlug: string; url: string; shows: readonly ExposedField[] },
    ) {
      const member = await members.find(accountId, memberId);
      const now = clock();
      await requireGuardianMembership(db, accountId, now);
      const broker = await brokerOf(input.brokerSlug);
      if (!broker || broker.slug === BEACON_BROKER_SLUG) throw notFound(SITE_NOT_FOUND);
      if (readable(broker.slug)) throw conflict(readByGuardian(broker));
      if (letterChannelOf(broker) === null) throw conflict(noLetterChannel(broker));
      const url = new URL(input.url);
      if (!isOnBrokerSite(url, broker)) throw invalid(notOnSite(broker));
      // the page, not where on it: an address with a different fragment is the same listing
      url.hash = '';
      const address = url.toString();
      // in the vocabulary's order, each once: what the overview, the score and the letter read
      const exposed = EXPOSED_FIELDS.filter((field) => input.shows.includes(field));
      const listingKey = memberFoundListingKey(broker.slug, address);
      const listingId = await db.transaction().execute(async (trx) => {
        const id = await createGuardianListingsRepository(trx).insertMemberFound(
          member.id,
          { brokerSlug: broker.slug, listingKey, url: address, exposed, personId: null },
          now,
        );
        if (id === undefined) throw conflict(alreadyListed(member.first_name));
        const brokers = new Map((await createGuardianBrokersRepository(trx).list()).map((b) => [b.slug, b]));
        await recordScore(trx, member.id, brokers, now, null);
        return id;
      });
      return listingId;
    },

    /** Records the day the member mailed a postal request's letter and its tracking number, in its proof too. */
    async recordMailing(
      accountId: number,
      memberId: number,
      removalId: number,
      input: { trackingNumber: string; mailedOn: string },
    ): Promise<void> {
      const { member, removal } = await postalRemoval(accountId, memberId, removalId);
      const trackingNumber = normalizeTrackingNumber(input.trackingNumber);
      if (trackingNumber === null) throw invalid('Enter a USPS, UPS or FedEx tracking number.');
      const now = clock();
      // a day in any U.S. time zone: "today" there may still be yesterday in UTC, never tomorrow
      if (input.mailedOn > isoDay(now + 24 * 60 * 60 * 1000)) throw invalid(MAILED_IN_FUTURE);
      if (input.mailedOn < isoDay(Number(removal.submitted_at) - 24 * 60 * 60 * 1000)) {
        throw invalid(MAILED_BEFORE_REQUEST);
      }
      await db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable('guardian_removals')
          .set({ mailed_on: input.mailedOn, tracking_number: trackingNumber, updated_at: now })
          .where('id', '=', removal.id)
          .where('updated_at', '=', removal.updated_at)
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== 1) {
          throw conflict('The removal request changed while saving; please try again');
        }
        await recordStatusChange(trx, {
          removalId: removal.id,
          memberId: member.id,
          listingId: Number(removal.listing_id),
          status: removalStateOf(removal).status,
          cause: `The member mailed the letter on ${input.mailedOn}, tracking number ${trackingNumber}`,
          at: now,
        });
      });
    },

    /** The letter of a postal request as a PDF to print: the letter Guardian wrote and kept as its proof. */
    async postalLetterPdf(accountId: number, memberId: number, removalId: number) {
      const { member, broker, removal } = await postalRemoval(accountId, memberId, removalId);
      const evidence = createGuardianRemovalEvidenceRepository(db);
      const letter = (await evidence.forRemovalWithContent(removal.id))
        .filter((item) => item.kind === 'letter' && item.content !== null)
        .at(-1);
      if (!letter?.content) throw conflict(LETTER_NOT_WRITTEN);
      // the kept letter: its addressing lines, a blank line, then the letter as renderRequestLetter wrote it
      const kept = letter.content.toString('utf8');
      const subject = /^Subject: (.*)$/m.exec(kept)?.[1] ?? `Request to delete personal information`;
      const text = kept.slice(kept.indexOf('\n\n') + 2);
      const agent = member.is_self === 1 ? undefined : await authorizedAgentOf(db, member);
      const person = `${member.first_name} ${member.last_name}`.trim();
      const pdf = await renderPostalLetterPdf({
        brokerName: broker.name,
        postalAddress: broker.optOutAddress ?? '',
        signer: agent ? `${agent.name}, authorized agent of ${person}` : person,
        reference: removal.reference,
        letter: { subject, text },
      });
      return { pdf, fileName: `removal-letter-${broker.slug}-${removal.reference}.pdf` };
    },
  };
}

export type GuardianLetterRequests = ReturnType<typeof createGuardianLetterRequests>;
