import { readFileSync } from 'node:fs';
import path from 'node:path';

import { releaseHealthResponseSchema, type ReleaseHealthResponse } from '@beacon/validation';

import { decideGuard, figuresOf, p75, viewFailures, type GuardWindow } from './guard-analysis';

// Recorded samples (samples/*.json, in the shape GET /v1/release-health/{remote} answers), judged as the controller
// would: stable 1.0.0 against canary 1.1.0 over the same window.
function sample(name: string): ReleaseHealthResponse {
  const body: unknown = JSON.parse(readFileSync(path.join(import.meta.dirname, 'samples', `${name}.json`), 'utf8'));
  return releaseHealthResponseSchema.validateSync(body);
}

const MINUTE = 60_000;

function windowOf(name: string, step: Partial<GuardWindow> = {}): GuardWindow {
  const { versions } = sample(name);
  return {
    stable: figuresOf(versions, '1.0.0', 'stable'),
    canary: figuresOf(versions, '1.1.0', 'canary'),
    elapsedMs: 3 * MINUTE,
    stepMs: 5 * MINUTE,
    paused: false,
    ...step,
  };
}

describe('decideGuard on recorded samples', () => {
  it('never rolls back on a small sample, however bad it looks', () => {
    for (const elapsedMs of [MINUTE, 4 * MINUTE]) {
      const decision = decideGuard(windowOf('small-sample-noisy-canary', { elapsedMs }));
      expect(decision.action).toBe('continue');
      expect(decision.reason).toContain('waiting for the minimum sample: 8 canary and 61 stable views of 20');
    }
    // past twice the step's length the sample is still too small: the rollout waits for an operator
    expect(decideGuard(windowOf('small-sample-noisy-canary', { elapsedMs: 10 * MINUTE })).action).toBe('pause');
  });

  it('rolls back a canary that fails on every view at once, whatever the step age', () => {
    const decision = decideGuard(windowOf('render-error-breach', { elapsedMs: 45_000 }));
    expect(decision.action).toBe('rollback');
    expect(decision.metric).toBe('error-rate');
    const check = decision.checks.find((entry) => entry.metric === 'error-rate');
    expect(check).toMatchObject({ canary: 1, stable: 0, limit: 0.02, canarySample: 30, stableSample: 32 });
    expect(check?.statistic).toBeGreaterThan(check?.threshold ?? Infinity);
    expect(decision.reason).toMatch(/^significant breach: error-rate canary 100\.0 % vs stable 0\.0 %/);
  });

  it('rolls back on API failures and on a vitals regression', () => {
    const api = decideGuard(windowOf('api-failure-breach'));
    expect(api).toMatchObject({ action: 'rollback', metric: 'api-failure-rate' });
    expect(api.checks.find((check) => check.metric === 'error-rate')?.breach).toBe(false);

    const vitals = decideGuard(windowOf('vitals-regression'));
    expect(vitals).toMatchObject({ action: 'rollback', metric: 'lcp-p75' });
    const lcp = vitals.checks.find((check) => check.metric === 'lcp-p75');
    expect(lcp?.canary).toBeGreaterThan(lcp?.limit ?? Infinity);
    expect(vitals.checks.find((check) => check.metric === 'inp-p75')?.breach).toBe(false);
  });

  it('advances a healthy canary once its step is over, not before', () => {
    expect(decideGuard(windowOf('healthy-canary', { elapsedMs: 4 * MINUTE })).action).toBe('continue');
    const decision = decideGuard(windowOf('healthy-canary', { elapsedMs: 6 * MINUTE }));
    expect(decision.action).toBe('advance');
    expect(decision.checks.every((check) => check.enoughSample && !check.breach)).toBe(true);
    // a paused rollout is never advanced
    expect(decideGuard(windowOf('healthy-canary', { elapsedMs: 6 * MINUTE, paused: true })).action).toBe('continue');
  });

  it('watches an inconclusive breach, then pauses it after twice the step length (once)', () => {
    const early = decideGuard(windowOf('inconclusive-slight-breach', { elapsedMs: 6 * MINUTE }));
    expect(early).toMatchObject({ action: 'continue', metric: 'error-rate' });
    expect(early.reason).toContain('breach not significant yet: error-rate canary 5.0 % vs stable 2.0 %');
    const late = decideGuard(windowOf('inconclusive-slight-breach', { elapsedMs: 12 * MINUTE }));
    expect(late).toMatchObject({ action: 'pause', metric: 'error-rate' });
    expect(late.checks[0]?.statistic).toBeLessThan(late.checks[0]?.threshold ?? 0);
    expect(decideGuard(windowOf('inconclusive-slight-breach', { elapsedMs: 12 * MINUTE, paused: true })).action).toBe(
      'continue',
    );
  });
});

describe('guard figures', () => {
  it('reads a canary whose entry never loads as a failure rate of 1, not a division by zero', () => {
    expect(viewFailures(undefined)).toEqual({ events: 0, trials: 0 });
    const figures = figuresOf(sample('healthy-canary').versions, '1.1.0', 'canary');
    expect(figures).toBeDefined();
    if (!figures) return;
    expect(viewFailures({ ...figures, views: 0, loadFailures: 25, runtimeErrors: 0 })).toEqual({
      events: 25,
      trials: 25,
    });
  });

  it('sums the groups of one version and cohort, and takes the nearest-rank p75', () => {
    const { versions } = sample('render-error-breach');
    const doubled = figuresOf([...versions, ...versions], '1.1.0', 'canary');
    expect(doubled).toMatchObject({ views: 60, renderErrors: 60, devices: 12 });
    expect(figuresOf(versions, '1.1.0', 'stable')).toBeUndefined();
    expect(p75([])).toBe(0);
    expect(p75([400, 100, 300, 200])).toBe(300);
  });

  it('does not roll back a canary against a stable version with no errors when the canary has few', () => {
    const { versions } = sample('healthy-canary');
    const stable = figuresOf(versions, '1.0.0', 'stable');
    const canary = figuresOf(versions, '1.1.0', 'canary');
    if (!stable || !canary) throw new Error('sample lacks an arm');
    const decision = decideGuard({
      stable: { ...stable, loadFailures: 0, renderErrors: 0, runtimeErrors: 0 },
      canary: { ...canary, runtimeErrors: 3 },
      elapsedMs: 6 * MINUTE,
      stepMs: 5 * MINUTE,
      paused: false,
    });
    expect(decision.action).not.toBe('rollback');
  });
});
