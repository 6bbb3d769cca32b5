import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { BROKER_STANDIN_ENV } from './stack';

const run = promisify(execFile);

/**
 * Lets `days` pass on the started stack's stand-in broker sites (`pnpm brokers:advance`): each removes the listings
 * whose removal fell due and answers the letters it was sent, as the real site would after that many days. Returns
 * what the command printed (what each site processed).
 */
export async function advanceBrokerSites(days: number): Promise<string> {
  const { stdout } = await run('pnpm', ['--silent', '--filter', '@beacon/server', 'brokers:advance', String(days)], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, ...BROKER_STANDIN_ENV },
  });
  return stdout;
}
