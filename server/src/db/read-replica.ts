import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';

import type { Database } from './schema';

// Reads from a PostgreSQL streaming replica (issue 61, DATABASE_REPLICA_URL) without ever showing what a committed
// opt-out removed. A replica replays the primary's WAL a little later; an opt-out confirmed on the primary must
// still never be found by a search afterwards, from this worker or any other (node:cluster workers, other
// instances), and they share nothing but the database.
//
// The rule: a read goes to the replica only when the replica has replayed the primary's WAL position as this worker
// read it at most MAX_AGE_MS ago (pg_current_wal_insert_lsn(), read again when older, and raised at once by this worker's
// own opt-outs); otherwise it goes to the primary. An opt-out, once committed, then waits until the replica has
// replayed it, or at most MAX_AGE_MS (+ a margin): either way, a read that starts after the confirmation answered
// cannot miss it. Had the replica replayed the commit, every later replica read sees it (replay only moves forward);
// had it not, every worker's known position was read from the primary after the commit, so it is at least the
// commit's, and the replica is not used until it has replayed that far. No table and no message between workers.
//
// What it costs: one `select pg_current_wal_insert_lsn()` per worker and MAX_AGE_MS while it serves reads, and one
// `select pg_last_wal_replay_lsn()` on the replica when that position is newer than the replica was last seen at.
// While the primary writes, the replica is a few milliseconds behind each newly read position, so those reads go to
// the primary until it has caught up. One replica (or one address in front of standbys that replay in step) is
// assumed: replay positions of different standbys are not comparable. A replica that is down costs no search: a read
// that fails on it is read from the primary, and the replica is asked again after MAX_AGE_MS.

/** How old the primary's WAL position a worker compares the replica with may be; an opt-out waits at most this. */
export const MAX_AGE_MS = 1_000;
/** Added to the opt-out's wait: millisecond clocks, and instances on other machines whose clocks differ a little. */
const CLOCK_MARGIN_MS = 50;
/** How often an opt-out looks at the replica's replay position while it waits. */
const POLL_MS = 10;

export interface ReadReplica {
  /** The handle of the public-records reads: the replica when it has replayed far enough, else the primary. */
  reads: Kysely<Database>;
  /**
   * Called after a commit that every later read must see (a confirmed opt-out, Guardian's suppression): resolves once
   * no read of any worker that starts afterwards can miss it (see above). At once without a replica.
   */
  published(): Promise<void>;
  /** How many reads went to each side (tests and diagnostics). */
  routed(): { replica: number; primary: number };
  /** Closes the replica's connections (the primary's stay with its owner). */
  destroy(): Promise<void>;
}

/** Without a replica every read is the primary's, and a commit is visible at once. */
export function primaryOnly(db: Kysely<Database>): ReadReplica {
  return {
    reads: db,
    published: async () => {},
    routed: () => ({ replica: 0, primary: 0 }),
    destroy: async () => {},
  };
}

/** A WAL position (`16/B374D848`) as a number that orders like it. */
export function lsnValue(text: string): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text);
  if (!match) throw new Error(`not a WAL position: ${text}`);
  return (BigInt(`0x${match[1]!}`) << 32n) + BigInt(`0x${match[2]!}`);
}

/**
 * A connection of the reads handle: each query runs on the side chosen when Kysely acquired it. There is no
 * transaction on it (each query may take another pooled connection): the public-records reads need none. A read
 * that fails on the replica (down, restarting, or a statement cancelled by a conflict with recovery) is read again
 * from the primary, which is never older: the reads only read.
 */
class RoutedConnection implements DatabaseConnection {
  constructor(
    private readonly target: Kysely<Database>,
    private readonly failedOver: (() => Kysely<Database>) | undefined,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.failedOver) return this.target.executeQuery<R>(compiledQuery);
    try {
      return await this.target.executeQuery<R>(compiledQuery);
    } catch {
      return this.failedOver().executeQuery<R>(compiledQuery);
    }
  }

  // eslint-disable-next-line require-yield -- the interface wants a generator; the reads never stream
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('the public-records reads handle does not stream');
  }
}

interface Route {
  target: Kysely<Database>;
  /** for a replica read: gives up the replica for a while and answers where to read instead */
  failedOver?: () => Kysely<Database>;
}

