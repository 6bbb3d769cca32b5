import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'kysely';

import { buildApp } from '../src/app';
import { DEFAULT_DEMO_PASSWORD, loadConfig } from '../src/config';
import { requestEdition } from '../src/jobs/definitions/data-refresh';
import { seedDemoMembers } from '../src/seed/demo-members';
import { sizeLabel, sqliteBenchDatabase } from './lib/bench-database';
import { ensureBenchDataset } from './lib/bench-dataset';
import { benchCentres, timeOffendersWithin } from './lib/offender-radius';

// `pnpm bench:monitoring` (issue 18): report monitoring and sex offender watch at the 1,000,000-person data set
// (.data/bench-1m.sqlite, built or reused as `pnpm bench:search` does; the bench works on a copy, so the data set
// stays as built).
// - Data refresh: BENCH_MONITORED (10,000) monitored records (70 % people, 30 % places) spread over the demo members,
//   then two editions through the real job (claim, apply, report updates, complete, one transaction):
//   1. a scheduled edition (DATA_REFRESH_CHANGES_PER_10K, default 50 = 0.5 % of the people change);
//   2. an edition in which every monitored person moves as well (the most updates an edition can give them).
//   Prints time, changes applied per second, report updates written and updates per second.
// - Radius query (sex offender watch): p50/p99 of the offenders within 1, 3 and 5 miles of BENCH_POINTS (1,000)
//   random addresses of the data set.
//
// BENCH_PEOPLE (1000000), BENCH_SEED ("bench"), BENCH_DB (<repo>/.data/bench-<size>.sqlite), BENCH_REBUILD=1,
// BENCH_MONITORED (10000), BENCH_POINTS (1000).

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const people = Number(process.env.BENCH_PEOPLE ?? 1_000_000);
const seed = process.env.BENCH_SEED ?? 'bench';
const monitoredCount = Number(process.env.BENCH_MONITORED ?? 10_000);
const points = Number(process.env.BENCH_POINTS ?? 1_000);
const file = path.resolve(process.env.BENCH_DB ?? path.join(repoRoot, '.data', `bench-${sizeLabel(people)}.sqlite`));

const figure = (value: number) => Math.round(value).toLocaleString('en-US');

async function main(): Promise<void> {
  process.stdout.write(
    `data set: ${people.toLocaleString('en-US')} people, seed "${seed}", ${path.relative(repoRoot, file)}\n`,
  );
  await ensureBenchDataset(sqliteBenchDatabase(file), { people, seed, force: process.env.BENCH_REBUILD === '1' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'beacon-monitoring-bench-'));
  const copy = path.join(dataDir, 'bench.sqlite');
  const copyStarted = performance.now();
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(file + suffix)) copyFileSync(file + suffix, copy + suffix);
  }
  process.stdout.write(`copied the data set in ${((performance.now() - copyStarted) / 1000).toFixed(1)} s\n`);

  const config = loadConfig(
    {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${copy}`,
      DEMO_PEOPLE: '0',
      POINTER_SECRET: randomBytes(32).toString('base64url'),
      BREACH_CORPUS_ON_START: 'false',
      // the editions timed are the bench's own: the schedule's first one (at once on SQLite) stays off
      JOB_DATA_REFRESH_ENABLED: 'false',
    },
    { repoRoot },
  );
  const app = await buildApp({
    config: { ...config, logLevel: 'warn' },
    startJobs: false,
  });
  try {
    await app.ready();
    await seedDemoMembers(app.db, {
      password: DEFAULT_DEMO_PASSWORD,
      passwordHash: config.passwordHash,
      now: Date.now(),
    });
    const { pointers } = await app.publicRecordsRepository.dataset(Date.now());
    const accounts = (await app.db.selectFrom('accounts').select('id').orderBy('id').execute()).map((row) => row.id);
    const personCount = Math.round(monitoredCount * 0.7);
    const watchedPeople = (
      await sql<{
        id: number;
      }>`select id from pr_people where opted_out = 0 order by random() limit ${personCount}`.execute(app.db)
    ).rows.map((row) => Number(row.id));
    const watchedPlaces = (
      await sql<{
        id: number;
      }>`select id from pr_places order by random() limit ${monitoredCount - personCount}`.execute(app.db)
    ).rows.map((row) => Number(row.id));
    const now = Date.now();
    for (const [table, kind, ids] of [
      ['monitored_person_records', 'person', watchedPeople],
      ['monitored_location_records', 'location', watchedPlaces],
    ] as const) {
      for (let start = 0; start < ids.length; start += 500) {
        await app.db
          .insertInto(table)
          .values(
            ids.slice(start, start + 500).map((id, index) => ({
              account_id: accounts[(start + index) % accounts.length]!,
              pointer: pointers.encode(kind, id),
              usage_id: 'bench',
              subject_id: id,
              created_at: now,
              updated_at: now,
            })),
          )
          .execute();
      }
    }
    process.stdout.write(
      `monitored: ${figure(watchedPeople.length)} people and ${figure(watchedPlaces.length)} places ` +
        `over ${accounts.length} members\n\n`,
    );

    process.stdout.write(
      'data refresh (one edition, the data-refresh job: apply, report updates, complete; one transaction)\n',
    );
    for (const [label, forced] of [
      ['scheduled edition', []],
      ['every monitored person moves too', watchedPeople],
    ] as const) {
      const job = await requestEdition(app, [...forced]);
      if (!job) throw new Error('no data set');
      const started = performance.now();
      await app.jobs.drain('data-refresh');
      const seconds = (performance.now() - started) / 1000;
      const done = await app.dataRefresh.find(app.db, job.id);
      if (done?.status !== 'complete') throw new Error(`edition ${job.edition}: ${done?.status} ${done?.error}`);
      const stats = JSON.parse(done.stats ?? '{}') as Record<string, number>;
      const changes = (stats.moves ?? 0) + (stats.phones ?? 0) + (stats.births ?? 0);
      process.stdout.write(
        `  ${label.padEnd(34)} ${seconds.toFixed(2).padStart(6)} s   ${figure(changes).padStart(6)} changes ` +
          `(${figure(stats.moves ?? 0)} moves, ${figure(stats.offenderMoves ?? 0)} of offenders, ` +
          `${figure(stats.phones ?? 0)} phones, ${figure(stats.births ?? 0)} births) = ${figure(changes / seconds)}/s   ` +
          `${figure(stats.notifications ?? 0)} report updates to ${figure(stats.members ?? 0)} members = ` +
          `${figure((stats.notifications ?? 0) / seconds)}/s\n`,
      );
    }

    const centres = await benchCentres(app.db, points);
    process.stdout.write(`\nsex offender radius query (geohash cells + exact distance), ${centres.length} addresses\n`);
    for (const timing of await timeOffendersWithin(app.db, centres, [1, 3, 5])) {
      process.stdout.write(
        `  within ${String(timing.radiusMiles).padStart(3)} mi   p50 ${timing.p50.toFixed(2).padStart(6)} ms   ` +
          `p99 ${timing.p99.toFixed(2).padStart(6)} ms   max ${timing.max.toFixed(2).padStart(6)} ms   ` +
          `${timing.meanFound.toFixed(1)} offenders found on average\n`,
      );
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
