import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import type { BrokerEntry } from '../domain/guardian/broker-catalog';
import { parseProtectionDetails } from '../domain/guardian/protection-details';
import {
  deadlineOf,
  isOpen,
  nextRemovalState,
  type RemovalEvent,
  type RemovalState,
  type SiteOutcome,
} from '../domain/guardian/removal-transitions';
import { renderRequestLetter } from '../domain/guardian/request-letter';
import { createGuardianBrokersRepository } from '../repositories/guardian-brokers-repository';
import {
  createGuardianListingsRepository,
  parseExposed,
  removalStateOf,
  type ListingRow,
  type RemovalRow,
} from '../repositories/guardian-listings-repository';
import { recordCaptures, recordStatusChange } from '../repositories/guardian-removal-evidence-repository';
import { createProtectionMembersRepository } from '../repositories/protection-members-repository';
import type { OutgoingEmail } from '../repositories/email-outbox-repository';
import type { BrokerAdapter, Capture, RemovalAuthorization } from './brokers/broker-adapter';
import type { EmailOutbox } from './email-outbox';
import type { AuthorizedAgent } from './guardian-agent';
import { recordScore } from './guardian-scoring';
import type { GuardianSubjects } from './guardian-subjects';

// A removal request at a site with an adapter (issue 59), as the job engine runs it: the submit job sends it through
// the site's channel (its web form in Chromium, or the letter by e-mail) and keeps what the site showed as proof;
// the check job reads the listing page when a check is due; the inbound mail job brings the site's replies and
// confirmation links. Every status change is what the site did or said, written with its cause and its evidence in
// one transaction; the site's I/O happens before it, never inside.

export interface RemovalSitesOptions {
  db: Kysely<Database>;
  subjects: GuardianSubjects;
  clock: () => number;
  log: FastifyBaseLogger;
  /** the adapter of a site, when this environment has one */
  adapterFor: (brokerSlug: string) => BrokerAdapter | undefined;
  /** the letter channel (e-mail or post) of a catalog broker without a site adapter, when it takes letters */
  letterAdapterFor: (broker: BrokerEntry) => BrokerAdapter | undefined;
  /** where an e-mailed letter is queued, in the transaction that records the request as sent */
  outbox: EmailOutbox;
  /** the domain of the inbound mail endpoint: a request's replies go to removals+<reference>@<domain> */
  inboundDomain: string;
  /** how long after a request (or a check that found the listing still there) its listing is checked again */
  checkIntervalMs: number;
  /** who acts for a family member (their authorized agent), read for the letter */
  agentOf: (memberId: number) => Promise<AuthorizedAgent | undefined>;
}

/** The address a site's answers to this request go to. */
export function replyAddressOf(reference: string, inboundDomain: string): string {
  return `removals+${reference}@${inboundDomain}`;
}

/** The request reference in an inbound recipient address, or undefined when it is not a removal's. */
export function referenceOfRecipient(address: string, inboundDomain: string): string | undefined {
  const match = /^removals\+([A-Za-z0-9-]+)@(.+)$/.exec(address.trim());
  if (!match || match[2]?.toLowerCase() !== inboundDomain.toLowerCase()) return undefined;
  return match[1]?.toUpperCase();
}

