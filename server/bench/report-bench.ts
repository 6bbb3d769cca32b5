import { benchDatabaseFromEnv, describeEngine } from './lib/bench-database';
import { ensureBenchDataset } from './lib/bench-dataset';
import { startBenchServer } from './lib/bench-server';
import { memberClient, premiumPersonRecords, timeReports, timingLine } from './lib/report-timing';
import { samplePersonPointers } from './lib/samples';

// `pnpm bench:report` (issue 7 "Measure"): builds or reuses the bench data set (the database `pnpm bench:search`
// uses: SQLite .data/bench-1m.sqlite, or with DATABASE_URL=postgres://… the database beacon_bench_1m on that
// server), starts the server on it with its job engine, signs in as the premium demo member, makes premium person
// records of BENCH_SAMPLES (200) random people, and measures, one request at a time (latency, not throughput):
// - building a full person report: GET /v1/me/records/{id}/report over HTTP (the whole path: auth, payment checks,
//   every public-records section, timeline, corrections, JSON), after one warm-up read per record;
// - the PDF job: POST /v1/me/records/{id}/pdf until GET /pdf/{memberId}/person/{id} says "complete" (the render-pdf
//   job: the same report build, pdfkit rendering, storing the file), polled every 5 ms; an idle job worker polls every
//   JOBS_POLL_MS (default here 20 ms), so up to that much of each figure is waiting for the next poll.
// Prints the engine, then p50/p99 (and mean, max) of each.
//
// DATABASE_URL (postgres://… selects PostgreSQL), BENCH_PEOPLE (default 1000000), BENCH_SEED ("bench"), BENCH_DB
// (SQLite file, <repo>/.data/bench-<size>.sqlite), BENCH_REBUILD=1, BENCH_SAMPLES (200), BENCH_PORT (4630),
// JOBS_POLL_MS (20).

const people = Number(process.env.BENCH_PEOPLE ?? 1_000_000);
const seed = process.env.BENCH_SEED ?? 'bench';
const samples = Number(process.env.BENCH_SAMPLES ?? 200);
const pollMs = process.env.JOBS_POLL_MS ?? '20';

async function main(): Promise<void> {
  const database = await benchDatabaseFromEnv(people);
  process.stdout.write(
    `data set: ${people.toLocaleString('en-US')} people, seed "${seed}", ${database.engine} ${database.where}\n`,
  );
  await ensureBenchDataset(database, { people, seed, force: process.env.BENCH_REBUILD === '1' });
  const engineLine = await describeEngine(database);
  const bench = await startBenchServer(database, {
    prefix: 'report-bench',
    port: process.env.BENCH_PORT ?? '4630',
    env: { START_JOBS: 'true', JOBS_POLL_MS: pollMs },
  });
  try {
    const pointers = await samplePersonPointers(database, samples, { secret: bench.pointerSecret, seed });
    const call = memberClient(bench.server.url, bench.accessToken);
    const me = JSON.parse((await call('GET', '/v1/me')).body) as { id: number };
    const ids = await premiumPersonRecords(call, pointers);
    process.stdout.write(`${ids.length} premium person records ready; measuring one request at a time\n\n`);

    const reports = await timeReports(call, ids);

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
        engineLine,
        '',
        timingLine('GET /report (full person report)', reports.times),
        timingLine('PDF job (queued -> complete)', pdfTimes),
        '',
        `average report size ${(reports.bytes / ids.length / 1024).toFixed(1)} KiB; PDF worker poll interval ${pollMs} ms`,
      ].join('\n') + '\n',
    );
  } finally {
    await bench.stop();
  }
}

await main();
