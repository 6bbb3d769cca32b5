import { availableParallelism } from 'node:os';
import path from 'node:path';

import {
  describeEngine,
  diskBytes,
  indexBytes,
  postgresBenchDatabase,
  repoRoot,
  sizeLabel,
  soundIndexShape,
  sqliteBenchDatabase,
  type BenchDatabase,
  type BenchEngine,
  type IndexShape,
  warmDataset,
} from './lib/bench-database';
import { ensureBenchDataset, type SeedFigures } from './lib/bench-dataset';
import { startBenchServer } from './lib/bench-server';
import { failed, formatMs, load, loadGeneratorLine, loadLine } from './lib/load';
import { memberClient, percentile, premiumPersonRecords, timeReports } from './lib/report-timing';
import { sampleOtherSearches, samplePersonPointers, samplePersonSearches } from './lib/samples';
import { soundAlikeRanges } from './lib/sound-alike-ranges';

// `pnpm bench:scale` (issue 19 point 7, issue 61): the same data set at several sizes on both engines, for
// docs/scaling.md. For each engine and size it builds the data set (or reuses one built before: SQLite
// .data/bench-<size>.sqlite, PostgreSQL the database beacon_bench_<size> on the server of BENCH_POSTGRES_URL; a set
// built by older code is brought up to date by the migrations), then measures its disk size and indexes, starts the
// server on it with no page cache (SEARCH_PAGE_CACHE_MS=0: every request is the search itself), and puts each route
// under load in turn (wrk or autocannon, bench/lib/load.ts), each after 3 s of its own load:
//
// - person search: real names of the data set that do not repeat within the run (BENCH_SCALE_NAMES, 100,000), every
//   fourth narrowed by state;
// - John Smith: its first ten pages of ten;
// - the 100 commonest names: the first page of each;
// - reverse phone and e-mail search: random numbers and addresses of the data set;
//
// and times the person report one request at a time (as bench:report). Prints three Markdown tables: the data sets
// (rows, disk, seed, person search's indexes, the sound-alike range the search used to read whole), the latencies
// (req/s, p50, p99 per route), and the ratios of the largest size to the smallest per engine (issue 61's goal: at
// most 1.2 for each).
//
// BENCH_SCALE_SIZES (1000000,5000000), BENCH_SCALE_ENGINES (sqlite,postgres), BENCH_POSTGRES_URL
// (postgres://beacon:beacon@127.0.0.1:5432/postgres: only its server and login are used), BENCH_SEED ("bench"),
// BENCH_DURATION (seconds per route, 10), BENCH_CONNECTIONS (50), BENCH_SCALE_NAMES (100000),
// BENCH_SAMPLES (person reports, 200), BENCH_WORKERS (server workers, default: the number of cores),
// BENCH_REBUILD=1 (rebuild every set), BENCH_PORT (4640), BENCH_REPLICA_URL (a streaming replica of
// BENCH_POSTGRES_URL's server, e.g. postgres://beacon:beacon@127.0.0.1:5433/postgres: each PostgreSQL size is measured
// again with the server reading it, DATABASE_REPLICA_URL).

