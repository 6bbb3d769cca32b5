import { existsSync } from 'node:fs';
import { appendFile, cp, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { isReleaseVersion } from '@beacon/platform';

import { isAuditEntry, type AuditEntry } from '../audit/audit-entry';
import {
  environmentExists,
  readEnvironment,
  writeEnvironment,
  type EnvironmentManifest,
} from '../environment/environment-manifest';
import { ReleaseExistsError } from '../deploy-error';
import {
  assertAppName,
  assertReleaseVersion,
  RELEASE_METADATA_FILE,
  type PublishedRelease,
  type ReleaseMetadata,
  type ReleaseStore,
} from './release-store';

export interface LocalStoreOptions {
  releasesDir: string;
  environmentsDir: string;
  auditLog: string;
}

/** Releases as folders (releases/<app>/<version>/), manifests as environments/<env>.json, the audit log as JSON lines. */
export class LocalReleaseStore implements ReleaseStore {
  readonly description: string;

  constructor(private readonly options: LocalStoreOptions) {
    this.description = `local folders ${options.releasesDir} and ${options.environmentsDir}`;
  }

  private releaseDir(app: string, version: string): string {
    assertAppName(app);
    assertReleaseVersion(version);
    return path.join(this.options.releasesDir, app, version);
  }

  async putRelease(app: string, version: string, sourceDir: string, metadata: ReleaseMetadata): Promise<void> {
    const target = this.releaseDir(app, version);
    if (existsSync(target)) throw new ReleaseExistsError(app, version);
    // Copy beside the target and rename: a half-copied release is never visible under its version, and of two
    // concurrent publishers of one version only one rename succeeds (a folder never replaces a non-empty one).
    const staging = path.join(path.dirname(target), `.${version}.staging-${process.pid}`);
    await mkdir(path.dirname(target), { recursive: true });
    await rm(staging, { recursive: true, force: true });
    try {
      await cp(sourceDir, staging, { recursive: true });
      await writeFile(path.join(staging, RELEASE_METADATA_FILE), `${JSON.stringify(metadata, null, 2)}\n`);
      await rename(staging, target);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOTEMPTY' || code === 'EEXIST') throw new ReleaseExistsError(app, version);
      throw error;
    }
  }

  async hasRelease(app: string, version: string): Promise<boolean> {
    return existsSync(path.join(this.releaseDir(app, version), 'mf-manifest.json'));
  }

  async listReleases(app: string): Promise<PublishedRelease[]> {
    assertAppName(app);
    const appDir = path.join(this.options.releasesDir, app);
    if (!existsSync(appDir)) return [];
    const entries = await readdir(appDir, { withFileTypes: true });
    const releases: PublishedRelease[] = [];
    for (const entry of entries) {
      if (!entry.isDirectory() || !isReleaseVersion(entry.name)) continue;
      const dir = path.join(appDir, entry.name);
      if (!existsSync(path.join(dir, 'mf-manifest.json'))) continue;
      releases.push({ version: entry.name, publishedAt: await publishedAt(dir) });
    }
    return releases;
  }

  async readReleaseFile(app: string, version: string, file: string): Promise<Buffer | null> {
    const dir = this.releaseDir(app, version);
    const full = path.join(dir, file);
    if (!full.startsWith(dir + path.sep) || !existsSync(full)) return null;
    return readFile(full);
  }

  async listReleaseFiles(app: string, version: string): Promise<string[]> {
    const dir = this.releaseDir(app, version);
    if (!existsSync(dir)) return [];
    const entries = await readdir(dir, { withFileTypes: true, recursive: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();
  }

  async readEnvironment(environment: string): Promise<EnvironmentManifest | null> {
    if (!environmentExists(environment, this.options.environmentsDir)) return null;
    return readEnvironment(environment, this.options.environmentsDir);
  }

  async writeEnvironment(environment: string, manifest: EnvironmentManifest): Promise<void> {
    await writeEnvironment(environment, manifest, this.options.environmentsDir);
  }

  async appendAudit(entry: AuditEntry): Promise<void> {
    await mkdir(path.dirname(this.options.auditLog), { recursive: true });
    // One write of one line with O_APPEND: concurrent writers never interleave within a line.
    await appendFile(this.options.auditLog, `${JSON.stringify(entry)}\n`);
  }

  async readAudit(): Promise<AuditEntry[]> {
    if (!existsSync(this.options.auditLog)) return [];
    const lines = (await readFile(this.options.auditLog, 'utf8')).split('\n').filter(Boolean);
    return lines.map((line) => JSON.parse(line) as unknown).filter(isAuditEntry);
  }
}

async function publishedAt(releaseDir: string): Promise<string | null> {
  try {
    const metadata = JSON.parse(await readFile(path.join(releaseDir, RELEASE_METADATA_FILE), 'utf8')) as {
      publishedAt?: unknown;
    };
    if (typeof metadata.publishedAt === 'string') return metadata.publishedAt;
  } catch {
    // An older release without metadata: fall back to the folder's time.
  }
  try {
    return (await stat(releaseDir)).mtime.toISOString();
  } catch {
    return null;
  }
}