class RoutingDriver implements Driver {
  constructor(private readonly choose: () => Promise<Route>) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    const { target, failedOver } = await this.choose();
    return new RoutedConnection(target, failedOver);
  }
  async beginTransaction(): Promise<void> {
    throw new Error('the public-records reads handle has no transactions: run them on the primary');
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

export interface ReadReplicaOptions {
  maxAgeMs?: number;
  clock?: () => number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createReadReplica(
  primary: Kysely<Database>,
  replica: Kysely<Database>,
  { maxAgeMs = MAX_AGE_MS, clock = Date.now }: ReadReplicaOptions = {},
): ReadReplica {
  /** The primary's WAL position that the replica must have replayed to be read, and when it was asked for. */
  let known = 0n;
  let knownAt = Number.NEGATIVE_INFINITY;
  let knowing: Promise<void> | undefined;
  /** The replica's replay position when last asked (-1: not a standby, or never asked). */
  let replayed = -1n;
  let replaying: Promise<void> | undefined;
  let replicaFailedAt = Number.NEGATIVE_INFINITY;
  const counts = { replica: 0, primary: 0 };

  /**
   * Where the primary's WAL ends: its insert position, which is past every commit already acknowledged, also one
   * made with synchronous_commit=off (the write position, pg_current_wal_lsn(), may not be yet). The replica reaches
   * it once the WAL writer has written it. One that stands at the start of a page is past the page's header, which
   * the replica's replay position reaches only with the next record: until the primary writes again, reads go to
   * it (an idle primary) and an opt-out waits the whole MAX_AGE_MS, which is slower, never wrong.
   */
  async function primaryPosition(): Promise<bigint> {
    const { rows } = await sql<{ lsn: string }>`select pg_current_wal_insert_lsn()::text as lsn`.execute(primary);
    return lsnValue(rows[0]!.lsn);
  }

  function readKnown(): Promise<void> {
    knowing ??= (async () => {
      // the time before asking: the answer is the primary's position at this time or later
      const at = clock();
      try {
        const lsn = await primaryPosition();
        if (lsn > known) known = lsn;
        knownAt = Math.max(knownAt, at);
      } finally {
        knowing = undefined;
      }
    })();
    return knowing;
  }

  function readReplayed(): Promise<void> {
    replaying ??= (async () => {
      try {
        const { rows } = await sql<{
          lsn: string | null;
        }>`select pg_last_wal_replay_lsn()::text as lsn`.execute(replica);
        const lsn = rows[0]?.lsn;
        // null: the server is not a standby (promoted, or a primary's URL): nothing says it has the primary's writes
        replayed = lsn ? (lsnValue(lsn) > replayed ? lsnValue(lsn) : replayed) : -1n;
      } catch {
        // a replica that is down is asked again after maxAgeMs; the primary serves meanwhile
        replicaFailedAt = clock();
        replayed = -1n;
      } finally {
        replaying = undefined;
      }
    })();
    return replaying;
  }

  /** The replica failed a read: the primary serves until the replica is asked again, maxAgeMs later. */
  function failedOver(): Kysely<Database> {
    replicaFailedAt = clock();
    replayed = -1n;
    counts.replica -= 1;
    counts.primary += 1;
    return primary;
  }

  async function choose(): Promise<Route> {
    const start = clock();
    // a refresh already under way may have asked before `start - maxAgeMs`: then ask once more
    while (knownAt < start - maxAgeMs) await readKnown();
    if (replayed < known && clock() - replicaFailedAt >= maxAgeMs) await readReplayed();
    if (replayed >= known) {
      counts.replica += 1;
      return { target: replica, failedOver };
    }
    counts.primary += 1;
    return { target: primary };
  }

  const dialect: Dialect = {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new RoutingDriver(choose),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };

  return {
    reads: new Kysely<Database>({ dialect }),
    async published() {
      const start = clock();
      const lsn = await primaryPosition();
      // this worker's next reads need it at once, whatever the wait below ends with (and it is as good a position
      // of the primary at `start` as readKnown's)
      if (lsn > known) known = lsn;
      knownAt = Math.max(knownAt, start);
      while (clock() - start < maxAgeMs + CLOCK_MARGIN_MS) {
        await readReplayed();
        if (replayed >= lsn) return;
        await sleep(POLL_MS);
      }
    },
    routed: () => ({ ...counts }),
    destroy: () => replica.destroy(),
  };
}
