import {
  entryIntegrityOf,
  INLINE_MANIFEST_ID,
  isFederationManifest,
  remoteNames,
  type FederationManifest,
} from '@beacon/platform';

function inlineManifest(): FederationManifest | null {
  const text = document.getElementById(INLINE_MANIFEST_ID)?.textContent;
  if (!text) return null;
  try {
    const body: unknown = JSON.parse(text);
    return isFederationManifest(body) ? body : null;
  } catch {
    return null;
  }
}

/** A QA pin whose entry digest the manifest lacks (the page was asked for without the pin in its query). */
function pinWithoutDigest(manifest: FederationManifest, pins: Map<string, string>): boolean {
  return remoteNames.some((remote) => {
    const pin = pins.get(remote);
    const rollout = manifest.remotes[remote];
    return (
      pin !== undefined && pin !== rollout.stable && rollout.integrity !== undefined && !entryIntegrityOf(rollout, pin)
    );
  });
}

/**
 * The rollout manifest: the copy the edge inlined into this page (no round trip before the remotes can load), or
 * else /federation.json, which the edge serves with no-cache, so a rollout reaches members on their next load.
 * A QA pin kept from an earlier page is asked for in the query, so the edge names its entry's digest too (issue 60).
 */
export async function loadFederationManifest(
  pins: Map<string, string> = new Map(),
): Promise<FederationManifest | null> {
  const inline = inlineManifest();
  if (inline && !pinWithoutDigest(inline, pins)) return inline;
  const query = new URLSearchParams([...pins].map(([remote, version]) => [`remote.${remote}`, version]));
  const fetched = await fetchManifest(query.size > 0 ? `/federation.json?${query}` : '/federation.json');
  return fetched ?? inline;
}

async function fetchManifest(url: string): Promise<FederationManifest | null> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isFederationManifest(body) ? body : null;
  } catch {
    return null;
  }
}
