import { registerGlobalPlugins, registerRemotes } from '@module-federation/enhanced/runtime';

import { reportClientError } from '@beacon/api';
import {
  chooseRemoteVersion,
  entryIntegrityOf,
  remoteEntryUrl,
  remoteNames,
  type FederationManifest,
  type RemoteName,
  type RemoteRollout,
} from '@beacon/platform';

import type { ReleaseSet } from '@beacon/platform/release-set';

import { setEntryIntegrity } from './entry-integrity';
import { onFallbackSwitch, setFallbackReporter, setFallbackTarget } from './fallback-registry';
import { createShareResolutionPlugin } from './share-resolution-plugin';

const PIN_PREFIX = 'remote.';

/** QA pins (`?remote.search=1.5.0`) are kept for the tab in session storage. */
export function readPinnedVersions(search: string, storage: Storage = window.sessionStorage): Map<string, string> {
  const params = new URLSearchParams(search);
  for (const [key, value] of params) {
    if (key.startsWith(PIN_PREFIX) && value) storage.setItem(key, value);
  }
  const pins = new Map<string, string>();
  for (const remote of remoteNames) {
    const pinned = storage.getItem(PIN_PREFIX + remote);
    if (pinned) pins.set(remote, pinned);
  }
  return pins;
}

let stopKeepingSwitches: (() => void) | undefined;
/** The set of versions this session runs, until recordSessionReleaseSet has written it. */
let unwrittenSet: { set: ReleaseSet; doc: Document } | null = null;

const loadReleaseSetCookie = () => import(/* webpackChunkName: "release-set" */ './release-set-cookie');

/**
 * Writes the set of versions this session started with into its cookie (issue 60, "a consistent set per session"),
 * with every switch to stable made since. Called once the first screen has shown (bootstrap.tsx): its code is a chunk
 * fetched after the content (issue 19's byte budget), and the edge reads the cookie only on the next page load.
 */
export async function recordSessionReleaseSet(): Promise<void> {
  const pending = unwrittenSet;
  if (!pending) return;
  const { writeReleaseSet } = await loadReleaseSetCookie();
  if (unwrittenSet !== pending) return; // registered again meanwhile (tests): that set is the one to write
  writeReleaseSet(pending.set, pending.doc);
  unwrittenSet = null;
}

/**
 * The manifest as this device reads it: the versions the edge kept from this session's set are this device's only,
 * so another id in this browser (a tester switching devices) gets its own cohort's versions and starts a set of its
 * own. The release health counts with the same choices.
 */
export function manifestForDevice(manifest: FederationManifest, deviceId: string): FederationManifest {
  if (manifest.releaseSet?.device === deviceId) return manifest;
  const remotes = Object.fromEntries(
    remoteNames.map((remote) => {
      const { kept: _kept, ...rollout } = manifest.remotes[remote];
      return [remote, rollout];
    }),
  ) as Record<RemoteName, RemoteRollout>;
  return { ...manifest, remotes };
}

/** Registers every remote of the manifest with the federation runtime, choosing stable or canary per member. */
export function registerFederatedRemotes(
  manifest: FederationManifest,
  deviceId: string,
  pins: Map<string, string>,
  session: { now?: () => number; doc?: Document } = {},
): void {
  const { now = Date.now, doc = document } = session;
  // A member moved off a broken canary is reported to POST /v1/errors, so the release team sees it.
  setFallbackReporter(reportClientError);
  stopKeepingSwitches?.();
  // A remote moved to stable mid-session: the set follows it, in the cookie or in the set still to be written.
  stopKeepingSwitches = onFallbackSwitch((target) => {
    if (unwrittenSet) unwrittenSet.set.remotes[target.remote] = target.stableVersion;
    else {
      void loadReleaseSetCookie().then(
        ({ keepInReleaseSet }) => keepInReleaseSet(target.remote, target.stableVersion, doc),
        () => undefined, // the chunk did not load: the set stays as it was, and the edge still drops a pulled version
      );
    }
  });
  // every remote's own federation instance resolves its shared modules the way the host's does
  registerGlobalPlugins([createShareResolutionPlugin()]);
  const releaseSet = manifest.releaseSet;
  const sameDevice = releaseSet?.device === deviceId;
  const { remotes } = manifestForDevice(manifest, deviceId);
  const sessionVersions: Partial<Record<RemoteName, string>> = {};
  registerRemotes(
    remoteNames.map((remote) => {
      const rollout = remotes[remote];
      const choice = chooseRemoteVersion(remote, rollout, deviceId, pins.get(remote));
      // A QA pin lasts for its tab only: the session's set holds what the device gets without it.
      sessionVersions[remote] = pins.has(remote)
        ? chooseRemoteVersion(remote, rollout, deviceId).version
        : choice.version;
      // The browser checks each entry against the digest the edge served (integrity-plugin.ts, issue 60).
      for (const version of [choice.version, choice.fallback]) {
        const integrity = version === undefined ? undefined : entryIntegrityOf(rollout, version);
        if (version !== undefined && integrity) setEntryIntegrity(remoteEntryUrl(remote, version), integrity);
      }
      if (choice.fallback) {
        setFallbackTarget({
          remote,
          chosenVersion: choice.version,
          stableVersion: choice.fallback,
          entry: remoteEntryUrl(remote, choice.fallback),
        });
      }
      return { name: remote, entry: remoteEntryUrl(remote, choice.version) };
    }),
  );
  // Only an edge that keeps sets names one (not the dev servers, not a plain file server).
  unwrittenSet = releaseSet
    ? {
        set: {
          startedAt: sameDevice ? releaseSet.startedAt : now(),
          device: deviceId,
          shell: releaseSet.shell,
          remotes: sessionVersions,
        },
        doc,
      }
    : null;
}
