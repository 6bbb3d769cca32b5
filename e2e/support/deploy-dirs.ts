import { tmpdir } from 'node:os';
import path from 'node:path';

// The stack the browser tests start releases, rolls out and keeps its data in its own temp folders, never in the
// repo's deploy/ folders. Set once in the Playwright runner (this module is loaded by the config) and inherited by
// the workers through the environment, so the tests and the stack agree on the paths.
process.env['E2E_RUN_DIR'] ??= path.join(tmpdir(), `beacon-e2e-${process.pid}`);

export const E2E_RUN_DIR = process.env['E2E_RUN_DIR'];
export const E2E_DATA_DIR = path.join(E2E_RUN_DIR, 'data');

/** The deploy settings of the e2e stack, for `pnpm start` and for the release CLIs the tests run. */
export const deployEnv = {
  BEACON_RELEASES_DIR: path.join(E2E_RUN_DIR, 'releases'),
  BEACON_ENVIRONMENTS_DIR: path.join(E2E_RUN_DIR, 'environments'),
  BEACON_AUDIT_LOG: path.join(E2E_RUN_DIR, 'audit.log'),
  BEACON_ENVIRONMENT: 'local',
  // the release key of `pnpm start` and of the release CLIs the tests run (kept in the stack's data folder)
  DATA_DIR: E2E_DATA_DIR,
};
