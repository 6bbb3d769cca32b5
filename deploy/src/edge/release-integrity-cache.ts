import { isReleaseVersion, remoteNames, type FederationManifest, type RemoteRollout } from '@beacon/platform';

import { INTEGRITY_FILE, parseReleaseIntegrity, sriOf, type ReleaseIntegrity } from '../release/release-digests';
import type { ReleaseStore } from '../storage/release-store';

/** The remote entry, whose digest the served manifest names (the entry names its chunks' digests in turn). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

// A release without a record (published before issue 60, or being published) is asked for again after this long;
// a record found is kept for good: releases never change.
const MISSING_RETRY_MS = 60_000;

interface CachedRecord {
  read: Promise<ReleaseIntegrity | null>;
  at: number;
  found?: boolean;
}

/**
 * The releases' integrity.json (release/release-digests.ts), read through the release store once per release, and
 * what the edge serves from it: the entry digests of the rollout manifest, and the digests of preloaded files.
 */
export class ReleaseIntegrityCache {
  private readonly records = new Map<string, CachedRecord>();

  constructor(
    private readonly store: Pick<ReleaseStore, 'readReleaseFile'>,
    private readonly now: () => number = Date.now,
  ) {}

  record(app: string, version: string): Promise<ReleaseIntegrity | null> {
    const key = `${app}/${version}`;
    const cached = this.records.get(key);
    if (cached && (cached.found !== false || this.now() - cached.at < MISSING_RETRY_MS)) return cached.read;
    const entry: CachedRecord = {
      at: this.now(),
      read: this.store
        .readReleaseFile(app, version, INTEGRITY_FILE)
        .then((body) => (body ? parseReleaseIntegrity(body) : null))
        // An unreadable store serves the manifest without the digest (the host then loads without a check) rather
        // than no manifest at all; the next request asks again.
        .catch(() => null),
    };
    void entry.read.then((found) => {
      entry.found = found !== null;
    });
    this.records.set(key, entry);
    return entry.read;
  }

  /** The Subresource Integrity value of one file of a release, or null when the release records none. */
  async fileSri(app: string, version: string, file: string): Promise<string | null> {
    const record = await this.record(app, version);
    const hex = record && Object.hasOwn(record.files, file) ? record.files[file] : undefined;
    return hex ? sriOf(hex) : null;
  }

  /**
   * The served manifest with each remote's `integrity`: the remoteEntry.js digest of every version it can make this
   * browser load: stable, the canary, the version the session keeps, and a QA pin named in the request's query
   * (`?remote.search=1.5.0`). A version whose release records no digest is left out (the host loads it unchecked).
   */
  async withEntryIntegrity(manifest: FederationManifest, query: URLSearchParams): Promise<FederationManifest> {
    const rollouts = await Promise.all(
      remoteNames.map(async (remote): Promise<[string, RemoteRollout]> => {
        const rollout = manifest.remotes[remote];
        const versions = new Set(
          [rollout.stable, rollout.canary?.version, rollout.kept, query.get(`remote.${remote}`)].filter(
            isReleaseVersion,
          ),
        );
        const integrity: Record<string, string> = {};
        for (const version of versions) {
          const sri = await this.fileSri(remote, version, REMOTE_ENTRY_FILE);
          if (sri) integrity[version] = sri;
        }
        // Never an environment file's own: the field is the edge's alone.
        const { integrity: _ignored, ...rest } = rollout;
        return [remote, Object.keys(integrity).length > 0 ? { ...rest, integrity } : rest];
      }),
    );
    return { ...manifest, remotes: Object.fromEntries(rollouts) as FederationManifest['remotes'] };
  }
}
