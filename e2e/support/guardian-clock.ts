import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { E2E_DATA_DIR } from './deploy-dirs';

const run = promisify(execFile);

/**
 * Lets `days` pass for one member's Guardian on the started stack (`pnpm --filter @beacon/server guardian:advance`):
 * their removal requests move on as far as they fall due and the re-scan runs, without waiting and without moving
 * the clock of anything else. Returns what the command printed.
 */
export async function advanceGuardian(email: string, days: number): Promise<string> {
  const { stdout } = await run(
    'pnpm',
    ['--silent', '--filter', '@beacon/server', 'guardian:advance', '--email', email, '--days', String(days)],
    { cwd: path.resolve(import.meta.dirname, '../..'), env: { ...process.env, DATA_DIR: E2E_DATA_DIR } },
  );
  return stdout;
}
