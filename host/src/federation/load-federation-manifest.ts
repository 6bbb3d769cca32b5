import { INLINE_MANIFEST_ID, isFederationManifest, type FederationManifest } from '@beacon/platform';

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

/**
 * The rollout manifest: the copy the edge inlined into this page (no round trip before the remotes can load), or
 * else /federation.json, which the edge serves with no-cache, so a rollout reaches members on their next load.
 */
export async function loadFederationManifest(): Promise<FederationManifest | null> {
  const inline = inlineManifest();
  if (inline) return inline;
  try {
    const response = await fetch('/federation.json', { cache: 'no-store' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isFederationManifest(body) ? body : null;
  } catch {
    return null;
  }
}
