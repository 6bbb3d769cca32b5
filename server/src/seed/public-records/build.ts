import { CompiledQuery, sql, type Kysely } from 'kysely';

import type { DatabaseConfig } from '../../config';
import { createDatabase, type DialectName } from '../../db/create-database';
import { migrateToLatest } from '../../db/migrate';
import { dropValueSamples } from '../../db/sqlite-value-samples';
import {
  createSearchCountTriggers,
  dropSearchCountTriggers,
  recountSearchCounts,
  SEARCH_COUNT_TABLES,
} from '../../db/search-counts';
import { PUBLIC_RECORD_INDEXES, PUBLIC_RECORD_TABLES, type IndexDefinition } from '../../db/public-records-schema';
import type { Database } from '../../db/schema';
import { encodeGeohash } from '../../domain/geohash';
import { reapplyOptOuts } from '../../repositories/opt-outs-repository';
import { refreshRelativesSummaries } from '../../repositories/relatives-summary';
import { readDataset, reusable, type DatasetInfo } from '../../repositories/public-records-dataset';
import {
  GENERATOR_VERSION,
  PublicRecordsGenerator,
  type EmailRow,
  type OffenderRow,
  type PersonRow,
  type PhoneRow,
  type PlaceRow,
  type RequiredPerson,
  type ResidenceRow,
  type RowSink,
} from './generator';

export { readDataset, reusable, type DatasetInfo };

// Builds (or reuses) the public-records data set in a database. A build runs on its own connection: it drops the
// search indexes, loads every row with multi-row prepared INSERTs in large transactions, recreates the indexes
// (one sort each instead of millions of B-tree inserts), re-applies the opt-outs and marks the data set ready.
// On SQLite the bulk phase also relaxes durability (synchronous=OFF, rollback journal instead of WAL, big cache):
// an interrupted build leaves status 'building', and the next start builds again from scratch.

export const DEFAULT_AS_OF = '2025-10-01';

export type BuildPhase = 'generating' | 'indexing' | 'finishing';

export interface BuildProgress {
  start(phase: BuildPhase, total: number): void;
  update(done: number, rows: number): void;
  stop(): void;
}

export interface BuildOptions {
  people: number;
  seed: string;
  asOf?: string;
  required?: RequiredPerson[];
  progress?: BuildProgress;
  /** time source (ms) for the build record */
  now?: () => number;
}

export interface BuildResult {
  dataset: DatasetInfo;
  /** false: a ready data set was reused */
  built: boolean;
  seconds: number;
  rows: number;
  rowsPerSecond: number;
}

const COLUMNS = {
  pr_places: [
    'id',
    'street_number',
    'street_name',
    'city',
    'state',
    'zip',
    'zip4',
    'latitude',
    'longitude',
    'line_key',
    'street_key',
    'city_key',
  ],
  pr_people: [
    'id',
    'household_id',
    'family_id',
    'place_id',
    'role',
    'first_name',
    'middle_name',
    'last_name',
    'suffix',
    'maiden_name',
    'sex',
    'dob',
    'dod',
    'birth_year',
    'first_key',
    'last_key',
    'first_phon',
    'last_phon',
    'middle_initial',
    'city',
    'state',
    'zip',
    'city_key',
    'flags',
    'places_summary',
  ],
  pr_residences: ['household_id', 'place_id', 'start_date', 'end_date'],
  pr_phones: ['number', 'person_id', 'line_type', 'carrier', 'state', 'first_seen', 'last_seen', 'is_current'],
  pr_emails: ['address', 'person_id', 'first_seen', 'last_seen'],
  pr_offenders: [
    'person_id',
    'place_id',
    'zip',
    'state',
    'registered_on',
    'tier',
    'offense',
    'geohash',
    'latitude',
    'longitude',
  ],
} as const;

type Table = keyof typeof COLUMNS;
/** An offender as stored: the generator's row plus its place's geohash and coordinates (migration 0091). */
type StoredOffenderRow = [...OffenderRow, geohash: string, latitude: number, longitude: number];

type Row = PlaceRow | PersonRow | ResidenceRow | PhoneRow | EmailRow | StoredOffenderRow;

/** Rows per INSERT statement: many rows per statement, below both engines' bind-parameter limits. */
function rowsPerStatement(table: Table, dialect: DialectName): number {
  const limit = dialect === 'postgres' ? 60_000 : 30_000;
  return Math.min(1000, Math.floor(limit / COLUMNS[table].length));
}

function insertSql(table: Table, rows: number, dialect: DialectName): string {
  const columns = COLUMNS[table];
  let n = 0;
  const tuples: string[] = [];
  for (let r = 0; r < rows; r += 1) {
    tuples.push(`(${columns.map(() => (dialect === 'postgres' ? `$${(n += 1)}` : '?')).join(',')})`);
  }
  return `insert into ${table} (${columns.join(',')}) values ${tuples.join(',')}`;
}

