import fc from 'fast-check';

import {
  median,
  MIN_REQUESTS,
  publishedRemovalResults,
  removalResultsByBroker,
  requestCycles,
  type HistoryStep,
  type RemovalHistory,
} from '../../../src/domain/guardian/removal-results';

// Published removal results (issue 59 point 6): per-broker figures from the stored status histories.

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 0, 1);
const NOW = T0 + 400 * DAY;

const step = (status: string, day: number): HistoryStep => ({ status, at: T0 + day * DAY });
const removedAfter = (brokerSlug: string, days: number, start = 0): RemovalHistory => ({
  brokerSlug,
  history: [step('submitted', start), step('acknowledged', start + 1), step('removed', start + days)],
});
const pending = (brokerSlug: string, start = 0): RemovalHistory => ({
  brokerSlug,
  history: [step('submitted', start), step('acknowledged', start + 1)],
});

describe('request cycles of a history', () => {
  it('a listing asked for again after it came back is a second request; needs action then submitted is the same one', () => {
    const cycles = requestCycles({
      brokerSlug: 'spokeo',
      history: [
        step('submitted', 0),
        step('needs_action', 1),
        step('submitted', 3),
        step('acknowledged', 4),
        step('removed', 10),
        step('reappeared', 40),
        step('submitted', 41),
        step('not_found', 42),
      ],
    });
    expect(cycles).toEqual([
      { brokerSlug: 'spokeo', startedAt: T0, removedAt: T0 + 10 * DAY, reappearedAt: T0 + 40 * DAY },
      { brokerSlug: 'spokeo', startedAt: T0 + 41 * DAY, removedAt: null, reappearedAt: null },
    ]);
  });

  it("an expired confirmation asked for again is a new request; Beacon's immediate removal takes 0 days", () => {
    expect(
      requestCycles({
        brokerSlug: 'beacon',
        history: [
          step('awaiting_confirmation', 0),
          step('expired', 7),
          step('awaiting_confirmation', 9),
          step('removed', 10),
        ],
      }).map((cycle) => [cycle.startedAt, cycle.removedAt]),
    ).toEqual([
      [T0, null],
      [T0 + 9 * DAY, T0 + 10 * DAY],
    ]);
    expect(removalResultsByBroker([removedAfter('beacon', 0)], NOW)[0]?.medianDaysToRemoval).toBe(0);
  });

  it('a listing that was not found and later found again is no removal that came back', () => {
    const [cycle] = requestCycles({
      brokerSlug: 'radaris',
      history: [step('submitted', 0), step('not_found', 2), step('reappeared', 30)],
    });
    expect(cycle).toEqual({ brokerSlug: 'radaris', startedAt: T0, removedAt: null, reappearedAt: null });
  });
});

