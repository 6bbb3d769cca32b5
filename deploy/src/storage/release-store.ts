import { isReleaseVersion } from '@beacon/platform';

import type { AuditEntry } from '../audit/audit-entry';
import { DeployError } from '../deploy-error';
import type { EnvironmentManifest } from '../environment/environment-manifest';

/** A published release as listed by a store. */
export interface PublishedRelease {
  version: string;
  /** ISO time of publication; null for a release published before releases carried their metadata. */
  publishedAt: string | null;
}

/**
 * Written last into every release folder: its presence marks a complete, published release. It names no person (who
 * published is in the audit log) and is never served to browsers (edge and nginx answer 404).
 */
export const RELEASE_METADATA_FILE = 'release.json';

export interface ReleaseMetadata {
  app: string;
  version: string;
  publishedAt: string;
}

/**
 * Where releases, rollout manifests and the audit log live: a local folder (default) or an S3-compatible bucket.
 * Releases are immutable: putRelease refuses a version that exists.
 */
export interface ReleaseStore {
  /** For messages: where this store keeps things. */
  readonly description: string;
  putRelease(app: string, version: string, sourceDir: string, metadata: ReleaseMetadata): Promise<void>;
  hasRelease(app: string, version: string): Promise<boolean>;
  listReleases(app: string): Promise<PublishedRelease[]>;
  /** A file of a published release (e.g. its mf-manifest.json), or null when absent. */
  readReleaseFile(app: string, version: string, file: string): Promise<Buffer | null>;
  /** Every file of a published release, release-relative with forward slashes, sorted (verification, issue 60). */
  listReleaseFiles(app: string, version: string): Promise<string[]>;
  /** The environment's manifest, or null when the environment does not exist yet. */
  readEnvironment(environment: string): Promise<EnvironmentManifest | null>;
  /** Validates, then replaces the manifest atomically: readers see the old or the new one, never a mix. */
  writeEnvironment(environment: string, manifest: EnvironmentManifest): Promise<void>;
  appendAudit(entry: AuditEntry): Promise<void>;
  readAudit(): Promise<AuditEntry[]>;
}

export function assertAppName(app: string): void {
  if (!/^[a-z][a-z0-9-]{0,39}$/.test(app)) throw new DeployError(`"${app}" is not an app name`);
}

export function assertReleaseVersion(version: string): void {
  if (!isReleaseVersion(version)) {
    throw new DeployError(`"${version}" is not a valid release version (letters, digits, ".", "_", "+", "-")`);
  }
}
