import type { RemoteName } from '@beacon/platform';

import { DeployError } from '../deploy-error';
import type { EnvironmentManifest } from '../environment/environment-manifest';
import type { ReleaseStore } from '../storage/release-store';
import { BUILD_INFO_FILE, releaseContractHash } from './build-info';

export class ContractMismatchError extends DeployError {
  override name = 'ContractMismatchError';
}

/**
 * Refuses a remote built against another API contract (shared/validation's schemas) than the environment's host:
 * the remote and the host share @beacon/validation as a singleton, so the remote would parse the API with schemas
 * it was not built for. Both builds carry the hash in their build-info.json; a build without one cannot be checked
 * and is refused too.
 */
export async function assertRemoteFitsContract(options: {
  store: ReleaseStore;
  remote: RemoteName;
  version: string;
  environment: string;
  manifest: EnvironmentManifest;
}): Promise<void> {
  const { store, remote, version, environment, manifest } = options;
  const remoteHash = await releaseContractHash(store, remote, version);
  if (!remoteHash) {
    throw new ContractMismatchError(
      `Cannot check ${remote} ${version} against the contract of ${environment}: it has no ${BUILD_INFO_FILE}`,
    );
  }
  const hostHash = await releaseContractHash(store, 'host', manifest.host);
  if (!hostHash) {
    throw new ContractMismatchError(
      `Cannot check ${remote} ${version}: the host release ${manifest.host} of ${environment} has no ${BUILD_INFO_FILE} in ${store.description}`,
    );
  }
  if (remoteHash !== hostHash) {
    throw new ContractMismatchError(
      `Refusing ${remote} ${version}: it was built against API contract ${remoteHash.slice(0, 12)}, the host of ${environment} (${manifest.host}) against ${hostHash.slice(0, 12)}`,
    );
  }
}
