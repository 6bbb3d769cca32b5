import { availableParallelism } from 'node:os';
import path from 'node:path';

import {
  describeEngine,
  diskBytes,
  postgresBenchDatabase,
  repoRoot,
  sizeLabel,
  soundIndexShape,
  sqliteBenchDatabase,
  type BenchDatabase,
  type BenchEngine,
  type IndexShape,
} from './lib/bench-database';
import { ensureBenchDataset, type SeedFigures } from './lib/bench-dataset';
import { startBenchServer } from './lib/bench-server';
import { failed, formatMs, load, loadGeneratorLine } from './lib/load';
import { memberClient, percentile, premiumPersonRecords, timeReports } from './lib/report-timing';
import { samplePersonPointers, samplePersonSearches } from './lib/samples';
import { soundAlikeRanges } from './lib/sound-alike-ranges';

// `pnpm bench:scale` (issue 19 point 7): the same data set at several sizes on both engines, for docs/scaling.md. For
// each engine and size it builds the data set (or reuses one built before: SQLite .data/bench-<size>.sqlite,
// PostgreSQL the database beacon_bench_<size> on the server of BENCH_POSTGRES_URL), then measures its disk size, starts
// the server on it and times person search under load (wrk or autocannon, bench/lib/load.ts; real names from the data set) and the person
// report one request at a time (as bench:report). Prints one table, in Markdown, with a row per engine and size:
// people, rows, disk size (SQLite: the file and its -wal; PostgreSQL: pg_database_size), seed time and rows/s (of the
// build that made the set, when reused), size and depth of person search's index, the sound-alike range a search
// ranks (mean and p99 over 1,000 sampled names, and "John Smith"'s), person search req/s and p99, person report p50
// and p99. The searched names do not repeat within a run (BENCH_SCALE_NAMES, 100,000, more than a run sends), so
// the workers' 5-second page cache serves none of them: the figure is the search's own, which is what grows with
// the data set (bench:search cycles 5,000 names, as members repeat common ones).
//
// BENCH_SCALE_SIZES (1000000,5000000), BENCH_SCALE_ENGINES (sqlite,postgres), BENCH_POSTGRES_URL
// (postgres://beacon:beacon@127.0.0.1:5432/postgres: only its server and login are used), BENCH_SEED ("bench"),
// BENCH_DURATION (seconds of person search, 10), BENCH_CONNECTIONS (50), BENCH_SCALE_NAMES (100000),
// BENCH_SAMPLES (person reports, 200),
// BENCH_WORKERS (server workers, default: the number of cores), BENCH_REBUILD=1 (rebuild every set), BENCH_PORT
// (4640).

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
const seed = process.env.BENCH_SEED ?? 'bench';
const seconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const samples = Number(process.env.BENCH_SAMPLES ?? 200);
const nameCount = Number(process.env.BENCH_SCALE_NAMES ?? 100_000);
const workers = Number(process.env.BENCH_WORKERS ?? availableParallelism());
const port = process.env.BENCH_PORT ?? '4640';

const JOHN_SMITH = '/v1/search/people?firstName=John&lastName=Smith';

