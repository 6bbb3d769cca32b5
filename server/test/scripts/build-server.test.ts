import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { contractHash } from '@beacon/validation/contract-hash';

import { SANDBOX_IN_PRODUCTION_WARNING } from '../../src/plugins/app/payments';
import { APP_HEADERS, DEMO_PASSWORD } from '../helper';

// Production runs the compiled server with plain node: `pnpm build` (scripts/build-server.ts) bundles src/main.ts
// into dist/main.js and `pnpm start:prod` runs it. This builds it, starts it the way production does (NODE_ENV=production,
// secrets from the environment, no TypeScript loader) on a fresh SQLite file and asks it for /v1/ping.

const serverDir = path.resolve(__dirname, '..', '..');
const mainJs = path.join(serverDir, 'dist', 'main.js');
const APP_KEY = 'production-app-key-0123456789';

const productionEnv = (dataDir: string): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  JWT_SECRET: 'compiled-server-jwt-secret-0123456789abcdef',
  ALTCHA_HMAC_SECRET: 'compiled-server-altcha-secret-0123456789',
  POINTER_SECRET: 'compiled-server-pointer-secret-0123456789',
  APP_CREDENTIALS: `beacon-web:${APP_KEY}`,
  // production charges through Stripe; starting and answering /v1/ping makes no call to it
  STRIPE_SECRET_KEY: 'sk_live_compiled_server_0123456789',
  // dark web alerts come from Have I Been Pwned, and freeze PINs are sealed with a key of production's own; starting
  // makes no call to HIBP
  HIBP_API_KEY: 'compiled-server-hibp-key-0123456789',
  CREDIT_FREEZE_KEY: 'compiled-server-credit-freeze-key-0123456789',
  DATA_DIR: dataDir,
  DATABASE_URL: `sqlite:${path.join(dataDir, 'beacon.sqlite')}`,
  DEMO_PEOPLE: '0',
  HOST: '127.0.0.1',
  PORT: '0',
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runToExit(env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [mainJs], { cwd: serverDir, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the compiled server (pnpm build, pnpm start:prod)', () => {
  let dataDir: string;
  let server: ChildProcess | undefined;

  beforeAll(() => {
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], {
      cwd: serverDir,
      encoding: 'utf8',
    });
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);
  }, 60_000);
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'beacon-compiled-'));
  });
  afterEach(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    server = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts the compiled server and resolves once it listens, with its address and what it wrote until then. */
  async function startServer(env: NodeJS.ProcessEnv): Promise<{ address: string; output: () => string }> {
    const child = spawn(process.execPath, [mainJs], { cwd: serverDir, env });
    server = child;
    let output = '';
    const address = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Beacon provider API on (http:\/\/[\d.:]+)\/v1/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => reject(new Error(`the server stopped (${code}): ${output}`)));
    });
    return { address, output: () => output };
  }

  it('starts under plain node with NODE_ENV=production and answers /v1/ping, without the API docs', async () => {
    const { address, output: written } = await startServer(productionEnv(dataDir));
    const output = written();
    const headers = { ...APP_HEADERS, 'api-key': APP_KEY };
    const ping = await fetch(`${address}/v1/ping`, { headers });
    expect(ping.status).toBe(200);
    expect(await ping.json()).toEqual({ ok: true });
    expect((await fetch(`${address}/v1/docs/json`, { headers })).status).toBe(404);
    // the API contract the bundle was built from (issue 60), named without the app headers
    expect(await (await fetch(`${address}/v1/contract`)).json()).toEqual({ contract: contractHash() });
    expect(output).not.toContain('(docs:');
    expect(output).not.toContain(DEMO_PASSWORD);
    expect(output).not.toContain(SANDBOX_IN_PRODUCTION_WARNING);
  }, 60_000);

  it('starts a staging site on the sandbox gateway when asked by name, warning that no money moves', async () => {
    const staging = { ...productionEnv(dataDir), PAYMENT_GATEWAY: 'sandbox', STRIPE_SECRET_KEY: undefined };
    const { output } = await startServer(staging);
    const warning = output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .find((line) => line.msg === SANDBOX_IN_PRODUCTION_WARNING);
    expect(warning?.level).toBe(40);
  }, 60_000);

  it.each([
    ['a secret is missing', { POINTER_SECRET: undefined }, 'POINTER_SECRET must be set in the environment'],
    ['demo seeding is on', { SEED_DEMO_MEMBERS: 'true' }, 'SEED_DEMO_MEMBERS must be off'],
    ['the app key is the local default', { APP_CREDENTIALS: undefined }, 'must not use the local default key'],
    ['Stripe has no secret key', { STRIPE_SECRET_KEY: undefined }, 'STRIPE_SECRET_KEY must be set in the environment'],
    [
      "Stripe's API is elsewhere",
      { STRIPE_API_BASE: 'http://127.0.0.1:12111' },
      'STRIPE_API_BASE must be absent or https://api.stripe.com',
    ],
  ])(
    'refuses to start when %s: a configuration error and exit code 1',
    async (_case, change, message) => {
      const run = await runToExit({ ...productionEnv(dataDir), ...change });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/^Configuration error: NODE_ENV=production: /);
      expect(run.stderr).toContain(message);
      expect(run.stdout + run.stderr).not.toContain(DEMO_PASSWORD);
    },
    30_000,
  );
});
