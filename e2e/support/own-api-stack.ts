import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import { deployEnv, E2E_DATA_DIR } from './deploy-dirs';
import { API_PORT, EDGE_PORT, HIBP_STANDIN_PORT } from './stack';

// A second provider API and edge beside the shared stack, for journeys that stop and start the API (chaos). They use
// the shared stack's database (SQLite in WAL mode takes a second process) and its releases, so a member signed in on
// either sees the same data and the same app; stopping this API leaves the shared stack serving the other journeys.

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export const OWN_API_PORT = API_PORT + 100;
export const OWN_EDGE_PORT = EDGE_PORT + 100;
export const OWN_BASE_URL = `http://127.0.0.1:${OWN_EDGE_PORT}`;

const APP_HEADERS = { 'App-Id': 'beacon-web', 'Api-Key': 'beacon-web-local-key', 'Device-Id': 'e2e-chaos' };

function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn('pnpm', args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so stopping it stops tsx and node under pnpm too.
    detached: true,
  });
  return child;
}

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not come up within ${timeoutMs} ms`);
}

async function stopProcess(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, signal);
  } catch {
    return;
  }
  await exited;
}

export class OwnApiStack {
  private api: ChildProcess | undefined;
  private edge: ChildProcess | undefined;

  async startApi(): Promise<void> {
    // The shared stack's settings (see playwright.config.ts) on another port; the data set is reused, not rebuilt.
    this.api = start(['--filter', '@beacon/server', 'start'], {
      PORT: String(OWN_API_PORT),
      DATA_DIR: E2E_DATA_DIR,
      DEMO_PEOPLE: '2000',
      ACCESS_TOKEN_TTL_SECONDS: '30',
      ALTCHA_COST: '1',
      ALTCHA_COUNTER_MIN: '100',
      ALTCHA_COUNTER_MAX: '500',
      RATE_LIMIT_MAX: '100000',
      START_JOBS: 'false',
      DEMO_REPORT_UPDATES: 'false',
      // the shared stack's breach feed stand-in: never the real Have I Been Pwned
      HIBP_API_URL: `http://127.0.0.1:${HIBP_STANDIN_PORT}/api/v3`,
      PWNED_PASSWORDS_URL: `http://127.0.0.1:${HIBP_STANDIN_PORT}`,
      HIBP_API_KEY: 'hibp-local-stand-in-key',
    });
    await waitUntil('the second provider API', async () => {
      const response = await fetch(`http://127.0.0.1:${OWN_API_PORT}/v1/ping`, { headers: APP_HEADERS });
      return response.ok;
    });
  }

  /** Stops the API as an operator or a crashed host would: the process is gone, its port refuses connections. */
  async stopApi(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    await stopProcess(this.api, signal);
    this.api = undefined;
  }

  async startEdge(): Promise<void> {
    this.edge = start(['--filter', '@beacon/deploy', 'exec', 'tsx', 'src/edge/main.ts'], {
      ...deployEnv,
      EDGE_PORT: String(OWN_EDGE_PORT),
      API_ORIGIN: `http://127.0.0.1:${OWN_API_PORT}`,
    });
    await waitUntil('the second edge', async () => (await fetch(`${OWN_BASE_URL}/federation.json`)).ok);
  }

  async stop(): Promise<void> {
    await Promise.all([stopProcess(this.api, 'SIGTERM'), stopProcess(this.edge, 'SIGTERM')]);
  }
}
