import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

import type { ScanKind } from '@beacon/validation';

import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import { BEACON_BROKER_SLUG, type BrokerEntry } from '../domain/guardian/broker-catalog';
import { parseProtectionDetails } from '../domain/guardian/protection-details';
import {
  DAY_MS,
  nextRemovalState,
  type RemovalContext,
  type RemovalState,
} from '../domain/guardian/removal-transitions';
import { reappears, syntheticListings, type FoundListing } from '../domain/guardian/synthetic-listings';
import { createGuardianBrokersRepository } from '../repositories/guardian-brokers-repository';
import {
  createGuardianListingsRepository,
  removalStateOf,
  type NewListing,
} from '../repositories/guardian-listings-repository';
import { createGuardianScansRepository, type GuardianScanRow } from '../repositories/guardian-scans-repository';
import { createProtectionMembersRepository } from '../repositories/protection-members-repository';
import { recordScore } from './guardian-scoring';
import type { GuardianSubjects } from './guardian-subjects';

// Guardian's background work (issue 17 points 2 and 3), run by the job engine since issue 57 (src/jobs/definitions:
// guardian-scan, guardian-removals, guardian-rescans):
//  - scans: queuing a scan sends its job in the same transaction. The job works through the broker catalog one site at
//    a time, each site's listings and the progress committed as it goes (members see them while it runs), so it is
//    not one transaction: the scan row holds the job's try that runs it, every write checks it, and the finish (what
//    is no longer listed, what came back, the score, the next re-scan) is one transaction that only that try can
//    commit. A try taken over after its worker died stops at its next write; the scan finishes once;
//  - removal requests whose next step is due move on, and members whose re-scan is due get one (scheduled jobs).

/** A removed listing counts as back only at a scan at least this long after it was taken down. */
const RELIST_AFTER_MS = 7 * DAY_MS;

export interface GuardianScansOptions {
  db: Kysely<Database>;
  subjects: GuardianSubjects;
  clock: () => number;
  log: FastifyBaseLogger;
  rescanDays: number;
  /** time spent on each site (the request to it); 0 in tests */
  brokerDelayMs: number;
  /** sends the guardian-scan job of a scan just queued, through the transaction that queued it */
  sendScanJob: (trx: Kysely<Database>, scanId: number) => Promise<unknown>;
  /** test seam (the guardian plugin's option): tests stop a scan, or fail it, between two sites here */
  afterBroker?: (scan: GuardianScanRow, brokersDone: number) => Promise<void>;
}

/** A later try of the scan's job took the scan over: this try must stop writing. */
class TakenOver extends Error {}

