import { DatabaseSync, type StatementSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** node:sqlite binds only null, numbers, bigints, strings and bytes; Kysely may pass booleans. */
function toSqliteValue(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}

function adaptStatement(statement: StatementSync): SqliteStatement {
  const bind = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqliteValue);
  return {
    // Kysely asks whether a statement returns rows; node:sqlite tells through its columns.
    get reader() {
      return statement.columns().length > 0;
    },
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
  return {
    prepare: (sql) => adaptStatement(database.prepare(sql)),
    close: () => database.close(),
  };
}
