import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';

import type { RecordReport } from '@beacon/validation';
import Fastify from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';

import type { DatabaseConfig } from '../src/config';
import { createDatabase } from '../src/db/create-database';
import { jobSchemaName } from '../src/db/job-schema-name';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import { createJobQueue, withSettings } from '../src/jobs/create-job-queue';
import type { JobQueue } from '../src/jobs/job-queue';
import { describeEngine, type BenchEngine } from './lib/bench-database';
import type { InstanceArgs, InstanceCommand, InstanceReply } from './lib/job-bench-instance';
import {
  benchJobs,
  benchPdfJobAtomic,
  buildBenchReport,
  EMPTY_JOB,
  PDF_JOB,
  wallNow,
  type BenchJobName,
  type BenchPayload,
} from './lib/job-bench-jobs';
import { percentile } from './lib/report-timing';

// `pnpm bench:jobs` (issue 57 point 5): the job engine on each database engine, SQLite (a file in a temp dir, the
// embedded queue) and PostgreSQL (a fresh schema of BENCH_DATABASE_URL or TEST_DATABASE_URL, pg-boss; dropped after,
// skipped with a line saying why when neither is set or the server does not answer). On each: migrate, register two
// jobs defined with defineJob, an empty one and one that renders a real report PDF (renderReportPdf on a fixed premium
// person report, job-bench-jobs.ts), and measure for each job:
// - the in-process floor: work() called directly N times, no queue (jobs/s, and p50/p99 of one call);
// - through the queue with one worker instance, then two at once (each a process of its own with its own connection,
//   as two server instances on one database): jobs/s (N sent with the workers stopped, then start(), timed until
//   all N are completed in the database), and claim latency p50/p99 (from the send call to the work() call starting),
//   with the workers running and N jobs (at most BENCH_JOBS_LATENCY_N) sent one by one at half the rate the queue just
//   sustained (jittered).
// The parent process sends and counts; the instances only work. Nothing is asserted: it prints figures.
//
// BENCH_JOBS_N (1000, the empty job), BENCH_JOBS_PDF_N (100), BENCH_JOBS_LATENCY_N (200, at most N),
// BENCH_JOBS_POLL_MS (20: how often an idle worker looks for jobs; the app's JOBS_POLL_MS default is 1,000),
// BENCH_JOBS_ENGINES (sqlite,postgres), BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL), BENCH_JOBS_PDF_ATOMIC
// (1; 0 defines the PDF job with atomic: false, so on SQLite it renders without holding the write lock).

const INSTANCE_SCRIPT = path.join(import.meta.dirname, 'lib', 'job-bench-instance.ts');
const SERVER_DIR = path.resolve(import.meta.dirname, '..');

function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

const counts: Record<BenchJobName, number> = {
  [EMPTY_JOB]: envInt('BENCH_JOBS_N', 1000),
  [PDF_JOB]: envInt('BENCH_JOBS_PDF_N', 100),
};
/** claim latency samples per measurement (at most N): sent at half the queue's rate, they take twice its time */
const latencySamples = envInt('BENCH_JOBS_LATENCY_N', 200);
const pollIntervalMs = envInt('BENCH_JOBS_POLL_MS', 20);
const engines = (process.env.BENCH_JOBS_ENGINES ?? 'sqlite,postgres').split(',').map((name) => name.trim());
const PHASE_TIMEOUT_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = Fastify({ logger: { level: 'warn' } }).log;

interface EngineDatabase {
  engine: BenchEngine;
  config: DatabaseConfig;
  where: string;
  drop(): Promise<void>;
}

