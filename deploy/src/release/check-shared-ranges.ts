import { remoteNames, type RemoteName } from '@beacon/platform';

import type { EnvironmentManifest } from '../environment/environment-manifest';
import { DeployError } from '../deploy-error';
import { type ReleaseStore } from '../storage/release-store';
import { findSharedConflicts, readSharedEntries, type SharedEntry } from './shared-compatibility';

export class SharedRangeError extends DeployError {
  override name = 'SharedRangeError';
}

async function releaseShared(store: ReleaseStore, app: string, version: string): Promise<SharedEntry[] | null> {
  const body = await store.readReleaseFile(app, version, 'mf-manifest.json');
  return body ? readSharedEntries(body, `${app} ${version}/mf-manifest.json`) : null;
}

/**
 * Refuses a remote build whose shared singleton ranges the environment's host does not satisfy: the host provides
 * the one copy of react & co, so such a remote would run against a version it was not built for.
 */
export async function assertRemoteFitsHost(options: {
  store: ReleaseStore;
  remote: RemoteName;
  version: string;
  shared: SharedEntry[];
  environment: string;
  manifest: EnvironmentManifest;
}): Promise<void> {
  const { store, remote, version, shared, environment, manifest } = options;
  const hostShared = await releaseShared(store, 'host', manifest.host);
  if (!hostShared) {
    throw new SharedRangeError(
      `Cannot check ${remote} ${version}: the host release ${manifest.host} of ${environment} is not in ${store.description}`,
    );
  }
  const conflicts = findSharedConflicts(shared, hostShared);
  if (conflicts.length > 0) {
    throw new SharedRangeError(
      [
        `Refusing ${remote} ${version}: its shared singleton ranges are not satisfied by the host of ${environment} (${manifest.host}):`,
        ...conflicts.map(
          (conflict) =>
            `  ${conflict.name}: ${remote} needs ${conflict.requiredVersion}, the host provides ${conflict.providedVersion}`,
        ),
      ].join('\n'),
    );
  }
}

/** The reverse check for a new host build: every remote version live in the environment must accept its versions. */
export async function assertHostFitsRemotes(options: {
  store: ReleaseStore;
  version: string;
  shared: SharedEntry[];
  environment: string;
  manifest: EnvironmentManifest;
}): Promise<string[]> {
  const { store, version, shared, environment, manifest } = options;
  const problems: string[] = [];
  const warnings: string[] = [];
  for (const remote of remoteNames) {
    const rollout = manifest.remotes[remote];
    const live = [rollout.stable, ...(rollout.canary ? [rollout.canary.version] : [])];
    for (const remoteVersion of live) {
      const remoteShared = await releaseShared(store, remote, remoteVersion);
      if (!remoteShared) {
        warnings.push(`${remote} ${remoteVersion} is not in ${store.description}: not checked`);
        continue;
      }
      for (const conflict of findSharedConflicts(remoteShared, shared)) {
        problems.push(
          `  ${conflict.name}: ${remote} ${remoteVersion} needs ${conflict.requiredVersion}, this host provides ${conflict.providedVersion}`,
        );
      }
    }
  }
  if (problems.length > 0) {
    throw new SharedRangeError(
      [
        `Refusing host ${version}: remotes live in ${environment} need other shared singleton versions:`,
        ...problems,
      ].join('\n'),
    );
  }
  return warnings;
}
