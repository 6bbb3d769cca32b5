import { BROKER_CATALOG } from '../../../src/domain/guardian/broker-catalog';
import {
  awaitingConfirmationText,
  confirmedRemoval,
  DAY_MS,
  deadlineOf,
  isOverdue,
  mayRequest,
  newRemoval,
  nextRemovalState,
  type RemovalContext,
  type RemovalState,
  type SiteOutcome,
} from '../../../src/domain/guardian/removal-transitions';

// The life of a removal request (issue 17 point 3, issue 59): every transition with its date and its cause, moved
// only by what a site did or said (never by the clock), the 45-day deadline, the member's part where a site wants
// it, and Reappeared when a re-scan finds the listing on the site again.

const broker = (slug: string) => BROKER_CATALOG.find((entry) => entry.slug === slug)!;
const T0 = Date.UTC(2026, 0, 5, 12);

function contextFor(slug: string, listingKey = `${slug}:k1`): RemovalContext {
  return { broker: broker(slug), listingKey, email: 'grace@example.com' };
}

/** Applies "due" steps up to `at`, as the scheduler does. */
function runUntil(state: RemovalState, at: number, context: RemovalContext): RemovalState {
  let current = state;
  for (;;) {
    const next = nextRemovalState(current, { kind: 'due', at }, context);
    if (!next) return current;
    current = next;
  }
}

/** What a site did, as its adapter saw it. */
const site = (outcome: SiteOutcome, at: number, cause: string, asks?: string) =>
  ({ kind: 'site', outcome, at, cause, ...(asks ? { asks } : {}) }) as const;

