import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteThreadDialect } from './sqlite-thread.ts';

interface Tables {
  notes: { id: number; body: string };
}

const dirs: string[] = [];
const open: Kysely<Tables>[] = [];
function tempFile() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-thread-'));
  dirs.push(dir);
  return path.join(dir, 'district.sqlite');
}
async function openNotes(file = tempFile()) {
  const db = new Kysely<Tables>({ dialect: new SqliteThreadDialect(file) });
  open.push(db);
  await db.schema
    .createTable('notes')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  return db;
}
afterEach(async () => {
  for (const db of open.splice(0)) await db.destroy();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('SQLite in its own thread (decision 323)', () => {
  it('answers rows, counts and returned columns, and keeps them in the file', async () => {
    const file = tempFile();
    const db = await openNotes(file);
    const inserted = await db.insertInto('notes').values({ id: 1, body: 'one' }).executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(1n);
    expect(inserted.insertId).toBe(1n);
    expect(
      await db.insertInto('notes').values({ id: 2, body: 'two' }).returning('body').execute(),
    ).toEqual([{ body: 'two' }]);
    const updated = await db
      .updateTable('notes')
      .set({ body: 'ONE' })
      .where('id', '=', 1)
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
    await db.destroy();
    open.splice(open.indexOf(db), 1);
    const again = await openNotes(file);
    expect(await again.selectFrom('notes').selectAll().orderBy('id').execute()).toEqual([
      { id: 1, body: 'ONE' },
      { id: 2, body: 'two' },
    ]);
  });

  it("reports SQLite's own error, with its code, and rolls a failed transaction back", async () => {
    const db = await openNotes();
    await db.insertInto('notes').values({ id: 1, body: 'one' }).execute();
    const duplicate = await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 2, body: 'two' }).execute();
        await trx.insertInto('notes').values({ id: 1, body: 'again' }).execute();
      })
      .catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate).toMatchObject({
      message: expect.stringContaining('UNIQUE constraint failed: notes.id') as unknown,
      code: 'ERR_SQLITE_ERROR',
      errcode: 1555,
    });
    expect(await db.selectFrom('notes').select('id').execute()).toEqual([{ id: 1 }]);
    await expect(sql`select nonsense from nowhere`.execute(db)).rejects.toThrow(/no such table/);
  });

  it('lends its one connection to one transaction at a time, so two never interleave', async () => {
    const db = await openNotes();
    const order: string[] = [];
    const run = (name: string, id: number) =>
      db.transaction().execute(async (trx) => {
        order.push(`${name} begins`);
        await trx.insertInto('notes').values({ id, body: name }).execute();
        await new Promise((resolve) => setTimeout(resolve, 20));
        await trx
          .insertInto('notes')
          .values({ id: id + 1, body: name })
          .execute();
        order.push(`${name} ends`);
      });
    await Promise.all([
      run('first', 1),
      run('second', 10),
      db.selectFrom('notes').selectAll().execute(),
    ]);
    expect(order).toEqual(['first begins', 'first ends', 'second begins', 'second ends']);
    expect(await db.selectFrom('notes').select('id').orderBy('id').execute()).toHaveLength(4);
  });

  it('leaves the request thread free while a long write runs', async () => {
    const db = await openNotes();
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const started = performance.now();
    // About a quarter of a second of SQLite work in one statement.
    await sql`insert into notes (id, body)
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 400000)
      select i, printf('%0100d', i) from n`.execute(db);
    const elapsed = performance.now() - started;
    clearInterval(timer);
    expect(elapsed).toBeGreaterThan(50);
    // On the calling thread the timer could not have run at all until the statement ended.
    expect(ticks).toBeGreaterThan(2);
  });

  it('does not keep a script alive that never closes the database', () => {
    const file = tempFile();
    const script = `
      import { Kysely, sql } from ${JSON.stringify(import.meta.resolve('kysely'))};
      import { SqliteThreadDialect } from ${JSON.stringify(path.resolve('src/server/db/sqlite-thread.ts'))};
      const db = new Kysely({ dialect: new SqliteThreadDialect(${JSON.stringify(file)}) });
      const { rows } = await sql\`select 40 + 2 as answer\`.execute(db);
      console.log(rows[0].answer);
    `;
    const scriptFile = path.join(path.dirname(file), 'script.mjs');
    fs.writeFileSync(scriptFile, script);
    const result = spawnSync(process.execPath, [scriptFile], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('42');
    expect(result.status).toBe(0);
  });
});
