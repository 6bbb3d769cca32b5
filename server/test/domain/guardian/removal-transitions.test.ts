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
} from '../../../src/domain/guardian/removal-transitions';

// The life of a removal request (issue 17 point 3): every transition with its date, the 45-day deadline, the
// member's part where a site wants it, and Reappeared when a re-scan finds the listing again.

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

/** A listing key the site does not answer "not found" for. */
function foundKey(slug: string): string {
  for (let index = 0; ; index += 1) {
    const context = contextFor(slug, `${slug}:${index}`);
    const acknowledged = nextRemovalState(newRemoval(context, T0), { kind: 'due', at: T0 + DAY_MS }, context);
    if (acknowledged?.status !== 'not_found') return `${slug}:${index}`;
  }
}

describe('removal request transitions', () => {
  it("Beacon's own listing is removed at once", () => {
    const state = newRemoval(contextFor('beacon'), T0);
    expect(state.status).toBe('removed');
    expect(state.history).toEqual([
      { status: 'submitted', at: T0 },
      { status: 'removed', at: T0 },
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

  it('a web-form site acknowledges after a day and removes after its processing time, each step dated', () => {
    const context = contextFor('intelius', foundKey('intelius'));
    const submitted = newRemoval(context, T0);
    expect(submitted).toMatchObject({ status: 'submitted', nextDueAt: T0 + DAY_MS });
    expect(nextRemovalState(submitted, { kind: 'due', at: T0 + DAY_MS - 1 }, context)).toBeUndefined();
    const done = runUntil(submitted, T0 + 31 * DAY_MS, context);
    expect(done.status).toBe('removed');
    expect(done.history).toEqual([
      { status: 'submitted', at: T0 },
      { status: 'acknowledged', at: T0 + DAY_MS },
      { status: 'removed', at: T0 + 7 * DAY_MS },
    ]);
  });

  it('a site that wants the person goes to Needs action with what to do, then on once they did it', () => {
    const context = contextFor('whitepages', foundKey('whitepages'));
    const waiting = runUntil(newRemoval(context, T0), T0 + 10 * DAY_MS, context);
    expect(waiting.status).toBe('needs_action');
    expect(waiting.actionRequired).toMatch(/^Whitepages confirms removals by phone/);
    expect(waiting.nextDueAt).toBeNull();
    const resent = nextRemovalState(waiting, { kind: 'action_done', at: T0 + 11 * DAY_MS }, context)!;
    expect(resent).toMatchObject({ status: 'submitted', verified: true, actionRequired: null });
    expect(runUntil(resent, T0 + 30 * DAY_MS, context).status).toBe('removed');
  });

  it('a site with no such record answers Not found, for a small share of requests', () => {
    const outcomes = Array.from({ length: 300 }, (_, index) => {
      const context = contextFor('spokeo', `spokeo:${index}`);
      return runUntil(newRemoval(context, T0), T0 + 2 * DAY_MS, context).status;
    });
    const notFound = outcomes.filter((status) => status === 'not_found').length;
    expect(notFound).toBeGreaterThan(5);
    expect(notFound).toBeLessThan(40);
  });

  it('a removed listing found again reappears, and a new request starts over with a new deadline', () => {
    const context = contextFor('intelius', foundKey('intelius'));
    const removed = runUntil(newRemoval(context, T0), T0 + 30 * DAY_MS, context);
    const back = nextRemovalState(removed, { kind: 'found_again', at: T0 + 60 * DAY_MS }, context)!;
    expect(back.status).toBe('reappeared');
    expect(nextRemovalState(newRemoval(context, T0), { kind: 'found_again', at: T0 }, context)).toBeUndefined();
    const again = nextRemovalState(back, { kind: 'request_again', at: T0 + 61 * DAY_MS }, context)!;
    expect(again.status).toBe('submitted');
    expect(deadlineOf(again)).toBe(T0 + 61 * DAY_MS + 45 * DAY_MS);
    expect(again.history.map((step) => step.status)).toEqual([
      'submitted',
      'acknowledged',
      'removed',
      'reappeared',
      'submitted',
    ]);
  });

  it('is overdue past the 45-day deadline of the California Delete Act while the site has not acted', () => {
    const state = newRemoval(contextFor('corelogic'), T0);
    expect(deadlineOf(state)).toBe(T0 + 45 * DAY_MS);
    expect(isOverdue(state, T0 + 45 * DAY_MS)).toBe(false);
    expect(isOverdue(state, T0 + 46 * DAY_MS)).toBe(true);
    expect(isOverdue({ ...state, status: 'removed' }, T0 + 46 * DAY_MS)).toBe(false);
  });
});