/** Buffers rows per table and writes them in full multi-row statements. */
class BatchWriter implements RowSink {
  private readonly buffers = new Map<Table, Row[]>();
  private readonly statements = new Map<string, string>();
  /** Every place's coordinates by id (places are numbered from 1 and written before the people who live there):
   * the offenders' rows carry their place's spatial key, worked out here so the generator's rows stay as they are. */
  private coordinates = new Float64Array(2 * 65_536);
  rows = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  place(row: PlaceRow): void {
    const [id, , , , , , , latitude, longitude] = row;
    if (2 * id + 1 >= this.coordinates.length) {
      const grown = new Float64Array(Math.max(this.coordinates.length * 2, 2 * id + 2));
      grown.set(this.coordinates);
      this.coordinates = grown;
    }
    this.coordinates[2 * id] = latitude;
    this.coordinates[2 * id + 1] = longitude;
    this.push('pr_places', row);
  }
  person(row: PersonRow): void {
    this.push('pr_people', row);
  }
  residence(row: ResidenceRow): void {
    this.push('pr_residences', row);
  }
  phone(row: PhoneRow): void {
    this.push('pr_phones', row);
  }
  email(row: EmailRow): void {
    this.push('pr_emails', row);
  }
  offender(row: OffenderRow): void {
    const placeId = row[1];
    const latitude = this.coordinates[2 * placeId]!;
    const longitude = this.coordinates[2 * placeId + 1]!;
    this.push('pr_offenders', [...row, encodeGeohash(latitude, longitude), latitude, longitude]);
  }

  private push(table: Table, row: Row): void {
    let buffer = this.buffers.get(table);
    if (!buffer) {
      buffer = [];
      this.buffers.set(table, buffer);
    }
    buffer.push(row);
  }

  /** Rows waiting in the fullest buffer. */
  pending(): number {
    let max = 0;
    for (const buffer of this.buffers.values()) max = Math.max(max, buffer.length);
    return max;
  }

  /** Writes every full statement's worth of rows; with `all`, the remainders too. */
  async flush(all = false): Promise<void> {
    for (const [table, buffer] of this.buffers) {
      const size = rowsPerStatement(table, this.dialect);
      let offset = 0;
      while (buffer.length - offset >= size || (all && offset < buffer.length)) {
        const count = Math.min(size, buffer.length - offset);
        const key = `${table}:${count}`;
        let text = this.statements.get(key);
        if (!text) {
          text = insertSql(table, count, this.dialect);
          this.statements.set(key, text);
        }
        const parameters: unknown[] = [];
        for (let r = offset; r < offset + count; r += 1) {
          const row = buffer[r]!;
          for (let c = 0; c < row.length; c += 1) parameters.push(row[c]);
        }
        await this.db.executeQuery(CompiledQuery.raw(text, parameters));
        offset += count;
        this.rows += count;
      }
      buffer.splice(0, offset);
    }
  }
}

async function run(db: Kysely<Database>, statement: string): Promise<void> {
  await db.executeQuery(CompiledQuery.raw(statement, []));
}

/** Generates and loads a data set into an open, migrated database, replacing any previous one. The build runs on
 * one connection (its transactions and PRAGMAs belong to it). */
export async function buildDataset(
  database: Kysely<Database>,
  dialect: DialectName,
  options: BuildOptions,
): Promise<BuildResult> {
  return database.connection().execute((db) => buildOnConnection(db, dialect, options));
}

