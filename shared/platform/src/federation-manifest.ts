import { remoteNames, type RemoteName } from './remote-contract';

// Shape of /federation.json: one entry per remote, the version every member gets and an optional canary.
export interface CanaryRollout {
  version: string;
  percent: number;
}

export interface RemoteRollout {
  stable: string;
  canary?: CanaryRollout | null;
}

export interface ThirdPartyAutocompleteSettings {
  /** The U.S. address-autocomplete service's suggestion URL. */
  baseUrl: string;
  /** Its public website key, sent as the `auth-id` query parameter. */
  authId: string;
}

export interface PlatformSettings {
  /** How long a lazily loaded screen may stay pending before "Loading chunk failed" is shown. */
  chunkLoadTimeoutMs: number;
  /** Street autocomplete from a third-party service instead of the provider API's /lookup (off when absent). */
  thirdPartyAutocomplete?: ThirdPartyAutocompleteSettings;
}

export interface FederationManifest {
  remotes: Record<RemoteName, RemoteRollout>;
  settings?: Partial<PlatformSettings>;
}

export function remoteEntryUrl(remote: RemoteName, version: string): string {
  return `/remotes/${remote}/${encodeURIComponent(version)}/mf-manifest.json`;
}

/** FNV-1a: stable across browsers and Node, so the edge, the CLI and the host agree on cohorts. */
export function cohortBucket(remote: RemoteName, deviceId: string): number {
  let hash = 0x811c9dc5;
  for (const char of remote + deviceId) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

export interface VersionChoice {
  version: string;
  /** The version to fall back to when this one fails to load; absent when this is already the stable one. */
  fallback?: string;
}

export function chooseRemoteVersion(
  remote: RemoteName,
  rollout: RemoteRollout,
  deviceId: string,
  pinnedVersion?: string | null,
): VersionChoice {
  if (pinnedVersion && pinnedVersion !== rollout.stable) return { version: pinnedVersion, fallback: rollout.stable };
  const canary = rollout.canary;
  if (canary && canary.percent > 0 && cohortBucket(remote, deviceId) < canary.percent) {
    return { version: canary.version, fallback: rollout.stable };
  }
  return { version: rollout.stable };
}

export function isFederationManifest(value: unknown): value is FederationManifest {
  if (typeof value !== 'object' || value === null) return false;
  const remotes = (value as { remotes?: unknown }).remotes;
  if (typeof remotes !== 'object' || remotes === null) return false;
  return remoteNames.every((name) => {
    const entry = (remotes as Record<string, unknown>)[name];
    return typeof entry === 'object' && entry !== null && typeof (entry as RemoteRollout).stable === 'string';
  });
}
