import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import type { Page } from '@playwright/test';

import { E2E_DATA_DIR } from './deploy-dirs';

const run = promisify(execFile);

/**
 * Changes a dynamic layout of the started stack the way an administrator does (`pnpm --filter @beacon/server
 * layouts:set`, on the stack's database): no deploy, no restart. Returns what the command printed.
 */
export async function setLayout(id: string, desktop: readonly string[], mobile?: readonly string[]): Promise<string> {
  const args = ['--silent', '--filter', '@beacon/server', 'layouts:set', '--id', id, '--desktop', desktop.join(',')];
  if (mobile) args.push('--mobile', mobile.join(','));
  const { stdout } = await run('pnpm', args, {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
  });
  return stdout;
}

/**
 * Every console error and uncaught error of a page from now on (a journey asserts there are none), except Chromium's
 * own line for a 401: the stack's access tokens last 30 s, and a call that meets an expired one is refreshed and
 * retried by the client (spec §4), which Chromium still logs as a failed resource.
 */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/^Failed to load resource: the server responded with a status of 401\b/.test(message.text())) return;
    errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}
