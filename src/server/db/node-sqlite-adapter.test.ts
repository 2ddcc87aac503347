import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openNodeSqlite, STATEMENT_CACHE_SIZE } from './node-sqlite-adapter.ts';

interface Tables {
  notes: { id: number; body: string; extra?: string | null };
}

const dirs: string[] = [];
function openDb() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-adapter-'));
  dirs.push(dir);
  return new Kysely<Tables>({
    dialect: new SqliteDialect({ database: openNodeSqlite(path.join(dir, 'test.sqlite')) }),
  });
}
/** A fresh database with an empty `notes (id, body)` table. */
async function openDbWithNotes() {
  const db = openDb();
  await db.schema
    .createTable('notes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('body', 'text')
    .execute();
  return db;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('node:sqlite adapter with its statement cache', () => {
  it('answers the same query again with current rows, also after the table changes shape', async () => {
    const db = await openDbWithNotes();
    const read = () => db.selectFrom('notes').selectAll().orderBy('id').execute();
    await db.insertInto('notes').values({ id: 1, body: 'one' }).execute();
    expect(await read()).toEqual([{ id: 1, body: 'one' }]);
    await db.insertInto('notes').values({ id: 2, body: 'two' }).execute();
    expect(await read()).toEqual([
      { id: 1, body: 'one' },
      { id: 2, body: 'two' },
    ]);
    // `select *` compiled before the new column must see it afterwards.
    await db.schema.alterTable('notes').addColumn('extra', 'text').execute();
    expect(await read()).toEqual([
      { id: 1, body: 'one', extra: null },
      { id: 2, body: 'two', extra: null },
    ]);
    await db.destroy();
  });

  it('keeps answering when more distinct queries run than it keeps', async () => {
    const db = await openDbWithNotes();
    await db.insertInto('notes').values({ id: 1, body: 'one' }).execute();
    for (let index = 0; index < STATEMENT_CACHE_SIZE + 20; index += 1) {
      const row = await sql<{
        n: number;
      }>`select ${sql.raw(String(index))} + id as n from notes`.execute(db);
      expect(row.rows[0]?.n).toBe(index + 1);
    }
    // The first shapes were dropped from the cache and compile again.
    const first = await sql<{ n: number }>`select 0 + id as n from notes`.execute(db);
    expect(first.rows[0]?.n).toBe(1);
    await db.destroy();
  });

  it('tells reading statements from writing ones', async () => {
    const db = await openDbWithNotes();
    const inserted = await db
      .insertInto('notes')
      .values({ id: 7, body: 'seven' })
      .executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(1n);
    const returned = await db
      .insertInto('notes')
      .values({ id: 8, body: 'eight' })
      .returning('id')
      .executeTakeFirst();
    expect(returned).toEqual({ id: 8 });
    await db.destroy();
  });
});
