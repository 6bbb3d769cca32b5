import type { RemoteName, RolloutGuard } from '@beacon/platform';

import type { AuditEntry } from '../audit/audit-entry';
import type { MetricCheck } from './guard-analysis';
import { isGuardDecisionRecord } from './guard-record';

// How `pnpm rollout` and `pnpm releases` show the guard: its plan, and its latest decisions from the audit log.

/** "guarded: step 2 of 4 (5 → 25 → 50 → 100 %), 5 min a step, watching since 2026-…" */
export function describeGuard(guard: RolloutGuard): string {
  return (
    `guarded: step ${guard.stepIndex + 1} of ${guard.steps.length} (${guard.steps.join(' → ')} %), ` +
    `${guard.stepMinutes} min a step, ${guard.status} since ${guard.stepStartedAt}`
  );
}

function figure(check: MetricCheck, value: number): string {
  return check.metric.endsWith('-p75') ? `${Math.round(value)} ms` : `${(value * 100).toFixed(1)} %`;
}

/** One metric's figures: "error-rate 100.0 % vs 0.0 % (limit 2.0 %, n 30/32, Λ 1.1e+104 ≥ 100)". */
export function describeCheck(check: MetricCheck): string {
  const verdict = check.significant ? '≥' : '<';
  return (
    `${check.metric} ${figure(check, check.canary)} vs ${figure(check, check.stable)} ` +
    `(limit ${figure(check, check.limit)}, n ${check.canarySample}/${check.stableSample}, ` +
    `Λ ${check.statistic.toPrecision(2)} ${verdict} ${check.threshold})`
  );
}

/**
 * The guard's latest decisions about a remote in an environment, newest first: the action, the step, the reason's
 * metric with its figures, and the counts of both arms.
 */
export function guardDecisionLines(
  entries: AuditEntry[],
  environment: string,
  remote: RemoteName,
  limit = 5,
): string[] {
  return entries
    .filter((entry) => entry.env === environment && entry.app === remote && isGuardDecisionRecord(entry.decision))
    .slice(-limit)
    .reverse()
    .flatMap((entry) => {
      const decision = entry.decision;
      if (!isGuardDecisionRecord(decision)) return [];
      const { stable, canary } = decision.arms;
      const deciding = decision.checks.find((check) => check.metric === decision.metric) ?? decision.checks[0];
      return [
        `${entry.time}  ${entry.action}  ${canary.version} at ${decision.step.percent} %: ${decision.reason}`,
        ...(deciding ? [`    ${describeCheck(deciding)}`] : []),
        `    canary ${canary.version}: ${canary.views} views, ${canary.loadFailures + canary.renderErrors + canary.runtimeErrors} failed, ` +
          `${canary.apiFailures}/${canary.apiRequests} API calls failed, ${canary.devices} devices`,
        `    stable ${stable.version}: ${stable.views} views, ${stable.loadFailures + stable.renderErrors + stable.runtimeErrors} failed, ` +
          `${stable.apiFailures}/${stable.apiRequests} API calls failed, ${stable.devices} devices`,
        `    window ${decision.window.since} → ${decision.window.asOf}`,
      ];
    });
}
