import { isFederationManifest, type FederationManifest } from '@beacon/platform';

/** Reads the rollout manifest the edge serves with no-cache, so a rollout reaches members on their next load. */
export async function loadFederationManifest(): Promise<FederationManifest | null> {
  try {
    const response = await fetch('/federation.json', { cache: 'no-store' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isFederationManifest(body) ? body : null;
  } catch {
    return null;
  }
}
