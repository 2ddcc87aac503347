import { DatabaseSync, type StatementSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** node:sqlite binds only null, numbers, bigints, strings and bytes; Kysely may pass booleans. */
function toSqliteValue(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}

/**
 * How many compiled statements one connection keeps. Kysely asks for a statement on every query;
 * compiling the same SQL again each time cost the request thread about 2% of a permit's work
 * (issue 26). The application's queries are a few hundred shapes; the rest are recompiled.
 */
export const STATEMENT_CACHE_SIZE = 500;

function adaptStatement(statement: StatementSync): SqliteStatement {
  const bind = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqliteValue);
  // Kysely asks whether a statement returns rows; node:sqlite tells through its columns.
  const isReader = statement.columns().length > 0;
  return {
    reader: isReader,
    all: (parameters) => statement.all(...bind(parameters)),
    run: (parameters) => {
      const { changes, lastInsertRowid } = statement.run(...bind(parameters));
      return { changes, lastInsertRowid };
    },
    iterate: (parameters) => statement.iterate(...bind(parameters)) as IterableIterator<unknown>,
  };
}

/** Wraps Node's built-in SQLite in the better-sqlite3 shape that Kysely's SqliteDialect expects. */
export function openNodeSqlite(filename: string): SqliteDatabase {
  const database = new DatabaseSync(filename);
  database.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  // Decision 311: a deleted row is overwritten with zeros, not left in a free page of the file.
  database.exec('PRAGMA secure_delete = ON;');
  // node:sqlite runs a statement to its end in one call (all, run), so one compiled statement can
  // serve every query with the same SQL (nothing here streams a query: Kysely's `stream()` would
  // share it). A schema change makes SQLite recompile it by itself.
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare: (sql) => {
      const cached = statements.get(sql);
      if (cached) {
        // Most recently used last, so the oldest is the first to go.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = adaptStatement(database.prepare(sql));
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE)
        statements.delete(statements.keys().next().value as string);
      return statement;
    },
    close: () => {
      statements.clear();
      database.close();
    },
  };
}
