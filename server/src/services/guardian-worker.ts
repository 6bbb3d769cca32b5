import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { BEACON_BROKER_SLUG, type BrokerEntry } from '../domain/guardian/broker-catalog';
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
import { parseProtectionDetails } from '../domain/guardian/protection-details';
import type { GuardianSubjects } from './guardian-subjects';
import { recordScore } from './guardian-scoring';
import { createJobRunner, retryDelayMs } from '../jobs/job-runner';

// Guardian's background work (issue 17 points 2 and 3), on the job runner the PDFs and the e-mail outbox use:
//  - scans: a queued scan is claimed, works through the broker catalog one site at a time (its progress and the
//    listings it finds are visible while it runs), and finishes in one transaction (what is no longer listed, what
//    came back, the score, the next re-scan), which only the worker still holding the claim can commit: a scan taken
//    over after a crash finishes once. A failed attempt is retried with backoff;
//  - before every pass, the scheduler: removal requests whose next step is due move on, and members whose re-scan
//    is due get one.

/** A removed listing counts as back only at a scan at least this long after it was taken down. */
const RELIST_AFTER_MS = 7 * DAY_MS;

export interface GuardianWorkerOptions {
  db: Kysely<Database>;
  subjects: GuardianSubjects;
  clock: () => number;
  log: FastifyBaseLogger;
  pollIntervalMs: number;
  leaseMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  rescanDays: number;
  /** time spent on each site (the request to it); 0 in tests */
  brokerDelayMs: number;
  /** tests stop a scan between two sites here */
  afterBroker?: (scan: GuardianScanRow, brokersDone: number) => Promise<void>;
}

class ClaimLost extends Error {}

export function createGuardianWorker(options: GuardianWorkerOptions) {
  const { db, subjects, clock, log, leaseMs, maxAttempts, retryBaseMs, rescanDays, brokerDelayMs } = options;
  const scans = createGuardianScansRepository(db);
  const listings = createGuardianListingsRepository(db);
  const members = createProtectionMembersRepository(db);
  const brokersRepository = createGuardianBrokersRepository(db);

  async function brokerMap(): Promise<Map<string, BrokerEntry>> {
    return new Map((await brokersRepository.list()).map((broker) => [broker.slug, broker]));
  }

  async function scan(job: GuardianScanRow, token: string): Promise<void> {
    const member = await members.byId(job.member_id);
    if (!member) throw new Error('the protection member was removed');
    const brokers = await brokerMap();
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
    if (!(await scans.progress(job.id, token, { brokersTotal: catalog.length, brokersDone: 0, found: 0 }, clock()))) {
      throw new ClaimLost();
    }
    for (const [index, broker] of catalog.entries()) {
      for (const listing of bySite.get(broker.slug) ?? []) {
        await listings.upsertFound(
          member.id,
          { personId: null, ...listing },
          clock(),
        );
        count += 1;
      }
      if (brokerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, brokerDelayMs));
      await options.afterBroker?.(job, index + 1);
      const progress = { brokersTotal: catalog.length, brokersDone: index + 1, found: count };
      if (!(await scans.progress(job.id, token, progress, clock()))) throw new ClaimLost();
    }
    await finish(job, token, member.id, found, brokers, count);
  }

  async function finish(
    job: GuardianScanRow,
    token: string,
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
      const scansInTrx = createGuardianScansRepository(trx);
      if (!(await scansInTrx.complete(job.id, token, count, now))) throw new ClaimLost();
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
        const back = now - takenDownAt >= RELIST_AFTER_MS && reappears(listing.listing_key, broker, Number(job.scan_number));
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

  async function work(job: GuardianScanRow, token: string): Promise<void> {
    try {
      await scan(job, token);
    } catch (error) {
      if (error instanceof ClaimLost) {
        log.info({ scanId: job.id }, 'guardian scan was taken over by another worker; this attempt stops');
        return;
      }
      const attempts = Number(job.attempts) + 1;
      const final = attempts >= maxAttempts;
      log.warn({ scanId: job.id, err: error, final }, 'guardian scan failed');
      await scans.release(
        job.id,
        token,
        final ? 'failed' : { retryAt: clock() + retryDelayMs(attempts, retryBaseMs) },
        error instanceof Error ? error.message : String(error),
        clock(),
      );
    }
  }

  /** Moves every due removal request on, as far as it is due (a request a month late takes every step). */
  async function advanceRemovals(now: number): Promise<number> {
    let moved = 0;
    const brokers = await brokerMap();
    const touched = new Set<number>();
    for (const row of await listings.dueRemovals(now, 500)) {
      const listing = await listings.listing(row.listing_id);
      const broker = listing ? brokers.get(listing.broker_slug) : undefined;
      if (!listing || !broker) continue;
      const member = await members.byId(row.member_id);
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
      if (await listings.updateRemoval(row, state, now)) {
        moved += 1;
        touched.add(row.member_id);
      }
    }
    for (const memberId of touched) {
      await db.transaction().execute((trx) => recordScore(trx, memberId, brokers, now, null));
    }
    return moved;
  }

  /** Queues the re-scans that are due. */
  async function queueRescans(now: number): Promise<number> {
    let queued = 0;
    for (const member of await members.dueForRescan(now, 100)) {
      if (!(await members.takeRescan(member))) continue;
      await scans.enqueue(member.id, 'rescan', now);
      queued += 1;
    }
    return queued;
  }

  async function scheduleDue(): Promise<{ removalsMoved: number; rescansQueued: number }> {
    const now = clock();
    return { removalsMoved: await advanceRemovals(now), rescansQueued: await queueRescans(now) };
  }

  const runner = createJobRunner<GuardianScanRow>({
    queue: {
      candidates: (now, limit) => scans.candidates(now, leaseMs, limit),
      claim: (job, token, now) => scans.claim(job, token, now),
      work,
    },
    clock,
    log,
    pollIntervalMs: options.pollIntervalMs,
    beforePass: async () => {
      await scheduleDue();
    },
  });

  return { ...runner, scheduleDue };
}

export type GuardianWorker = ReturnType<typeof createGuardianWorker>;
