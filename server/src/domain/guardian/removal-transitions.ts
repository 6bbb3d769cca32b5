import { REMOVAL_DEADLINE_DAYS, type RemovalStatus } from '@beacon/validation';

import { BEACON_BROKER_SLUG, type BrokerEntry } from './broker-catalog';
import { percentile } from './synthetic-listings';

// A removal request's life (issue 17 point 3), as pure rules: the service reads a request, asks `nextRemovalState`
// what an event does to it, and writes the answer with a compare-and-swap. Statuses:
//
//   submitted ──(acknowledged by the site, a day on)──> acknowledged ──(its processing time)──> removed
//       │                                                   ▲
//       ├──(the site wants something only the person can do)──> needs_action ──(member did it)──> submitted
//       └──(the site has no such listing)──> not_found
//   removed / not_found ──(a re-scan finds the listing again)──> reappeared ──(new request)──> submitted
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

/** A site answers with "no such record" for a small share of requests (the listing was already gone). */
const NOT_FOUND_PERCENT = 6;

export interface RemovalTransition {
  status: RemovalStatus;
  at: number;
}

export interface RemovalState {
  status: RemovalStatus;
  submittedAt: number;
  /** when the next automatic step is due; null while waiting for the member, or when final */
  nextDueAt: number | null;
  actionRequired: string | null;
  /** the person has done what the site asked (it is not asked again) */
  verified: boolean;
  history: RemovalTransition[];
}

export type RemovalEvent =
  | { kind: 'due'; at: number }
  | { kind: 'action_done'; at: number }
  | { kind: 'found_again'; at: number }
  | { kind: 'request_again'; at: number; confirmation?: ConfirmationLink }
  /** the person opened the e-mailed link of a Beacon removal: the opt-out is confirmed */
  | { kind: 'confirmed'; at: number };

export interface RemovalContext {
  broker: BrokerEntry;
  listingKey: string;
  /** the first e-mail address the person gave, named in a "Needs action" text */
  email: string | null;
}

/** What the person must do for this site, or null when Guardian can do it all (e-mail links come to Guardian). */
export function actionRequiredFor(broker: BrokerEntry): string | null {
  switch (broker.verification) {
    case 'phone_call':
      return `${broker.name} confirms removals by phone: call the number on the opt-out page (${broker.optOutUrl ?? broker.domain}) from the phone on your listing and enter the code it reads.`;
    case 'id_document':
      return `${broker.name} asks for proof of identity: upload a photo ID with the ID number covered at ${broker.optOutUrl ?? broker.domain}.`;
    case 'signed_letter':
      return `${broker.name} accepts removals by post only: print, sign and mail the request letter to ${broker.optOutAddress ?? broker.name}.`;
    default:
      return null;
  }
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
        { status: 'removed', at },
      ],
    };
  }
  return {
    status: 'submitted',
    submittedAt: at,
    nextDueAt: at + acknowledgementDelay(context.broker),
    actionRequired: null,
    verified: false,
    history: [{ status: 'submitted', at }],
  };
}

function acknowledgementDelay(broker: BrokerEntry): number {
  return Math.min(1, broker.processingDays) * DAY_MS;
}

function moved(state: RemovalState, status: RemovalStatus, at: number, changes: Partial<RemovalState>): RemovalState {
  return { ...state, ...changes, status, history: [...state.history, { status, at }] };
}

/** What the event does to the request; undefined when it does nothing (not due, or not in a state it applies to). */
export function nextRemovalState(
  state: RemovalState,
  event: RemovalEvent,
  context: RemovalContext,
): RemovalState | undefined {
  const { broker } = context;
  switch (event.kind) {
    case 'due': {
      if (state.nextDueAt === null || state.nextDueAt > event.at) return undefined;
      // the step happens when it was due, not when the worker got to it
      const at = state.nextDueAt;
      if (state.status === 'submitted') {
        if (!state.verified && percentile(context.listingKey, 'not-found') < NOT_FOUND_PERCENT) {
          return moved(state, 'not_found', at, { nextDueAt: null });
        }
        const action = state.verified ? null : actionRequiredFor(broker);
        if (action) return moved(state, 'needs_action', at, { nextDueAt: null, actionRequired: action });
        const removalAt = Math.max(state.submittedAt + broker.processingDays * DAY_MS, at + DAY_MS);
        return moved(state, 'acknowledged', at, { nextDueAt: removalAt });
      }
      if (state.status === 'acknowledged') return moved(state, 'removed', at, { nextDueAt: null });
      if (state.status === 'awaiting_confirmation') {
        return moved(state, 'expired', at, { nextDueAt: null, actionRequired: null });
      }
      return undefined;
    }
    case 'confirmed':
      return confirmedRemoval(state, event.at);
    case 'action_done':
      if (state.status !== 'needs_action') return undefined;
      return moved(state, 'submitted', event.at, {
        verified: true,
        actionRequired: null,
        nextDueAt: event.at + acknowledgementDelay(broker),
      });
    case 'found_again':
      if (state.status !== 'removed' && state.status !== 'not_found') return undefined;
      return moved(state, 'reappeared', event.at, { nextDueAt: null });
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
