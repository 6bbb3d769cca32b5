import { REMOVAL_DEADLINE_DAYS, type RemovalStatus } from '@beacon/validation';

import { BEACON_BROKER_SLUG, type BrokerEntry } from './broker-catalog';

// A removal request's life (issue 17 point 3, issue 59), as pure rules: the service reads a request, asks
// `nextRemovalState` what an event does to it, and writes the answer with a compare-and-swap. A site's status moves only
// on what the site did or said (issue 59): its adapter's check of the listing page, or its reply by e-mail; never by
// the clock. Statuses:
//
//   submitted ──(the site acknowledged it)──> acknowledged ──(the listing page shows it removed)──> removed
//       │                                          │
//       ├──(the site asks for something only the person can do)──> needs_action ──(member did it)──> submitted
//       └──(the site has no such listing)──> not_found
//   removed / not_found ──(a re-scan finds the listing on the site again)──> reappeared ──(new request)──> submitted
//
// Each step carries its cause (what the site showed or answered), which the proof of the removal lists. While a request
// is open, `nextDueAt` is when its listing is checked next; a request that waits for the member has none.
//
// Beacon's own listing of the member's own confirmed report is removed at once: the request runs the opt-out
// suppression in the same transaction. Any other person's Beacon listing (a family member, a namesake) is an opt-out
// the person confirms (issue 55 point 2):
//
//   awaiting_confirmation ──(the person opens the e-mailed link)──> removed
//             └──(the link expires unopened)──> expired ──(new request)──> awaiting_confirmation
// The deadline is the California Delete Act's: 45 days from the request.

export const DAY_MS = 24 * 60 * 60 * 1000;
export const DEADLINE_MS = REMOVAL_DEADLINE_DAYS * DAY_MS;

export interface RemovalTransition {
  status: RemovalStatus;
  at: number;
  /** why: what the site showed or answered, or what the member did */
  cause?: string;
}

export interface RemovalState {
  status: RemovalStatus;
  submittedAt: number;
  /** when the listing is checked next (or a Beacon confirmation link expires); null while waiting for the member */
  nextDueAt: number | null;
  actionRequired: string | null;
  /** the person has done what the site asked (it is not asked again) */
  verified: boolean;
  history: RemovalTransition[];
}

/** What a site did, as its adapter saw it on the listing page or read it in the site's reply. */
export type SiteOutcome = 'acknowledged' | 'removed' | 'not_found' | 'needs_action';

export type RemovalEvent =
  /** a Beacon confirmation link's expiry is due */
  | { kind: 'due'; at: number }
  | { kind: 'site'; outcome: SiteOutcome; at: number; cause: string; asks?: string }
  /** the listing was checked (or the request sent) and is still there: checked again after `nextCheckAt`, or never
   * when Beacon cannot read the site (its replies move the request) */
  | { kind: 'still_listed'; at: number; nextCheckAt: number | null }
  | { kind: 'action_done'; at: number }
  | { kind: 'found_again'; at: number; cause: string }
  | { kind: 'request_again'; at: number; confirmation?: ConfirmationLink }
  /** the person opened the e-mailed link of a Beacon removal: the opt-out is confirmed */
  | { kind: 'confirmed'; at: number };

export interface RemovalContext {
  broker: BrokerEntry;
  listingKey: string;
  /** the first e-mail address the person gave, named in a "Needs action" text */
  email: string | null;
}

/** Whom a Beacon removal's confirmation link went to, and until when it works: such a removal waits for it. */
export interface ConfirmationLink {
  email: string;
  expiresAt: number;
}

/** What the member is told while the person has not opened the link. */
export function awaitingConfirmationText(link: ConfirmationLink): string {
  const day = new Date(link.expiresAt).toISOString().slice(0, 10);
  return `We e-mailed ${link.email} a link to confirm this removal. The listing stays on Beacon until it is opened, by ${day}.`;
}

