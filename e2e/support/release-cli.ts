import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { deployEnv } from './deploy-dirs';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a root pnpm script (release, rollout, promote, rollback, releases) against the e2e stack's folders. */
export function pnpmDeploy(...args: string[]): CliResult {
  const result = spawnSync('pnpm', ['--silent', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...deployEnv, BEACON_ACTOR: 'e2e' },
    encoding: 'utf8',
    // A release builds the app: allow it minutes on a shared 2-core machine.
    timeout: 600_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Like pnpmDeploy, but fails the test with the command's output when it does not succeed. */
export function pnpmDeployOk(...args: string[]): string {
  const result = pnpmDeploy(...args);
  if (result.status !== 0) {
    throw new Error(`pnpm ${args.join(' ')} exited ${result.status}\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}
