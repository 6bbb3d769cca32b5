import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'kysely';

import { DEFAULT_DEMO_PASSWORD } from '../src/config';
import { createDatabase } from '../src/db/create-database';
import { createPointerCodec } from '../src/domain/pointers';
import { terminalProgress } from '../src/seed/progress';
import { ensureDataset } from '../src/seed/public-records/build';
import { demoPeople } from '../src/seed/public-records/demo-people';
import { signIn } from './lib/login';
import { HIGH_LIMITS } from './lib/high-limits';
import { APP_HEADERS, startServer } from './lib/server-process';

// `pnpm bench:report` (issue 7 "Measure"): builds or reuses the bench data set (.data/bench-1m.sqlite, the file
// `pnpm bench:search` uses), starts the server on it with its PDF worker, signs in as the premium demo member, makes
// premium person records of BENCH_SAMPLES (200) random people, and measures, one request at a time (latency, not
// throughput):
// - building a full person report: GET /v1/me/records/{id}/report over HTTP (the whole path: auth, payment checks,
//   every public-records section, timeline, corrections, JSON), after one warm-up read per record;
// - the PDF job: POST /v1/me/records/{id}/pdf until GET /pdf/{memberId}/person/{id} says "complete" (queue, claim,
//   the same report build, pdfkit rendering, storing the file), polled every 5 ms; the worker polls every
//   PDF_POLL_MS (default here 20 ms), so up to that much of each figure is waiting for the next poll.
// Prints p50/p99 (and mean, max) of each.
//
// BENCH_PEOPLE (default 1000000), BENCH_SEED ("bench"), BENCH_DB (<repo>/.data/bench-1m.sqlite), BENCH_REBUILD=1,
// BENCH_SAMPLES (200), BENCH_PORT (4630), PDF_POLL_MS (20).

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const people = Number(process.env.BENCH_PEOPLE ?? 1_000_000);
const seed = process.env.BENCH_SEED ?? 'bench';
const samples = Number(process.env.BENCH_SAMPLES ?? 200);
const pollMs = process.env.PDF_POLL_MS ?? '20';
const file = path.resolve(process.env.BENCH_DB ?? path.join(repoRoot, '.data', 'bench-1m.sqlite'));
// The server gets this secret too, so the pointers made here resolve there.
const pointerSecret = randomBytes(32).toString('base64url');

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(name: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, time) => sum + time, 0) / Math.max(1, sorted.length);
  const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
  return (
    `${name.padEnd(34)} n=${String(sorted.length).padStart(3)}   p50 ${ms(percentile(sorted, 50))}   ` +
    `p99 ${ms(percentile(sorted, 99))}   mean ${ms(mean)}   max ${ms(sorted[sorted.length - 1] ?? Number.NaN)}`
  );
}

/** Random people of the data set (not opted out, alive), as person pointers. */
async function samplePointers(count: number): Promise<string[]> {
  const { db } = createDatabase({ kind: 'sqlite', file });
  try {
    const { rows } = await sql<{
      id: number;
    }>`select id from pr_people where opted_out = 0 and dod is null order by random() limit ${count}`.execute(db);
    const codec = createPointerCodec({ secret: pointerSecret, seed });
    return rows.map((row) => codec.encode('person', Number(row.id)));
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<void> {
  process.stdout.write(
    `data set: ${people.toLocaleString('en-US')} people, seed "${seed}", ${path.relative(repoRoot, file)}\n`,
  );
  await ensureDataset(
    { kind: 'sqlite', file },
    {
      people,
      seed,
      required: demoPeople(),
      exact: true,
      force: process.env.BENCH_REBUILD === '1',
      progress: terminalProgress(),
    },
  );
  const pointers = await samplePointers(samples);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'beacon-report-bench-'));
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${file}`,
      DEMO_PEOPLE: '0',
      POINTER_SECRET: pointerSecret,
      PORT: process.env.BENCH_PORT ?? '4630',
      ...HIGH_LIMITS,
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      ALTCHA_COST: '1',
      ALTCHA_COUNTER_MIN: '1',
      ALTCHA_COUNTER_MAX: '50',
      PDF_WORKER: 'true',
      PDF_POLL_MS: pollMs,
    },
    120_000,
  );
  try {
    const { accessToken } = await signIn(
      server.url,
      'premium@demo.beacon.test',
      process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD,
    );
    const headers = { ...APP_HEADERS, Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' };
    const call = async (method: string, url: string, body?: unknown) => {
      const response = await fetch(`${server.url}${url}`, {
        method,
        headers: body === undefined ? { ...APP_HEADERS, Authorization: headers.Authorization } : headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, location: response.headers.get('location'), body: text };
    };
    const me = JSON.parse((await call('GET', '/v1/me')).body) as { id: number };

    // premium person records of the sampled people (a record kept from an earlier run answers 409 with its id)
    const ids: number[] = [];
    for (const pointer of pointers) {
      const created = await call('POST', '/v1/me/records', { type: 'person', data: { pointer } });
      if (created.status !== 201 && created.status !== 409)
        throw new Error(`create: ${created.status} ${created.body}`);
      const id =
        created.status === 201
          ? (JSON.parse(created.body) as { recordId: number }).recordId
          : Number(created.location?.split('/').pop());
      const upgraded = await call('PATCH', `/v1/me/records/${id}`, { isPremium: true });
      if (upgraded.status !== 200) throw new Error(`upgrade: ${upgraded.status} ${upgraded.body}`);
      ids.push(id);
    }
    process.stdout.write(`${ids.length} premium person records ready; measuring one request at a time\n\n`);

    for (const id of ids) await call('GET', `/v1/me/records/${id}/report`); // warm-up: caches, JIT, page cache
    const reportTimes: number[] = [];
    let bytes = 0;
    for (const id of ids) {
      const started = performance.now();
      const response = await call('GET', `/v1/me/records/${id}/report`);
      reportTimes.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`report ${id}: ${response.status} ${response.body}`);
      bytes += response.body.length;
    }

    const pdfTimes: number[] = [];
    for (const id of ids) {
      // a job kept from an earlier run would be reused as it is: change the report version first
      await call('PUT', `/v1/me/records/${id}/ratings/timeline`, { rating: 5 });
      await call('PUT', `/v1/me/records/${id}/corrections/personal.names.0`, { value: `bench ${Date.now()}` });
      const started = performance.now();
      const requested = await call('POST', `/v1/me/records/${id}/pdf`);
      if (requested.status !== 202) throw new Error(`pdf ${id}: ${requested.status} ${requested.body}`);
      for (;;) {
        const status = JSON.parse((await call('GET', `/pdf/${me.id}/person/${id}`)).body) as { status: string };
        if (status.status === 'complete') break;
        if (status.status === 'failed') throw new Error(`pdf ${id} failed`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      pdfTimes.push(performance.now() - started);
    }

    process.stdout.write(
      [
        summary('GET /report (full person report)', reportTimes),
        summary('PDF job (queued -> complete)', pdfTimes),
        '',
        `average report size ${(bytes / ids.length / 1024).toFixed(1)} KiB; PDF worker poll interval ${pollMs} ms`,
      ].join('\n') + '\n',
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
