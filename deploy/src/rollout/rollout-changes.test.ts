import { manifestWith } from '../test-support/fake-releases';
import { assertGuardedStep, pauseGuard, promote, rollBack, rollOut } from './rollout-changes';

describe('rollout transitions', () => {
  const start = manifestWith('h1', { search: { stable: '1.0.0', canary: null } });

  it('rollout → promote → rollback walks the canary to stable and back', () => {
    const canary = rollOut(start, 'search', '1.1.0', 50);
    expect(canary.remotes.search).toEqual({ stable: '1.0.0', canary: { version: '1.1.0', percent: 50 } });
    expect(canary.history).toBeUndefined();

    const promoted = promote(canary, 'search');
    expect(promoted.remotes.search).toEqual({ stable: '1.1.0', canary: null });
    expect(promoted.history).toEqual({ search: ['1.0.0'] });

    const rolledBack = rollBack(promoted, 'search');
    expect(rolledBack.remotes.search).toEqual({ stable: '1.0.0', canary: null });
    expect(rolledBack.history).toBeUndefined();
    // Other remotes and the host are untouched.
    expect(rolledBack.remotes.reports).toEqual(start.remotes.reports);
    expect(rolledBack.host).toBe('h1');
  });

  it('rollback of a running canary withdraws it and keeps stable', () => {
    const canary = rollOut(promote(rollOut(start, 'search', '1.1.0', 10), 'search'), 'search', '1.2.0', 25);
    const withdrawn = rollBack(canary, 'search');
    expect(withdrawn.remotes.search).toEqual({ stable: '1.1.0', canary: null });
    expect(withdrawn.history).toEqual({ search: ['1.0.0'] });
  });

  it('a new rollout replaces the canary and can change its share', () => {
    const first = rollOut(start, 'search', '1.1.0', 10);
    expect(rollOut(first, 'search', '1.1.0', 60).remotes.search.canary).toEqual({ version: '1.1.0', percent: 60 });
    expect(rollOut(first, 'search', '1.2.0', 5).remotes.search.canary).toEqual({ version: '1.2.0', percent: 5 });
  });

  it('keeps a guard plan with its rollout; pause marks it, promote, rollback and a manual rollout end it', () => {
    const guard = {
      steps: [5, 25, 50, 100],
      stepIndex: 1,
      stepStartedAt: '2026-05-06T07:00:00.000Z',
      stepMinutes: 5,
      status: 'watching' as const,
    };
    const guarded = rollOut(start, 'search', '1.1.0', 25, { guard });
    expect(guarded.remotes.search).toEqual({ stable: '1.0.0', canary: { version: '1.1.0', percent: 25 }, guard });
    expect(() => rollOut(start, 'search', '1.1.0', 50, { guard })).toThrow("the guard's step 2 is not 50 %");

    expect(pauseGuard(guarded, 'search').remotes.search.guard).toEqual({ ...guard, status: 'paused' });
    expect(() => pauseGuard(start, 'search')).toThrow('search has no guarded canary to pause');

    expect(promote(guarded, 'search').remotes.search.guard).toBeUndefined();
    expect(rollBack(guarded, 'search', { fault: true }).remotes.search).toEqual({
      stable: '1.0.0',
      canary: null,
      pulled: ['1.1.0'],
    });
    expect(rollOut(guarded, 'search', '1.1.0', 30).remotes.search.guard).toBeUndefined();
  });

  it('voids a guard decision about a step that is over', () => {
    const guard = {
      steps: [5, 25],
      stepIndex: 0,
      stepStartedAt: '2026-05-06T07:00:00.000Z',
      stepMinutes: 5,
      status: 'watching' as const,
    };
    const guarded = rollOut(start, 'search', '1.1.0', 5, { guard });
    const step = { version: '1.1.0', stepStartedAt: guard.stepStartedAt };
    expect(() => assertGuardedStep(guarded, 'search', step)).not.toThrow();
    expect(() => assertGuardedStep(rollOut(guarded, 'search', '1.2.0', 5, { guard }), 'search', step)).toThrow(
      'the decision is void',
    );
    const nextStepStarted = { ...guard, stepIndex: 1, stepStartedAt: '2026-05-06T07:05:00.000Z' };
    expect(() =>
      assertGuardedStep(rollOut(guarded, 'search', '1.1.0', 25, { guard: nextStepStarted }), 'search', step),
    ).toThrow('the decision is void');
    expect(() => assertGuardedStep(rollBack(guarded, 'search'), 'search', step)).toThrow('the decision is void');
  });

  it('refuses what makes no sense, with the reason', () => {
    expect(() => rollOut(start, 'search', '1.0.0', 10)).toThrow('search 1.0.0 is already the stable version');
    expect(() => rollOut(start, 'search', '1.1.0', 101)).toThrow('--percent must be a whole number from 0 to 100');
    expect(() => rollOut(start, 'search', '1.1.0', Number('ten'))).toThrow('--percent must be a whole number');
    expect(() => promote(start, 'search')).toThrow('search has no canary to promote');
    expect(() => rollBack(start, 'search')).toThrow('search has no canary and no earlier stable version');
  });

  it('a rollback for a fault pulls the version (sessions that kept it leave it); a plain one does not', () => {
    const canary = rollOut(start, 'search', '1.1.0', 50);
    expect(rollBack(canary, 'search').remotes.search.pulled).toBeUndefined();
    const pulled = rollBack(canary, 'search', { fault: true });
    expect(pulled.remotes.search).toEqual({ stable: '1.0.0', canary: null, pulled: ['1.1.0'] });
    // kept through later changes, until the version is rolled out again
    const next = promote(rollOut(pulled, 'search', '1.2.0', 5), 'search');
    expect(next.remotes.search.pulled).toEqual(['1.1.0']);
    expect(rollOut(next, 'search', '1.1.0', 5).remotes.search.pulled).toBeUndefined();
    // a promoted stable version pulled for a fault
    expect(rollBack(next, 'search', { fault: true }).remotes.search).toEqual({
      stable: '1.0.0',
      canary: null,
      pulled: ['1.1.0', '1.2.0'],
    });
  });

  it('remembers at most ten earlier stable versions', () => {
    let manifest = start;
    for (let minor = 1; minor <= 12; minor += 1)
      manifest = promote(rollOut(manifest, 'search', `1.${minor}.0`, 5), 'search');
    expect(manifest.history?.search).toHaveLength(10);
    expect(manifest.history?.search?.at(-1)).toBe('1.11.0');
  });
});
