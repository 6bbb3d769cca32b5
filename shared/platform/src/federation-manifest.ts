import { remoteNames, type RemoteName } from './remote-contract';

// Shape of /federation.json: one entry per remote, the version every member gets and an optional canary.
export interface CanaryRollout {
  version: string;
  percent: number;
}

export interface RemoteRollout {
  stable: string;
  canary?: CanaryRollout | null;
  /**
   * Versions withdrawn for a fault (a rollback by the release guard or `pnpm rollback --fault`): a browser session
   * that started on one of them leaves it at once instead of keeping its set (issue 60), newest last.
   */
  pulled?: string[];
  /**
   * Served only, never in an environment file: the version this browser session keeps from the set it started with
   * (release-set.ts), chosen over the cohort's while the set is fresh. The edge never keeps a pulled version.
   */
  kept?: string;
  /**
   * Deploy only, never served (the edge strips it): the release guard's plan for this rollout's canary (issue 60),
   * kept here so the guard resumes after a restart. Present only with a canary; promote and rollback clear it.
   */
  guard?: RolloutGuard;
  /**
   * Served only, never in an environment file (issue 60): the Subresource Integrity value (`sha384-<base64>`) of
   * remoteEntry.js by version, for every version this manifest can make a browser load (stable, canary, kept, and a
   * QA pin named in the request). The edge reads it from each release's integrity.json; the host has the browser
   * check the entry against it, and the entry names the digests of the remote's chunks in turn.
   */
  integrity?: Record<string, string>;
}

/** A Subresource Integrity value of SHA-384, as the edge serves it: `sha384-` and 64 base64 characters. */
export const SHA384_SRI_PATTERN = /^sha384-[A-Za-z0-9+/]{64}$/;

export function isSha384Sri(value: unknown): value is string {
  return typeof value === 'string' && SHA384_SRI_PATTERN.test(value);
}

/** The digest remoteEntry.js of `version` must have, when the manifest names one. */
export function entryIntegrityOf(rollout: RemoteRollout, version: string): string | undefined {
  const integrity = rollout.integrity;
  return integrity && Object.hasOwn(integrity, version) ? integrity[version] : undefined;
}

/** A canary's guarded schedule: the shares it steps through and where it stands (deploy/src/guard). */
export interface RolloutGuard {
  /** canary percents in increasing order; reaching 100 (or passing the last step) promotes the canary */
  steps: number[];
  /** the step the canary is at: `canary.percent === steps[stepIndex]` */
  stepIndex: number;
  /** ISO time the step began: both arms are compared over the figures since then */
  stepStartedAt: string;
  /** how long a step must be healthy (with a minimum sample) before the guard advances it */
  stepMinutes: number;
  /** paused: an inconclusive breach or too little data; the guard still rolls back, never advances */
  status: 'watching' | 'paused';
}

/** How many pulled versions a rollout remembers. */
export const PULLED_LIMIT = 10;

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
  /**
   * The MapLibre style (a style.json URL of the deployment's tile provider) the maps draw with; absent: the offline
   * default drawn from packaged open data (`@beacon/ui/map`).
   */
  mapStyleUrl?: string;
}

export interface FederationManifest {
  remotes: Record<RemoteName, RemoteRollout>;
  settings?: Partial<PlatformSettings>;
  /**
   * Served only: the shell (host release) of this page, when the session took its set of versions and the device
   * the edge took it for (the device cookie's id, '' without one), which the host records in the session's cookie
   * (release-set.ts). A host whose own device id differs ignores the `kept` versions.
   */
  releaseSet?: { startedAt: number; shell: string; device: string };
}

export function remoteEntryUrl(remote: RemoteName, version: string): string {
  return `/remotes/${remote}/${encodeURIComponent(version)}/remoteEntry.js`;
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
  // A QA pin wins over the cohort; a pin to the stable version keeps a canary-cohort tester on stable.
  if (pinnedVersion === rollout.stable) return { version: rollout.stable };
  if (pinnedVersion) return { version: pinnedVersion, fallback: rollout.stable };
  // The session keeps the version it started with (release-set.ts); stable stays its fallback.
  if (rollout.kept === rollout.stable) return { version: rollout.stable };
  if (rollout.kept) return { version: rollout.kept, fallback: rollout.stable };
  const canary = rollout.canary;
  if (canary && canary.percent > 0 && cohortBucket(remote, deviceId) < canary.percent) {
    return { version: canary.version, fallback: rollout.stable };
  }
  return { version: rollout.stable };
}

