import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { isReleaseVersion, remoteNames } from '@beacon/platform';
import type { ReleaseSet } from '@beacon/platform/release-set';

import type { EnvironmentManifest } from '../environment/environment-manifest';
import { BUILD_INFO_FILE, parseContractHash } from '../release/build-info';

// Issue 60, "a consistent set per session". A promote or a rollback changes what the next page load gets; a member
// in the middle of a flow (a report half read, a removal request half filled) who reloads would then run a second
// release of the same feature, or a shell that expects other remotes. The host records the versions its session
// started with in a session cookie (release-set.ts in @beacon/platform); on the next page load the edge serves that
// set again, for a bounded time, unless a version of it was pulled for a fault or is no longer published.
//
// The API contract is part of the set: the API is one deployment, so a set is kept only while the API speaks the
// contract its releases were built against (each release's build-info.json against the API's GET /v1/contract).
// Once the API moves to another contract, the session takes the environment's current versions on its next page
// load instead of running releases built for shapes the API no longer answers with.

export interface SessionSetOptions {
  releasesDir: string;
  /** how long a session keeps its set (EDGE_RELEASE_SET_MAX_AGE_MINUTES) */
  maxAgeMs: number;
  /** the device cookie's id: a set belongs to one device (a tester switching devices starts afresh) */
  deviceId: string | null;
  now: number;
  /** the contract the API speaks now (api-contract.ts); null when it could not be asked (a set is then kept) */
  apiContract: string | null;
}

export interface SessionSetView {
  /** the environment with each remote's `kept` version set where the session keeps one */
  manifest: EnvironmentManifest;
  /** the shell (host release) this page is served from */
  shell: string;
  /** the set as it goes to the host: when it started, the shell, and the device it was taken for */
  releaseSet: { startedAt: number; shell: string; device: string };
}

// A set a clock skew put in the future is still taken as "now", not as young forever.
const FUTURE_TOLERANCE_MS = 60_000;

function published(releasesDir: string, app: string, version: string, file: string): boolean {
  return isReleaseVersion(version) && existsSync(path.join(releasesDir, app, version, file));
}

// A release's files never change: its contract is read once.
const contracts = new Map<string, string | null>();

/** The contract a release was built against; null without a readable build-info.json. */
function releaseContract(releasesDir: string, app: string, version: string): string | null {
  const file = path.join(releasesDir, app, version, BUILD_INFO_FILE);
  if (!contracts.has(file)) {
    let body: string | null = null;
    try {
      body = readFileSync(file, 'utf8');
    } catch {
      // not built with one: it cannot be shown to speak the API's contract
    }
    contracts.set(file, parseContractHash(body));
  }
  return contracts.get(file) ?? null;
}

/**
 * What this page load serves: the environment's current versions, or the set the session started with while that
 * set is fresh. A version the set names is kept only while it is published, not pulled, and built for the contract
 * the API speaks; the others follow the environment (the host then records the new set, with the same start time).
 */
export function sessionReleaseSet(
  environment: EnvironmentManifest,
  set: ReleaseSet | null,
  options: SessionSetOptions,
): SessionSetView {
  const { now, maxAgeMs, deviceId, releasesDir, apiContract } = options;
  const speaksApi = (app: string, version: string) =>
    apiContract === null || releaseContract(releasesDir, app, version) === apiContract;
  const age = set ? now - set.startedAt : Number.POSITIVE_INFINITY;
  const fresh = set !== null && set.device === deviceId && age <= maxAgeMs && age >= -FUTURE_TOLERANCE_MS;
  if (!fresh) {
    return {
      manifest: environment,
      shell: environment.host,
      releaseSet: { startedAt: now, shell: environment.host, device: deviceId ?? '' },
    };
  }
  const shell =
    published(releasesDir, 'host', set.shell, 'index.html') && speaksApi('host', set.shell)
      ? set.shell
      : environment.host;
  const remotes = { ...environment.remotes };
  for (const remote of remoteNames) {
    const version = set.remotes[remote];
    const rollout = remotes[remote];
    if (!version || rollout.pulled?.includes(version)) continue;
    if (!published(releasesDir, remote, version, 'remoteEntry.js') || !speaksApi(remote, version)) continue;
    remotes[remote] = { ...rollout, kept: version };
  }
  return {
    manifest: { ...environment, remotes },
    shell,
    releaseSet: { startedAt: Math.min(set.startedAt, now), shell, device: set.device },
  };
}
