import { planEdition } from '../../../src/domain/monitoring/edition-plan';

const input = {
  datasetSeed: 'seed-a',
  edition: 3,
  maxPersonId: 100_000,
  maxPlaceId: 60_000,
  changesPer10k: 50,
  offenderIds: Array.from({ length: 350 }, (_, n) => n * 7 + 1),
};

describe('an edition of the public-records data', () => {
  it('is the same on every machine and differs from the next edition', () => {
    expect(planEdition(input)).toEqual(planEdition(input));
    expect(planEdition({ ...input, edition: 4 })).not.toEqual(planEdition(input));
  });

  it('changes about the configured share of people, each at most once, within the data set', () => {
    const plan = planEdition(input);
    const people = plan.map((change) => change.personId);
    expect(new Set(people).size).toBe(people.length);
    // 0.5 % of 100,000, plus the offenders' moves, less the few drawn twice
    expect(plan.length).toBeGreaterThan(480);
    expect(plan.length).toBeLessThan(520);
    for (const change of plan) {
      expect(change.personId).toBeGreaterThanOrEqual(1);
      expect(change.personId).toBeLessThanOrEqual(input.maxPersonId);
      if (change.kind === 'move') expect(change.toPlaceId).toBeLessThanOrEqual(input.maxPlaceId);
    }
    const kinds = new Set(plan.map((change) => change.kind));
    expect([...kinds].sort()).toEqual(['move', 'phone', 'relative']);
  });

  it('moves some registered offenders every edition, and the forced people first', () => {
    const plan = planEdition({ ...input, forcedMoves: [42, 43] });
    expect(plan.slice(0, 2)).toEqual([
      { kind: 'move', personId: 42, toPlaceId: expect.any(Number) },
      { kind: 'move', personId: 43, toPlaceId: expect.any(Number) },
    ]);
    const offenders = new Set(input.offenderIds);
    expect(plan.filter((change) => change.kind === 'move' && offenders.has(change.personId)).length).toBeGreaterThan(0);
  });

  it('changes nothing in an empty data set but the forced moves', () => {
    expect(planEdition({ ...input, maxPersonId: 0, maxPlaceId: 0, forcedMoves: [] })).toEqual([]);
  });
});
