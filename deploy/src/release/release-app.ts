import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

import { DeployError } from '../deploy-error';
import { type ReleaseStore } from '../storage/release-store';
import type { AppInfo } from './app-catalog';
import { withPrecompressedCopy } from './precompress';

async function listFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full, base) : Promise.resolve([path.relative(base, full)]);
    }),
  );
  return files.flat().sort();
}

/** Hash of a build's file names and contents: the same build always gets the same version. */
export async function hashBuild(distDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(distDir)) {
    hash
      .update(file)
      .update('\0')
      .update(await readFile(path.join(distDir, file)));
  }
  return hash.digest('hex').slice(0, 10);
}

export async function packageVersion(app: AppInfo): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(app.dir, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** `<package version>-<content hash>`: the version of a release published without --version. */
export async function contentVersion(app: AppInfo, distDir = path.join(app.dir, 'dist')): Promise<string> {
  return `${await packageVersion(app)}-${await hashBuild(distDir)}`;
}

export interface ReleaseResult {
  app: string;
  version: string;
  created: boolean;
}

/**
 * `pnpm start`: publishes an app's current dist/ under its content version, reusing the release when that exact
 * build is already published (the content hash in the version makes a rebuild of the same code land on it).
 */
export async function releaseApp(app: AppInfo, store: ReleaseStore): Promise<ReleaseResult> {
  const distDir = path.join(app.dir, 'dist');
  if (!existsSync(path.join(distDir, 'mf-manifest.json'))) {
    throw new DeployError(`${app.packageName} has no build in ${distDir}: run its build first`);
  }
  const version = await contentVersion(app, distDir);
  if (await store.hasRelease(app.name, version)) return { app: app.name, version, created: false };
  await withPrecompressedCopy(distDir, (dir) =>
    store.putRelease(app.name, version, dir, { app: app.name, version, publishedAt: new Date().toISOString() }),
  );
  return { app: app.name, version, created: true };
}
