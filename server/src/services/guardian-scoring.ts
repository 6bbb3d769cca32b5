import type { Kysely } from 'kysely';

import { guardianScoreOf } from '@beacon/validation';

import type { Database } from '../db/schema';
import type { BrokerEntry } from '../domain/guardian/broker-catalog';
import { oppScoreOf, type ScoredListing } from '../domain/guardian/guardian-score';
import {
  createGuardianListingsRepository,
  type ListingWithRemoval,
} from '../repositories/guardian-listings-repository';
import { createGuardianScoresRepository } from '../repositories/guardian-scores-repository';

// The score of a member's listings as they stand, and its history: a point after every scan, and one whenever a
// removal request's outcome changes the score between scans.

export function scoredListings(
  entries: readonly ListingWithRemoval[],
  brokers: ReadonlyMap<string, BrokerEntry>,
): ScoredListing[] {
  return entries.map(({ listing, exposed, removal }) => {
    const broker = brokers.get(listing.broker_slug);
    return {
      id: listing.id,
      brokerName: broker?.name ?? listing.broker_slug,
      reach: broker?.reach ?? 1,
      exposed,
      present: Number(listing.present) === 1,
      removalStatus: removal?.status ?? null,
    };
  });
}

/** Records the member's score now: always after a scan, otherwise only when it changed since the last point. */
export async function recordScore(
  trx: Kysely<Database>,
  memberId: number,
  brokers: ReadonlyMap<string, BrokerEntry>,
  now: number,
  scanId: number | null,
): Promise<void> {
  const entries = await createGuardianListingsRepository(trx).listWithRemovals(memberId);
  const oppScore = oppScoreOf(scoredListings(entries, brokers));
  const scores = createGuardianScoresRepository(trx);
  if (scanId === null) {
    const last = await scores.latest(memberId);
    // before the first scan there is no score to move
    if (!last || last.oppScore === oppScore) return;
  }
  await scores.add(memberId, scanId, { at: now, oppScore, score: guardianScoreOf(oppScore) });
}
