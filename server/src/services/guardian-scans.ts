import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

import type { ScanKind } from '@beacon/validation';

import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import { BEACON_BROKER_SLUG, type BrokerEntry } from '../domain/guardian/broker-catalog';
import { scoreListing, type MatchSubject } from '../domain/guardian/match-confidence';
import { parseProtectionDetails } from '../domain/guardian/protection-details';
import { DAY_MS, nextRemovalState, type RemovalContext } from '../domain/guardian/removal-transitions';
import { createGuardianBrokersRepository } from '../repositories/guardian-brokers-repository';
import { createGuardianListingsRepository, removalStateOf } from '../repositories/guardian-listings-repository';
import { createGuardianScansRepository, type GuardianScanRow } from '../repositories/guardian-scans-repository';
import { createProtectionMembersRepository } from '../repositories/protection-members-repository';
import { recordScore } from './guardian-scoring';
import type { BrokerAdapter } from './brokers/broker-adapter';
import type { GuardianSubjects } from './guardian-subjects';

// Guardian's background work (issue 17 points 2 and 3), run by the job engine since issue 57 (src/jobs/definitions:
// guardian-scan, guardian-removals, guardian-rescans):
//  - scans: queuing a scan sends its job in the same transaction. The job works through the broker catalog one site at
//    a time, each site's listings and the progress committed as it goes (members see them while it runs), so it is
//    not one transaction: the scan row holds the job's try that runs it, every write checks it, and the finish (what
//    is no longer listed, what came back, the score, the next re-scan) is one transaction that only that try can
//    commit. A try taken over after its worker died stops at its next write; the scan finishes once;
//  - removal requests whose next step is due move on, and members whose re-scan is due get one (scheduled jobs).

/** A site Guardian can read: a catalog broker with an adapter in this environment (issue 59). */
export interface ScannableSite {
  broker: BrokerEntry;
  adapter: BrokerAdapter;
}

/** A site the scan could not read: its listings are left as they were, and the member is told. */
interface SiteError {
  slug: string;
  error: string;
}

export interface GuardianScansOptions {
  db: Kysely<Database>;
  subjects: GuardianSubjects;
  clock: () => number;
  log: FastifyBaseLogger;
  rescanDays: number;
  /** the sites with an adapter, read at each scan (the catalog's others are "not checked") */
  sites: () => Promise<ScannableSite[]>;
  /** a pause after each site (a crawler's politeness; 0 in tests) */
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
  const pause = () => (brokerDelayMs > 0 ? new Promise((resolve) => setTimeout(resolve, brokerDelayMs)) : undefined);
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
    const subject = await subjects.subjectOf(member);
    const matchSubject: MatchSubject = { ...subject, relatives: subject.relatives ?? [] };
    const sites = (await options.sites()).filter((site) => brokers.has(site.broker.slug));
    const total = 1 + sites.length;
    const seen = new Set<string>();
    const unread: SiteError[] = [];
    let count = 0;
    const progress = async (done: number) => {
      if (!(await scans.progress(job.id, jobTry, { brokersTotal: total, brokersDone: done, found: count }))) {
        throw new TakenOver();
      }
    };
    await progress(0);
    // Beacon's own public records: exactly the person, found by name and birth date
    if (brokers.has(BEACON_BROKER_SLUG)) {
      for (const listing of await subjects.beaconListings(member, subject)) {
        await listings.upsertFound(member.id, listing, clock());
        seen.add(listing.listingKey);
        count += 1;
      }
    }
    await pause();
    await options.afterBroker?.(job, 1);
    await progress(1);
    // each site with an adapter, through its own search; a site that fails keeps what it had
    for (const [index, site] of sites.entries()) {
      try {
        for (const found of await site.adapter.scan(subject)) {
          const listingKey = `${found.brokerSlug}:${found.siteListingId}`;
          // scored before anything is sent: a namesake is asked about or set aside, never submitted
          const match = scoreListing(matchSubject, found.shown, { now: clock() });
          await listings.upsertFound(
            member.id,
            {
              brokerSlug: found.brokerSlug,
              listingKey,
              url: found.url,
              exposed: found.exposed,
              personId: null,
              siteListingId: found.siteListingId,
              shown: found.shown,
              match,
            },
            clock(),
          );
          seen.add(listingKey);
          count += 1;
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.warn({ scanId: job.id, broker: site.broker.slug, error: message }, 'guardian scan could not read a site');
        unread.push({ slug: site.broker.slug, error: message });
      }
      await pause();
      await options.afterBroker?.(job, index + 2);
      await progress(index + 2);
    }
    const scanned = new Set([BEACON_BROKER_SLUG, ...sites.map((site) => site.broker.slug)]);
    await finish(job, jobTry, member.id, seen, { scanned, unread }, brokers, count);
  }

