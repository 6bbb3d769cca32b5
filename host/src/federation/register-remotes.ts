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

import { setEntryIntegrity } from './entry-integrity';
import { onFallbackSwitch, setFallbackReporter, setFallbackTarget } from './fallback-registry';
import { keepInReleaseSet, writeReleaseSet } from './release-set-cookie';
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
  stopKeepingSwitches = onFallbackSwitch((target) => keepInReleaseSet(target.remote, target.stableVersion, doc));
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
  if (releaseSet) {
    writeReleaseSet(
      {
        startedAt: sameDevice ? releaseSet.startedAt : now(),
        device: deviceId,
        shell: releaseSet.shell,
        remotes: sessionVersions,
      },
      doc,
    );
  }
}
