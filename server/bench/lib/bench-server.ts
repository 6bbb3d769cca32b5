import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { DEFAULT_DEMO_PASSWORD } from '../../src/config';
import { forgetRateLimits, type BenchDatabase } from './bench-database';
import { HIGH_LIMITS } from './high-limits';
import { signIn } from './login';
import { APP_HEADERS, startServer, type ServerProcess } from './server-process';

// The server as the data-set benchmarks run it: on the benchmark's database, with its own DATA_DIR (secrets, mail),
// the benchmark routes on, every limit out of the way and no count left from earlier runs, a cheap bot check for the
// one sign-in, and the premium demo member signed in.

export interface BenchServer {
  server: ServerProcess;
  /** the pointer secret the server was given, so the benchmark can make pointers it resolves */
  pointerSecret: string;
  /** app headers and the premium demo member's bearer token */
  member: Record<string, string>;
  accessToken: string;
  stop(): Promise<void>;
}

export async function startBenchServer(
  database: BenchDatabase,
  options: { port: string; env?: Record<string, string>; prefix: string },
): Promise<BenchServer> {
  // the data set is migrated (ensureBenchDataset), so its rate_limits table exists
  await forgetRateLimits(database);
  const dataDir = mkdtempSync(path.join(tmpdir(), `beacon-${options.prefix}-`));
  const pointerSecret = randomBytes(32).toString('base64url');
  let server: ServerProcess;
  try {
    server = await startServer(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        DEMO_PEOPLE: '0',
        POINTER_SECRET: pointerSecret,
        PORT: options.port,
        BENCH_ROUTES: 'true',
        // The breach corpus of identity monitoring is built per pointer secret, so a new secret would rebuild it at
        // every start (minutes at 5,000,000 people) and count it in the database's size: no benchmark here reads it.
        BREACH_CORPUS_ON_START: 'false',
        ...HIGH_LIMITS,
        ACCESS_TOKEN_TTL_SECONDS: '3600',
        ALTCHA_COST: '1',
        ALTCHA_COUNTER_MIN: '1',
        ALTCHA_COUNTER_MAX: '50',
        ...options.env,
      },
      120_000,
    );
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const { accessToken } = await signIn(
      server.url,
      'premium@demo.beacon.test',
      process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD,
    );
    return {
      server,
      pointerSecret,
      accessToken,
      member: { ...APP_HEADERS, Authorization: `Bearer ${accessToken}` },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
