import type { ReleaseStore } from '../storage/release-store';

/** Written by every app build (tooling/webpack/build-info-plugin.mjs): the API contract it was built against. */
export const BUILD_INFO_FILE = 'build-info.json';

/** The contractHash of a build-info.json, or null when the body is not one. */
export function parseContractHash(body: Buffer | string | null): string | null {
  if (body === null) return null;
  try {
    const value = JSON.parse(String(body)) as { contractHash?: unknown };
    return typeof value.contractHash === 'string' && /^[0-9a-f]{64}$/.test(value.contractHash)
      ? value.contractHash
      : null;
  } catch {
    return null;
  }
}

/** The contract hash a published release was built against; null for a build without build-info.json. */
export async function releaseContractHash(store: ReleaseStore, app: string, version: string): Promise<string | null> {
  return parseContractHash(await store.readReleaseFile(app, version, BUILD_INFO_FILE));
}
