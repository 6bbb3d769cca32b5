import type { GuardianListing } from '@beacon/api';
import { REMOVAL_STATUS_LABELS, type RemovalStatus } from '@beacon/validation';

// Where one listing stands, from its presence and its removal request: the words and tone of its pill, and which
// actions it offers.

export type ListingState = RemovalStatus | 'exposed' | 'gone';
export type PillTone = 'danger' | 'pending' | 'done';

/** A request still being worked on by the broker (or waiting for the member). */
const OPEN_STATUSES: ReadonlySet<RemovalStatus> = new Set(['submitted', 'acknowledged', 'needs_action']);
const REMOVED_STATUSES: ReadonlySet<RemovalStatus> = new Set(['removed', 'not_found']);

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
  if (state === 'exposed' || state === 'reappeared' || state === 'needs_action') return 'danger';
  if (state === 'submitted' || state === 'acknowledged') return 'pending';
  return 'done';
}

/** A listing online now with no request at work on it: a removal can be asked for (again, when it reappeared). */
export function canRequestRemoval(listing: GuardianListing): boolean {
  if (listing.removal?.status === 'reappeared') return true;
  return listing.present && (listing.removal === null || !OPEN_STATUSES.has(listing.removal.status));
}

export interface ExposureSummary {
  /** Sites (brokers) Guardian has found the person on. */
  sites: number;
  removed: number;
  inProgress: number;
  needsAction: number;
}

export function summarize(listings: readonly GuardianListing[]): ExposureSummary {
  const summary: ExposureSummary = {
    sites: new Set(listings.map((listing) => listing.broker.slug)).size,
    removed: 0,
    inProgress: 0,
    needsAction: 0,
  };
  for (const listing of listings) {
    const status = listing.removal?.status;
    if (!status) continue;
    if (REMOVED_STATUSES.has(status)) summary.removed += 1;
    else if (status === 'needs_action') summary.needsAction += 1;
    else if (status === 'submitted' || status === 'acknowledged') summary.inProgress += 1;
  }
  return summary;
}
