import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import { API_PORT, BASE_URL, EDGE_PORT } from './stack';

async function isUp(): Promise<boolean> {
  try {
    return (await fetch(`${BASE_URL}/federation.json`)).ok;
  } catch {
    return false;
  }
}

/**
 * Uses a running stack on the e2e ports, or starts `pnpm start` (its API logging warnings only, unless LOG_LEVEL says
 * otherwise) and returns a function that stops it.
 */
export async function ensureStack(): Promise<() => void> {
  if (await isUp()) return () => undefined;
  // E2E_SKIP_BUILD=1: the apps are built already (CI, after the journeys), so the stack starts from those builds.
  const args = process.env['E2E_SKIP_BUILD'] === '1' ? ['start', '--skip-build'] : ['start'];
  const child: ChildProcess = spawn('pnpm', args, {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: ['ignore', 'inherit', 'inherit'],
    // The API's request log (one line per request, info level) would bury a bench's figures in its output.
    env: { LOG_LEVEL: 'warn', ...process.env, EDGE_PORT: String(EDGE_PORT), PORT: String(API_PORT) },
    detached: true,
  });
  const deadline = Date.now() + 600_000;
  while (!(await isUp())) {
    if (child.exitCode !== null) throw new Error(`pnpm start exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('The stack did not come up within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  };
}