describe('removal request transitions', () => {
  it("Beacon's own listing is removed at once", () => {
    const state = newRemoval(contextFor('beacon'), T0);
    expect(state.status).toBe('removed');
    expect(state.history).toEqual([
      { status: 'submitted', at: T0 },
      { status: 'removed', at: T0, cause: 'Beacon stopped showing the listing in its searches (opt-out suppression)' },
    ]);
  });

  it("Beacon's listing of anyone but the member waits for the person's link, then is removed (issue 55)", () => {
    const context = contextFor('beacon');
    const link = { email: 'sibling@example.com', expiresAt: T0 + 2 * DAY_MS };
    const waiting = newRemoval(context, T0, link);
    expect(waiting).toMatchObject({ status: 'awaiting_confirmation', nextDueAt: link.expiresAt, verified: false });
    expect(waiting.actionRequired).toBe(awaitingConfirmationText(link));
    expect(awaitingConfirmationText(link)).toBe(
      'We e-mailed sibling@example.com a link to confirm this removal. The listing stays on Beacon until it is opened, by 2026-01-07.',
    );
    // nothing the member does moves it, nor any time before the link expires
    expect(nextRemovalState(waiting, { kind: 'action_done', at: T0 + DAY_MS }, context)).toBeUndefined();
    expect(nextRemovalState(waiting, { kind: 'due', at: T0 + DAY_MS }, context)).toBeUndefined();
    expect(mayRequest(waiting.status)).toBe(false);
    const removed = confirmedRemoval(waiting, T0 + DAY_MS)!;
    expect(removed).toMatchObject({ status: 'removed', nextDueAt: null, actionRequired: null, verified: true });
    expect(removed.history).toEqual([
      { status: 'awaiting_confirmation', at: T0 },
      { status: 'removed', at: T0 + DAY_MS },
    ]);
    expect(confirmedRemoval(removed, T0 + 2 * DAY_MS)).toBeUndefined();
  });

  it('an unopened link expires, and the removal can be asked for again with a new link', () => {
    const context = contextFor('beacon');
    const waiting = newRemoval(context, T0, { email: 'sibling@example.com', expiresAt: T0 + 2 * DAY_MS });
    const expired = runUntil(waiting, T0 + 3 * DAY_MS, context);
    expect(expired).toMatchObject({ status: 'expired', nextDueAt: null, actionRequired: null });
    expect(expired.history.at(-1)).toEqual({ status: 'expired', at: T0 + 2 * DAY_MS });
    expect(confirmedRemoval(expired, T0 + 3 * DAY_MS)).toBeUndefined();
    expect(mayRequest(expired.status)).toBe(true);
    const link = { email: 'sibling@example.com', expiresAt: T0 + 5 * DAY_MS };
    const again = nextRemovalState(
      expired,
      { kind: 'request_again', at: T0 + 3 * DAY_MS, confirmation: link },
      context,
    )!;
    expect(again).toMatchObject({ status: 'awaiting_confirmation', nextDueAt: link.expiresAt });
    expect(again.history.map((step) => step.status)).toEqual([
      'awaiting_confirmation',
      'expired',
      'awaiting_confirmation',
    ]);
  });

  it('a site request moves only on what the site did, each step dated with its cause', () => {
    const context = contextFor('intelius');
    const submitted = newRemoval(context, T0);
    expect(submitted).toMatchObject({ status: 'submitted', nextDueAt: null });
    // time alone moves nothing
    expect(nextRemovalState(submitted, { kind: 'due', at: T0 + 90 * DAY_MS }, context)).toBeUndefined();
    const checked = nextRemovalState(
      submitted,
      { kind: 'still_listed', at: T0 + DAY_MS, nextCheckAt: T0 + 2 * DAY_MS },
      context,
    )!;
    expect(checked).toMatchObject({ status: 'submitted', nextDueAt: T0 + 2 * DAY_MS, history: submitted.history });
    const acknowledged = nextRemovalState(checked, site('acknowledged', T0 + 2 * DAY_MS, 'Intelius replied'), context)!;
    const removed = nextRemovalState(
      acknowledged,
      site('removed', T0 + 5 * DAY_MS, "Intelius's listing page shows the record removed"),
      context,
    )!;
    expect(removed).toMatchObject({ status: 'removed', nextDueAt: null });
    expect(removed.history).toEqual([
      { status: 'submitted', at: T0 },
      { status: 'acknowledged', at: T0 + 2 * DAY_MS, cause: 'Intelius replied' },
      { status: 'removed', at: T0 + 5 * DAY_MS, cause: "Intelius's listing page shows the record removed" },
    ]);
    // a late acknowledgement after the removal changes nothing
    expect(nextRemovalState(removed, site('acknowledged', T0 + 6 * DAY_MS, 'late'), context)).toBeUndefined();
    expect(
      nextRemovalState(removed, { kind: 'still_listed', at: T0 + 6 * DAY_MS, nextCheckAt: T0 + 7 * DAY_MS }, context),
    ).toBeUndefined();
  });

  it('a site that asks for something goes to Needs action with what it asks, then is sent again once done', () => {
    const context = contextFor('whitepages');
    const asks = 'To process your request we need the address of the listing you want deleted. Please reply with it.';
    const waiting = nextRemovalState(
      newRemoval(context, T0),
      site('needs_action', T0 + DAY_MS, 'Whitepages replied asking for the listing address', asks),
      context,
    )!;
    expect(waiting).toMatchObject({ status: 'needs_action', actionRequired: asks, nextDueAt: null });
    const resent = nextRemovalState(waiting, { kind: 'action_done', at: T0 + 2 * DAY_MS }, context)!;
    expect(resent).toMatchObject({ status: 'submitted', verified: true, actionRequired: null, nextDueAt: null });
    expect(resent.history.at(-1)).toEqual({
      status: 'submitted',
      at: T0 + 2 * DAY_MS,
      cause: 'the member did what the site asked',
    });
  });

  it('a site with no such record answers Not found', () => {
    const context = contextFor('spokeo');
    const gone = nextRemovalState(
      newRemoval(context, T0),
      site('not_found', T0 + DAY_MS, 'Spokeo has no page'),
      context,
    )!;
    expect(gone).toMatchObject({ status: 'not_found', nextDueAt: null });
    expect(mayRequest(gone.status)).toBe(false);
  });

  it('a removed listing the site shows again reappears, and a new request starts over with a new deadline', () => {
    const context = contextFor('intelius');
    const removed = nextRemovalState(newRemoval(context, T0), site('removed', T0 + 7 * DAY_MS, 'removed'), context)!;
    const back = nextRemovalState(
      removed,
      { kind: 'found_again', at: T0 + 60 * DAY_MS, cause: 'Intelius showed the listing again' },
      context,
    )!;
    expect(back.status).toBe('reappeared');
    expect(back.history.at(-1)?.cause).toBe('Intelius showed the listing again');
    expect(
      nextRemovalState(newRemoval(context, T0), { kind: 'found_again', at: T0, cause: 'again' }, context),
    ).toBeUndefined();
    const again = nextRemovalState(back, { kind: 'request_again', at: T0 + 61 * DAY_MS }, context)!;
    expect(again.status).toBe('submitted');
    expect(deadlineOf(again)).toBe(T0 + 61 * DAY_MS + 45 * DAY_MS);
    expect(again.history.map((step) => step.status)).toEqual(['submitted', 'removed', 'reappeared', 'submitted']);
  });

  it('is overdue past the 45-day deadline of the California Delete Act while the site has not acted', () => {
    const state = newRemoval(contextFor('corelogic'), T0);
    expect(deadlineOf(state)).toBe(T0 + 45 * DAY_MS);
    expect(isOverdue(state, T0 + 45 * DAY_MS)).toBe(false);
    expect(isOverdue(state, T0 + 46 * DAY_MS)).toBe(true);
    expect(isOverdue({ ...state, status: 'removed' }, T0 + 46 * DAY_MS)).toBe(false);
  });
});
