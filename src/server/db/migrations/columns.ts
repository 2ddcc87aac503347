import type { ColumnDataType, ColumnDefinitionBuilder, Expression, Kysely } from 'kysely';
import { bytesType } from './table-steps.ts';

/**
 * Column definitions the migrations share, read as `column.requiredText('title')` (decision 322).
 * Each returns the columns in the order named; createTableWith and addColumnsTo add them one
 * by one. Migrations that have run use these, so what they define must never change: a column
 * that needs to be different is a new function here.
 */

type DataType = ColumnDataType | Expression<unknown>;
type BuildColumn = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/** One column: its name, type and what the definition adds (none: a plain nullable column). */
export interface ColumnSpec {
  name: string;
  type: DataType;
  build?: BuildColumn;
}

const isRequired: BuildColumn = (definition) => definition.notNull();
const isRequiredUnique: BuildColumn = (definition) => definition.notNull().unique();
const isUnique: BuildColumn = (definition) => definition.unique();

function columnsOf(type: DataType, names: string[], build?: BuildColumn): ColumnSpec[] {
  return names.map((name) => (build ? { name, type, build } : { name, type }));
}

/** A column of any other kind. */
export function custom(name: string, type: DataType, build?: BuildColumn): ColumnSpec[] {
  return columnsOf(type, [name], build);
}

/** The text primary key most tables have. */
export const id: ColumnSpec[] = custom('id', 'text', (definition) => definition.primaryKey());

/** The language a row was made in ('en' or 'es'); rows from before the column are English. */
export const language: ColumnSpec[] = custom('language', 'text', (definition) =>
  definition.notNull().defaultTo('en'),
);

export function key(name: string, type: DataType = 'text'): ColumnSpec[] {
  return custom(name, type, (definition) => definition.primaryKey());
}

export function requiredText(...names: string[]): ColumnSpec[] {
  return columnsOf('text', names, isRequired);
}

export function optionalText(...names: string[]): ColumnSpec[] {
  return columnsOf('text', names);
}

export function requiredUniqueText(...names: string[]): ColumnSpec[] {
  return columnsOf('text', names, isRequiredUnique);
}

export function uniqueText(...names: string[]): ColumnSpec[] {
  return columnsOf('text', names, isUnique);
}

export function requiredInteger(...names: string[]): ColumnSpec[] {
  return columnsOf('integer', names, isRequired);
}

export function optionalInteger(...names: string[]): ColumnSpec[] {
  return columnsOf('integer', names);
}

/** Integers that start at 0 (counters, 0/1 flags). */
export function integerFromZero(...names: string[]): ColumnSpec[] {
  return columnsOf('integer', names, (definition) => definition.notNull().defaultTo(0));
}

/** File bytes (bytea or blob) that every row has. */
export function requiredBytes(db: Kysely<any>, ...names: string[]): ColumnSpec[] {
  return columnsOf(bytesType(db), names, isRequired);
}

export function optionalBytes(db: Kysely<any>, ...names: string[]): ColumnSpec[] {
  return columnsOf(bytesType(db), names);
}

/** A required reference; the row goes when the row it points at goes. */
export function ownedBy(name: string, reference: string): ColumnSpec[] {
  return custom(name, 'text', (definition) =>
    definition.notNull().references(reference).onDelete('cascade'),
  );
}

/** A primary key that is also a reference: one row per row it points at, gone with it. */
export function keyOwnedBy(name: string, reference: string): ColumnSpec[] {
  return custom(name, 'text', (definition) =>
    definition.primaryKey().references(reference).onDelete('cascade'),
  );
}
