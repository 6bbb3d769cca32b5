import { remoteNames } from '@beacon/platform';

// What is wrong with the guard plans of an environment file (issue 60). Deploy's own check, not @beacon/platform's
// manifest check: the edge never serves a plan, and that check runs in every browser, where its bytes would come
// before the first screen (issue 19's budget).

/** The longest guarded step: a day. */
export const GUARD_MAX_STEP_MINUTES = 24 * 60;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function planProblems(name: string, guard: unknown, percent: unknown): string[] {
  const at = `remotes.${name}.guard`;
  if (!isRecord(guard)) return [`${at} must be an object`];
  const problems: string[] = [];
  const steps = guard['steps'];
  const validSteps =
    Array.isArray(steps) &&
    steps.length > 0 &&
    steps.every(
      (step, index): step is number =>
        typeof step === 'number' &&
        Number.isInteger(step) &&
        step >= 1 &&
        step <= 100 &&
        (index === 0 || step > (steps[index - 1] as number)),
    );
  if (!validSteps) problems.push(`${at}.steps must be increasing whole percents from 1 to 100`);
  const index = guard['stepIndex'];
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0) {
    problems.push(`${at}.stepIndex must be a whole number`);
  } else if (validSteps && (steps as number[])[index] !== percent) {
    problems.push(`${at}.stepIndex must name the canary's percent among the steps`);
  }
  const started = guard['stepStartedAt'];
  if (typeof started !== 'string' || Number.isNaN(Date.parse(started))) {
    problems.push(`${at}.stepStartedAt must be an ISO date-time`);
  }
  const minutes = guard['stepMinutes'];
  if (typeof minutes !== 'number' || !(minutes > 0) || minutes > GUARD_MAX_STEP_MINUTES) {
    problems.push(`${at}.stepMinutes must be a number of minutes above 0, at most ${GUARD_MAX_STEP_MINUTES}`);
  }
  if (guard['status'] !== 'watching' && guard['status'] !== 'paused') {
    problems.push(`${at}.status must be watching or paused`);
  }
  return problems;
}

/** Why the guard plans of a manifest are not valid (empty when they are, or when there is none). */
export function guardPlanProblems(manifest: unknown): string[] {
  const remotes = isRecord(manifest) ? manifest['remotes'] : undefined;
  if (!isRecord(remotes)) return [];
  return remoteNames.flatMap((name) => {
    const rollout = remotes[name];
    if (!isRecord(rollout) || rollout['guard'] === undefined) return [];
    const canary = rollout['canary'];
    if (!isRecord(canary)) return [`remotes.${name}.guard needs a canary to guard`];
    return planProblems(name, rollout['guard'], canary['percent']);
  });
}