interface Loaded {
  removal: RemovalRow;
  listing: ListingRow;
  broker: BrokerEntry;
  adapter: BrokerAdapter;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** "ClearRecords'", "PeoplePath's": how the member reads whose page or link it was. */
export const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

export function createGuardianRemovalSites(options: RemovalSitesOptions) {
  const { db, subjects, clock, log, adapterFor, letterAdapterFor, outbox, inboundDomain, checkIntervalMs } = options;

  async function load(target: Kysely<Database>, removalId: number): Promise<Loaded | undefined> {
    const listings = createGuardianListingsRepository(target);
    const removal = await listings.removalById(removalId);
    const listing = removal ? await listings.listing(Number(removal.listing_id)) : undefined;
    if (!removal || !listing) return undefined;
    const broker = (await createGuardianBrokersRepository(target).list()).find(
      (entry) => entry.slug === listing.broker_slug,
    );
    const adapter = broker ? (adapterFor(broker.slug) ?? letterAdapterFor(broker)) : undefined;
    if (!broker || !adapter) return undefined;
    return { removal, listing, broker, adapter };
  }

  const submittable = (listing: ListingRow) => ({
    brokerSlug: listing.broker_slug,
    siteListingId: listing.site_listing_id ?? listing.listing_key.slice(listing.broker_slug.length + 1),
    url: listing.url,
  });

  async function authorizationOf(loaded: Loaded): Promise<RemovalAuthorization> {
    const { removal, listing, broker } = loaded;
    const member = await createProtectionMembersRepository(db).byId(Number(removal.member_id));
    if (!member) throw new Error('the protection member was removed');
    const subject = await subjects.subjectOf(member);
    const state = removalStateOf(removal);
    const agent = member.is_self === 1 ? undefined : await options.agentOf(member.id);
    const text = renderRequestLetter({
      broker,
      subject,
      listing: { url: listing.url, exposed: parseExposed(listing.exposed) },
      date: isoDay(state.submittedAt),
      deadline: isoDay(deadlineOf(state)),
      reference: removal.reference,
      replyTo: replyAddressOf(removal.reference, inboundDomain),
      ...(agent ? { agent } : {}),
    });
    return {
      reference: removal.reference,
      person: {
        firstName: member.first_name,
        lastName: member.last_name,
        middleName: subject.middleName,
        dob: subject.dob,
      },
      replyTo: replyAddressOf(removal.reference, inboundDomain),
      ...(agent ? { agent } : {}),
      letter: { subject: `Request to delete personal information (reference ${removal.reference})`, text },
    };
  }

  /**
   * Writes what the site did: the event's next state (compare-and-swap on the row as read), its evidence and the
   * score, in one transaction. False when the event changed nothing or the row moved meanwhile.
   */
  async function apply(
    loaded: Loaded,
    event: RemovalEvent,
    captures: readonly Capture[],
    changes: { channel?: string | null; siteReference?: string | null } = {},
    /** what happened without a change of status (the request was sent), for the proof */
    note?: string,
    /** the transaction to write in (a job's); by default one of its own */
    target?: Kysely<Database>,
    /** the letter to e-mail, queued only if this write commits */
    outgoing?: OutgoingEmail,
  ): Promise<boolean> {
    const { removal, listing, broker } = loaded;
    const now = clock();
    const state = removalStateOf(removal);
    // read through the caller's transaction when there is one: on SQLite another read would wait for it to end
    const member = await createProtectionMembersRepository(target ?? db).byId(Number(removal.member_id));
    const email = member ? (parseProtectionDetails(member.details).emails[0] ?? null) : null;
    const next: RemovalState | undefined = nextRemovalState(state, event, {
      broker,
      listingKey: listing.listing_key,
      email,
    });
    const write = async (trx: Kysely<Database>) => {
      const listings = createGuardianListingsRepository(trx);
      const ids = { removalId: removal.id, memberId: Number(removal.member_id), listingId: listing.id };
      if (next && !(await listings.updateRemoval(removal, next, now, changes))) return false;
      if (!next && (changes.channel !== undefined || changes.siteReference !== undefined)) {
        // the compare-and-swap: a request another worker sent meanwhile is not sent (nor its letter queued) again
        if (!(await listings.updateRemoval(removal, state, now, changes))) return false;
      }
      // a site Guardian cannot read is never scanned: its word that the listing is gone is all there is to go on, so
      // the listing is no longer online (not offered for removal again, as a scan would leave it once the page is gone)
      if (next && (next.status === 'removed' || next.status === 'not_found') && !adapterFor(broker.slug)) {
        await listings.setPresent([listing.id], false);
      }
      if (outgoing) await outbox.enqueue(trx, outgoing, now);
      await recordCaptures(trx, ids, captures);
      const step = next && next.history.length > state.history.length ? next.history.at(-1) : undefined;
      if (step) {
        await recordStatusChange(trx, { ...ids, status: step.status, cause: step.cause ?? '', at: step.at });
      } else if (note) {
        await recordStatusChange(trx, { ...ids, status: (next ?? state).status, cause: note, at: now });
      }
      if (next && next.status !== state.status) {
        const brokers = new Map((await createGuardianBrokersRepository(trx).list()).map((b) => [b.slug, b]));
        await recordScore(trx, ids.memberId, brokers, now, null);
      }
      return Boolean(next);
    };
    return target ? write(target) : db.transaction().execute(write);
  }

  return {
    /**
     * Sends the request through the site's channel (the submit job). A request no longer waiting to be sent (the
     * member's listing was removed meanwhile, or a retry after the send committed) is left as it is. An adapter error
     * is thrown for the job to retry; a form the adapter no longer recognises is logged as such.
     */
    async submit(removalId: number): Promise<void> {
      const loaded = await load(db, removalId);
      if (!loaded) {
        log.info({ removalId }, 'removal request has no site adapter or is gone; nothing to send');
        return;
      }
      const state = removalStateOf(loaded.removal);
      if (state.status !== 'submitted' || loaded.removal.channel !== null) return;
      const authorization = await authorizationOf(loaded);
      const receipt = await loaded.adapter.submit(submittable(loaded.listing), authorization);
      const now = clock();
      // a site Beacon cannot read is never checked: its replies move the request
      const nextCheckAt = loaded.adapter.check ? now + checkIntervalMs : null;
      const sent: RemovalEvent = { kind: 'still_listed', at: now, nextCheckAt };
      const note = receipt.siteReference ? `${receipt.note} (reference ${receipt.siteReference})` : receipt.note;
      await apply(
        loaded,
        sent,
        receipt.captures,
        { channel: receipt.channel, siteReference: receipt.siteReference },
        note,
        undefined,
        receipt.outgoing,
      );
    },

    /** The removals whose listing check is due, taken for `leaseMs` so another worker does not check them too. */
    async leaseDueChecks(target: Kysely<Database>, now: number, limit: number, leaseMs: number): Promise<number[]> {
      const listings = createGuardianListingsRepository(target);
      const taken: number[] = [];
      for (const row of await listings.dueRemovals(now, limit)) {
        const state = removalStateOf(row);
        if (!isOpen(state.status) || row.channel === null) continue;
        if (await listings.updateRemoval(row, { ...state, nextDueAt: now + leaseMs }, now)) taken.push(row.id);
      }
      return taken;
    },

    /** Reads the listing page of one request and writes what it shows (the check job). */
    async check(removalId: number): Promise<SiteOutcome | 'listed' | undefined> {
      const loaded = await load(db, removalId);
      if (!loaded?.adapter.check || !isOpen(removalStateOf(loaded.removal).status)) return undefined;
      const result = await loaded.adapter.check(submittable(loaded.listing));
      const now = clock();
      const captures = result.capture ? [result.capture] : [];
      if (result.state === 'listed') {
        await apply(loaded, { kind: 'still_listed', at: now, nextCheckAt: now + checkIntervalMs }, captures);
        return 'listed';
      }
      const cause =
        result.state === 'removed'
          ? `${possessive(loaded.broker.name)} listing page shows the record removed`
          : `${loaded.broker.name} no longer has a page at the listing's address`;
      await apply(loaded, { kind: 'site', outcome: result.state, at: now, cause }, captures);
      return result.state;
    },

    /**
     * A reply of the site (the inbound mail job, in its transaction `target`): the status it announces, with the reply
     * as evidence; a reply that announces none (a receipt, an answer Beacon cannot read) is kept as evidence only.
     */
    async applyReply(
      target: Kysely<Database>,
      removalId: number,
      reply: { outcome: SiteOutcome | null; cause: string; asks?: string; capture: Capture },
    ): Promise<boolean> {
      const loaded = await load(target, removalId);
      if (!loaded) return false;
      const now = clock();
      if (!reply.outcome) {
        const state = removalStateOf(loaded.removal);
        const unchanged: RemovalEvent = { kind: 'still_listed', at: now, nextCheckAt: state.nextDueAt ?? now };
        await apply(loaded, unchanged, [reply.capture], {}, reply.cause, target);
        return false;
      }
      const event: RemovalEvent = {
        kind: 'site',
        outcome: reply.outcome,
        at: now,
        cause: reply.cause,
        ...(reply.asks ? { asks: reply.asks } : {}),
      };
      return apply(loaded, event, [reply.capture], {}, undefined, target);
    },

    /** Opens the confirmation link the site e-mailed for this request (the inbound mail job). */
    async followConfirmation(removalId: number, link: string): Promise<boolean> {
      const loaded = await load(db, removalId);
      if (!loaded?.adapter.followConfirmation) return false;
      const capture = await loaded.adapter.followConfirmation(link);
      const now = clock();
      const cause = `${possessive(loaded.broker.name)} e-mailed confirmation link was opened`;
      return apply(loaded, { kind: 'site', outcome: 'acknowledged', at: now, cause }, [capture]);
    },

    /** Every open request with a site adapter, for the admin command that checks them all now. */
    async openRemovals(memberIds: readonly number[]): Promise<number[]> {
      if (!memberIds.length) return [];
      const rows = await db
        .selectFrom('guardian_removals')
        .select(['id', 'status', 'channel'])
        .where('member_id', 'in', [...memberIds])
        .execute();
      return rows
        .filter((row) => row.channel !== null && isOpen(row.status as RemovalState['status']))
        .map((r) => r.id);
    },
  };
}

export type GuardianRemovalSites = ReturnType<typeof createGuardianRemovalSites>;
