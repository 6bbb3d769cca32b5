import type SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';

import { personSearchQuerySchema, type PersonSearchQuery } from '@beacon/validation';

import { openSqlite, withStatementCache } from '../../src/db/create-database';
import type { Database } from '../../src/db/schema';
import { createPublicRecordsRepository } from '../../src/repositories/public-records-repository';
import { createPublicRecordsService } from '../../src/services/public-records-service';

// Where a person search's time goes, in the benchmark's own process (no HTTP, no login, no JSON): the SQLite
// statements and the whole service call (search keys, statements, result cards) for the sample's queries, first
// back to back, then with the CPU's caches cold: EVICTION_BYTES of memory are swept between two searches, as a
// server's other work (the request around the search, the other worker, the load generator) does between two of
// its searches. A profile of the server under `bench:search` puts the statements' time per request at the cold
// figure (docs/scaling.md), which is why person search stays under its share of the no-op's throughput.

/** More than this machine's L3 cache (32 MiB, shared by its two cores): a sweep leaves nothing of a search in it. */
const EVICTION_BYTES = 64 * 1024 * 1024;
const CACHE_LINE = 64;
/** a sweep takes milliseconds: the first searches of the sample are enough */
const SEARCHES = 1000;

export interface SearchCost {
  searches: number;
  /** statements per search */
  statements: number;
  /** µs per search, the statements alone, and the whole service call */
  warm: { statementsUs: number; serviceUs: number };
  cold: { statementsUs: number; serviceUs: number };
}

interface StatementClock {
  ns: bigint;
  count: number;
}

/** The statement cache Kysely's driver reads, with each statement's run timed. */
function timedStatements(sqlite: SqliteDatabase.Database, clock: StatementClock) {
  const cached = withStatementCache(sqlite);
  return {
    close: cached.close,
    prepare(text: string) {
      const statement = cached.prepare(text);
      const time = <T>(run: () => T): T => {
        const start = process.hrtime.bigint();
        try {
          return run();
        } finally {
          clock.ns += process.hrtime.bigint() - start;
          clock.count += 1;
        }
      };
      return {
        reader: statement.reader,
        all: (parameters: readonly unknown[]) => time(() => statement.all(parameters)),
        run: (parameters: readonly unknown[]) => time(() => statement.run(parameters)),
        iterate: (parameters: readonly unknown[]) => statement.iterate(parameters),
      };
    },
  };
}

export async function measureSearchCost(file: string, searchPaths: string[]): Promise<SearchCost> {
  const clock: StatementClock = { ns: 0n, count: 0 };
  const sqlite = openSqlite(file);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: timedStatements(sqlite, clock) }),
  });
  try {
    // the pointer secret only makes the cards' pointers, which nothing here resolves
    const repository = createPublicRecordsRepository(db, 'sqlite', { pointerSecret: 'search-cost-benchmark-pointers' });
    const service = createPublicRecordsService(repository, () => Date.now());
    const queries = searchPaths.slice(0, SEARCHES).map((searchPath): PersonSearchQuery => {
      const parameters = new URL(searchPath, 'http://bench').searchParams;
      const query = {
        firstName: parameters.get('firstName') ?? '',
        lastName: parameters.get('lastName') ?? '',
        state: parameters.get('state') ?? undefined,
      };
      // the route's check, so that each search is one the server would run
      personSearchQuerySchema.validateSync(query);
      return query;
    });
    const sweep = new Uint8Array(EVICTION_BYTES);

    const pass = async (evict: boolean) => {
      clock.ns = 0n;
      clock.count = 0;
      let serviceNs = 0n;
      for (const query of queries) {
        if (evict) for (let offset = 0; offset < sweep.length; offset += CACHE_LINE) sweep[offset]! += 1;
        // every search as a first search: no page or count of an earlier one to reuse
        repository.forgetSearches();
        const start = process.hrtime.bigint();
        await service.searchPeople(query);
        serviceNs += process.hrtime.bigint() - start;
      }
      return {
        statementsUs: Number(clock.ns) / 1000 / queries.length,
        serviceUs: Number(serviceNs) / 1000 / queries.length,
        statements: clock.count / queries.length,
      };
    };

    // twice warm: the first pass compiles the code and maps the index's pages into memory
    await pass(false);
    const warm = await pass(false);
    const cold = await pass(true);
    return {
      searches: queries.length,
      statements: warm.statements,
      warm: { statementsUs: warm.statementsUs, serviceUs: warm.serviceUs },
      cold: { statementsUs: cold.statementsUs, serviceUs: cold.serviceUs },
    };
  } finally {
    await db.destroy();
  }
}

export function searchCostLines(cost: SearchCost): string[] {
  const us = (value: number) => `${value.toFixed(0)} µs`;
  return [
    `person search in this process (${cost.searches.toLocaleString('en-US')} searches, ${cost.statements.toFixed(2)} statements each), mean µs per search:`,
    `  back to back:     statements ${us(cost.warm.statementsUs)}, whole service call ${us(cost.warm.serviceUs)}`,
    `  CPU caches cold:  statements ${us(cost.cold.statementsUs)}, whole service call ${us(cost.cold.serviceUs)}`,
  ];
}
