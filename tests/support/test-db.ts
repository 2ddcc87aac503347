import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type DbHandle, type DbKind } from '#server/db/create-db.ts';
import { migrateToLatest } from '#server/db/migrate.ts';

export interface TestStore {
  kind: DbKind;
  /** A fresh, migrated, empty database; `close` drops it. */
  open: () => Promise<DbHandle & { url: string | undefined; close: () => Promise<void> }>;
}

/**
 * The stores the server tests run on: in-memory SQLite always, PostgreSQL too when
 * TEST_DATABASE_URL is set (.ci/run starts one). Each open() gets its own PostgreSQL schema.
 */
export function storesUnderTest(): TestStore[] {
  const stores: TestStore[] = [
    {
      kind: 'sqlite',
      open: async () => {
        const handle = createDb({ sqliteFile: ':memory:' });
        await migrateToLatest(handle.db);
        return { ...handle, url: undefined, close: () => handle.db.destroy() };
      },
    },
  ];
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    stores.push({
      kind: 'postgres',
      open: async () => {
        const schema = `test_${randomBytes(6).toString('hex')}`;
        const admin = new pg.Client({ connectionString: baseUrl });
        await admin.connect();
        await admin.query(`CREATE SCHEMA ${schema}`);
        await admin.end();
        const url = new URL(baseUrl);
        url.searchParams.set('options', `-c search_path=${schema}`);
        const handle = createDb({ databaseUrl: url.toString() });
        await migrateToLatest(handle.db);
        return {
          ...handle,
          url: url.toString(),
          close: async () => {
            await handle.db.destroy();
            const cleaner = new pg.Client({ connectionString: baseUrl });
            await cleaner.connect();
            await cleaner.query(`DROP SCHEMA ${schema} CASCADE`);
            await cleaner.end();
          },
        };
      },
    });
  }
  return stores;
}
