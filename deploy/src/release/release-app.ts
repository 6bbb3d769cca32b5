import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

import type { AppInfo } from './app-catalog';

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

export interface ReleaseResult {
  app: string;
  version: string;
  dir: string;
  created: boolean;
}

/**
 * Copies an app's dist/ to deploy/releases/<app>/<version>/. Releases are immutable: a version that exists
 * is never overwritten (the content hash in the version makes a rebuild of the same code land on it).
 */
export async function releaseApp(app: AppInfo, releasesDir: string): Promise<ReleaseResult> {
  const distDir = path.join(app.dir, 'dist');
  if (!existsSync(path.join(distDir, 'mf-manifest.json'))) {
    throw new Error(`${app.packageName} has no build in ${distDir}: run its build first`);
  }
  const pkg = JSON.parse(await readFile(path.join(app.dir, 'package.json'), 'utf8')) as { version: string };
  const version = `${pkg.version}-${await hashBuild(distDir)}`;
  const target = path.join(releasesDir, app.name, version);
  if (existsSync(target)) return { app: app.name, version, dir: target, created: false };

  // Copy beside the target and rename, so a half-copied release is never visible under its version.
  const staging = `${target}.staging-${process.pid}`;
  await mkdir(path.dirname(target), { recursive: true });
  await rm(staging, { recursive: true, force: true });
  await cp(distDir, staging, { recursive: true });
  await rename(staging, target);
  return { app: app.name, version, dir: target, created: true };
}
