import type { RolloutGuard } from '@beacon/platform';

import { DeployError } from '../deploy-error';

// The guard's schedule, pure: where a guarded rollout starts and what follows a healthy step.

export const DEFAULT_GUARD_STEPS = [5, 25, 50, 100];
export const DEFAULT_STEP_MINUTES = 5;

/** `--steps 5,25,50,100`: increasing whole percents from 1 to 100. */
export function parseSteps(text: string): number[] {
  const steps = text.split(',').map((part) => Number(part.trim()));
  const valid =
    steps.length > 0 &&
    steps.every(
      (step, index) =>
        Number.isInteger(step) && step >= 1 && step <= 100 && (index === 0 || step > (steps[index - 1] ?? 0)),
    );
  if (!valid)
    throw new DeployError(`--steps must be increasing whole percents from 1 to 100, e.g. 5,25,50,100 (got ${text})`);
  return steps;
}

/** `--step-minutes M`: how long a step must be healthy; fractions allowed (a browser journey runs in minutes). */
export function parseStepMinutes(text: string): number {
  const minutes = Number(text);
  if (!(minutes > 0) || minutes > 24 * 60)
    throw new DeployError(`--step-minutes must be above 0 and at most 1440 (got ${text})`);
  return minutes;
}

/**
 * The first step of a guarded rollout: the first of the steps, or `percent` when given (the steps below it are
 * skipped). 100 % leaves no stable arm to compare with, so it is never a guarded step: reaching it is the promote.
 */
export function startGuard(options: { percent?: number; steps: number[]; stepMinutes: number; now: Date }): {
  percent: number;
  guard: RolloutGuard;
} {
  const percent = options.percent ?? options.steps[0] ?? 0;
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new DeployError(
      `a guarded rollout starts between 1 and 99 % (got ${percent}): stable is what it compares with`,
    );
  }
  const steps = [percent, ...options.steps.filter((step) => step > percent)];
  return {
    percent,
    guard: {
      steps,
      stepIndex: 0,
      stepStartedAt: options.now.toISOString(),
      stepMinutes: options.stepMinutes,
      status: 'watching',
    },
  };
}

export type NextStep = { kind: 'advance'; percent: number; guard: RolloutGuard } | { kind: 'promote' };

/** After a healthy step: the next share with a fresh step (and window), or the promote at 100 % or past the last step. */
export function nextStep(guard: RolloutGuard, now: Date): NextStep {
  const stepIndex = guard.stepIndex + 1;
  const percent = guard.steps[stepIndex];
  if (percent === undefined || percent >= 100) return { kind: 'promote' };
  return {
    kind: 'advance',
    percent,
    guard: { ...guard, stepIndex, stepStartedAt: now.toISOString(), status: 'watching' },
  };
}
