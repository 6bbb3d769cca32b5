import type { RemoteName } from '@beacon/platform';
import {
  formatReleaseSet,
  RELEASE_SET_COOKIE,
  releaseSetFromCookies,
  type ReleaseSet,
} from '@beacon/platform/release-set';

// A chunk of its own (register-remotes.ts loads it once the first screen has shown, or when a remote switches).

/**
 * Records the versions this browser session runs (issue 60, "a consistent set per session") in a session cookie: no
 * Max-Age, so it ends with the browser session; the edge serves the same set on the next page load while it is
 * fresh (deploy/src/edge/session-release-set.ts).
 */
export function writeReleaseSet(set: ReleaseSet, doc: Document = document): void {
  doc.cookie = `${RELEASE_SET_COOKIE}=${formatReleaseSet(set)}; Path=/; SameSite=Lax; Secure`;
}

/** A remote moved to another version mid-session (a failed canary fell back to stable): the set follows it. */
export function keepInReleaseSet(remote: RemoteName, version: string, doc: Document = document): void {
  const set = releaseSetFromCookies(doc.cookie);
  if (!set) return;
  writeReleaseSet({ ...set, remotes: { ...set.remotes, [remote]: version } }, doc);
}