async function buildOnConnection(
  db: Kysely<Database>,
  dialect: DialectName,
  options: BuildOptions,
): Promise<BuildResult> {
  const now = options.now ?? Date.now;
  const asOf = options.asOf ?? DEFAULT_AS_OF;
  const started = performance.now();
  const startedAt = now();
  const progress = options.progress;

  await db.deleteFrom('pr_dataset').execute();
  await db
    .insertInto('pr_dataset')
    .values({
      id: 1,
      seed: options.seed,
      people: options.people,
      as_of: asOf,
      generator_version: GENERATOR_VERSION,
      status: 'building',
      totals: '{}',
      started_at: startedAt,
      finished_at: null,
    })
    .execute();

  if (dialect === 'sqlite') {
    // Bulk phase: no fsync, a rollback journal (WAL would write every page twice), a 256 MB page cache, sorter
    // threads for the index builds. Restored below.
    // (Leaving WAL needs the only connection: with the server running on the file, the build stays in WAL.)
    await run(db, 'pragma journal_mode = delete').catch(() => undefined);
    await run(db, 'pragma synchronous = off');
    await run(db, 'pragma cache_size = -262144');
    await run(db, 'pragma temp_store = memory');
    await run(db, 'pragma threads = 2');
  } else {
    // The same for this session on PostgreSQL: no wait for the WAL flush at the build's commits (an interrupted
    // build is rebuilt anyway), and memory enough to sort a 5,000,000-row index in one pass instead of spilling the
    // 64 MB default to disk.
    await run(db, 'set synchronous_commit = off');
    await run(db, "set maintenance_work_mem = '512MB'");
  }

  for (const index of PUBLIC_RECORD_INDEXES) await run(db, `drop index if exists ${index.name}`);
  // the search counts are counted once at the end, not kept row by row during the load
  await dropSearchCountTriggers(db, dialect);
  for (const table of PUBLIC_RECORD_TABLES) {
    await run(db, dialect === 'postgres' ? `truncate table ${table}` : `delete from ${table}`);
  }

  const writer = new BatchWriter(db, dialect);
  const generator = new PublicRecordsGenerator(
    { seed: options.seed, people: options.people, asOf, required: options.required ?? [] },
    writer,
  );
  progress?.start('generating', options.people);
  // Large transactions: one commit per ~200,000 rows keeps the journal small and the commits few.
  const COMMIT_EVERY = 200_000;
  let sinceCommit = 0;
  await run(db, 'begin');
  try {
    while (generator.step()) {
      if (writer.pending() >= 2000) {
        const before = writer.rows;
        await writer.flush();
        sinceCommit += writer.rows - before;
        progress?.update(generator.totals.people, writer.rows);
        if (sinceCommit >= COMMIT_EVERY) {
          await run(db, 'commit');
          await run(db, 'begin');
          sinceCommit = 0;
        }
      }
    }
    await writer.flush(true);
    await run(db, 'commit');
  } catch (error) {
    await run(db, 'rollback').catch(() => undefined);
    throw error;
  }
  progress?.update(generator.totals.people, writer.rows);
  progress?.stop();

  const createIndex = (index: IndexDefinition) => {
    const include =
      dialect === 'postgres' && index.includeOnPostgres ? ` include (${index.includeOnPostgres.join(', ')})` : '';
    return run(db, `create index ${index.name} on ${index.table} (${index.columns.join(', ')})${include}`);
  };
  progress?.start('indexing', PUBLIC_RECORD_INDEXES.length);
  let indexed = 0;
  for (const index of PUBLIC_RECORD_INDEXES.filter((entry) => !entry.afterSummaries)) {
    await createIndex(index);
    indexed += 1;
    progress?.update(indexed, writer.rows);
  }

  const totals = generator.totals;
  await reapplyOptOuts(db);
  // after the opt-outs, so nobody who asked not to be found is named on a relative's card
  await refreshRelativesSummaries(db);
  // an index that holds the summaries is built once they are written, not updated for every row
  for (const index of PUBLIC_RECORD_INDEXES.filter((entry) => entry.afterSummaries)) {
    await createIndex(index);
    indexed += 1;
    progress?.update(indexed, writer.rows);
  }
  await recountSearchCounts(db);
  await createSearchCountTriggers(db, dialect);
  progress?.stop();
  if (dialect === 'sqlite') {
    await run(db, 'analyze');
    await dropValueSamples(db, PUBLIC_RECORD_TABLES);
    await run(db, 'pragma journal_mode = wal');
    await run(db, 'pragma synchronous = normal');
  } else {
    // VACUUM as well as ANALYZE: writing the relatives summaries rewrote every person's row, which leaves a dead copy
    // of each (PostgreSQL's MVCC). Vacuumed now, the set starts with its visibility map set (index-only scans can skip
    // the table) and autovacuum does not take up the same work in the first minutes of use, under a benchmark's load.
    for (const table of [...PUBLIC_RECORD_TABLES, ...SEARCH_COUNT_TABLES]) await run(db, `vacuum analyze ${table}`);
    await run(db, 'reset synchronous_commit');
    await run(db, 'reset maintenance_work_mem');
  }
  const finishedAt = now();
  await db
    .updateTable('pr_dataset')
    .set({ status: 'ready', totals: JSON.stringify(totals), finished_at: finishedAt })
    .where('id', '=', 1)
    .execute();

  const seconds = (performance.now() - started) / 1000;
  const dataset = await readDataset(db);
  return {
    dataset: dataset!,
    built: true,
    seconds,
    rows: writer.rows,
    rowsPerSecond: writer.rows / Math.max(seconds, 0.001),
  };
}

export interface EnsureOptions extends BuildOptions {
  /** rebuild even when a ready data set exists */
  force?: boolean;
  /** reuse only a data set of exactly this seed and size (the benchmark); otherwise any ready one is reused */
  exact?: boolean;
}

/**
 * Opens the database on its own connection, brings its schema up to date, and builds the data set unless a ready
 * one can be reused. Run before the app opens the database (a SQLite build switches the journal mode, which needs
 * the only connection).
 */
export async function ensureDataset(config: DatabaseConfig, options: EnsureOptions): Promise<BuildResult> {
  const { db, dialect } = createDatabase(config, { poolSize: 1 });
  try {
    await migrateToLatest(db, dialect);
    const existing = await readDataset(db);
    if (
      !options.force &&
      reusable(existing, options.exact ? { seed: options.seed, people: options.people } : undefined)
    ) {
      return { dataset: existing!, built: false, seconds: 0, rows: 0, rowsPerSecond: 0 };
    }
    return await buildDataset(db, dialect, options);
  } finally {
    await db.destroy();
  }
}

/** Row counts, for tests and the CLI. */
export async function countRows(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of PUBLIC_RECORD_TABLES) {
    const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(row.rows[0]?.n ?? 0);
  }
  return counts;
}
