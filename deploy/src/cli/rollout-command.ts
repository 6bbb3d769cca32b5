import { isRemoteName, remoteNames, type RemoteName, type RemoteRollout } from '@beacon/platform';

import { currentActor } from '../audit/audit-entry';
import { createReleaseStore, releaseVerifyKey } from '../deploy-settings';
import { describeGuard } from '../guard/guard-summary';
import { repoRoot, settings } from '../repo-paths';
import { applyRollout, type RolloutCommand } from '../rollout/apply-rollout';
import { DeployError } from '../deploy-error';

export function remoteArgument(value: string | undefined): RemoteName {
  if (isRemoteName(value)) return value;
  throw new DeployError(`Unknown remote "${value ?? ''}". Remotes: ${remoteNames.join(', ')}`);
}

export function describeRollout(rollout: RemoteRollout): string {
  if (!rollout.canary) return `stable ${rollout.stable} (100%), no canary`;
  const { version, percent } = rollout.canary;
  const guard = rollout.guard ? `, ${describeGuard(rollout.guard)}` : '';
  return `stable ${rollout.stable} (${100 - percent}%), canary ${version} (${percent}%)${guard}`;
}

/** Applies one rollout change to the environment named by --env (or BEACON_ENVIRONMENT, or local) and says what changed. */
export async function runRolloutCommand(command: RolloutCommand, env: string | undefined): Promise<void> {
  const environment = env ?? settings.environment;
  const { before, after } = await applyRollout(command, {
    store: createReleaseStore(settings),
    environment,
    actor: currentActor(),
    // Issue 60: what goes live is verified against its signed provenance first (rollback is not: see applyRollout).
    ...(command.action === 'rollback' ? {} : { verifyKey: releaseVerifyKey(repoRoot) }),
  });
  console.log(`${command.remote} in ${environment}:`);
  console.log(`  before: ${describeRollout(before)}`);
  console.log(`  after:  ${describeRollout(after)}`);
}
