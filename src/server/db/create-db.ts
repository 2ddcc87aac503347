import fs from 'node:fs';
import path from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';
import { openNodeSqlite } from './node-sqlite-adapter.ts';
import { SqliteThreadDialect } from './sqlite-thread.ts';

export type DbKind = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
}

export interface DbOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite. */
  databaseUrl?: string | undefined;
  /** A file path or ':memory:' for SQLite. */
  sqliteFile?: string;
  /**
   * Told about errors of PostgreSQL connections, idle or checked out (a restart,
   * pg_terminate_backend). Without a listener node-postgres would crash the process; the pool
   * drops the connection and the next request opens a new one once the database is back.
   */
  onPoolError?: (error: Error) => void;
}

/** How long a request waits for a PostgreSQL connection before it gets a 503. */
export const CONNECT_TIMEOUT_MS = 5_000;

export function createDb(options: DbOptions): DbHandle {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    const reportLost = (error: Error) => {
      if (options.onPoolError) options.onPoolError(error);
      else console.error(`PostgreSQL connection lost: ${error.message}`);
    };
    pool.on('error', reportLost);
    // The pool listens only while a connection is idle; one checked out by a request when the
    // database goes away would emit 'error' with no listener and end the process (issue 16,
    // finding 9). This listener stays for the connection's whole life; the query in flight gets
    // its own error, and the pool drops the dead connection when it is released.
    pool.on('connect', (client) => {
      client.on('error', reportLost);
    });
    return {
      kind: 'postgres',
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins }),
    };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file === ':memory:') {
    // A scratch database (tests): nothing to wait for on disk, so it stays on this thread.
    return {
      kind: 'sqlite',
      db: new Kysely<Database>({
        dialect: new SqliteDialect({ database: openNodeSqlite(file) }),
        plugins,
      }),
    };
  }
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  // A file's commits wait for the disk (fsync, synchronous = FULL): in a thread of its own, so
  // the request thread serves others meanwhile (decision 323).
  return {
    kind: 'sqlite',
    db: new Kysely<Database>({ dialect: new SqliteThreadDialect(file), plugins }),
  };
}
