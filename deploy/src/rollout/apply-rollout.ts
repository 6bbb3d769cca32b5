import type { KeyObject } from 'node:crypto';

import type { RemoteName, RemoteRollout, RolloutGuard } from '@beacon/platform';

import type { AuditAction, GuardAuditAction } from '../audit/audit-entry';
import type { EnvironmentManifest } from '../environment/environment-manifest';
import { assertRemoteFitsHost } from '../release/check-shared-ranges';
import { readSharedEntries } from '../release/shared-compatibility';
import { DeployError } from '../deploy-error';
import { verifyRelease } from '../provenance/verify-release';
import { type ReleaseStore } from '../storage/release-store';
import type { GuardDecisionRecord } from '../guard/guard-record';
import { assertGuardedStep, pauseGuard, promote, rollBack, rollOut, type GuardedStep } from './rollout-changes';

export type RolloutCommand =
  | { action: 'rollout'; remote: RemoteName; version: string; percent: number; guard?: RolloutGuard }
  | { action: 'promote'; remote: RemoteName }
  | { action: 'rollback'; remote: RemoteName; fault?: boolean }
  | { action: 'guard-pause'; remote: RemoteName };

/** A change decided by the release guard: only on the step it judged, audited as its own action with the figures. */
export interface GuardedChange {
  step: GuardedStep;
  action: GuardAuditAction;
  decision: GuardDecisionRecord;
}

export interface ApplyOptions {
  store: ReleaseStore;
  environment: string;
  actor: string;
  /**
   * Issue 60: the release key's public half. When given (the CLI always gives it), the version a rollout puts live
   * or a promote makes stable must verify against its signed provenance. A rollback is not verified: it returns to
   * a version that was live before, and must not be blocked in an emergency.
   */
  verifyKey?: KeyObject;
  now?: () => Date;
  guarded?: GuardedChange;
}

export interface AppliedChange {
  before: RemoteRollout;
  after: RemoteRollout;
}

function change(manifest: EnvironmentManifest, command: RolloutCommand): EnvironmentManifest {
  switch (command.action) {
    case 'rollout':
      return rollOut(manifest, command.remote, command.version, command.percent, {
        ...(command.guard ? { guard: command.guard } : {}),
      });
    case 'promote':
      return promote(manifest, command.remote);
    case 'rollback':
      return rollBack(manifest, command.remote, { fault: command.fault ?? false });
    case 'guard-pause':
      return pauseGuard(manifest, command.remote);
  }
}

/**
 * Reads the environment's manifest, applies one change, refuses versions that are not published (or whose shared
 * ranges the environment's host does not satisfy), writes the manifest atomically and appends one audit line.
 */
export async function applyRollout(command: RolloutCommand, options: ApplyOptions): Promise<AppliedChange> {
  const { store, environment, actor } = options;
  const manifest = await store.readEnvironment(environment);
  if (!manifest) throw new DeployError(`No environment "${environment}" in ${store.description}`);
  if (options.guarded) assertGuardedStep(manifest, command.remote, options.guarded.step);
  const next = change(manifest, command);
  const before = manifest.remotes[command.remote];
  const after = next.remotes[command.remote];

  for (const version of new Set([after.stable, ...(after.canary ? [after.canary.version] : [])])) {
    if (version === before.stable || version === before.canary?.version) continue;
    const body = await store.readReleaseFile(command.remote, version, 'mf-manifest.json');
    if (!body || !(await store.hasRelease(command.remote, version))) {
      throw new DeployError(
        `${command.remote} ${version} is not published in ${store.description}: run pnpm release ${command.remote} first`,
      );
    }
    const shared = readSharedEntries(body, `${command.remote} ${version}/mf-manifest.json`);
    await assertRemoteFitsHost({ store, remote: command.remote, version, shared, environment, manifest });
  }
  if (options.verifyKey && command.action !== 'rollback') {
    const version = command.action === 'rollout' ? command.version : after.stable;
    await verifyRelease(store, command.remote, version, options.verifyKey);
  }

  await store.writeEnvironment(environment, next);
  await store.appendAudit({
    time: (options.now ?? (() => new Date()))().toISOString(),
    actor,
    action: (options.guarded?.action ?? command.action) satisfies AuditAction,
    env: environment,
    app: command.remote,
    before,
    after,
    ...(options.guarded ? { decision: options.guarded.decision } : {}),
  });
  return { before, after };
}