/** The state of a new request made at `at`; a Beacon removal with a confirmation link waits for the link. */
export function newRemoval(context: RemovalContext, at: number, confirmation?: ConfirmationLink): RemovalState {
  if (context.broker.slug === BEACON_BROKER_SLUG && confirmation) {
    return {
      status: 'awaiting_confirmation',
      submittedAt: at,
      nextDueAt: confirmation.expiresAt,
      actionRequired: awaitingConfirmationText(confirmation),
      verified: false,
      history: [{ status: 'awaiting_confirmation', at }],
    };
  }
  if (context.broker.slug === BEACON_BROKER_SLUG) {
    return {
      status: 'removed',
      submittedAt: at,
      nextDueAt: null,
      actionRequired: null,
      verified: true,
      history: [
        { status: 'submitted', at },
        { status: 'removed', at, cause: 'Beacon stopped showing the listing in its searches (opt-out suppression)' },
      ],
    };
  }
  // the submit job sends it; its listing is checked once it is sent
  return {
    status: 'submitted',
    submittedAt: at,
    nextDueAt: null,
    actionRequired: null,
    verified: false,
    history: [{ status: 'submitted', at }],
  };
}

function moved(
  state: RemovalState,
  status: RemovalStatus,
  at: number,
  changes: Partial<RemovalState>,
  cause?: string,
): RemovalState {
  const step: RemovalTransition = cause ? { status, at, cause } : { status, at };
  return { ...state, ...changes, status, history: [...state.history, step] };
}

/** Statuses in which the site still has to act on the request. */
export function isOpen(status: RemovalStatus): boolean {
  return status === 'submitted' || status === 'acknowledged';
}

function siteMoved(state: RemovalState, event: Extract<RemovalEvent, { kind: 'site' }>): RemovalState | undefined {
  const { outcome, at, cause } = event;
  switch (outcome) {
    case 'acknowledged':
      return state.status === 'submitted' ? moved(state, 'acknowledged', at, {}, cause) : undefined;
    case 'removed':
    case 'not_found':
      if (!isOpen(state.status) && state.status !== 'needs_action') return undefined;
      return moved(state, outcome, at, { nextDueAt: null, actionRequired: null }, cause);
    case 'needs_action':
      if (!isOpen(state.status)) return undefined;
      return moved(state, 'needs_action', at, { nextDueAt: null, actionRequired: event.asks ?? cause }, cause);
  }
}

/** What the event does to the request; undefined when it does nothing (not in a state it applies to). */
export function nextRemovalState(
  state: RemovalState,
  event: RemovalEvent,
  context: RemovalContext,
): RemovalState | undefined {
  switch (event.kind) {
    case 'due':
      if (state.status !== 'awaiting_confirmation' || state.nextDueAt === null || state.nextDueAt > event.at) {
        return undefined;
      }
      // the link expired when it was due, not when the worker got to it
      return moved(state, 'expired', state.nextDueAt, { nextDueAt: null, actionRequired: null });
    case 'site':
      return siteMoved(state, event);
    case 'still_listed':
      if (!isOpen(state.status)) return undefined;
      return { ...state, nextDueAt: event.nextCheckAt };
    case 'confirmed':
      return confirmedRemoval(state, event.at);
    case 'action_done':
      if (state.status !== 'needs_action') return undefined;
      // sent again by the submit job, which schedules the next check
      return moved(
        state,
        'submitted',
        event.at,
        { verified: true, actionRequired: null, nextDueAt: null },
        'the member did what the site asked',
      );
    case 'found_again':
      if (state.status !== 'removed' && state.status !== 'not_found') return undefined;
      return moved(state, 'reappeared', event.at, { nextDueAt: null }, event.cause);
    case 'request_again': {
      if (!mayRequest(state.status)) return undefined;
      const fresh = newRemoval(context, event.at, event.confirmation);
      return { ...fresh, history: [...state.history, ...fresh.history] };
    }
  }
}

/** A Beacon removal whose opt-out the person confirmed is done; undefined unless it was waiting for that. */
export function confirmedRemoval(state: RemovalState, at: number): RemovalState | undefined {
  if (state.status !== 'awaiting_confirmation') return undefined;
  return moved(state, 'removed', at, { nextDueAt: null, actionRequired: null, verified: true });
}

export function deadlineOf(state: Pick<RemovalState, 'submittedAt'>): number {
  return state.submittedAt + DEADLINE_MS;
}

/** Past the 45 days and the site has still not acted. */
export function isOverdue(state: Pick<RemovalState, 'status' | 'submittedAt'>, now: number): boolean {
  return (
    now > deadlineOf(state) &&
    (state.status === 'submitted' ||
      state.status === 'acknowledged' ||
      state.status === 'needs_action' ||
      state.status === 'awaiting_confirmation')
  );
}

/** Requests a member may still make for a listing: none yet, the listing came back, or its confirmation expired. */
export function mayRequest(status: RemovalStatus | null): boolean {
  return status === null || status === 'reappeared' || status === 'expired';
}
