import { randomBytes } from 'node:crypto';

import type { Kysely } from 'kysely';

import { BROKER_INQUIRY_ANSWERS, type BrokerInquiryAnswer } from '@beacon/validation';

import type { ReadReplica } from '../db/read-replica';
import type { Account, Database } from '../db/schema';
import { conflict, notFound, paymentRequired } from '../domain/errors';
import {
  BEACON_BROKER_SLUG,
  brokerSearchLink,
  letterChannelOf,
  type BrokerEntry,
} from '../domain/guardian/broker-catalog';
import { improvementsOf, listingPoints, oppScoreOf } from '../domain/guardian/guardian-score';
import { parseProtectionDetails, type ProtectionDetails } from '../domain/guardian/protection-details';
import {
  deadlineOf,
  isOverdue,
  mayRequest,
  newRemoval,
  nextRemovalState,
  type RemovalContext,
} from '../domain/guardian/removal-transitions';
import { letterRecipient, renderRequestLetter } from '../domain/guardian/request-letter';
import { nameKey } from '../domain/search-keys';
import {
  createGuardianBrokerInquiriesRepository,
  type BrokerInquiryRow,
} from '../repositories/guardian-broker-inquiries-repository';
import { createGuardianBrokersRepository } from '../repositories/guardian-brokers-repository';
import { createGuardianRemovalEvidenceRepository } from '../repositories/guardian-removal-evidence-repository';
import {
  createGuardianListingsRepository,
  parseExposed,
  removalStateOf,
  type ListingWithRemoval,
} from '../repositories/guardian-listings-repository';
import { createGuardianScansRepository, type GuardianScanRow } from '../repositories/guardian-scans-repository';
import { createGuardianScoresRepository, type ScorePoint } from '../repositories/guardian-scores-repository';
import { createAccountsRepository, parseAccountData } from '../repositories/accounts-repository';
import { createMembershipsRepository } from '../repositories/memberships-repository';
import type { ProtectionMemberRow } from '../repositories/protection-members-repository';
import type { PersonRow, PublicRecordsRepository } from '../repositories/public-records-repository';
import { authorizedAgentOf } from './guardian-agent';
import type { GuardianScans } from './guardian-scans';
import { recordScore, scoredListings } from './guardian-scoring';
import type { EmailOutbox } from './email-outbox';
import type { GuardianSubjects } from './guardian-subjects';
import { removalRefusal } from './guardian-listing-verdicts';
import { requestPersonOptOut, suppressPeople } from './opt-out-service';
import { GUARDIAN_ITEM, GUARDIAN_REQUIRED, type ProtectionMembersService } from './protection-members-service';

export const REMOVAL_NOT_FOUND = 'Removal request not found';
export const LISTINGS_NOT_FOUND = 'Listing not found';
export const NO_ACTION_NEEDED = 'This removal request does not need anything from you';
/** A family member's removals at other sites are made as their authorized agent (issue 55 point 2). */
export const authorizationNeeded = (firstName: string) =>
  `Confirm that ${firstName} has authorized you to act for them: edit their details and tick the statement, then ask again.`;
/** Beacon's listing of anyone but the member is removed when that person confirms by e-mail. */
export const emailNeeded = (firstName: string) =>
  `Add ${firstName}'s own e-mail address to their details: Beacon e-mails them a link to confirm the removal of their Beacon listing.`;

export interface ProtectionOverview {
  member: ProtectionMemberRow;
  details: ProtectionDetails;
  scan: GuardianScanRow | undefined;
  rescanDays: number;
  score: { oppScore: number; history: ScorePoint[] } | undefined;
  improvements: ReturnType<typeof improvementsOf>;
  listings: Array<
    ListingWithRemoval & { broker: BrokerEntry; points: number; overdue: boolean; deadline: number | null }
  >;
  /** every broker of the catalog, for names */
  catalog: BrokerEntry[];
  /** the catalog's brokers Guardian cannot read here, with their own search for the person */
  notChecked: Array<{
    slug: string;
    name: string;
    domain: string;
    searchUrl: string | null;
    optOutMethod: BrokerEntry['optOutMethod'];
    optOutUrl: string | null;
    acceptsLetters: boolean;
    acceptsInquiries: boolean;
    /** Guardian's e-mailed question to the site about this person, and its answer */
    inquiry: { askedAt: number; answer: BrokerInquiryAnswer; quote: string | null; answeredAt: number | null } | null;
  }>;
}