  async function finish(
    job: GuardianScanRow,
    jobTry: string,
    memberId: number,
    seen: ReadonlySet<string>,
    sitesRead: { scanned: ReadonlySet<string>; unread: readonly SiteError[] },
    brokers: Map<string, BrokerEntry>,
    count: number,
  ): Promise<void> {
    const now = clock();
    const { scanned, unread } = sitesRead;
    const unreadSlugs = new Set(unread.map((site) => site.slug));
    const member = await members.byId(memberId);
    const email = member ? (parseProtectionDetails(member.details).emails[0] ?? null) : null;
    await db.transaction().execute(async (trx) => {
      if (!(await createGuardianScansRepository(trx).complete(job.id, jobTry, count, now, unread))) {
        throw new TakenOver();
      }
      const listingsInTrx = createGuardianListingsRepository(trx);
      const present: number[] = [];
      const absent: number[] = [];
      for (const { listing, removal } of await listingsInTrx.listWithRemovals(memberId)) {
        // a site this scan could not read, or one without an adapter (a listing the member found there): what it had
        // is left as it was
        if (unreadSlugs.has(listing.broker_slug) || !scanned.has(listing.broker_slug)) continue;
        if (!seen.has(listing.listing_key)) {
          absent.push(listing.id);
          continue;
        }
        present.push(listing.id);
        const broker = brokers.get(listing.broker_slug);
        // Beacon's removal is its own suppression: a namesake's listing found by name is not "back"
        if (!removal || !broker || broker.slug === BEACON_BROKER_SLUG) continue;
        if (removal.status !== 'removed' && removal.status !== 'not_found') continue;
        // the site shows the listing again: it is back, and the member may ask again
        const row = await listingsInTrx.removalOfListing(listing.id);
        const context: RemovalContext = { broker, listingKey: listing.listing_key, email };
        const cause = `${broker.name} showed the listing again at the scan of ${new Date(now).toISOString().slice(0, 10)}`;
        const next = row ? nextRemovalState(removal, { kind: 'found_again', at: now, cause }, context) : undefined;
        if (row && next) await listingsInTrx.updateRemoval(row, next, now);
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

    /** Beacon removals whose e-mailed confirmation link expired unopened move to "Link expired" (the job's transaction). */
    async expireConfirmations(target: Kysely<Database>, now: number): Promise<number> {
      let expired = 0;
      const brokers = await brokerMap(target);
      const beacon = brokers.get(BEACON_BROKER_SLUG);
      const listingsIn = createGuardianListingsRepository(target);
      if (!beacon) return 0;
      for (const row of await listingsIn.dueRemovals(now, 500)) {
        if (row.status !== 'awaiting_confirmation') continue;
        const listing = await listingsIn.listing(Number(row.listing_id));
        if (!listing) continue;
        const context: RemovalContext = { broker: beacon, listingKey: listing.listing_key, email: null };
        const next = nextRemovalState(removalStateOf(row), { kind: 'due', at: now }, context);
        if (next && (await listingsIn.updateRemoval(row, next, now))) expired += 1;
      }
      return expired;
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
