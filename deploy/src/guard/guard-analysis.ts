import type { ReleaseVersionFigures } from '@beacon/validation';

import { mixtureSprt, rateOf, type Proportion, type SequentialTestOptions } from './sequential-test';

// The release guard's judgement of one window (issue 60), pure: the canary's figures against stable's over the same
// window, a policy, and where the step stands in time. The controller (guard-controller.ts) reads the figures, acts and
// records; nothing here reads a clock or a store.

export type GuardMetric = 'error-rate' | 'api-failure-rate' | 'lcp-p75' | 'inp-p75';

export type GuardAction = 'continue' | 'advance' | 'pause' | 'rollback';

export interface GuardPolicy {
  /** views each arm needs before the guard judges the error rate, advances or rolls back */
  minViews: number;
  /** API calls each arm needs before the API failure rate is judged (a remote may make few) */
  minApiRequests: number;
  /** vitals samples each arm needs before its p75 is judged */
  minVitals: number;
  /** how much worse than stable (absolute share) the canary's error rate may be before it is a breach */
  errorRateTolerance: number;
  apiFailureTolerance: number;
  /** a vitals regression: canary p75 above stable p75 × (1 + relative) AND above stable p75 + absolute ms */
  vitalsRelative: number;
  lcpAbsoluteMs: number;
  inpAbsoluteMs: number;
  /** the sequential test's false-alarm rate and prior spread (sequential-test.ts) */
  test: SequentialTestOptions;
  /** a breach still inconclusive (or a sample still too small) after this many step lengths pauses the rollout */
  maxStepFactor: number;
}

/**
 * The defaults. alpha 0.01 per metric per step: four metrics over four steps bound the chance of a false rollback of
 * a healthy canary by 16 % in the worst case, much less in practice (a healthy canary sits below the tolerance, where
 * the one-sided test's error is far under alpha). tau 0.2: the test is quickest for excesses of 10–40 points, the
 * size of a broken screen; smaller ones take more views or end as a pause. 20 views per arm: the journey's scale (a
 * few browsers for a minute); production would set more (BEACON_GUARD_MIN_VIEWS).
 */
export const DEFAULT_GUARD_POLICY: GuardPolicy = {
  minViews: 20,
  minApiRequests: 20,
  minVitals: 20,
  errorRateTolerance: 0.02,
  apiFailureTolerance: 0.02,
  vitalsRelative: 0.25,
  lcpAbsoluteMs: 200,
  // INP's "good" bound is 200 ms, so +200 ms would let a canary double it: half that is a regression already.
  inpAbsoluteMs: 100,
  test: { alpha: 0.01, tau: 0.2 },
  maxStepFactor: 2,
};

/** One metric's comparison, with every figure the decision rests on (recorded in the audit log). */
export interface MetricCheck {
  metric: GuardMetric;
  /** rates as shares (0–1); vitals as p75 in ms */
  canary: number;
  stable: number;
  /** the canary value past which it is a breach: stable + tolerance, or the vitals threshold */
  limit: number;
  canarySample: number;
  stableSample: number;
  enoughSample: boolean;
  breach: boolean;
  /** the mSPRT likelihood ratio Λ and its threshold 1/alpha */
  statistic: number;
  threshold: number;
  /** a breach on enough sample whose Λ reached the threshold */
  significant: boolean;
}

export interface GuardDecision {
  action: GuardAction;
  reason: string;
  /** the metric that decided a rollback or a pause for a breach */
  metric?: GuardMetric;
  checks: MetricCheck[];
}

export interface GuardWindow {
  /** the figures of each arm since the step began (undefined: no device reported yet) */
  stable: ReleaseVersionFigures | undefined;
  canary: ReleaseVersionFigures | undefined;
  /** how long the step has run, and how long it must be healthy before it advances */
  elapsedMs: number;
  stepMs: number;
  /** a paused rollout is still watched (and rolled back), never advanced */
  paused: boolean;
}