/** A release version is one path segment of /remotes/<name>/<version>/: no slashes, no dot-segments. */
export const RELEASE_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/;

export function isReleaseVersion(value: unknown): value is string {
  return typeof value === 'string' && RELEASE_VERSION_PATTERN.test(value) && !value.includes('..');
}

/** A map style URL a deployment may configure: absolute, http or https (MapLibre fetches it from the page). */
export function isMapStyleUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function rolloutProblems(name: string, entry: unknown): string[] {
  if (!isRecord(entry)) return [`remotes.${name} is missing`];
  const problems: string[] = [];
  if (!isReleaseVersion(entry['stable'])) problems.push(`remotes.${name}.stable is not a release version`);
  const pulled = entry['pulled'];
  if (
    pulled !== undefined &&
    (!Array.isArray(pulled) || pulled.length > PULLED_LIMIT || !pulled.every(isReleaseVersion))
  ) {
    problems.push(`remotes.${name}.pulled must be a list of at most ${PULLED_LIMIT} release versions`);
  }
  const kept = entry['kept'];
  if (kept !== undefined && !isReleaseVersion(kept)) problems.push(`remotes.${name}.kept is not a release version`);
  const integrity = entry['integrity'];
  if (
    integrity !== undefined &&
    (!isRecord(integrity) ||
      !Object.entries(integrity).every(([version, sri]) => isReleaseVersion(version) && isSha384Sri(sri)))
  ) {
    problems.push(`remotes.${name}.integrity must map release versions to sha384 integrity values`);
  }
  // A guard plan is deploy's, checked where environment files are read (deploy/src/guard/guard-plan-problems.ts): the
  // edge never serves it, and this check runs in every browser.
  const canary = entry['canary'];
  if (canary === undefined || canary === null) return problems;
  if (!isRecord(canary)) return [...problems, `remotes.${name}.canary must be an object or null`];
  if (!isReleaseVersion(canary['version'])) problems.push(`remotes.${name}.canary.version is not a release version`);
  else if (canary['version'] === entry['stable']) problems.push(`remotes.${name}.canary.version equals the stable one`);
  const percent = canary['percent'];
  if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 0 || percent > 100) {
    problems.push(`remotes.${name}.canary.percent must be an integer from 0 to 100`);
  }
  return problems;
}

/** Why a value is not a valid rollout manifest (empty when it is): the deploy CLI refuses to write such a file. */
export function federationManifestProblems(value: unknown): string[] {
  if (!isRecord(value)) return ['the manifest is not an object'];
  const remotes = value['remotes'];
  if (!isRecord(remotes)) return ['remotes is missing'];
  const problems = remoteNames.flatMap((name) => rolloutProblems(name, remotes[name]));
  const releaseSet = value['releaseSet'];
  if (
    releaseSet !== undefined &&
    (!isRecord(releaseSet) ||
      typeof releaseSet['startedAt'] !== 'number' ||
      !Number.isSafeInteger(releaseSet['startedAt']) ||
      !isReleaseVersion(releaseSet['shell']) ||
      typeof releaseSet['device'] !== 'string')
  ) {
    problems.push('releaseSet must hold startedAt (epoch ms), shell (a release version) and device');
  }
  const settings = value['settings'];
  if (settings !== undefined) {
    if (!isRecord(settings)) problems.push('settings must be an object');
    else {
      const timeout = settings['chunkLoadTimeoutMs'];
      if (timeout !== undefined && (typeof timeout !== 'number' || !(timeout > 0))) {
        problems.push('settings.chunkLoadTimeoutMs must be a positive number');
      }
      const style = settings['mapStyleUrl'];
      if (style !== undefined && !isMapStyleUrl(style)) {
        problems.push('settings.mapStyleUrl must be an http(s) URL');
      }
    }
  }
  return problems;
}

export function isFederationManifest(value: unknown): value is FederationManifest {
  return federationManifestProblems(value).length === 0;
}

/** The id of the element the edge inlines the rollout manifest in, in the host's page (read at start). */
export const INLINE_MANIFEST_ID = 'beacon-federation';

/** The cookie the host mirrors its device id in, so the edge can preload the versions of this browser's cohort. */
export const DEVICE_COOKIE = 'beacon-device';
