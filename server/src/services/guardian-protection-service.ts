import { randomBytes } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { conflict, notFound, paymentRequired } from '../domain/errors';
import { BEACON_BROKER_SLUG, type BrokerEntry } from '../domain/guardian/broker-catalog';
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
import { createGuardianBrokersRepository } from '../repositories/guardian-brokers-repository';
import {
  createGuardianListingsRepository,
  parseExposed,
  removalStateOf,
  type ListingWithRemoval,
} from '../repositories/guardian-listings-repository';
import { createGuardianScansRepository, type GuardianScanRow } from '../repositories/guardian-scans-repository';
import { createGuardianScoresRepository, type ScorePoint } from '../repositories/guardian-scores-repository';
import { createMembershipsRepository } from '../repositories/memberships-repository';
import type { ProtectionMemberRow } from '../repositories/protection-members-repository';
import type { PersonRow, PublicRecordsRepository } from '../repositories/public-records-repository';
import { recordScore, scoredListings } from './guardian-scoring';
import type { GuardianSubjects } from './guardian-subjects';
import { suppressPeople } from './opt-out-service';
import { GUARDIAN_ITEM, GUARDIAN_REQUIRED, type ProtectionMembersService } from './protection-members-service';

export const REMOVAL_NOT_FOUND = 'Removal request not found';
export const LISTINGS_NOT_FOUND = 'Listing not found';
export const NO_ACTION_NEEDED = 'This removal request does not need anything from you';

export interface ProtectionOverview {
  member: ProtectionMemberRow;
  details: ProtectionDetails;
  scan: GuardianScanRow | undefined;
  rescanDays: number;
  score: { oppScore: number; history: ScorePoint[] } | undefined;
  improvements: ReturnType<typeof improvementsOf>;
  listings: Array<ListingWithRemoval & { broker: BrokerEntry; points: number; overdue: boolean; deadline: number | null }>;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

// One protected person's Guardian (issue 17 points 2–4): what the scans found, the removal requests and their
// letters, the score and its history. Removing Beacon's own listing runs the opt-out suppression in the request's
// transaction, so the person is gone from Beacon search when the answer arrives.
export function createGuardianProtectionService(options: {
  db: Kysely<Database>;
  members: ProtectionMembersService;
  subjects: GuardianSubjects;
  publicRecords: PublicRecordsRepository;
  clock: () => number;
  rescanDays: number;
}) {
  const { db, members, subjects, publicRecords, clock, rescanDays } = options;

  async function brokers(): Promise<Map<string, BrokerEntry>> {
    return new Map((await createGuardianBrokersRepository(db).list()).map((broker) => [broker.slug, broker]));
  }

  async function requireGuardian(accountId: number): Promise<void> {
    const balances = await createMembershipsRepository(db).balances(accountId, clock());
    if (balances.guardian !== null) throw paymentRequired(GUARDIAN_REQUIRED, GUARDIAN_ITEM);
  }

  async function overview(accountId: number, memberId: number): Promise<ProtectionOverview> {
    const member = await members.find(accountId, memberId);
    const catalog = await brokers();
    const now = clock();
    const [entries, scan, history] = await Promise.all([
      createGuardianListingsRepository(db).listWithRemovals(member.id),
      createGuardianScansRepository(db).latest(member.id),
      createGuardianScoresRepository(db).history(member.id),
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
    };
  }

  async function contextOf(member: ProtectionMemberRow, listingKey: string, broker: BrokerEntry): Promise<RemovalContext> {
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
      return createGuardianScansRepository(db).enqueue(member.id, 'manual', clock());
    },

    /** Asks the sites of these listings to remove them; listings with an open request are left as they are. */
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
      // read before the transaction: on SQLite a read outside it would wait for it to end
      const people = new Map<number, PersonRow>();
      for (const listing of rows) {
        if (listing.broker_slug !== BEACON_BROKER_SLUG || listing.person_id === null) continue;
        const person = await publicRecords.person(listing.person_id);
        if (person) people.set(listing.id, person);
      }
      await db.transaction().execute(async (trx) => {
        const listings = createGuardianListingsRepository(trx);
        for (const listing of rows) {
          const broker = catalog.get(listing.broker_slug);
          if (!broker) continue;
          const context = await contextOf(member, listing.listing_key, broker);
          const existing = await listings.removalOfListing(listing.id);
          if (!mayRequest(existing ? removalStateOf(existing).status : null)) continue;
          if (broker.slug === BEACON_BROKER_SLUG) {
            const person = people.get(listing.id);
            if (person) {
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
          }
          if (existing) {
            const next = nextRemovalState(removalStateOf(existing), { kind: 'request_again', at: now }, context);
            if (next && !(await listings.updateRemoval(existing, next, now))) {
              throw conflict('The removal request changed while saving; please try again');
            }
          } else {
            await listings.insertRemoval(listing, newRemoval(context, now), `GRD-${randomBytes(5).toString('hex').toUpperCase()}`, now);
          }
        }
        await recordScore(trx, member.id, catalog, now, null);
      });
      // the person leaves this worker's cached search pages now (another worker's expire within seconds)
      if (suppressed) publicRecords.forgetSearches();
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
      if (!(await createGuardianListingsRepository(db).updateRemoval(found.removal, next, now))) {
        throw conflict('The removal request changed while saving; please try again');
      }
      return overview(accountId, memberId);
    },

    /** The request letter of a removal, filled with what the member gave Guardian. */
    async letter(accountId: number, memberId: number, removalId: number) {
      const member = await members.find(accountId, memberId);
      const found = await createGuardianListingsRepository(db).removal(member.id, removalId);
      const broker = found ? (await brokers()).get(found.listing.broker_slug) : undefined;
      if (!found || !broker) throw notFound(REMOVAL_NOT_FOUND);
      const state = removalStateOf(found.removal);
      const subject = await subjects.subjectOf(member);
      const date = isoDay(state.submittedAt);
      return {
        fileName: `removal-request-${broker.slug}-${date}.txt`,
        text: renderRequestLetter({
          broker,
          subject,
          listingUrl: found.listing.url,
          exposed: parseExposed(found.listing.exposed),
          date,
          deadline: isoDay(deadlineOf(state)),
          reference: found.removal.reference,
        }),
        sentTo: letterRecipient(broker),
        date,
      };
    },
  };
}

export type GuardianProtectionService = ReturnType<typeof createGuardianProtectionService>;
