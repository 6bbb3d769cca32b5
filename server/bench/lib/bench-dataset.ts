import { createDatabase } from '../../src/db/create-database';
import { terminalProgress } from '../../src/seed/progress';
import { ensureDataset, readDataset } from '../../src/seed/public-records/build';
import { demoPeople } from '../../src/seed/public-records/demo-people';
import type { BenchDatabase } from './bench-database';

// The benchmarks' data set: built once per database and size (seed "bench" unless BENCH_SEED says otherwise), reused
// by every later run, and the figures of its build kept for the tables (a reused set reports those of its build).

export interface SeedFigures {
  people: number;
  /** rows written (households and families are not rows of their own) */
  rows: number;
  seconds: number;
  /** false: a data set built earlier was reused, and these are the figures of that build */
  built: boolean;
}

export interface BenchDatasetOptions {
  people: number;
  seed: string;
  /** rebuild even when the database holds this data set already */
  force?: boolean;
}

export async function ensureBenchDataset(database: BenchDatabase, options: BenchDatasetOptions): Promise<SeedFigures> {
  const build = await ensureDataset(database.config, {
    people: options.people,
    seed: options.seed,
    required: demoPeople(),
    exact: true,
    force: options.force ?? false,
    progress: terminalProgress(),
  });
  if (build.built) return { people: options.people, rows: build.rows, seconds: build.seconds, built: true };
  const { db } = createDatabase(database.config, { poolSize: 1 });
  try {
    const dataset = await readDataset(db);
    const totals = (dataset?.totals ?? {}) as Record<string, number>;
    const rows =
      Object.values(totals).reduce((sum: number, value) => sum + Number(value), 0) -
      Number(totals.households ?? 0) -
      Number(totals.families ?? 0);
    const seconds = ((dataset?.finishedAt ?? 0) - (dataset?.startedAt ?? 0)) / 1000;
    return { people: options.people, rows, seconds, built: false };
  } finally {
    await db.destroy();
  }
}

export function seedLine(figures: SeedFigures): string {
  const rate = Math.round(figures.rows / Math.max(figures.seconds, 0.001));
  return (
    `seed: ${figures.people.toLocaleString('en-US')} people, ${figures.rows.toLocaleString('en-US')} rows in ` +
    `${figures.seconds.toFixed(1)} s (${rate.toLocaleString('en-US')} rows/s)` +
    (figures.built ? '' : ' [reused; figures of its build]')
  );
}
