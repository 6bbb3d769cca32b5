import { PULLED_LIMIT, type RemoteName, type RemoteRollout, type RolloutGuard } from '@beacon/platform';

import { HISTORY_LIMIT, type EnvironmentManifest } from '../environment/environment-manifest';
import { DeployError } from '../deploy-error';

// Pure manifest transitions of `pnpm rollout | promote | rollback`. The caller validates, writes and audits.

function withRemote(
  manifest: EnvironmentManifest,
  remote: RemoteName,
  rollout: RemoteRollout,
  history: string[],
): EnvironmentManifest {
  const next: EnvironmentManifest = {
    ...manifest,
    remotes: { ...manifest.remotes, [remote]: rollout },
    history: { ...manifest.history, [remote]: history },
  };
  if (history.length === 0) delete next.history?.[remote];
  if (next.history && Object.keys(next.history).length === 0) delete next.history;
  return next;
}

function historyOf(manifest: EnvironmentManifest, remote: RemoteName): string[] {
  return [...(manifest.history?.[remote] ?? [])];
}

/**
 * Puts `version` in front of `percent` % of members (sticky per device); replaces any earlier canary. With `guard`
 * the release guard watches it and steps it on (deploy/src/guard); without, any earlier plan ends: a manual rollout
 * is the operator's call.
 */
export function rollOut(
  manifest: EnvironmentManifest,
  remote: RemoteName,
  version: string,
  percent: number,
  { guard }: { guard?: RolloutGuard } = {},
): EnvironmentManifest {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new DeployError(`--percent must be a whole number from 0 to 100 (got ${percent})`);
  }
  const current = manifest.remotes[remote];
  if (version === current.stable) throw new DeployError(`${remote} ${version} is already the stable version`);
  if (guard && guard.steps[guard.stepIndex] !== percent) {
    throw new DeployError(`the guard's step ${guard.stepIndex + 1} is not ${percent} %`);
  }
  return withRemote(
    manifest,
    remote,
    {
      stable: current.stable,
      canary: { version, percent },
      ...pulledAfter(current, version, false),
      ...(guard ? { guard } : {}),
    },
    historyOf(manifest, remote),
  );
}

/** The guard stops stepping the canary on (it still watches it): an inconclusive breach or too little data. */
export function pauseGuard(manifest: EnvironmentManifest, remote: RemoteName): EnvironmentManifest {
  const current = manifest.remotes[remote];
  if (!current.guard || !current.canary) throw new DeployError(`${remote} has no guarded canary to pause`);
  return withRemote(
    manifest,
    remote,
    { ...current, guard: { ...current.guard, status: 'paused' } },
    historyOf(manifest, remote),
  );
}

/** Which guarded step a guard decision was made on: the canary's version and when its step began. */
export interface GuardedStep {
  version: string;
  stepStartedAt: string;
}

/**
 * Refuses a guard decision about a step that is over: the canary or its step changed since the figures were read
 * (a manual rollout, promote or rollback, or another controller), so the decision is void.
 */
export function assertGuardedStep(manifest: EnvironmentManifest, remote: RemoteName, step: GuardedStep): void {
  const current = manifest.remotes[remote];
  if (current.canary?.version !== step.version || current.guard?.stepStartedAt !== step.stepStartedAt) {
    throw new DeployError(
      `${remote}: the guarded step of ${step.version} from ${step.stepStartedAt} is over; the decision is void`,
    );
  }
}

/** The canary becomes the stable version for everyone; the old stable is remembered for rollback. */
export function promote(manifest: EnvironmentManifest, remote: RemoteName): EnvironmentManifest {
  const current = manifest.remotes[remote];
  if (!current.canary) throw new DeployError(`${remote} has no canary to promote`);
  const history = [...historyOf(manifest, remote), current.stable].slice(-HISTORY_LIMIT);
  return withRemote(
    manifest,
    remote,
    { stable: current.canary.version, canary: null, ...pulledAfter(current, current.canary.version, false) },
    history,
  );
}

/**
 * `pnpm promote --to <env>`: `version`, verified stable elsewhere, becomes this environment's stable version; the old
 * stable is remembered for rollback. Refused over a running canary, which would otherwise vanish unannounced.
 */
export function adoptStable(manifest: EnvironmentManifest, remote: RemoteName, version: string): EnvironmentManifest {
  const current = manifest.remotes[remote];
  if (current.canary) {
    throw new DeployError(
      `${remote} has a canary (${current.canary.version}) running: promote or roll it back before promoting into this environment`,
    );
  }
  if (current.stable === version) throw new DeployError(`${remote} ${version} is already the stable version`);
  const history = [...historyOf(manifest, remote), current.stable].slice(-HISTORY_LIMIT);
  return withRemote(
    manifest,
    remote,
    { stable: version, canary: null, ...pulledAfter(current, version, false) },
    history,
  );
}

/** The rollout's pulled list with `version` added (a rollback for a fault), or as it was. */
function pulledAfter(current: RemoteRollout, version: string, fault: boolean): Pick<RemoteRollout, 'pulled'> {
  const pulled = (current.pulled ?? []).filter((entry) => entry !== version);
  if (fault) pulled.push(version);
  const kept = pulled.slice(-PULLED_LIMIT);
  return kept.length > 0 ? { pulled: kept } : {};
}

/**
 * Withdraws the canary when there is one (everyone back on stable); otherwise returns stable to the version it
 * replaced at the last promote. `fault`: the withdrawn version is broken, so sessions that kept it leave it too.
 */
export function rollBack(
  manifest: EnvironmentManifest,
  remote: RemoteName,
  { fault = false }: { fault?: boolean } = {},
): EnvironmentManifest {
  const current = manifest.remotes[remote];
  if (current.canary) {
    return withRemote(
      manifest,
      remote,
      { stable: current.stable, canary: null, ...pulledAfter(current, current.canary.version, fault) },
      historyOf(manifest, remote),
    );
  }
  const history = historyOf(manifest, remote);
  const previous = history.pop();
  if (!previous) throw new DeployError(`${remote} has no canary and no earlier stable version to roll back to`);
  return withRemote(
    manifest,
    remote,
    { stable: previous, canary: null, ...pulledAfter(current, current.stable, fault) },
    history,
  );
}
