import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { E2E_DATA_DIR } from './deploy-dirs';

const run = promisify(execFile);

/**
 * Applies the next edition of the public-records data on the started stack (`pnpm --filter @beacon/server
 * monitoring:refresh`: the data-refresh job, worked in the command's process), with the people `email` monitors moving
 * in it, so their report updates are written now: no waiting for the schedule. Returns what the command printed.
 */
export async function refreshPublicRecords(email: string): Promise<string> {
  const { stdout } = await run(
    'pnpm',
    ['--silent', '--filter', '@beacon/server', 'monitoring:refresh', '--email', email],
    {
      cwd: path.resolve(import.meta.dirname, '../..'),
      // the stack's data-refresh setting (playwright.config.ts): the command's drain fires no scheduled edition
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR, JOB_DATA_REFRESH_ENABLED: 'false' },
    },
  );
  return stdout;
}
