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
import {
  PERSON_PARTITIONS,
  personPartitionName,
  PUBLIC_RECORD_INDEXES,
  PUBLIC_RECORD_TABLES,
  type IndexDefinition,
} from '../../db/public-records-schema';
import type { Database } from '../../db/schema';
import { encodeGeohash } from '../../domain/geohash';
import { NAME_PARTS, namePartOf } from '../../domain/name-partition';
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
// On PostgreSQL pr_people is hash-partitioned (migration 0120): the build detaches the partitions, loads each as a
// table of its own (the rows routed here by the hash PostgreSQL would route them by), attaches them back, and builds
// the people's indexes partition by partition on PARTITION_BUILDERS connections at once; the index on the
// partitioned table then adopts them.
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
    'name_part',
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
/** PostgreSQL: how many partitions' indexes are built at once (each build sorts on its own core). */
const PARTITION_BUILDERS = 2;
/** Where in a generated person's row its phonetic last-name key is (the row as COLUMNS.pr_people has it). */
const LAST_PHON_AT = COLUMNS.pr_people.indexOf('last_phon');
/** An offender as stored: the generator's row plus its place's geohash and coordinates (migration 0091). */
type StoredOffenderRow = [...OffenderRow, geohash: string, latitude: number, longitude: number];

/** A person as stored: the generator's row plus its partition key (migration 0120). */
type StoredPersonRow = [...PersonRow, namePart: number];

type Row = PlaceRow | StoredPersonRow | ResidenceRow | PhoneRow | EmailRow | StoredOffenderRow;

/** Rows per INSERT statement: many rows per statement, below both engines' bind-parameter limits. */
function rowsPerStatement(table: Table, dialect: DialectName): number {
  const limit = dialect === 'postgres' ? 60_000 : 30_000;
  return Math.min(1000, Math.floor(limit / COLUMNS[table].length));
}

function insertSql(table: Table, target: string, rows: number, dialect: DialectName): string {
  const columns = COLUMNS[table];
  let n = 0;
  const tuples: string[] = [];
  for (let r = 0; r < rows; r += 1) {
    tuples.push(`(${columns.map(() => (dialect === 'postgres' ? `$${(n += 1)}` : '?')).join(',')})`);
  }
  return `insert into ${target} (${columns.join(',')}) values ${tuples.join(',')}`;
}

/** Buffers rows per table (per partition of pr_people on PostgreSQL) and writes them in full multi-row statements. */
class BatchWriter implements RowSink {
  private readonly buffers = new Map<string, { table: Table; rows: Row[] }>();
  private readonly statements = new Map<string, string>();
  /** Every place's coordinates by id (places are numbered from 1 and written before the people who live there):
   * the offenders' rows carry their place's spatial key, worked out here so the generator's rows stay as they are. */
  private coordinates = new Float64Array(2 * 65_536);
  rows = 0;

  /**
   * @param personTables PostgreSQL: the detached partition each partition key's people are written to, by key
   * (index NAME_PARTS); none on SQLite, which writes pr_people
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly personTables?: readonly string[],
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
    const namePart = namePartOf(row[LAST_PHON_AT] as string);
    this.push('pr_people', [...row, namePart], this.personTables?.[namePart]);
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

  private push(table: Table, row: Row, target: string = table): void {
    let buffer = this.buffers.get(target);
    if (!buffer) {
      buffer = { table, rows: [] };
      this.buffers.set(target, buffer);
    }
    buffer.rows.push(row);
  }

  /** Rows waiting in the fullest buffer. */
  pending(): number {
    let max = 0;
    for (const buffer of this.buffers.values()) max = Math.max(max, buffer.rows.length);
    return max;
  }

