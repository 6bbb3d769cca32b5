import type { RemoteName } from '@beacon/platform';

// Which stable entry to fall back to when a remote's canary (or pinned) version fails to load. Filled by
// register-remotes at boot, read by the federation runtime plugin.
const fallbacks = new Map<string, string>();

export function setFallbackEntry(remote: RemoteName, entry: string): void {
  fallbacks.set(remote, entry);
}

/** Returns the fallback once: a stable version that fails too must surface as an error, not loop. */
export function takeFallbackEntry(remote: string): string | undefined {
  const entry = fallbacks.get(remote);
  fallbacks.delete(remote);
  return entry;
}
