import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createDatabase } from '../src/db/create-database';
import { parseDatabaseUrl } from '../src/config';
import { HIGH_LIMITS } from './lib/high-limits';
import { APP_HEADERS, startServer } from './lib/server-process';

// `pnpm --filter @beacon/server bench:durability`: a kill -9 during a burst of writes loses no acknowledged write.
// Each round starts the server, fires POST /v1/events from many concurrent clients, SIGKILLs the server in the
// middle of the burst, restarts it on the same database, and checks that every event answered with 204 is stored.
// Unacknowledged requests (in flight at the kill) may or may not be stored; both are fine.
//
// ROUNDS (default 3), BURST_MS before the kill (default 1500), CLIENTS (default 32), DATABASE_URL (default:
// TEST_DATABASE_URL when that is a postgres:// URL, else a SQLite file in a temp directory; a postgres:// URL runs
// the same check on PostgreSQL). DURABILITY_ENGINE=sqlite forces SQLite even when a PostgreSQL URL is set.

const rounds = Number(process.env.ROUNDS ?? 3);
const burstMs = Number(process.env.BURST_MS ?? 1500);
const clients = Number(process.env.CLIENTS ?? 32);
const EVENT_NAME = 'bench:durability';

async function burst(
  url: string,
  run: string,
  stop: { now: boolean },
): Promise<{ acked: Set<number>; failed: number }> {
  const acked = new Set<number>();
  let next = 0;
  let failed = 0;
  const client = async () => {
    while (!stop.now) {
      const seq = next++;
      try {
        const response = await fetch(`${url}/v1/events`, {
          method: 'POST',
          headers: { ...APP_HEADERS, 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: EVENT_NAME, properties: { run, seq } }),
        });
        if (response.status === 204) acked.add(seq);
        else failed += 1;
      } catch {
        failed += 1; // connection reset by the kill: not acknowledged
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return { acked, failed };
}

async function storedSeqs(databaseUrl: string | undefined, dataDir: string, run: string): Promise<Set<number>> {
  const { db } = createDatabase(parseDatabaseUrl(databaseUrl, dataDir));
  try {
    const rows = await db.selectFrom('events').select('properties').where('name', '=', EVENT_NAME).execute();
    const seqs = new Set<number>();
    for (const row of rows) {
      const properties = JSON.parse(row.properties) as { run?: string; seq?: number };
      if (properties.run === run && typeof properties.seq === 'number') seqs.add(properties.seq);
    }
    return seqs;
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'beacon-durability-'));
  const postgres = [process.env.DATABASE_URL, process.env.TEST_DATABASE_URL].find((url) =>
    /^postgres(ql)?:\/\//.test(url ?? ''),
  );
  const databaseUrl = process.env.DURABILITY_ENGINE === 'sqlite' ? undefined : (process.env.DATABASE_URL ?? postgres);
  const env = {
    // empty: SQLite in DATA_DIR, even when the caller's environment names a database
    DATABASE_URL: databaseUrl ?? '',
    DATA_DIR: dataDir,
    PORT: process.env.BENCH_PORT ?? '4620',
    ...HIGH_LIMITS,
    SEED_DEMO_MEMBERS: 'false',
  };
  let lost = 0;
  try {
    for (let round = 1; round <= rounds; round += 1) {
      const run = randomUUID();
      const server = await startServer(env);
      const stop = { now: false };
      const writes = burst(server.url, run, stop);
      await new Promise((resolve) => setTimeout(resolve, burstMs));
      await server.kill(); // SIGKILL: no shutdown hook runs
      stop.now = true;
      const { acked, failed } = await writes;

      const restarted = await startServer(env); // recovery: opens the same database, runs migrations
      await restarted.stop();
      const stored = await storedSeqs(databaseUrl, dataDir, run);
      const missing = [...acked].filter((seq) => !stored.has(seq));
      lost += missing.length;
      process.stdout.write(
        `round ${round}: ${acked.size} acknowledged, ${failed} not acknowledged (in flight at the kill), ` +
          `${stored.size} stored, ${missing.length} acknowledged but missing${missing.length ? ` (e.g. ${missing.slice(0, 5).join(', ')})` : ''}\n`,
      );
      if (acked.size === 0) throw new Error('no write was acknowledged before the kill; raise BURST_MS');
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (lost > 0) {
    process.stdout.write(`FAIL: ${lost} acknowledged writes lost\n`);
    process.exit(1);
  }
  process.stdout.write(
    `OK: no acknowledged write lost in ${rounds} kill -9 rounds (${databaseUrl ? 'PostgreSQL' : 'SQLite'})\n`,
  );
}

await main();
