import { registerGlobalPlugins, registerRemotes } from '@module-federation/enhanced/runtime';

import { reportClientError } from '@beacon/api';
import {
  chooseRemoteVersion,
  entryIntegrityOf,
  remoteEntryUrl,
  remoteNames,
  type FederationManifest,
} from '@beacon/platform';

import { setEntryIntegrity } from './entry-integrity';
import { setFallbackReporter, setFallbackTarget } from './fallback-registry';
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

/** Registers every remote of the manifest with the federation runtime, choosing stable or canary per member. */
export function registerFederatedRemotes(
  manifest: FederationManifest,
  deviceId: string,
  pins: Map<string, string>,
): void {
  // A member moved off a broken canary is reported to POST /v1/errors, so the release team sees it.
  setFallbackReporter(reportClientError);
  // every remote's own federation instance resolves its shared modules the way the host's does
  registerGlobalPlugins([createShareResolutionPlugin()]);
  registerRemotes(
    remoteNames.map((remote) => {
      const rollout = manifest.remotes[remote];
      const choice = chooseRemoteVersion(remote, rollout, deviceId, pins.get(remote));
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
}
