import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { E2E_DATA_DIR } from './deploy-dirs';
import { IDENTITY_STANDIN_PORT } from './stack';

const run = promisify(execFile);

/**
 * Has the started stack's identity provider stand-in send `email`'s account a scenario of identity events through
 * the signed webhook (`pnpm --filter @beacon/server identity:scenario`), as a provider would. Returns what the command
 * printed: one line per event with the webhook's answer.
 */
export async function sendIdentityScenario(email: string, scenario: string): Promise<string> {
  const { stdout } = await run(
    'pnpm',
    ['--silent', '--filter', '@beacon/server', 'identity:scenario', '--', email, scenario],
    {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        DATA_DIR: E2E_DATA_DIR,
        IDENTITY_STANDIN_PORT: String(IDENTITY_STANDIN_PORT),
        IDENTITY_PROVIDER_URL: `http://127.0.0.1:${IDENTITY_STANDIN_PORT}`,
        // the key `pnpm start` gives its stand-in when none is set
        IDENTITY_PROVIDER_API_KEY: 'idp_test_local_stand_in',
        // the command works no job: the stack's workers turn the events into alerts
        START_JOBS: 'false',
        DEMO_REPORT_UPDATES: 'false',
      },
    },
  );
  return stdout;
}