function list(name: string, fallback: string): string[] {
  return (process.env[name] ?? fallback)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

const sizes = list('BENCH_SCALE_SIZES', '1000000,5000000').map((item) => {
  const size = Number(item);
  if (!Number.isSafeInteger(size) || size < 100) throw new Error(`BENCH_SCALE_SIZES: "${item}" is not a size >= 100`);
  return size;
});
const engines = list('BENCH_SCALE_ENGINES', 'sqlite,postgres').map((item): BenchEngine => {
  if (item !== 'sqlite' && item !== 'postgres')
    throw new Error(`BENCH_SCALE_ENGINES: "${item}" is not sqlite or postgres`);
  return item;
});
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://beacon:beacon@127.0.0.1:5432/postgres';
/** a streaming replica of BENCH_POSTGRES_URL's server: PostgreSQL is measured a second time, reading from it */
const replicaUrl = process.env.BENCH_REPLICA_URL;
const seed = process.env.BENCH_SEED ?? 'bench';
const seconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const samples = Number(process.env.BENCH_SAMPLES ?? 200);
const nameCount = Number(process.env.BENCH_SCALE_NAMES ?? 100_000);
const workers = Number(process.env.BENCH_WORKERS ?? availableParallelism());
const port = process.env.BENCH_PORT ?? '4640';

const JOHN_SMITH_PAGES = Array.from(
  { length: 10 },
  (_, index) => `/v1/search/people?firstName=John&lastName=Smith&page=${index + 1}&pageSize=10`,
);
const RANK_INDEXES = ['pr_people_name_rank_idx', 'pr_people_sound_rank_idx'] as const;
/** The routes under load, in the order they run, and what the ratio table calls them. */
const ROUTES = ['person search', 'John Smith', '100 commonest names', 'phone search', 'e-mail search'] as const;
type Route = (typeof ROUTES)[number] | 'person report';
/** the goal of issue 61 for each route: the largest size's figure at most this many times the smallest's */
const FLAT = 1.2;

interface Timing {
  /** requests a second under load; null for the report, timed one request at a time */
  rate: number | null;
  p50: number;
  p99: number;
  failed: boolean;
}

interface Measured {
  engine: BenchEngine;
  /** the engine as the tables name it: "postgres, replica reads" when the server read the replica */
  label: string;
  people: number;
  seed: SeedFigures;
  diskBytes: number;
  index: IndexShape;
  rankIndexBytes: number[];
  rangeMean: number;
  rangeP99: number;
  johnSmith: number;
  timings: Map<Route, Timing>;
}

function size(bytes: number): string {
  return bytes >= 1e9 ? `${(bytes / 1e9).toFixed(2)} GB` : `${Math.round(bytes / 1e6)} MB`;
}

type Row = Measured | { engine: BenchEngine; people: number; error: string };

function benchDatabase(engine: BenchEngine, people: number): Promise<BenchDatabase> | BenchDatabase {
  return engine === 'sqlite'
    ? sqliteBenchDatabase(path.join(repoRoot, '.data', `bench-${sizeLabel(people)}.sqlite`))
    : postgresBenchDatabase(postgresUrl, `beacon_bench_${sizeLabel(people)}`);
}

/** The replica's URL of a benchmark database: the same database name on the replica's server. */
function onReplica(database: BenchDatabase): string | undefined {
  if (!replicaUrl || database.engine !== 'postgres') return undefined;
  const url = new URL(replicaUrl);
  url.pathname = new URL(database.url).pathname;
  return url.toString();
}

async function measure(
  engine: BenchEngine,
  people: number,
  say: (line: string) => void,
  replicaReads = false,
): Promise<Measured> {
  const database = await benchDatabase(engine, people);
  const replica = replicaReads ? onReplica(database) : undefined;
  const label = replica ? `${engine}, replica reads` : engine;
  say(`${label} ${people.toLocaleString('en-US')} people: ${database.where}`);
  const seedFigures = await ensureBenchDataset(database, { people, seed, force: process.env.BENCH_REBUILD === '1' });
  say(
    `  seed ${seedFigures.seconds.toFixed(1)} s, ${seedFigures.rows.toLocaleString('en-US')} rows` +
      (seedFigures.built ? '' : ' (reused: figures of its build)'),
  );
  say(`  ${await describeEngine(database)}`);
  // before the server starts: its records and sessions are not part of the data set
  const bytes = await diskBytes(database);
  const index = await soundIndexShape(database);
  const rankIndexBytes = await indexBytes(database, RANK_INDEXES);
  say(
    `  disk ${size(bytes)}; pr_people_sound_idx ${size(index.bytes)}, ${index.depth ?? '?'} levels; ` +
      RANK_INDEXES.map((name, at) => `${name} ${size(rankIndexBytes[at] ?? 0)}`).join(', '),
  );

  const sampled = await samplePersonSearches(database, nameCount);
  // warm-up and measurement on different names
  const warmUp = sampled.slice(Math.floor(sampled.length * 0.8));
  const names = sampled.slice(0, Math.floor(sampled.length * 0.8));
  const ranges = await soundAlikeRanges(database, names.slice(0, 1000));
  const [johnSmith = 0] = await soundAlikeRanges(database, [JOHN_SMITH_PAGES[0]!]);
  const rangeMean = ranges.reduce((sum, range) => sum + range, 0) / Math.max(1, ranges.length);
  say(
    `  sound-alike range: mean ${rangeMean.toFixed(1)}, p99 ${percentile(ranges, 99)} entries; John Smith ${johnSmith}`,
  );
  const others = await sampleOtherSearches(database, 20_000);
  const paths: Record<(typeof ROUTES)[number], { measured: string[]; warmUp: string[] }> = {
    'person search': { measured: names, warmUp },
    'John Smith': { measured: JOHN_SMITH_PAGES, warmUp: JOHN_SMITH_PAGES },
    '100 commonest names': { measured: others.commonNames, warmUp: others.commonNames },
    'phone search': { measured: others.phones, warmUp: others.phones.slice().reverse() },
    'e-mail search': { measured: others.emails, warmUp: others.emails.slice().reverse() },
  };
  const warmed = await warmDataset(database, replica ?? database.url);
  say(`  read ${size(warmed)} of the data set into the page cache`);
  const bench = await startBenchServer(database, {
    prefix: 'scale-bench',
    port,
    // no page cache: the same pages of John Smith and the common names are asked again and again
    env: {
      SERVER_WORKERS: String(workers),
      SEARCH_PAGE_CACHE_MS: '0',
      ...(replica ? { DATABASE_REPLICA_URL: replica } : {}),
    },
  });
  try {
    const timings = new Map<Route, Timing>();
    for (const route of ROUTES) {
      await load(bench.server.url, paths[route].warmUp, bench.member, { connections, seconds: 3 });
      const result = await load(bench.server.url, paths[route].measured, bench.member, { connections, seconds });
      timings.set(route, {
        rate: result.requestsPerSecond,
        p50: result.p50Ms,
        p99: result.p99Ms,
        failed: failed([result]),
      });
      say(`  ${loadLine(route, result)}`);
    }
    const pointers = await samplePersonPointers(database, samples, { secret: bench.pointerSecret, seed });
    const call = memberClient(bench.server.url, bench.accessToken);
    const reports = await timeReports(call, await premiumPersonRecords(call, pointers));
    const report = {
      rate: null,
      p50: percentile(reports.times, 50),
      p99: percentile(reports.times, 99),
      failed: false,
    };
    timings.set('person report', report);
    say(`  person report p50 ${report.p50.toFixed(1)} ms, p99 ${report.p99.toFixed(1)} ms (one at a time)`);
    return {
      engine,
      label,
      people,
      seed: seedFigures,
      diskBytes: bytes,
      index,
      rankIndexBytes,
      rangeMean,
      rangeP99: percentile(ranges, 99),
      johnSmith,
      timings,
    };
  } finally {
    await bench.stop();
  }
}

/** A Markdown table: the first `left` columns aligned left, the others right. */
function markdown(header: string[], cells: string[][], left: number): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((row) => (row[column] ?? '').length)),
  );
  const line = (values: string[]) =>
    `| ${widths.map((width, column) => (column < left ? (values[column] ?? '').padEnd(width) : (values[column] ?? '').padStart(width))).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((width, column) => (column < left ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
    ...cells.map(line),
  ].join('\n');
}

const count = (value: number) => value.toLocaleString('en-US');

function datasetTable(rows: Row[]): string {
  const header = [
    'engine',
    'people',
    'rows',
    'disk',
    'seed',
    'seed rows/s',
    'sound index',
    'levels',
    'rank indexes',
    'range mean',
    'range p99',
    'John Smith',
  ];
  const cells = rows.map((row) => {
    if ('error' in row) return [row.engine, count(row.people), `failed: ${row.error}`];
    return [
      row.label,
      count(row.people),
      count(row.seed.rows),
      size(row.diskBytes),
      `${row.seed.seconds.toFixed(1)} s${row.seed.built ? '' : '*'}`,
      count(Math.round(row.seed.rows / Math.max(row.seed.seconds, 0.001))),
      size(row.index.bytes),
      String(row.index.depth ?? '?'),
      size(row.rankIndexBytes.reduce((sum, bytes) => sum + bytes, 0)),
      row.rangeMean.toFixed(1),
      count(row.rangeP99),
      count(row.johnSmith),
    ];
  });
  return markdown(header, cells, 2);
}

const ALL_ROUTES: Route[] = [...ROUTES, 'person report'];

function latencyTable(rows: Measured[]): string {
  const header = ['engine', 'people', 'route', 'req/s', 'p50', 'p99'];
  const cells = rows.flatMap((row) =>
    ALL_ROUTES.map((route) => {
      const timing = row.timings.get(route)!;
      return [
        row.label,
        count(row.people),
        route,
        timing.rate === null ? 'one at a time' : count(Math.round(timing.rate)),
        `${formatMs(timing.p50)} ms`,
        `${formatMs(timing.p99)} ms${timing.failed ? ' (non-2xx!)' : ''}`,
      ];
    }),
  );
  return markdown(header, cells, 3);
}

/** Per engine, the largest size's p50 and p99 over the smallest's, route by route. */
function ratioTable(rows: Measured[]): { table: string; over: string[] } {
  const over: string[] = [];
  const cells: string[][] = [];
  for (const label of [...new Set(rows.map((row) => row.label))]) {
    const measured = rows.filter((row) => row.label === label).sort((a, b) => a.people - b.people);
    const small = measured[0];
    const large = measured[measured.length - 1];
    if (!small || !large || small === large) continue;
    for (const route of ALL_ROUTES) {
      const a = small.timings.get(route)!;
      const b = large.timings.get(route)!;
      const p50 = b.p50 / Math.max(a.p50, 0.001);
      const p99 = b.p99 / Math.max(a.p99, 0.001);
      const flat = p50 <= FLAT && p99 <= FLAT;
      if (!flat) over.push(`${label} ${route}`);
      cells.push([
        label,
        route,
        `${formatMs(a.p50)} → ${formatMs(b.p50)} ms`,
        p50.toFixed(2),
        `${formatMs(a.p99)} → ${formatMs(b.p99)} ms`,
        p99.toFixed(2),
        flat ? `≤ ${FLAT}` : `over ${FLAT}`,
      ]);
    }
  }
  const sizesLabel = `${count(sizes[sizes.length - 1]!)} / ${count(sizes[0]!)}`;
  const header = ['engine', 'route', 'p50', `p50 ${sizesLabel}`, 'p99', `p99 ${sizesLabel}`, 'flat'];
  return { table: markdown(header, cells, 2), over };
}

async function main(): Promise<void> {
  const started = performance.now();
  const say = (text: string) => process.stdout.write(`${text}\n`);
  say(
    `bench:scale: ${sizes.map((size) => size.toLocaleString('en-US')).join(', ')} people on ${engines.join(', ')}; ` +
      `each route ${seconds} s (after 3 s of its own) at ${connections} connections, ${workers} server worker(s); ` +
      `${samples} person reports one at a time; ${loadGeneratorLine()}`,
  );
  const rows: Row[] = [];
  for (const engine of engines) {
    for (const people of sizes) {
      try {
        rows.push(await measure(engine, people, say));
        if (engine === 'postgres' && replicaUrl) rows.push(await measure(engine, people, say, true));
      } catch (error) {
        // one engine failing (a PostgreSQL server not running) does not throw away the other's hours of work
        const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
        say(`  failed: ${message}`);
        rows.push({ engine, people, error: message });
      }
    }
  }
  const measured = rows.filter((row): row is Measured => !('error' in row));
  say('');
  say(datasetTable(rows));
  say('');
  say(
    '* a data set built by an earlier run: the seed figures are those of its build. Disk: SQLite file + -wal; ' +
      'PostgreSQL pg_database_size. Sound index, levels: size and B-tree depth (root to leaf) of pr_people_sound_idx, ' +
      "a rare name's result cards; rank indexes: pr_people_name_rank_idx and pr_people_sound_rank_idx together. " +
      'Range: the sound-alike entries a search read whole before the rank-ordered path (issue 61), mean and p99 ' +
      'over 1,000 sampled names, and for John Smith.',
  );
  say('');
  say(latencyTable(measured));
  say('');
  const ratios = ratioTable(measured);
  say(ratios.table);
  say('');
  say(
    ratios.over.length
      ? `over ${FLAT} (largest size / smallest): ${ratios.over.join(', ')}`
      : `every route is flat: its p50 and p99 at the largest size are at most ${FLAT} times those at the smallest`,
  );
  say(`bench:scale took ${((performance.now() - started) / 60_000).toFixed(1)} min`);
  if (rows.some((row) => 'error' in row)) process.exitCode = 1;
}

await main();
