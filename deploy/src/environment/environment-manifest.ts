import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import {
  federationManifestProblems,
  isReleaseVersion,
  remoteNames,
  type FederationManifest,
  type RemoteName,
} from '@beacon/platform';

import { DeployError } from '../deploy-error';
import { guardPlanProblems } from '../guard/guard-plan-problems';

/**
 * deploy/environments/<env>.json: the host version, the rollout manifest served as /federation.json, and per remote
 * the earlier stable versions (most recent last) that `pnpm rollback` returns to. Only remotes and settings reach
 * the browser.
 */
export interface EnvironmentManifest extends FederationManifest {
  host: string;
  history?: Partial<Record<RemoteName, string[]>>;
}

/** How many earlier stable versions an environment remembers per remote. */
export const HISTORY_LIMIT = 10;

export function environmentFile(environment: string, dir: string): string {
  assertEnvironmentName(environment);
  return path.join(dir, `${environment}.json`);
}

export function assertEnvironmentName(environment: string): void {
  if (!/^[a-z0-9-]+$/.test(environment)) throw new DeployError(`Invalid environment name "${environment}"`);
}

/** Why a value is not a valid environment manifest (empty when it is). */
export function environmentManifestProblems(value: unknown): string[] {
  const problems = [...federationManifestProblems(value), ...guardPlanProblems(value)];
  if (typeof value !== 'object' || value === null) return problems;
  const { host, history } = value as { host?: unknown; history?: unknown };
  if (!isReleaseVersion(host)) problems.push('host is not a release version');
  // The entries' digests are the edge's, read from the releases at each request (issue 60): a copy in the file could
  // only disagree with them.
  const remotes = (value as { remotes?: unknown }).remotes;
  if (typeof remotes === 'object' && remotes !== null) {
    for (const [remote, rollout] of Object.entries(remotes)) {
      if (typeof rollout === 'object' && rollout !== null && 'integrity' in rollout) {
        problems.push(`remotes.${remote}.integrity is served by the edge, never written in an environment file`);
      }
    }
  }
  if (history !== undefined) {
    if (typeof history !== 'object' || history === null) problems.push('history must be an object');
    else {
      for (const [remote, versions] of Object.entries(history)) {
        if (!(remoteNames as readonly string[]).includes(remote)) problems.push(`history.${remote}: unknown remote`);
        else if (!Array.isArray(versions) || !versions.every(isReleaseVersion)) {
          problems.push(`history.${remote} must be a list of release versions`);
        }
      }
    }
  }
  return problems;
}

export function parseEnvironmentManifest(body: unknown, source: string): EnvironmentManifest {
  const problems = environmentManifestProblems(body);
  if (problems.length > 0)
    throw new DeployError(`${source} is not a valid environment manifest: ${problems.join('; ')}`);
  return body as EnvironmentManifest;
}

export function assertValidEnvironment(environment: string, manifest: EnvironmentManifest): void {
  const problems = environmentManifestProblems(manifest);
  if (problems.length > 0) {
    throw new DeployError(`Refusing to write an invalid manifest for ${environment}: ${problems.join('; ')}`);
  }
}

export async function readEnvironment(environment: string, dir: string): Promise<EnvironmentManifest> {
  const file = environmentFile(environment, dir);
  return parseEnvironmentManifest(JSON.parse(await readFile(file, 'utf8')), file);
}

export function environmentExists(environment: string, dir: string): boolean {
  return existsSync(environmentFile(environment, dir));
}

/**
 * Validates, then writes atomically (temp file in the same folder, then rename): the edge never serves a
 * half-written manifest, and an invalid one is never written.
 */
export async function writeEnvironment(environment: string, manifest: EnvironmentManifest, dir: string): Promise<void> {
  assertValidEnvironment(environment, manifest);
  const file = environmentFile(environment, dir);
  await mkdir(path.dirname(file), { recursive: true });
  const temp = path.join(dir, `.${environment}.json.${process.pid}.${Date.now()}.tmp`);
  await writeFile(temp, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(temp, file);
}

/**
 * What the browser gets as /federation.json: remotes and settings, not the host's version, the history or the release
 * guard's plan (which says when the canary will grow: nothing a browser needs).
 */
export function toFederationManifest(manifest: EnvironmentManifest): FederationManifest {
  const remotes = Object.fromEntries(
    Object.entries(manifest.remotes).map(([remote, rollout]) => {
      const { guard: _guard, ...served } = rollout;
      return [remote, served];
    }),
  ) as FederationManifest['remotes'];
  return { remotes, ...(manifest.settings ? { settings: manifest.settings } : {}) };
}