describe('median', () => {
  it.each([
    [[], null],
    [[4], 4],
    [[3, 1, 2], 2],
    [[1, 2, 3, 10], 2.5],
    [[7, 7, 1, 30, 2], 7],
    [[0.5, 1.5], 1],
  ])('of %j is %p', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe('removal results per broker', () => {
  it('counts requests and removals, the rate and the median days of a known set', () => {
    const histories = [
      removedAfter('whitepages', 2),
      removedAfter('whitepages', 4),
      removedAfter('whitepages', 9),
      pending('whitepages'),
      removedAfter('spokeo', 3),
    ];
    expect(removalResultsByBroker(histories, NOW)).toEqual([
      {
        brokerSlug: 'whitepages',
        requests: 4,
        removed: 3,
        removalRate: 0.75,
        medianDaysToRemoval: 4,
        removalsFollowed: 3,
        reappearedWithin90DaysRate: 0,
      },
      {
        brokerSlug: 'spokeo',
        requests: 1,
        removed: 1,
        removalRate: 1,
        medianDaysToRemoval: 3,
        removalsFollowed: 1,
        reappearedWithin90DaysRate: 0,
      },
    ]);
  });

  it('counts a listing back within 90 days of its removal, not one back later, and leaves out removals younger than 90 days', () => {
    const back = (days: number, start: number): RemovalHistory => ({
      brokerSlug: 'mylife',
      history: [...removedAfter('mylife', 5, start).history, step('reappeared', start + 5 + days)],
    });
    const now = T0 + 200 * DAY;
    const [result] = removalResultsByBroker(
      [
        back(30, 0), // back within the window
        back(90, 0), // back on the 90th day: within
        back(120, 0), // back after the window: stayed gone for 90 days
        removedAfter('mylife', 5, 0), // stayed gone
        removedAfter('mylife', 5, 150), // removed 45 days ago: not followed for 90 days yet
        back(10, 150), // back already, but younger than the window: not counted either way
      ],
      now,
    );
    expect(result?.removalsFollowed).toBe(4);
    expect(result?.reappearedWithin90DaysRate).toBe(0.5);
  });

  it('has no reappearance rate while no removal is 90 days old, and no median without a removal', () => {
    const [recent] = removalResultsByBroker([removedAfter('nuwber', 3, 390)], NOW);
    expect(recent?.reappearedWithin90DaysRate).toBeNull();
    const [none] = removalResultsByBroker([pending('nuwber'), pending('nuwber')], NOW);
    expect(none).toMatchObject({ requests: 2, removed: 0, removalRate: 0, medianDaysToRemoval: null });
  });

  it('publishes a broker with 10 requests, never one with 9', () => {
    const histories = [
      ...Array.from({ length: MIN_REQUESTS }, (_, index) => removedAfter('intelius', index + 1)),
      ...Array.from({ length: MIN_REQUESTS - 1 }, (_, index) => removedAfter('spokeo', index + 1)),
    ];
    expect(publishedRemovalResults(histories, NOW).map((result) => [result.brokerSlug, result.requests])).toEqual([
      ['intelius', 10],
    ]);
  });
});

// Arbitrary histories: a broker, then a walk through the statuses with increasing times.
const STATUSES = [
  'submitted',
  'acknowledged',
  'removed',
  'not_found',
  'reappeared',
  'needs_action',
  'awaiting_confirmation',
  'expired',
] as const;
const historyArb = fc.record({
  brokerSlug: fc.constantFrom('a', 'b', 'c'),
  history: fc
    .array(fc.record({ status: fc.constantFrom(...STATUSES), gapDays: fc.integer({ min: 0, max: 200 }) }), {
      maxLength: 12,
    })
    .map((steps) => {
      let at = T0;
      return steps.map(({ status, gapDays }) => {
        at += gapDays * DAY;
        return { status, at };
      });
    }),
});
const nowArb = fc.integer({ min: 0, max: 3000 }).map((days) => T0 + days * DAY);

describe('removal results, for any histories', () => {
  it('rates stay in [0, 1], removals never outnumber requests, days are never negative', () => {
    fc.assert(
      fc.property(fc.array(historyArb, { maxLength: 40 }), nowArb, (histories, now) => {
        for (const result of removalResultsByBroker(histories, now)) {
          expect(result.requests).toBeGreaterThan(0);
          expect(result.removed).toBeLessThanOrEqual(result.requests);
          expect(result.removalRate).toBeGreaterThanOrEqual(0);
          expect(result.removalRate).toBeLessThanOrEqual(1);
          expect(result.removalsFollowed).toBeLessThanOrEqual(result.removed);
          if (result.reappearedWithin90DaysRate !== null) {
            expect(result.reappearedWithin90DaysRate).toBeGreaterThanOrEqual(0);
            expect(result.reappearedWithin90DaysRate).toBeLessThanOrEqual(1);
          }
          expect(result.medianDaysToRemoval === null).toBe(result.removed === 0);
          if (result.medianDaysToRemoval !== null) expect(result.medianDaysToRemoval).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('requests add up to the requests of the histories, and the order of the rows does not matter', () => {
    fc.assert(
      fc.property(fc.array(historyArb, { maxLength: 40 }), nowArb, (histories, now) => {
        const results = removalResultsByBroker(histories, now);
        const total = histories.reduce((sum, history) => sum + requestCycles(history).length, 0);
        expect(results.reduce((sum, result) => sum + result.requests, 0)).toBe(total);
        const sorted = (list: typeof results) => [...list].sort((x, y) => x.brokerSlug.localeCompare(y.brokerSlug));
        expect(sorted(removalResultsByBroker([...histories].reverse(), now))).toEqual(sorted(results));
      }),
    );
  });

  it('publishes exactly the brokers with at least MIN_REQUESTS requests', () => {
    fc.assert(
      fc.property(fc.array(historyArb, { maxLength: 80 }), nowArb, (histories, now) => {
        const all = removalResultsByBroker(histories, now);
        const published = publishedRemovalResults(histories, now);
        expect(published.every((result) => result.requests >= MIN_REQUESTS)).toBe(true);
        expect(published).toEqual(all.filter((result) => result.requests >= MIN_REQUESTS));
      }),
    );
  });

  it('the median lies between the fastest and the slowest removal', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 30 }), (days) => {
        const [result] = removalResultsByBroker(
          days.map((day) => removedAfter('a', day)),
          NOW,
        );
        expect(result?.medianDaysToRemoval).toBeGreaterThanOrEqual(Math.min(...days));
        expect(result?.medianDaysToRemoval).toBeLessThanOrEqual(Math.max(...days));
      }),
    );
  });
});
