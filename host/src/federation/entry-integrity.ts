// The digests remoteEntry.js must have, by entry URL (issue 60): filled by register-remotes from the served
// manifest, read by the federation runtime plugin that creates the entry's <script> (integrity-plugin.ts) and by the
// fallback when it tells an integrity failure from a network one. It lives in the host's own chunk graph: runtime
// plugins run before the share scope exists, so they must not import shared singletons.

const digests = new Map<string, string>();

/** One key per resource, whether the runtime hands over the registered path or the absolute URL. */
function keyOf(url: string): string {
  try {
    return new URL(url, window.location.href).href;
  } catch {
    return url;
  }
}

export function setEntryIntegrity(entry: string, integrity: string): void {
  digests.set(keyOf(entry), integrity);
}

export function entryIntegrityFor(url: string): string | undefined {
  return digests.get(keyOf(url));
}

/** For tests: forget every digest. */
export function resetEntryIntegrity(): void {
  digests.clear();
}