/** The figures of one version in one cohort, summed over the response's groups (there is normally one). */
export function figuresOf(
  versions: readonly ReleaseVersionFigures[],
  version: string,
  cohort: ReleaseVersionFigures['cohort'],
): ReleaseVersionFigures | undefined {
  const groups = versions.filter((group) => group.version === version && group.cohort === cohort);
  if (groups.length === 0) return undefined;
  return groups.reduce((sum, group) => ({
    ...sum,
    devices: sum.devices + group.devices,
    views: sum.views + group.views,
    loadFailures: sum.loadFailures + group.loadFailures,
    renderErrors: sum.renderErrors + group.renderErrors,
    runtimeErrors: sum.runtimeErrors + group.runtimeErrors,
    apiRequests: sum.apiRequests + group.apiRequests,
    apiFailures: sum.apiFailures + group.apiFailures,
    lcpMs: [...sum.lcpMs, ...group.lcpMs],
    inpMs: [...sum.inpMs, ...group.inpMs],
  }));
}

/** The 75th percentile by nearest rank (the web-vitals convention); 0 without samples. */
export function p75(samples: readonly number[]): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? 0;
}

/**
 * Failed views: load failures, boundary errors and runtime errors over views. A view can fail twice (an error then a
 * runtime error) and a load failure may leave no view at all, so the failures are capped at the trials and the trials
 * are at least the failures: a canary whose entry never loads is a rate of 1, not a division by zero.
 */
export function viewFailures(figures: ReleaseVersionFigures | undefined): Proportion {
  if (!figures) return { events: 0, trials: 0 };
  const events = figures.loadFailures + figures.renderErrors + figures.runtimeErrors;
  return { events, trials: Math.max(figures.views, events) };
}

function apiFailures(figures: ReleaseVersionFigures | undefined): Proportion {
  if (!figures) return { events: 0, trials: 0 };
  return { events: Math.min(figures.apiFailures, figures.apiRequests), trials: figures.apiRequests };
}

function rateCheck(
  metric: GuardMetric,
  canary: Proportion,
  stable: Proportion,
  tolerance: number,
  minSample: number,
  policy: GuardPolicy,
): MetricCheck {
  const canaryRate = rateOf(canary);
  const stableRate = rateOf(stable);
  const limit = stableRate + tolerance;
  const enoughSample = canary.trials >= minSample && stable.trials >= minSample;
  const breach = enoughSample && canaryRate > limit;
  const test = mixtureSprt(canary, stable, tolerance, policy.test);
  return {
    metric,
    canary: canaryRate,
    stable: stableRate,
    limit,
    canarySample: canary.trials,
    stableSample: stable.trials,
    enoughSample,
    breach,
    statistic: test.statistic,
    threshold: test.threshold,
    significant: breach && test.significant,
  };
}

/**
 * A vitals regression: the canary's p75 past max(stable p75 × (1 + relative), stable p75 + absolute). "The canary's
 * p75 is past T" is "more than a quarter of its samples are past T", so the test is the same mSPRT on the share of
 * canary samples past T against the fixed share 0.25 (T is read off stable's samples, hence their minimum too).
 */
function vitalsCheck(
  metric: GuardMetric,
  canarySamples: readonly number[],
  stableSamples: readonly number[],
  absoluteMs: number,
  policy: GuardPolicy,
): MetricCheck {
  const stableP75 = p75(stableSamples);
  const canaryP75 = p75(canarySamples);
  const limit = Math.max(stableP75 * (1 + policy.vitalsRelative), stableP75 + absoluteMs);
  const enoughSample = canarySamples.length >= policy.minVitals && stableSamples.length >= policy.minVitals;
  const breach = enoughSample && canaryP75 > limit;
  const slow = { events: canarySamples.filter((value) => value > limit).length, trials: canarySamples.length };
  const test = mixtureSprt(slow, { rate: 0.25 }, 0, policy.test);
  return {
    metric,
    canary: canaryP75,
    stable: stableP75,
    limit,
    canarySample: canarySamples.length,
    stableSample: stableSamples.length,
    enoughSample,
    breach,
    statistic: test.statistic,
    threshold: test.threshold,
    significant: breach && test.significant,
  };
}

