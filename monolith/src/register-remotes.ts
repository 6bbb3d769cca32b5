import type * as federated from '../../host/src/federation/register-remotes';

// Stands in for the host's module of the same name in the monolith build: every remote is in the bundle already,
// so there is no runtime to register them with and no version to choose or pin.
const standIn = {
  readPinnedVersions: () => new Map<string, string>(),
  registerFederatedRemotes: () => undefined,
  manifestForDevice: (manifest) => manifest,
} satisfies typeof federated;

export const { readPinnedVersions, registerFederatedRemotes, manifestForDevice } = standIn;
