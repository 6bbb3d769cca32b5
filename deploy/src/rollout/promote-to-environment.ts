import type { KeyObject } from 'node:crypto';

import type { RemoteName, RemoteRollout } from '@beacon/platform';

import { DeployError } from '../deploy-error';
import { verifyRelease } from '../provenance/verify-release';
import { assertRemoteFitsContract } from '../release/check-contract';
import { assertRemoteFitsHost } from '../release/check-shared-ranges';
import { readSharedEntries } from '../release/shared-compatibility';
import type { ReleaseStore } from '../storage/release-store';
import { adoptStable } from './rollout-changes';

export interface PromoteToEnvironmentOptions {
  store: ReleaseStore;
  remote: RemoteName;
  from: string;
  to: string;
  actor: string;
  verifyKey: KeyObject;
  now?: () => Date;
}

export interface PromotedRelease {
  version: string;
  before: RemoteRollout;
  after: RemoteRollout;
  /** SHA-384 of every file of the release, recomputed from the store while verifying */
  files: Record<string, string>;
}

/**
 * `pnpm promote <remote> --to <env> [--from <env>]`: the version stable in the source environment becomes stable in
 * the target, without a rebuild. Environments share one store, so the target then serves the very release folder
 * the source serves; it is verified first (signature and every file's digest), and refused when the target's host
 * does not satisfy its shared ranges or was built against another API contract. One audit line.
 */
export async function promoteToEnvironment(options: PromoteToEnvironmentOptions): Promise<PromotedRelease> {
  const { store, remote, from, to, actor, verifyKey } = options;
  if (from === to) throw new DeployError(`--from and --to are both "${to}"`);
  const source = await store.readEnvironment(from);
  if (!source) throw new DeployError(`No environment "${from}" in ${store.description}`);
  const target = await store.readEnvironment(to);
  if (!target) throw new DeployError(`No environment "${to}" in ${store.description}: create it with pnpm environment`);

  // The stable version, not a canary: what the source environment has verified in front of every member.
  const version = source.remotes[remote].stable;
  const next = adoptStable(target, remote, version);
  const { files } = await verifyRelease(store, remote, version, verifyKey);
  const mfManifest = await store.readReleaseFile(remote, version, 'mf-manifest.json');
  if (!mfManifest) throw new DeployError(`${remote} ${version} has no mf-manifest.json in ${store.description}`);
  const shared = readSharedEntries(mfManifest, `${remote} ${version}/mf-manifest.json`);
  await assertRemoteFitsHost({ store, remote, version, shared, environment: to, manifest: target });
  await assertRemoteFitsContract({ store, remote, version, environment: to, manifest: target });

  const before = target.remotes[remote];
  const after = next.remotes[remote];
  await store.writeEnvironment(to, next);
  await store.appendAudit({
    time: (options.now ?? (() => new Date()))().toISOString(),
    actor,
    action: 'promote',
    env: to,
    app: remote,
    before,
    after,
    from,
  });
  return { version, before, after, files };
}