function sqliteDatabase(): EngineDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), 'beacon-jobs-bench-'));
  const file = path.join(dir, 'jobs.sqlite');
  return {
    engine: 'sqlite',
    config: { kind: 'sqlite', file },
    where: `temp file ${file}`,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A fresh schema on the PostgreSQL server, or the reason there is none. */
async function postgresDatabase(): Promise<EngineDatabase | string> {
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!url) return 'set BENCH_DATABASE_URL or TEST_DATABASE_URL to a postgres:// URL to measure it';
  const schema = `beacon_bench_jobs_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
    await admin.query(`create schema ${schema}`);
  } catch (error) {
    return `${new URL(url).host} did not answer: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    await admin.end().catch(() => {});
  }
  return {
    engine: 'postgres',
    config: { kind: 'postgres', url, schema },
    where: `${new URL(url).pathname.slice(1) || 'postgres'}, schema ${schema}, on ${new URL(url).host}`,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${schema}, ${jobSchemaName(schema)} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A worker instance: a child process driven over IPC (job-bench-instance.ts); one reply per command, in order. */
class Instance {
  private readonly pending: Array<{ resolve: (reply: InstanceReply) => void; reject: (error: Error) => void }> = [];
  private readonly exited: Promise<void>;

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (reply: InstanceReply) => {
      const waiter = this.pending.shift();
      if (!waiter) return;
      if (reply.type === 'error') waiter.reject(new Error(`worker instance: ${reply.message}`));
      else waiter.resolve(reply);
    });
    this.exited = new Promise((resolve) => {
      child.on('exit', (code) => {
        for (const waiter of this.pending.splice(0)) waiter.reject(new Error(`worker instance exited (${code})`));
        resolve();
      });
    });
  }

  static async spawn(args: InstanceArgs): Promise<Instance> {
    const child = fork(INSTANCE_SCRIPT, [JSON.stringify(args)], {
      cwd: SERVER_DIR,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const instance = new Instance(child);
    const ready = await instance.next();
    if (ready.type !== 'ready') throw new Error(`worker instance: expected ready, got ${ready.type}`);
    return instance;
  }

  private next(): Promise<InstanceReply> {
    return new Promise((resolve, reject) => this.pending.push({ resolve, reject }));
  }

  async command(command: Exclude<InstanceCommand, { type: 'collect' | 'exit' }>): Promise<void> {
    const reply = this.next();
    this.child.send(command);
    await reply;
  }

  async collect(): Promise<Array<[number, number]>> {
    const reply = this.next();
    this.child.send({ type: 'collect' } satisfies InstanceCommand);
    const answer = await reply;
    if (answer.type !== 'starts') throw new Error(`worker instance: expected starts, got ${answer.type}`);
    return answer.starts;
  }

  async exit(): Promise<void> {
    if (this.child.exitCode === null && this.child.connected)
      this.child.send({ type: 'exit' } satisfies InstanceCommand);
    const timer = setTimeout(() => this.child.kill(), 10_000);
    await this.exited;
    clearTimeout(timer);
  }
}

/** Jobs of `name` the database holds as completed and as failed. */
async function finished(
  db: Kysely<Database>,
  database: EngineDatabase,
  name: string,
): Promise<{ completed: number; failed: number }> {
  const rows =
    database.config.kind === 'sqlite'
      ? await db
          .selectFrom('jobs')
          .select((eb) => ['state', eb.fn.countAll<number>().as('n')])
          .where('name', '=', name)
          .where('state', 'in', ['completed', 'failed'])
          .groupBy('state')
          .execute()
      : (
          await sql<{ state: string; n: number }>`
            select state, count(*)::int as n from ${sql.table(`${jobSchemaName(database.config.schema ?? '')}.job`)}
            where name = ${name} and state in ('completed', 'failed') group by state`.execute(db)
        ).rows;
  const count = (state: string) => Number(rows.find((row) => row.state === state)?.n ?? 0);
  return { completed: count('completed'), failed: count('failed') };
}

interface Row {
  job: string;
  how: string;
  jobsPerSecond: number;
  p50: number | null;
  p99: number | null;
  note: string;
}

async function measureEngine(database: EngineDatabase, report: RecordReport, workers: Instance[]): Promise<Row[]> {
  const handle = createDatabase(database.config);
  const rows: Row[] = [];
  try {
    await migrateToLatest(handle.db, handle.dialect);
    process.stdout.write(`${await describeEngine({ ...database, url: '' })}\n`);
    const jobs = benchJobs(report);
    const sender: JobQueue = await createJobQueue({
      db: handle.db,
      dialect: handle.dialect,
      app: Fastify({ logger: false }),
      clock: Date.now,
      log,
      pollIntervalMs,
    });
    await sender.register(Object.values(jobs).map((job) => withSettings(job)));
    let seq = 0;

    /** Waits until `total` jobs of `name` are finished; the wall time then, and the failures. */
    async function finishedAt(name: string, total: number): Promise<{ at: number; failed: number }> {
      const deadline = Date.now() + PHASE_TIMEOUT_MS;
      for (;;) {
        const { completed, failed } = await finished(handle.db, database, name);
        if (completed + failed >= total) return { at: wallNow(), failed };
        if (Date.now() > deadline) throw new Error(`${name}: ${completed + failed} of ${total} finished in time`);
        await sleep(5);
      }
    }

    for (const name of [EMPTY_JOB, PDF_JOB] as const) {
      const n = counts[name];
      const label = name === EMPTY_JOB ? 'empty' : 'PDF';
      const job = jobs[name];

      // the floor: the same work() called directly, after a warm-up (the instances warm up alike)
      const context = {
        db: handle.db,
        app: Fastify({ logger: false }),
        now: Date.now(),
        attempt: 1,
        jobId: 'floor',
        log,
      };
      for (let index = 0; index < 3; index += 1) await job.work({ seq: -1 }, context);
      const calls: number[] = [];
      const floorStarted = performance.now();
      for (let index = 0; index < n; index += 1) {
        const started = performance.now();
        await job.work({ seq: -1 }, context);
        calls.push(performance.now() - started);
      }
      const floorSeconds = (performance.now() - floorStarted) / 1000;
      rows.push({
        job: label,
        how: 'in-process floor',
        jobsPerSecond: n / floorSeconds,
        p50: percentile(calls, 50),
        p99: percentile(calls, 99),
        note: 'work() called directly; p50/p99 of one call',
      });

      for (const instanceCount of [1, 2]) {
        const instances = workers.slice(0, instanceCount);
        try {
          await Promise.all(
            instances.map((instance) => instance.command({ type: 'prepare', database: database.config })),
          );
          const before = await finished(handle.db, database, name);
          const base = before.completed + before.failed;

          // throughput: N waiting, then the workers start
          for (let index = 0; index < n; index += 1)
            await sender.send(name, { seq: (seq += 1) } satisfies BenchPayload);
          const started = wallNow();
          await Promise.all(instances.map((instance) => instance.command({ type: 'start' })));
          const drained = await finishedAt(name, base + n);
          const jobsPerSecond = n / ((drained.at - started) / 1000);
          const split = (await Promise.all(instances.map((instance) => instance.collect()))).map((s) => s.length);

          // claim latency: workers running, one send at a time at half the rate just measured (jittered ±50 %)
          const gapMs = 2_000 / jobsPerSecond;
          const sentAt = new Map<number, number>();
          const samples = Math.min(n, latencySamples);
          for (let index = 0; index < samples; index += 1) {
            const sent = wallNow();
            const id = (seq += 1);
            sentAt.set(id, sent);
            await sender.send(name, { seq: id } satisfies BenchPayload);
            const wait = gapMs * (0.5 + Math.random()) - (wallNow() - sent);
            if (wait > 0) await sleep(wait);
          }
          const settled = await finishedAt(name, base + n + samples);
          const starts = (await Promise.all(instances.map((instance) => instance.collect()))).flat();
          const latencies = starts.flatMap(([id, at]) => {
            const sent = sentAt.get(id);
            return sent === undefined ? [] : [at - sent];
          });
          const failed = settled.failed - before.failed;
          rows.push({
            job: label,
            how: instanceCount === 1 ? '1 instance' : `2 instances`,
            jobsPerSecond,
            p50: percentile(latencies, 50),
            p99: percentile(latencies, 99),
            note: [
              instanceCount > 1 ? `throughput run split ${split.join('/')}` : '',
              `latency: ${samples} sends, every ${gapMs.toFixed(1)} ms on average`,
              failed ? `${failed} FAILED` : '',
            ]
              .filter(Boolean)
              .join('; '),
          });
        } finally {
          await Promise.all(instances.map((instance) => instance.command({ type: 'stop' })));
        }
      }
    }
  } finally {
    await handle.db.destroy();
  }
  return rows;
}

function table(rows: Row[]): string {
  const ms = (value: number | null) =>
    value === null || Number.isNaN(value)
      ? '–'
      : value < 0.1
        ? `${(value * 1000).toFixed(1)} µs`
        : `${value.toFixed(value < 10 ? 2 : 1)} ms`;
  const lines = [
    '| job | run | jobs/s | claim p50 | claim p99 | notes |',
    '| --- | --- | ---: | ---: | ---: | --- |',
    ...rows.map(
      (row) =>
        `| ${row.job} | ${row.how} | ${Math.round(row.jobsPerSecond).toLocaleString('en-US')}/s | ${ms(row.p50)} | ` +
        `${ms(row.p99)} | ${row.note} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const started = performance.now();
  const { report, pages, bytes } = await buildBenchReport();
  const dir = mkdtempSync(path.join(tmpdir(), 'beacon-jobs-bench-run-'));
  const reportFile = path.join(dir, 'report.json');
  writeFileSync(reportFile, JSON.stringify(report));
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  process.stdout.write(
    `bench:jobs: N = ${counts[EMPTY_JOB]} empty jobs, ${counts[PDF_JOB]} PDF jobs (a premium person report, ` +
      `${pages} pages, ${bytes.toLocaleString('en-US')} bytes, ${benchPdfJobAtomic() ? 'atomic' : 'not atomic'}); ` +
      `at most ${latencySamples} claim latency samples; workers poll every ${pollIntervalMs} ms when idle\n` +
      `machine: ${availableParallelism()} cores, load average ${load} before the run\n\n`,
  );
  // the two worker instances, started once (a process takes seconds to start) and reused for every measurement
  const workers = await Promise.allSettled([1, 2].map(() => Instance.spawn({ reportFile, pollIntervalMs })));
  const spawned = workers.flatMap((worker) => (worker.status === 'fulfilled' ? [worker.value] : []));
  try {
    const failure = workers.find((worker) => worker.status === 'rejected');
    if (failure) throw failure.reason;
    for (const engine of engines) {
      let database: EngineDatabase | string;
      if (engine === 'sqlite') database = sqliteDatabase();
      else if (engine === 'postgres') database = await postgresDatabase();
      else throw new Error(`BENCH_JOBS_ENGINES: unknown engine "${engine}" (sqlite, postgres)`);
      if (typeof database === 'string') {
        process.stdout.write(`PostgreSQL: skipped, ${database}\n\n`);
        continue;
      }
      try {
        const rows = await measureEngine(database, report, spawned);
        process.stdout.write(`${table(rows)}\n`);
      } finally {
        await database.drop();
      }
    }
  } finally {
    await Promise.all(spawned.map((worker) => worker.exit()));
    rmSync(dir, { recursive: true, force: true });
  }
  process.stdout.write(`done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
