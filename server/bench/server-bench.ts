import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import autocannon, { type Result } from 'autocannon';

import { DEFAULT_DEMO_PASSWORD } from '../src/config';
import { signIn } from './lib/login';
import { HIGH_LIMITS } from './lib/high-limits';
import { APP_HEADERS, startServer } from './lib/server-process';

// `pnpm bench:server`: GET /v1/me with a valid token against the no-op GET /v1/ping, in one run on one server
// process. Prints req/s and p50/p99 latency of both and their ratio. The server runs with its real per-request
// work (app-credential check, database-backed rate limit, token verification, session lookup, account and balance
// queries); only the rate limit's budget is raised so the load generator is not refused.
//
// BENCH_DURATION (seconds per route, default 10), BENCH_CONNECTIONS (default 10), DATABASE_URL (default: a fresh
// SQLite file in a temp directory).

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

function line(name: string, result: Result): string {
  return `${name.padEnd(16)} ${result.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   non-2xx ${result.non2xx}   errors ${result.errors}`;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'beacon-bench-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    PORT: process.env.BENCH_PORT ?? '4610',
    ...HIGH_LIMITS,
    // a cheap bot-check challenge, so signing in does not dominate the run
    ALTCHA_COST: '1',
    ALTCHA_COUNTER_MIN: '1',
    ALTCHA_COUNTER_MAX: '50',
  });
  try {
    const { accessToken } = await signIn(
      server.url,
      'premium@demo.beacon.test',
      process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD,
    );
    const run = (url: string, headers: Record<string, string>) =>
      autocannon({ url: `${server.url}${url}`, headers: { ...APP_HEADERS, ...headers }, connections, duration });

    process.stdout.write(`warming up...\n`);
    await autocannon({
      url: `${server.url}/v1/me`,
      headers: { ...APP_HEADERS, Authorization: `Bearer ${accessToken}` },
      connections,
      duration: 2,
    });

    process.stdout.write(`measuring ${duration} s per route, ${connections} connections\n\n`);
    const noop = await run('/v1/ping', {});
    const me = await run('/v1/me', { Authorization: `Bearer ${accessToken}` });

    process.stdout.write(`${line('GET /v1/ping', noop)}\n${line('GET /v1/me', me)}\n\n`);
    process.stdout.write(
      `ratio /v1/me : /v1/ping   throughput ${(me.requests.average / noop.requests.average).toFixed(2)}   ` +
        `p50 ${(me.latency.p50 / Math.max(noop.latency.p50, 1)).toFixed(2)}x   p99 ${(me.latency.p99 / Math.max(noop.latency.p99, 1)).toFixed(2)}x\n`,
    );
    if (me.non2xx || noop.non2xx) process.stdout.write('warning: some responses were not 2xx\n');
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
