import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { DeployError } from '../deploy-error';
import type { BuildFacts } from '../provenance/provenance-statement';
import { BUILD_INFO_FILE, parseContractHash } from './build-info';

function git(repoRoot: string, args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** The origin's URL without user or password: a provenance statement is public and a token in a URL is not. */
export function sourceUriOf(remoteUrl: string | null): string {
  if (!remoteUrl) return 'git+urn:beacon:source';
  try {
    const url = new URL(remoteUrl);
    url.username = '';
    url.password = '';
    return `git+${url.toString()}`;
  } catch {
    // scp-like syntax (git@github.com:org/repo.git): the part before "@" is a user name, not a secret.
    return `git+${remoteUrl}`;
  }
}

export interface BuildFactsInput {
  repoRoot: string;
  distDir: string;
  command: string;
  startedOn: Date;
  finishedOn: Date;
  env?: NodeJS.ProcessEnv;
}

/**
 * What `pnpm release` states about a build: the commit checked out (and whether the tree had changes), the
 * lockfile's SHA-256, the builder (BEACON_BUILDER_ID, e.g. a CI workflow's URI; a local one otherwise) and the API
 * contract hash from the build's build-info.json.
 */
export async function collectBuildFacts(input: BuildFactsInput): Promise<Omit<BuildFacts, 'app' | 'version'>> {
  const { repoRoot, distDir, command, startedOn, finishedOn, env = process.env } = input;
  const commit = git(repoRoot, ['rev-parse', 'HEAD']);
  if (!commit || !/^[0-9a-f]{40,64}$/.test(commit)) {
    throw new DeployError(`Cannot read the git commit of ${repoRoot}: a release states the commit it was built from`);
  }
  const status = git(repoRoot, ['status', '--porcelain', '--untracked-files=no']);
  const lockfile = await readFile(path.join(repoRoot, 'pnpm-lock.yaml'));
  const buildInfo = await readFile(path.join(distDir, BUILD_INFO_FILE)).catch(() => null);
  return {
    command,
    sourceUri: sourceUriOf(git(repoRoot, ['remote', 'get-url', 'origin'])),
    commit,
    treeClean: status === '',
    lockfileSha256: createHash('sha256').update(lockfile).digest('hex'),
    builderId: env['BEACON_BUILDER_ID']?.trim() || 'urn:beacon:builder:local',
    contractHash: parseContractHash(buildInfo),
    startedOn: startedOn.toISOString(),
    finishedOn: finishedOn.toISOString(),
  };
}
