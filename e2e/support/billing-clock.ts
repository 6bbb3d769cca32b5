import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { E2E_DATA_DIR } from './deploy-dirs';

const run = promisify(execFile);

/**
 * Lets `days` pass for one member's billing on the started stack (`pnpm --filter @beacon/server billing:advance`):
 * their terms end, renewals are charged and reminders written as far as they fall due, without waiting and without
 * moving the clock of anything else. Returns what the command printed.
 */
export async function advanceBilling(email: string, days: number): Promise<string> {
  const { stdout } = await run(
    'pnpm',
    ['--silent', '--filter', '@beacon/server', 'billing:advance', '--email', email, '--days', String(days)],
    { cwd: path.resolve(import.meta.dirname, '../..'), env: { ...process.env, DATA_DIR: E2E_DATA_DIR } },
  );
  return stdout;
}
