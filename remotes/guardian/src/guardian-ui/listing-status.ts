import type { GuardianListing } from '@beacon/api';
import { REMOVAL_STATUS_LABELS, type RemovalStatus } from '@beacon/validation';

// Where one listing stands, from its presence and its removal request: the words and tone of its pill, and which
// actions it offers.

export type ListingState = RemovalStatus | 'exposed' | 'gone';
export type PillTone = 'danger' | 'pending' | 'done';

export interface ExposureSummary {
  /** Sites (brokers) Guardian has found the person on. */
  sites: number;
  removed: number;
  inProgress: number;
  needsAction: number;
}

interface RemovalStatusRule {
  tone: PillTone;
  /** The summary count it adds to; null when the listing counts only as a site it is on. */
  counted: Exclude<keyof ExposureSummary, 'sites'> | null;
  /** A request still at work: no new request is offered while it is. */
  open: boolean;
}

/**
 * Every removal status, as data: a status added to the contract does not compile until it is given a tone, a count
 * and whether it is still at work.
 */
const REMOVAL_STATUS_RULES: Record<RemovalStatus, RemovalStatusRule> = {
  submitted: { tone: 'pending', counted: 'inProgress', open: true },
  acknowledged: { tone: 'pending', counted: 'inProgress', open: true },
  removed: { tone: 'done', counted: 'removed', open: false },
  not_found: { tone: 'done', counted: 'removed', open: false },
  reappeared: { tone: 'danger', counted: null, open: false },
  // waiting for the member to do what the broker asked
  needs_action: { tone: 'danger', counted: 'needsAction', open: true },
  // Beacon's own listing of someone but the member: waiting for that person to open the e-mailed link; the member
  // has nothing to do, so it is "in progress"
  awaiting_confirmation: { tone: 'pending', counted: 'inProgress', open: true },
  // that link expired unopened: the listing is still online and the removal can be asked for again
  expired: { tone: 'danger', counted: null, open: false },
};

export function listingStateOf(listing: GuardianListing): ListingState {
  if (listing.removal) return listing.removal.status;
  return listing.present ? 'exposed' : 'gone';
}

export function listingStateLabel(state: ListingState): string {
  if (state === 'exposed') return 'Exposed';
  if (state === 'gone') return 'No longer listed';
  return REMOVAL_STATUS_LABELS[state];
}

export function pillToneOf(state: ListingState): PillTone {
  if (state === 'exposed') return 'danger';
  if (state === 'gone') return 'done';
  return REMOVAL_STATUS_RULES[state].tone;
}

/**
 * A listing online now with no request at work on it: a removal can be asked for (again, when it reappeared or its
 * confirmation link expired).
 */
export function canRequestRemoval(listing: GuardianListing): boolean {
  // not until the member says an uncertain listing is theirs; never one they said is not (issue 59)
  if (!listing.match.submittable) return false;
  if (listing.removal?.status === 'reappeared') return true;
  return listing.present && (listing.removal === null || !REMOVAL_STATUS_RULES[listing.removal.status].open);
}

export function summarize(listings: readonly GuardianListing[]): ExposureSummary {
  const summary: ExposureSummary = {
    sites: new Set(listings.map((listing) => listing.broker.slug)).size,
    removed: 0,
    inProgress: 0,
    needsAction: 0,
  };
  for (const listing of listings) {
    const counted = listing.removal ? REMOVAL_STATUS_RULES[listing.removal.status].counted : null;
    if (counted) summary[counted] += 1;
  }
  return summary;
}

/** Where a listing shows (issue 59): asked about ("Is this you?"), set aside (Ignored listings), or listed. */
export type MatchPlace = 'asked' | 'ignored' | 'listed';

export function matchPlaceOf(listing: GuardianListing): MatchPlace {
  const { decision, verdict } = listing.match;
  if (verdict === 'mine') return 'listed';
  if (verdict === 'not_mine' || decision === 'ignore') return 'ignored';
  return decision === 'ask' ? 'asked' : 'listed';
}
