import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { isFederationManifest, type FederationManifest } from '@beacon/platform';

/** deploy/environments/<env>.json: the host version plus the rollout manifest served as /federation.json. */
export interface EnvironmentManifest extends FederationManifest {
  host: string;
}

export function environmentFile(environment: string, dir: string): string {
  if (!/^[a-z0-9-]+$/.test(environment)) throw new Error(`Invalid environment name "${environment}"`);
  return path.join(dir, `${environment}.json`);
}

export async function readEnvironment(environment: string, dir: string): Promise<EnvironmentManifest> {
  const file = environmentFile(environment, dir);
  const body: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!isFederationManifest(body) || typeof (body as { host?: unknown }).host !== 'string') {
    throw new Error(`${file} is not a valid environment manifest`);
  }
  return body as EnvironmentManifest;
}

export function environmentExists(environment: string, dir: string): boolean {
  return existsSync(environmentFile(environment, dir));
}

/** Writes atomically (temp file, then rename): the edge never serves a half-written manifest. */
export async function writeEnvironment(environment: string, manifest: EnvironmentManifest, dir: string): Promise<void> {
  const file = environmentFile(environment, dir);
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(temp, file);
}

/** What the browser gets as /federation.json: remotes and settings, not the host's own version. */
export function toFederationManifest(manifest: EnvironmentManifest): FederationManifest {
  return { remotes: manifest.remotes, ...(manifest.settings ? { settings: manifest.settings } : {}) };
}