export function metricChecks(window: Pick<GuardWindow, 'stable' | 'canary'>, policy: GuardPolicy): MetricCheck[] {
  const { stable, canary } = window;
  return [
    rateCheck(
      'error-rate',
      viewFailures(canary),
      viewFailures(stable),
      policy.errorRateTolerance,
      policy.minViews,
      policy,
    ),
    rateCheck(
      'api-failure-rate',
      apiFailures(canary),
      apiFailures(stable),
      policy.apiFailureTolerance,
      policy.minApiRequests,
      policy,
    ),
    vitalsCheck('lcp-p75', canary?.lcpMs ?? [], stable?.lcpMs ?? [], policy.lcpAbsoluteMs, policy),
    vitalsCheck('inp-p75', canary?.inpMs ?? [], stable?.inpMs ?? [], policy.inpAbsoluteMs, policy),
  ];
}

function describe(check: MetricCheck): string {
  const value = (figure: number) =>
    check.metric.endsWith('-p75') ? `${Math.round(figure)} ms` : `${(figure * 100).toFixed(1)} %`;
  return (
    `${check.metric} canary ${value(check.canary)} vs stable ${value(check.stable)} (limit ${value(check.limit)}, ` +
    `n ${check.canarySample}/${check.stableSample}, Λ ${check.statistic.toPrecision(3)} of ${check.threshold})`
  );
}

/**
 * continue: too little sample yet, or healthy with the step not over, or paused; advance: healthy for the step's
 * length on the minimum sample; pause: a breach still inconclusive, or the minimum sample still missing, after
 * maxStepFactor step lengths; rollback: a significant breach on any metric (at once, whatever the step's age).
 */
export function decideGuard(window: GuardWindow, policy: GuardPolicy = DEFAULT_GUARD_POLICY): GuardDecision {
  const checks = metricChecks(window, policy);
  const significant = checks
    .filter((check) => check.significant)
    .sort((a, b) => b.statistic - a.statistic)
    .at(0);
  if (significant) {
    return {
      action: 'rollback',
      reason: `significant breach: ${describe(significant)}`,
      metric: significant.metric,
      checks,
    };
  }
  const overdue = window.elapsedMs >= window.stepMs * policy.maxStepFactor;
  const breach = checks.find((check) => check.breach);
  if (breach) {
    if (overdue && !window.paused) {
      return {
        action: 'pause',
        reason: `inconclusive breach after ${minutes(window.elapsedMs)}: ${describe(breach)}`,
        metric: breach.metric,
        checks,
      };
    }
    return {
      action: 'continue',
      reason: `breach not significant yet: ${describe(breach)}`,
      metric: breach.metric,
      checks,
    };
  }
  if (window.paused) return { action: 'continue', reason: 'paused: watched for a rollback, never advanced', checks };
  const errorRate = checks[0];
  if (!errorRate?.enoughSample) {
    const sample = `${errorRate?.canarySample ?? 0} canary and ${errorRate?.stableSample ?? 0} stable views of ${policy.minViews}`;
    if (overdue)
      return { action: 'pause', reason: `too little sample after ${minutes(window.elapsedMs)}: ${sample}`, checks };
    return { action: 'continue', reason: `waiting for the minimum sample: ${sample}`, checks };
  }
  if (window.elapsedMs < window.stepMs) {
    return {
      action: 'continue',
      reason: `healthy, step ${minutes(window.elapsedMs)} of ${minutes(window.stepMs)}`,
      checks,
    };
  }
  return { action: 'advance', reason: `healthy for ${minutes(window.elapsedMs)}: ${describe(errorRate)}`, checks };
}

function minutes(ms: number): string {
  return `${(ms / 60_000).toFixed(1)} min`;
}
