import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { E2E_DATA_DIR } from './deploy-dirs';
import { BROKER_SITE_URLS } from './stack';

const run = promisify(execFile);

/**
 * Lets `days` pass for one member's Guardian on the started stack (`pnpm --filter @beacon/server guardian:advance`):
 * their removal requests move on as far as they fall due and the re-scan runs, without waiting and without moving
 * the clock of anything else but the stand-in broker sites of the stack: the command moves their clocks as far, so
 * it is given their origins (the stack's own ports, not the defaults). Returns what the command printed.
 */
export async function advanceGuardian(email: string, days: number): Promise<string> {
  const { stdout } = await run(
    'pnpm',
    ['--silent', '--filter', '@beacon/server', 'guardian:advance', '--email', email, '--days', String(days)],
    {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        DATA_DIR: E2E_DATA_DIR,
        BROKER_SITE_CLEARRECORDS_URL: BROKER_SITE_URLS.clearrecords,
        BROKER_SITE_PEOPLEPATH_URL: BROKER_SITE_URLS.peoplepath,
        BROKER_SITE_RECORDHARBOR_URL: BROKER_SITE_URLS.recordharbor,
      },
    },
  );
  return stdout;
}
