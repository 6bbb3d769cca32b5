import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

/**
 * Kysely's SQLite transactions begin deferred: they take the write lock at their first write. In WAL mode, a
 * transaction that has read and then writes after another process committed cannot take it (SQLITE_BUSY_SNAPSHOT),
 * and the busy timeout does not help, because its snapshot is already out of date. That failed the admin CLIs run
 * beside the server (`guardian:advance` in a browser test: "database is locked"). Transactions here take the write lock
 * when they begin (`begin immediate`), so a second process waits for it (busy timeout) instead of failing. Within one
 * process nothing changes: Kysely's SQLite driver has one connection, and its transactions already run one at a time.
 */
class WriteTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class SqliteWriteTransactionDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new WriteTransactionDriver(this.#config);
  }
}