  /** Writes every full statement's worth of rows; with `all`, the remainders too. */
  async flush(all = false): Promise<void> {
    for (const [target, { table, rows: buffer }] of this.buffers) {
      const size = rowsPerStatement(table, this.dialect);
      let offset = 0;
      while (buffer.length - offset >= size || (all && offset < buffer.length)) {
        const count = Math.min(size, buffer.length - offset);
        const key = `${target}:${count}`;
        let text = this.statements.get(key);
        if (!text) {
          text = insertSql(table, target, count, this.dialect);
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

/**
 * PostgreSQL: detaches pr_people's partitions (a build cut off earlier may have left some detached), empties them and
 * returns the partition each partition key's rows belong in, by key, as PostgreSQL's hash routes them.
 */
async function detachPersonPartitions(db: Kysely<Database>): Promise<string[]> {
  const attached = await db.executeQuery<{ name: string }>(
    CompiledQuery.raw(
      "select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'pr_people'::regclass",
      [],
    ),
  );
  for (const { name } of attached.rows) await run(db, `alter table pr_people detach partition ${name}`);
  for (let remainder = 0; remainder < PERSON_PARTITIONS; remainder += 1) {
    await run(db, `truncate table ${personPartitionName(remainder)}`);
  }
  const routes = await db.executeQuery<{ name_part: number; remainder: number }>(
    CompiledQuery.raw(
      `select k as name_part, r as remainder from generate_series(0, ${NAME_PARTS - 1}) k,
       generate_series(0, ${PERSON_PARTITIONS - 1}) r
       where satisfies_hash_partition('pr_people'::regclass, ${PERSON_PARTITIONS}, r, k::smallint)`,
      [],
    ),
  );
  const byPart = new Map(routes.rows.map((route) => [Number(route.name_part), Number(route.remainder)]));
  return Array.from({ length: NAME_PARTS }, (_, part) => {
    const remainder = byPart.get(part);
    if (remainder === undefined) throw new Error('pr_people is not hash-partitioned as migration 0120 made it');
    return personPartitionName(remainder);
  });
}

async function attachPersonPartitions(db: Kysely<Database>): Promise<void> {
  for (let remainder = 0; remainder < PERSON_PARTITIONS; remainder += 1) {
    await run(
      db,
      `alter table pr_people attach partition ${personPartitionName(remainder)} ` +
        `for values with (modulus ${PERSON_PARTITIONS}, remainder ${remainder})`,
    );
  }
}

function indexSql(index: IndexDefinition, dialect: DialectName, name = index.name, table = index.table): string {
  const include =
    dialect === 'postgres' && index.includeOnPostgres ? ` include (${index.includeOnPostgres.join(', ')})` : '';
  return `create index ${name} on ${table} (${index.columns.join(', ')})${include}`;
}

/**
 * PostgreSQL: the people's indexes built partition by partition, PARTITION_BUILDERS at a time on connections of
 * their own (each partition's sort on one core), then declared on pr_people, which adopts the partitions' indexes
 * instead of building them again.
 */
async function createPersonIndexes(
  db: Kysely<Database>,
  pool: Kysely<Database>,
  indexes: IndexDefinition[],
): Promise<void> {
  const builds: string[] = [];
  for (const index of indexes) {
    for (let remainder = 0; remainder < PERSON_PARTITIONS; remainder += 1) {
      const partition = personPartitionName(remainder);
      builds.push(indexSql(index, 'postgres', `${partition}_${index.name.replace(/^pr_people_/, '')}`, partition));
    }
  }
  let next = 0;
  const builder = () =>
    pool.connection().execute(async (connection) => {
      for (let build = builds[next++]; build !== undefined; build = builds[next++]) {
        await run(connection, 'begin');
        // one core per build: PostgreSQL's own parallel workers would contend with the other builder's sort
        await run(connection, "set local maintenance_work_mem = '512MB'");
        await run(connection, 'set local max_parallel_maintenance_workers = 0');
        await run(connection, build);
        await run(connection, 'commit');
      }
    });
  await Promise.all(Array.from({ length: PARTITION_BUILDERS }, builder));
  for (const index of indexes) await run(db, indexSql(index, 'postgres'));
}

/** Generates and loads a data set into an open, migrated database, replacing any previous one. The build runs on
 * one connection (its transactions and PRAGMAs belong to it); on PostgreSQL the partitions' indexes are built on
 * PARTITION_BUILDERS more of the database's pool. */
export async function buildDataset(
  database: Kysely<Database>,
  dialect: DialectName,
  options: BuildOptions,
): Promise<BuildResult> {
  return database.connection().execute((db) => buildOnConnection(db, database, dialect, options));
}

async function buildOnConnection(
  db: Kysely<Database>,
  pool: Kysely<Database>,
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
  const personTables = dialect === 'postgres' ? await detachPersonPartitions(db) : undefined;

  const writer = new BatchWriter(db, dialect, personTables);
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
  if (dialect === 'postgres') await attachPersonPartitions(db);

  progress?.start('indexing', PUBLIC_RECORD_INDEXES.length);
  let indexed = 0;
  /** The indexes of one phase: on PostgreSQL the people's partition by partition, in parallel (createPersonIndexes). */
  const createIndexes = async (indexes: IndexDefinition[]) => {
    const partitioned = dialect === 'postgres' ? indexes.filter((index) => index.table === 'pr_people') : [];
    if (partitioned.length) {
      await createPersonIndexes(db, pool, partitioned);
      indexed += partitioned.length;
      progress?.update(indexed, writer.rows);
    }
    for (const index of indexes.filter((entry) => !partitioned.includes(entry))) {
      await run(db, indexSql(index, dialect));
      indexed += 1;
      progress?.update(indexed, writer.rows);
    }
  };
  await createIndexes(PUBLIC_RECORD_INDEXES.filter((entry) => !entry.afterSummaries));

  const totals = generator.totals;
  await reapplyOptOuts(db);
  // after the opt-outs, so nobody who asked not to be found is named on a relative's card
  await refreshRelativesSummaries(db);
  // an index that holds the summaries is built once they are written, not updated for every row
  await createIndexes(PUBLIC_RECORD_INDEXES.filter((entry) => entry.afterSummaries));
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
  // the build's connection, and on PostgreSQL the partitions' index builders'
  const { db, dialect } = createDatabase(config, { poolSize: 1 + PARTITION_BUILDERS });
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