interface Measured {
  engine: BenchEngine;
  people: number;
  seed: SeedFigures;
  diskBytes: number;
  index: IndexShape;
  rangeMean: number;
  rangeP99: number;
  johnSmith: number;
  searchRate: number;
  searchP99: number;
  searchFailed: boolean;
  reportP50: number;
  reportP99: number;
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

async function measure(engine: BenchEngine, people: number, say: (line: string) => void): Promise<Measured> {
  const database = await benchDatabase(engine, people);
  say(`${engine} ${people.toLocaleString('en-US')} people: ${database.where}`);
  const seedFigures = await ensureBenchDataset(database, { people, seed, force: process.env.BENCH_REBUILD === '1' });
  say(
    `  seed ${seedFigures.seconds.toFixed(1)} s, ${seedFigures.rows.toLocaleString('en-US')} rows` +
      (seedFigures.built ? '' : ' (reused: figures of its build)'),
  );
  say(`  ${await describeEngine(database)}`);
  // before the server starts: its records and sessions are not part of the data set
  const bytes = await diskBytes(database);
  const index = await soundIndexShape(database);
  say(`  disk ${size(bytes)}; person search index ${size(index.bytes)}, ${index.depth ?? '?'} levels`);

  const sampled = await samplePersonSearches(database, nameCount);
  // warm-up and measurement on different names, so that no measured search finds its page cached by the warm-up
  const warmUp = sampled.slice(Math.floor(sampled.length * 0.8));
  const names = sampled.slice(0, Math.floor(sampled.length * 0.8));
  const ranges = await soundAlikeRanges(database, names.slice(0, 1000));
  const [johnSmith = 0] = await soundAlikeRanges(database, [JOHN_SMITH]);
  const rangeMean = ranges.reduce((sum, range) => sum + range, 0) / Math.max(1, ranges.length);
  say(
    `  sound-alike range: mean ${rangeMean.toFixed(1)}, p99 ${percentile(ranges, 99)} entries; John Smith ${johnSmith}`,
  );
  const bench = await startBenchServer(database, {
    prefix: 'scale-bench',
    port,
    env: { SERVER_WORKERS: String(workers) },
  });
  try {
    await load(bench.server.url, warmUp, bench.member, { connections, seconds: 3 });
    const search = await load(bench.server.url, names, bench.member, { connections, seconds });
    say(`  person search ${search.requestsPerSecond.toFixed(0)} req/s, p99 ${formatMs(search.p99Ms)} ms`);

    const pointers = await samplePersonPointers(database, samples, { secret: bench.pointerSecret, seed });
    const call = memberClient(bench.server.url, bench.accessToken);
    const reports = await timeReports(call, await premiumPersonRecords(call, pointers));
    const reportP99 = percentile(reports.times, 99);
    say(`  person report p50 ${percentile(reports.times, 50).toFixed(1)} ms, p99 ${reportP99.toFixed(1)} ms`);
    return {
      engine,
      people,
      seed: seedFigures,
      diskBytes: bytes,
      index,
      rangeMean,
      rangeP99: percentile(ranges, 99),
      johnSmith,
      searchRate: search.requestsPerSecond,
      searchP99: search.p99Ms,
      searchFailed: failed([search]),
      reportP50: percentile(reports.times, 50),
      reportP99,
    };
  } finally {
    await bench.stop();
  }
}

function table(rows: Row[]): string {
  const count = (value: number) => value.toLocaleString('en-US');
  const header = [
    'engine',
    'people',
    'rows',
    'disk',
    'seed',
    'seed rows/s',
    'index',
    'levels',
    'range mean',
    'range p99',
    'John Smith',
    'search req/s',
    'search p99',
    'report p50',
    'report p99',
  ];
  const cells = rows.map((row) => {
    if ('error' in row) return [row.engine, count(row.people), `failed: ${row.error}`, ...Array<string>(12).fill('')];
    return [
      row.engine,
      count(row.people),
      count(row.seed.rows),
      size(row.diskBytes),
      `${row.seed.seconds.toFixed(1)} s${row.seed.built ? '' : '*'}`,
      count(Math.round(row.seed.rows / Math.max(row.seed.seconds, 0.001))),
      size(row.index.bytes),
      String(row.index.depth ?? '?'),
      row.rangeMean.toFixed(1),
      count(row.rangeP99),
      count(row.johnSmith),
      count(Math.round(row.searchRate)),
      `${formatMs(row.searchP99)} ms${row.searchFailed ? ' (non-2xx!)' : ''}`,
      `${row.reportP50.toFixed(1)} ms`,
      `${row.reportP99.toFixed(1)} ms`,
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]!.length)));
  const line = (values: string[]) =>
    `| ${values.map((value, column) => (column < 2 ? value.padEnd(widths[column]!) : value.padStart(widths[column]!))).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((width, column) => (column < 2 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
    ...cells.map(line),
  ].join('\n');
}

async function main(): Promise<void> {
  const started = performance.now();
  const say = (text: string) => process.stdout.write(`${text}\n`);
  say(
    `bench:scale: ${sizes.map((size) => size.toLocaleString('en-US')).join(', ')} people on ${engines.join(', ')}; ` +
      `person search ${seconds} s at ${connections} connections, ${workers} server worker(s); ` +
      `${samples} person reports one at a time; ${loadGeneratorLine()}`,
  );
  const rows: Row[] = [];
  for (const engine of engines) {
    for (const people of sizes) {
      try {
        rows.push(await measure(engine, people, say));
      } catch (error) {
        // one engine failing (a PostgreSQL server not running) does not throw away the other's hours of work
        const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
        say(`  failed: ${message}`);
        rows.push({ engine, people, error: message });
      }
    }
  }
  say('');
  say(table(rows));
  say('');
  say(
    '* a data set built by an earlier run: the seed figures are those of its build. Disk: SQLite file + -wal; ' +
      'PostgreSQL pg_database_size. Index, levels: size and B-tree depth (root to leaf) of pr_people_sound_idx, ' +
      'the index person search reads. Range: index entries a search ranks (all sound-alikes of the name), ' +
      'mean and p99 over 1,000 sampled names, and for John Smith.',
  );
  say(`bench:scale took ${((performance.now() - started) / 60_000).toFixed(1)} min`);
  if (rows.some((row) => 'error' in row)) process.exitCode = 1;
}

await main();
