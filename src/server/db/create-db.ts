import fs from 'node:fs';
import path from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';
import { openNodeSqlite } from './node-sqlite-adapter.ts';

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
   * Told about errors of idle PostgreSQL connections (a restart, pg_terminate_backend). Without a
   * listener node-postgres' pool would crash the process; the pool drops the connection and the
   * next request opens a new one once the database is back.
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
    pool.on('error', (error) => {
      if (options.onPoolError) options.onPoolError(error);
      else console.error(`PostgreSQL connection lost: ${error.message}`);
    });
    return {
      kind: 'postgres',
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins }),
    };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  return {
    kind: 'sqlite',
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: openNodeSqlite(file) }),
      plugins,
    }),
  };
}
