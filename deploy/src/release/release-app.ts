import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

import { DeployError } from '../deploy-error';
import type { BuildFacts } from '../provenance/provenance-statement';
import type { ReleaseSigner } from '../provenance/release-key';
import { writeProvenance } from '../provenance/write-provenance';
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
export interface ReleaseSigning {
  signer: ReleaseSigner;
  /** what the build was made from (build-facts.ts), read per app: the facts name the build's contract hash */
  facts: (distDir: string) => Promise<Omit<BuildFacts, 'app' | 'version'>>;
}

export async function releaseApp(app: AppInfo, store: ReleaseStore, signing?: ReleaseSigning): Promise<ReleaseResult> {
  const distDir = path.join(app.dir, 'dist');
  if (!existsSync(path.join(distDir, 'mf-manifest.json'))) {
    throw new DeployError(`${app.packageName} has no build in ${distDir}: run its build first`);
  }
  const version = await contentVersion(app, distDir);
  if (await store.hasRelease(app.name, version)) return { app: app.name, version, created: false };
  // Signed like `pnpm release`'s (issue 60), so what `pnpm start` publishes can be promoted to another environment.
  const facts = signing ? await signing.facts(distDir) : null;
  await withPrecompressedCopy(distDir, async (dir) => {
    if (signing && facts) await writeProvenance(dir, { ...facts, app: app.name, version }, signing.signer);
    await store.putRelease(app.name, version, dir, { app: app.name, version, publishedAt: new Date().toISOString() });
  });
  return { app: app.name, version, created: true };
}
