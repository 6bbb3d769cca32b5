import type { ReleaseHealthResponse, ReleaseVersionFigures } from '@beacon/validation';

import type { GuardDecision, GuardMetric, MetricCheck } from './guard-analysis';

// What the audit log keeps of a guard decision: the reason, every metric's figures and the counts behind them, and
// the window they were read over, so a rollback can be checked later without the server's data.

/** The counts of one arm (the raw vitals samples are summed up in the checks' p75s). */
export interface ArmEvidence {
  version: string;
  devices: number;
  views: number;
  loadFailures: number;
  renderErrors: number;
  runtimeErrors: number;
  apiRequests: number;
  apiFailures: number;
  lcpSamples: number;
  inpSamples: number;
}

export interface GuardDecisionRecord {
  reason: string;
  metric?: GuardMetric;
  /** the step the decision was made on */
  step: { percent: number; index: number; startedAt: string };
  /** the window both arms were read over, and the server's clock when it answered */
  window: { since: string; asOf: string; lastReceivedAt: string | null };
  checks: MetricCheck[];
  arms: { stable: ArmEvidence; canary: ArmEvidence };
}

function armEvidence(version: string, figures: ReleaseVersionFigures | undefined): ArmEvidence {
  return {
    version,
    devices: figures?.devices ?? 0,
    views: figures?.views ?? 0,
    loadFailures: figures?.loadFailures ?? 0,
    renderErrors: figures?.renderErrors ?? 0,
    runtimeErrors: figures?.runtimeErrors ?? 0,
    apiRequests: figures?.apiRequests ?? 0,
    apiFailures: figures?.apiFailures ?? 0,
    lcpSamples: figures?.lcpMs.length ?? 0,
    inpSamples: figures?.inpMs.length ?? 0,
  };
}

export function guardDecisionRecord(options: {
  decision: GuardDecision;
  step: GuardDecisionRecord['step'];
  health: Pick<ReleaseHealthResponse, 'since' | 'asOf' | 'lastReceivedAt'>;
  stable: { version: string; figures: ReleaseVersionFigures | undefined };
  canary: { version: string; figures: ReleaseVersionFigures | undefined };
}): GuardDecisionRecord {
  const { decision, step, health, stable, canary } = options;
  return {
    reason: decision.reason,
    ...(decision.metric ? { metric: decision.metric } : {}),
    step,
    window: { since: health.since, asOf: health.asOf, lastReceivedAt: health.lastReceivedAt },
    checks: decision.checks,
    arms: { stable: armEvidence(stable.version, stable.figures), canary: armEvidence(canary.version, canary.figures) },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An audit line's decision as the guard writes it (the log is read back by `pnpm releases`; a line may be older). */
export function isGuardDecisionRecord(value: unknown): value is GuardDecisionRecord {
  if (!isRecord(value) || typeof value['reason'] !== 'string' || !Array.isArray(value['checks'])) return false;
  const figures = ['canary', 'stable', 'limit', 'canarySample', 'stableSample', 'statistic', 'threshold'];
  const checksOk = value['checks'].every(
    (check) =>
      isRecord(check) &&
      typeof check['metric'] === 'string' &&
      figures.every((key) => typeof check[key] === 'number') &&
      typeof check['significant'] === 'boolean',
  );
  if (!checksOk) return false;
  const { step, window, arms } = value;
  return (
    isRecord(step) &&
    typeof step['percent'] === 'number' &&
    isRecord(window) &&
    typeof window['since'] === 'string' &&
    typeof window['asOf'] === 'string' &&
    isRecord(arms) &&
    isRecord(arms['stable']) &&
    isRecord(arms['canary'])
  );
}