export function createGuardianScans(options: GuardianScansOptions) {
  const { db, subjects, clock, log, rescanDays, brokerDelayMs } = options;
  const scans = createGuardianScansRepository(db);
  const listings = createGuardianListingsRepository(db);
  const members = createProtectionMembersRepository(db);

  async function brokerMap(target: Kysely<Database>): Promise<Map<string, BrokerEntry>> {
    return new Map((await createGuardianBrokersRepository(target).list()).map((broker) => [broker.slug, broker]));
  }

  /** Queues a scan of the member with its job, unless one is queued or running (then that one). */
  async function queue(target: Kysely<Database>, memberId: number, kind: ScanKind, now: number) {
    const enqueue = async (trx: Kysely<Database>): Promise<GuardianScanRow> => {
      const { scan, created } = await createGuardianScansRepository(trx).enqueue(memberId, kind, now);
      if (created) await options.sendScanJob(trx, scan.id);
      return scan;
    };
    return inTransaction(target, enqueue);
  }

  async function scanSites(job: GuardianScanRow, jobTry: string): Promise<void> {
    const member = await members.byId(job.member_id);
    if (!member) throw new Error('the protection member was removed');
    const brokers = await brokerMap(db);
    const catalog = [...brokers.values()];
    const subject = await subjects.subjectOf(member);
    const beacon = brokers.get(BEACON_BROKER_SLUG);
    const found: Array<FoundListing | NewListing> = [
      ...(beacon ? await subjects.beaconListings(member, subject, beacon) : []),
      ...syntheticListings(subject, catalog),
    ];
    const bySite = new Map<string, Array<FoundListing | NewListing>>();
    for (const listing of found) bySite.set(listing.brokerSlug, [...(bySite.get(listing.brokerSlug) ?? []), listing]);

    let count = 0;
    if (!(await scans.progress(job.id, jobTry, { brokersTotal: catalog.length, brokersDone: 0, found: 0 }))) {
      throw new TakenOver();
    }
    for (const [index, broker] of catalog.entries()) {
      for (const listing of bySite.get(broker.slug) ?? []) {
        await listings.upsertFound(member.id, { personId: null, ...listing }, clock());
        count += 1;
      }
      if (brokerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, brokerDelayMs));
      await options.afterBroker?.(job, index + 1);
      const progress = { brokersTotal: catalog.length, brokersDone: index + 1, found: count };
      if (!(await scans.progress(job.id, jobTry, progress))) throw new TakenOver();
    }
    await finish(job, jobTry, member.id, found, brokers, count);
  }

  async function finish(
    job: GuardianScanRow,
    jobTry: string,
    memberId: number,
    found: ReadonlyArray<FoundListing | NewListing>,
    brokers: Map<string, BrokerEntry>,
    count: number,
  ): Promise<void> {
    const now = clock();
    const seen = new Set(found.map((listing) => listing.listingKey));
    const member = await members.byId(memberId);
    const email = member ? (parseProtectionDetails(member.details).emails[0] ?? null) : null;
    await db.transaction().execute(async (trx) => {
      if (!(await createGuardianScansRepository(trx).complete(job.id, jobTry, count, now))) throw new TakenOver();
      const listingsInTrx = createGuardianListingsRepository(trx);
      const present: number[] = [];
      const absent: number[] = [];
      for (const { listing, removal } of await listingsInTrx.listWithRemovals(memberId)) {
        if (!seen.has(listing.listing_key)) {
          absent.push(listing.id);
          continue;
        }
        const broker = brokers.get(listing.broker_slug);
        if (!removal || !broker || (removal.status !== 'removed' && removal.status !== 'not_found')) {
          present.push(listing.id);
          continue;
        }
        const takenDownAt = removal.history[removal.history.length - 1]?.at ?? removal.submittedAt;
        const back =
          now - takenDownAt >= RELIST_AFTER_MS && reappears(listing.listing_key, broker, Number(job.scan_number));
        if (!back) {
          absent.push(listing.id);
          continue;
        }
        const row = await listingsInTrx.removalOfListing(listing.id);
        const context: RemovalContext = { broker, listingKey: listing.listing_key, email };
        const next = row ? nextRemovalState(removal, { kind: 'found_again', at: now }, context) : undefined;
        if (row && next) await listingsInTrx.updateRemoval(row, next, now);
        present.push(listing.id);
      }
      await listingsInTrx.setPresent(present, true);
      await listingsInTrx.setPresent(absent, false);
      await recordScore(trx, memberId, brokers, now, job.id);
      await createProtectionMembersRepository(trx).setNextScan(memberId, now + rescanDays * DAY_MS);
    });
  }

  return {
    queue,

    /**
     * Runs the scan as try `jobTry` (`<jobId>/<attempt>`) of its job. A scan already finished (a try whose finish
     * committed before its job's completion did) or gone with its member is left as it is. A failed try puts the
     * scan back to queued with its error and throws, so the job retries it after its backoff.
     */
    async run(scanId: number, jobTry: string): Promise<void> {
      const scan = await scans.byId(scanId);
      if (!scan || !(await scans.start(scanId, jobTry, clock()))) {
        log.info({ scanId }, 'guardian scan already finished or removed; nothing to do');
        return;
      }
      try {
        await scanSites(scan, jobTry);
      } catch (error) {
        if (error instanceof TakenOver) {
          log.info({ scanId, jobTry }, 'guardian scan was taken over by a later try; this try stops');
          return;
        }
        await scans.retryLater(scanId, jobTry, error instanceof Error ? error.message : String(error));
        throw error;
      }
    },

    /** The scan's job failed for good: the member sees the scan failed (written through the job's transaction). */
    async fail(target: Kysely<Database>, scanId: number, error: string, now: number): Promise<void> {
      await createGuardianScansRepository(target).fail(scanId, error, now);
    },

    /** Moves every due removal request on, as far as it is due (a request a month late takes every step). */
    async advanceRemovals(target: Kysely<Database>, now: number): Promise<number> {
      let moved = 0;
      const brokers = await brokerMap(target);
      const listingsIn = createGuardianListingsRepository(target);
      const membersIn = createProtectionMembersRepository(target);
      const touched = new Set<number>();
      for (const row of await listingsIn.dueRemovals(now, 500)) {
        const listing = await listingsIn.listing(row.listing_id);
        const broker = listing ? brokers.get(listing.broker_slug) : undefined;
        if (!listing || !broker) continue;
        const member = await membersIn.byId(row.member_id);
        const context: RemovalContext = {
          broker,
          listingKey: listing.listing_key,
          email: member ? (parseProtectionDetails(member.details).emails[0] ?? null) : null,
        };
        let state: RemovalState = removalStateOf(row);
        for (let step = 0; step < 5; step += 1) {
          const next = nextRemovalState(state, { kind: 'due', at: now }, context);
          if (!next) break;
          state = next;
        }
        if (state.status === row.status && state.nextDueAt === row.next_due_at) continue;
        if (await listingsIn.updateRemoval(row, state, now)) {
          moved += 1;
          touched.add(row.member_id);
        }
      }
      for (const memberId of touched) await recordScore(target, memberId, brokers, now, null);
      return moved;
    },

    /** Queues the re-scans that are due, each with its job (through `target`, the scheduled job's transaction). */
    async queueRescans(target: Kysely<Database>, now: number): Promise<number> {
      let queued = 0;
      const membersIn = createProtectionMembersRepository(target);
      for (const member of await membersIn.dueForRescan(now, 100)) {
        if (!(await membersIn.takeRescan(member))) continue;
        await queue(target, member.id, 'rescan', now);
        queued += 1;
      }
      return queued;
    },
  };
}

export type GuardianScans = ReturnType<typeof createGuardianScans>;
