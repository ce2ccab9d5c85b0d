import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, type Driver, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DB } from '../db/schema.ts';
import { createPrivateDir, makePrivateFiles, PRIVATE_FILE_MODE } from './data-dir.ts';
import { preparedStatementName } from './prepared-statements.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** Where the data lives, for logs: a file path or the server URL without password. */
  location: string;
  destroy(): Promise<void>;
  /** PostgreSQL: the connection pool's use now, for `/metrics` (SQLite has no pool). */
  poolUse?: () => PoolUse;
}

export interface PoolUse {
  /** Connections open (idle or lent). */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

const POOL_MAX = 10;

// PostgreSQL returns BIGINT (COUNT, SUM) as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

/**
 * A connection that sends the queries registered by `executePrepared` with their statement name:
 * node-postgres then parses them once per connection. Kysely calls `query(text, values)`; every
 * other call goes through unchanged.
 */
class NamingClient extends pg.Client {}
Object.assign(NamingClient.prototype, {
  query(this: pg.Client, text: unknown, values?: unknown, callback?: unknown) {
    const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    const name = typeof text === 'string' && Array.isArray(values) ? preparedStatementName(text) : undefined;
    return name
      ? query.call(this, { text, values, name }, callback)
      : query.call(this, text, values, callback);
  },
});

export function openDatabase(options: {
  databaseUrl?: string;
  sqliteFile?: string;
  /** PostgreSQL: name the registered hot queries (off for a connection pooler that cannot keep them). */
  preparedStatements?: boolean;
}): Database {
  if (options.databaseUrl?.startsWith('postgres')) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: POOL_MAX,
      ...(options.preparedStatements === false ? {} : { Client: NamingClient }),
    });
    // An idle connection that the server closes (restart, failover) must not crash the process: the
    // pool drops it and opens a new one on the next query.
    const dropped = (error: Error & { code?: string }) => {
      if (error.code !== '57P01') process.emitWarning(`PostgreSQL: ${error.message}`);
    };
    pool.on('error', dropped);
    // The same for a connection closed while a caller holds it between two queries: its next query
    // fails (and the caller answers 503), the process stays up.
    pool.on('connect', (client) => client.on('error', dropped));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: 'postgres',
      location: options.databaseUrl.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@'),
      destroy: () => db.destroy(),
      poolUse: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: POOL_MAX,
      }),
    };
  }
  const file = options.sqliteFile ?? ':memory:';
  const onDisk = file !== ':memory:';
  if (onDisk) {
    createPrivateDir(path.dirname(file));
    // Created private before SQLite opens it: SQLite gives its -wal and -shm files the same mode.
    fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
  }
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  if (onDisk) makePrivateFiles(file, `${file}-wal`, `${file}-shm`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  // Reads through a memory map and a 64 MB page cache rather than a read() per page: the catalogue
  // (100k products, 4M offers) reads a few pages per product of a list.
  sqlite.pragma('mmap_size = 1073741824');
  sqlite.pragma('cache_size = -65536');
  cachePreparedStatements(sqlite);
  const db = new Kysely<DB>({ dialect: new ImmediateSqliteDialect(sqlite) });
  return { db, dialect: 'sqlite', location: file, destroy: () => db.destroy() };
}

/**
 * Transactions take the write lock when they begin (`BEGIN IMMEDIATE`). Several processes can share
 * one database file (the shop's workers, a seed): a deferred transaction that reads first and writes
 * later fails at once with SQLITE_BUSY when another process wrote in between, whereas an immediate
 * one waits its turn (busy_timeout). Within one process Kysely already runs one query at a time.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #sqlite: SQLite.Database;

  constructor(sqlite: SQLite.Database) {
    super({ database: sqlite });
    this.#sqlite = sqlite;
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    // SQLite rolls a transaction back by itself on some errors (SQLITE_FULL, SQLITE_IOERR, a failed
    // COMMIT); Kysely's ROLLBACK then fails with « cannot rollback - no transaction is active » and
    // that error replaces the one that explains what happened.
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      if (this.#sqlite.inTransaction) await rollback(connection);
    };
    return driver;
  }
}

const PREPARED_STATEMENTS_MAX = 500;

/**
 * Kysely's SQLite driver prepares every query anew, which costs as much as running a small one: the
 * statements are kept by SQL text (the least recently used go first). Kysely runs one query at a time
 * on its single connection, so a statement is never in use twice.
 */
function cachePreparedStatements(sqlite: SQLite.Database) {
  const prepare = sqlite.prepare.bind(sqlite);
  const statements = new Map<string, SQLite.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (statement) statements.delete(source);
    else statement = prepare(source);
    statements.set(source, statement);
    if (statements.size > PREPARED_STATEMENTS_MAX) statements.delete(statements.keys().next().value!);
    return statement;
  }) as typeof sqlite.prepare;
}
