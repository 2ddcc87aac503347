import {
  PostgresAdapter,
  sql,
  type CreateTableBuilder,
  type Expression,
  type Kysely,
} from 'kysely';
import type { ColumnSpec } from './columns.ts';

/**
 * Steps the migrations share to create and change tables, with the columns of columns.ts
 * (decision 322). Migrations that have run call these, so what they send must never change:
 * src/server/db/migrations-sql.test.ts compares every statement with the record of what shipped.
 * A step that needs to work differently is a new function here.
 */

type TableBuilder = CreateTableBuilder<string, never>;

/** A table-wide constraint added after the columns. */
export type TableConstraint = (table: TableBuilder) => TableBuilder;

export function primaryKeyOf(name: string, columns: string[]): TableConstraint {
  return (table) => table.addPrimaryKeyConstraint(name, columns as never);
}

export function uniqueOf(name: string, columns: string[]): TableConstraint {
  return (table) => table.addUniqueConstraint(name, columns as never);
}

/** The column type for file bytes: bytea on PostgreSQL, blob on SQLite. */
export function bytesType(db: Kysely<any>): Expression<unknown> {
  return isPostgres(db) ? sql`bytea` : sql`blob`;
}

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** One `create table` with the columns in the order given, then the constraints. */
export async function createTableWith(
  db: Kysely<any>,
  name: string,
  columns: ColumnSpec[][],
  ...constraints: TableConstraint[]
): Promise<void> {
  let table: TableBuilder = db.schema.createTable(name);
  for (const spec of columns.flat()) {
    table = spec.build
      ? table.addColumn(spec.name, spec.type, spec.build)
      : table.addColumn(spec.name, spec.type);
  }
  for (const constraint of constraints) table = constraint(table);
  await table.execute();
}

/** One `alter table … add column` a column, in the order given. */
export async function addColumnsTo(
  db: Kysely<any>,
  table: string,
  ...columns: ColumnSpec[][]
): Promise<void> {
  for (const spec of columns.flat()) {
    const alter = db.schema.alterTable(table);
    await (
      spec.build
        ? alter.addColumn(spec.name, spec.type, spec.build)
        : alter.addColumn(spec.name, spec.type)
    ).execute();
  }
}

/** One `alter table … drop column` a column, in the order given. */
export async function dropColumnsFrom(
  db: Kysely<any>,
  table: string,
  ...names: string[]
): Promise<void> {
  for (const name of names) await db.schema.alterTable(table).dropColumn(name).execute();
}

export async function createIndexOn(
  db: Kysely<any>,
  name: string,
  table: string,
  columns: string[],
  options: { isUnique?: boolean } = {},
): Promise<void> {
  const index = db.schema.createIndex(name).on(table).columns(columns);
  await (options.isUnique ? index.unique() : index).execute();
}

/** One `drop table` a table, in the order given. */
export async function dropTables(db: Kysely<any>, ...names: string[]): Promise<void> {
  for (const name of names) await db.schema.dropTable(name).execute();
}
