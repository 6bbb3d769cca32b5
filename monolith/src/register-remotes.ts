import type * as federated from '../../host/src/federation/register-remotes';

// Stands in for the host's module of the same name in the monolith build: every remote is in the bundle already,
// so there is no runtime to register them with and no version to choose or pin.
const standIn = {
  readPinnedVersions: () => new Map<string, string>(),
  registerFederatedRemotes: () => undefined,
  manifestForDevice: (manifest) => manifest,
  // no versions chosen, so no session set to keep
  recordSessionReleaseSet: () => Promise.resolve(),
} satisfies typeof federated;

export const { readPinnedVersions, registerFederatedRemotes, manifestForDevice, recordSessionReleaseSet } = standIn;