/** A question's answer as the member reads it; one that named a listing shows with that listing instead. */
function inquiryOf(row: BrokerInquiryRow | undefined): ProtectionOverview['notChecked'][number]['inquiry'] {
  const answer = BROKER_INQUIRY_ANSWERS.find((known) => known === row?.answer);
  if (!row || !answer) return null;
  return {
    askedAt: Number(row.asked_at),
    answer,
    quote: row.quote,
    answeredAt: row.answered_at === null ? null : Number(row.answered_at),
  };
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The person of the report the member confirmed as their own, when `member` is the self member protected by it: the
 * one person whose Beacon listing the member removes without the person's e-mailed confirmation (issue 55 point 2).
 */
function ownConfirmedPerson(
  account: Account,
  member: ProtectionMemberRow,
  decode: (kind: 'person', pointer: string) => number | undefined,
): number | undefined {
  if (member.is_self !== 1 || member.pointer === null || member.record_id === null) return undefined;
  const confirmed = parseAccountData(account.data).customers_report as { record_id?: unknown } | undefined;
  if (Number(confirmed?.record_id) !== member.record_id) return undefined;
  return decode('person', member.pointer);
}

/** Guardian's actions need the member's Guardian membership (402 with the item to buy otherwise). */
export async function requireGuardianMembership(db: Kysely<Database>, accountId: number, now: number): Promise<void> {
  const balances = await createMembershipsRepository(db).balances(accountId, now);
  if (balances.guardian !== null) throw paymentRequired(GUARDIAN_REQUIRED, GUARDIAN_ITEM);
}

// One protected person's Guardian (issue 17 points 2–4): what the scans found, the removal requests and their
// letters, the score and its history. Removing Beacon's own listing runs the opt-out suppression in the request's
// transaction, so the person is gone from Beacon search when the answer arrives.
export function createGuardianProtectionService(options: {
  db: Kysely<Database>;
  members: ProtectionMembersService;
  subjects: GuardianSubjects;
  /** queues a scan with its job */
  scans: GuardianScans;
  publicRecords: PublicRecordsRepository;
  clock: () => number;
  rescanDays: number;
  /** the public opt-out's link and limits, which a Beacon removal of anyone but the member follows */
  optOut: { publicSiteUrl: string; tokenTtlMs: number; limit: { max: number; windowMs: number } };
  /** where the opt-out's confirmation e-mail is written */
  outbox: EmailOutbox;
  /** sends the submit job of a request to another site, through the transaction that made the request */
  sendSubmitJob: (trx: Kysely<Database>, removalId: number) => Promise<unknown>;
  /** whether Guardian reads this site here (it has an adapter) */
  readable: (brokerSlug: string) => boolean;
  /** where the public-records reads go: a suppression answers only once no later search can find the person */
  readReplica: Pick<ReadReplica, 'published'>;
}) {
  const {
    db,
    members,
    subjects,
    scans,
    publicRecords,
    clock,
    rescanDays,
    optOut,
    outbox,
    sendSubmitJob,
    readable,
    readReplica,
  } = options;

  async function brokers(): Promise<Map<string, BrokerEntry>> {
    return new Map((await createGuardianBrokersRepository(db).list()).map((broker) => [broker.slug, broker]));
  }

  const requireGuardian = (accountId: number) => requireGuardianMembership(db, accountId, clock());

  async function overview(accountId: number, memberId: number): Promise<ProtectionOverview> {
    const member = await members.find(accountId, memberId);
    const catalog = await brokers();
    const now = clock();
    const [entries, scan, history, inquiries] = await Promise.all([
      createGuardianListingsRepository(db).listWithRemovals(member.id),
      createGuardianScansRepository(db).latest(member.id),
      createGuardianScoresRepository(db).history(member.id),
      createGuardianBrokerInquiriesRepository(db).forMember(member.id),
    ]);
    const scored = scoredListings(entries, catalog);
    const listings = entries.flatMap((entry) => {
      const broker = catalog.get(entry.listing.broker_slug);
      if (!broker) return [];
      return [
        {
          ...entry,
          broker,
          points: listingPoints({ reach: broker.reach, exposed: entry.exposed }),
          overdue: entry.removal ? isOverdue(entry.removal, now) : false,
          deadline: entry.removal ? deadlineOf(entry.removal) : null,
        },
      ];
    });
    // the most exposing first, Beacon's own listing at the top
    listings.sort(
      (a, b) =>
        Number(b.broker.slug === BEACON_BROKER_SLUG) - Number(a.broker.slug === BEACON_BROKER_SLUG) ||
        Number(b.listing.present) - Number(a.listing.present) ||
        b.points - a.points ||
        a.listing.id - b.listing.id,
    );
    return {
      member,
      details: parseProtectionDetails(member.details),
      scan,
      rescanDays,
      score: history.length ? { oppScore: oppScoreOf(scored), history } : undefined,
      improvements: history.length ? improvementsOf(scored) : [],
      listings,
      catalog: [...catalog.values()],
      // a site the member found a listing on shows with its listing instead
      notChecked: [...catalog.values()]
        .filter(
          (broker) =>
            broker.slug !== BEACON_BROKER_SLUG &&
            !readable(broker.slug) &&
            !entries.some((entry) => entry.listing.broker_slug === broker.slug),
        )
        .map((broker) => ({
          slug: broker.slug,
          name: broker.name,
          domain: broker.domain,
          optOutMethod: broker.optOutMethod,
          optOutUrl: broker.optOutUrl,
          acceptsLetters: letterChannelOf(broker) !== null,
          acceptsInquiries: letterChannelOf(broker) === 'email',
          inquiry: inquiryOf(inquiries.find((row) => row.broker_slug === broker.slug)),
          searchUrl: brokerSearchLink(broker, {
            first: member.first_name,
            last: member.last_name,
            state: parseProtectionDetails(member.details).addresses[0]?.state ?? '',
          }),
        })),
    };
  }

  async function contextOf(
    member: ProtectionMemberRow,
    listingKey: string,
    broker: BrokerEntry,
  ): Promise<RemovalContext> {
    return { broker, listingKey, email: parseProtectionDetails(member.details).emails[0] ?? null };
  }

  return {
    overview,

    async catalog(): Promise<BrokerEntry[]> {
      return [...(await brokers()).values()];
    },

    /** Scans again now; the scan already queued or running is answered instead of a second one. */
    async startScan(accountId: number, memberId: number): Promise<GuardianScanRow> {
      const member = await members.find(accountId, memberId);
      await requireGuardian(accountId);
      if (member.status === 'setup_required') throw conflict('Finish the Guardian setup before scanning');
      return scans.queue(db, member.id, 'manual', clock());
    },

    /**
     * Asks the sites of these listings to remove them; listings with an open request are left as they are. Beacon's
     * own listing of the member's confirmed report is removed at once; any other person's (a family member, a
     * namesake) waits for that person to confirm by e-mail, like the public opt-out and within its limits. A family
     * member's requests at other sites are made as their authorized agent, so they need the member's statement.
     */
    async requestRemovals(accountId: number, memberId: number, listingIds: number[]): Promise<ProtectionOverview> {
      const member = await members.find(accountId, memberId);
      await requireGuardian(accountId);
      const catalog = await brokers();
      const ids = [...new Set(listingIds)];
      const now = clock();
      const { pointers } = await publicRecords.dataset(now);
      let suppressed = false;
      const rows = await createGuardianListingsRepository(db).findListings(member.id, ids);
      if (rows.length !== ids.length) throw notFound(LISTINGS_NOT_FOUND);
      // a listing the member rejected, or one still to be answered ("Is this you?"), is never requested (issue 59)
      const refusal = rows.map(removalRefusal).find((reason) => reason !== null);
      if (refusal) throw conflict(refusal);
      const isFamily = member.is_self !== 1;
      if (isFamily && member.authorized_at === null && rows.some((row) => row.broker_slug !== BEACON_BROKER_SLUG)) {
        throw conflict(authorizationNeeded(member.first_name));
      }
      const account = await createAccountsRepository(db).findById(accountId);
      if (!account) throw notFound(LISTINGS_NOT_FOUND);
      const ownPersonId = ownConfirmedPerson(account, member, pointers.decode.bind(pointers));
      // read before the transaction: on SQLite a read outside it would wait for it to end
      const people = new Map<number, PersonRow>();
      for (const listing of rows) {
        if (listing.broker_slug !== BEACON_BROKER_SLUG || listing.person_id === null) continue;
        const person = await publicRecords.person(listing.person_id);
        if (person) people.set(listing.id, person);
      }
      const confirmedBy = isFamily ? parseProtectionDetails(member.details).emails[0] : account.email;
      if ([...people.values()].some((person) => person.id !== ownPersonId)) {
        if (!confirmedBy || (isFamily && confirmedBy.toLowerCase() === account.email.toLowerCase())) {
          throw conflict(emailNeeded(member.first_name));
        }
      }
      await db.transaction().execute(async (trx) => {
        // one request at a time per member: the opt-out limit is counted under this hold
        await createAccountsRepository(trx).lock(accountId);
        const listings = createGuardianListingsRepository(trx);
        for (const listing of rows) {
          const broker = catalog.get(listing.broker_slug);
          if (!broker) continue;
          const context = await contextOf(member, listing.listing_key, broker);
          const existing = await listings.removalOfListing(listing.id);
          if (!mayRequest(existing ? removalStateOf(existing).status : null)) continue;
          const person = broker.slug === BEACON_BROKER_SLUG ? people.get(listing.id) : undefined;
          if (person && person.id === ownPersonId) {
            await suppressPeople(trx, pointers, {
              firstKey: nameKey(person.first_name),
              lastKey: nameKey(person.last_name),
              dob: person.dob,
              personId: person.id,
              email: `guardian-member-${member.id}@guardian.beacon`,
              deviceId: 'guardian',
              now,
            });
            suppressed = true;
          }
          // anyone else's Beacon listing: the removal waits for the link mailed to them
          const confirmation =
            person && person.id !== ownPersonId
              ? { email: (confirmedBy ?? '').trim().toLowerCase(), expiresAt: now + optOut.tokenTtlMs }
              : undefined;
          let removalId: number | undefined;
          if (existing) {
            const next = nextRemovalState(
              removalStateOf(existing),
              { kind: 'request_again', at: now, confirmation },
              context,
            );
            // asked again: sent again by the site's adapter
            if (next && !(await listings.updateRemoval(existing, next, now, { channel: null }))) {
              throw conflict('The removal request changed while saving; please try again');
            }
            removalId = existing.id;
          } else {
            removalId = await listings.insertRemoval(
              listing,
              newRemoval(context, now, confirmation),
              `GRD-${randomBytes(5).toString('hex').toUpperCase()}`,
              now,
            );
          }
          // another site: its adapter sends the request, as a job
          if (broker.slug !== BEACON_BROKER_SLUG && removalId !== undefined) {
            await sendSubmitJob(trx, removalId);
          }
          if (person && confirmation && removalId !== undefined) {
            await requestPersonOptOut(trx, outbox, {
              person,
              link: confirmation,
              requester: { accountId, name: `${account.first_name} ${account.last_name}`.trim() || account.email },
              removalId,
              now,
              settings: optOut,
            });
          }
        }
        await recordScore(trx, member.id, catalog, now, null);
      });
      if (suppressed) {
        // the overview below, and any search that starts after the answer, in any worker, must not find the member
        // on a replica that has not replayed this commit (src/db/read-replica.ts)
        await readReplica.published();
        // the person leaves this worker's cached search pages now (another worker's expire within seconds)
        publicRecords.forgetSearches();
      }
      return overview(accountId, memberId);
    },

    /** The member did what a "Needs action" request asked: it is sent again. */
    async actionDone(accountId: number, memberId: number, removalId: number): Promise<ProtectionOverview> {
      const member = await members.find(accountId, memberId);
      const found = await createGuardianListingsRepository(db).removal(member.id, removalId);
      if (!found) throw notFound(REMOVAL_NOT_FOUND);
      const broker = (await brokers()).get(found.listing.broker_slug);
      if (!broker) throw notFound(REMOVAL_NOT_FOUND);
      const now = clock();
      const next = nextRemovalState(
        removalStateOf(found.removal),
        { kind: 'action_done', at: now },
        await contextOf(member, found.listing.listing_key, broker),
      );
      if (!next) throw conflict(NO_ACTION_NEEDED);
      // sent again by its adapter, as a job, in the transaction that records it
      await db.transaction().execute(async (trx) => {
        const changed = await createGuardianListingsRepository(trx).updateRemoval(found.removal, next, now, {
          channel: null,
        });
        if (!changed) throw conflict('The removal request changed while saving; please try again');
        await sendSubmitJob(trx, found.removal.id);
      });
      return overview(accountId, memberId);
    },

    /** The request letter of a removal, filled with what the member gave Guardian. */
    async letter(accountId: number, memberId: number, removalId: number) {
      const member = await members.find(accountId, memberId);
      const found = await createGuardianListingsRepository(db).removal(member.id, removalId);
      const broker = found ? (await brokers()).get(found.listing.broker_slug) : undefined;
      if (!found || !broker) throw notFound(REMOVAL_NOT_FOUND);
      const state = removalStateOf(found.removal);
      const date = isoDay(state.submittedAt);
      // the letter as it was sent, when Guardian sent one (e-mail, post, or a question the site answered): the member
      // downloads what the site received, not a letter written again from today's details
      const kept = (await createGuardianRemovalEvidenceRepository(db).forRemovalWithContent(found.removal.id))
        .filter((item) => item.kind === 'letter' && item.content !== null)
        .at(-1);
      if (kept?.content) {
        return {
          fileName: `removal-request-${broker.slug}-${date}.txt`,
          text: kept.content.toString('utf8'),
          sentTo: letterRecipient(broker),
          date,
        };
      }
      const subject = await subjects.subjectOf(member);
      const agent = await authorizedAgentOf(db, member);
      return {
        fileName: `removal-request-${broker.slug}-${date}.txt`,
        text: renderRequestLetter({
          broker,
          subject,
          listing: { url: found.listing.url, exposed: parseExposed(found.listing.exposed) },
          date,
          deadline: isoDay(deadlineOf(state)),
          reference: found.removal.reference,
          ...(agent ? { agent } : {}),
        }),
        sentTo: letterRecipient(broker),
        date,
      };
    },
  };
}

export type GuardianProtectionService = ReturnType<typeof createGuardianProtectionService>;
