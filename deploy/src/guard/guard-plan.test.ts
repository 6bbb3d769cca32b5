import { nextStep, parseStepMinutes, parseSteps, startGuard } from './guard-plan';

const now = new Date('2026-05-06T07:00:00.000Z');

describe('guard plan', () => {
  it('starts at the first step, or at the given percent with the steps above it', () => {
    expect(startGuard({ steps: [5, 25, 50, 100], stepMinutes: 5, now })).toEqual({
      percent: 5,
      guard: {
        steps: [5, 25, 50, 100],
        stepIndex: 0,
        stepStartedAt: '2026-05-06T07:00:00.000Z',
        stepMinutes: 5,
        status: 'watching',
      },
    });
    expect(startGuard({ percent: 50, steps: [5, 25, 50, 100], stepMinutes: 1, now }).guard.steps).toEqual([50, 100]);
    expect(startGuard({ percent: 30, steps: [5, 25, 50, 100], stepMinutes: 1, now }).guard.steps).toEqual([
      30, 50, 100,
    ]);
    expect(() => startGuard({ percent: 100, steps: [100], stepMinutes: 1, now })).toThrow('starts between 1 and 99 %');
  });

  it('steps on with a fresh window, and promotes at 100 % or past the last step', () => {
    const { guard } = startGuard({ steps: [5, 25, 100], stepMinutes: 5, now });
    const later = new Date('2026-05-06T07:06:00.000Z');
    const second = nextStep({ ...guard, status: 'paused' }, later);
    expect(second).toEqual({
      kind: 'advance',
      percent: 25,
      guard: { ...guard, stepIndex: 1, stepStartedAt: '2026-05-06T07:06:00.000Z', status: 'watching' },
    });
    if (second.kind !== 'advance') return;
    expect(nextStep(second.guard, later)).toEqual({ kind: 'promote' });
    expect(nextStep({ ...guard, steps: [5] }, later)).toEqual({ kind: 'promote' });
  });

  it('parses --steps and --step-minutes, refusing nonsense', () => {
    expect(parseSteps('5, 25,50,100')).toEqual([5, 25, 50, 100]);
    for (const bad of ['25,5', '0,50', '5,,50', 'five', '50,101']) expect(() => parseSteps(bad)).toThrow('--steps');
    expect(parseStepMinutes('0.5')).toBe(0.5);
    for (const bad of ['0', '-1', 'soon', '2000']) expect(() => parseStepMinutes(bad)).toThrow('--step-minutes');
  });
});
