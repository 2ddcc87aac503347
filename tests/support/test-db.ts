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
        const url = new URL(baseUrl);
        url.searchParams.set('options', `-c search_path=${schema}`);
        const handle = createDb({ databaseUrl: url.toString() });
        await underSchemaLock(baseUrl, async (admin) => {
          await admin.query(`CREATE SCHEMA ${schema}`);
          await migrateToLatest(handle.db);
        });
        return {
          ...handle,
          url: url.toString(),
          close: async () => {
            await handle.db.destroy();
            await underSchemaLock(baseUrl, async (cleaner) => {
              await cleaner.query(`DROP SCHEMA ${schema} CASCADE`);
            });
          },
        };
      },
    });
  }
  return stores;
}

/**
 * Creating, migrating and dropping test schemas take turns across forks under one advisory lock.
 * The migrator no longer lists other schemas' tables (src/server/db/migrate.ts), so this is belt
 * and braces: a test never sees a half-created neighbour.
 */
async function underSchemaLock(
  baseUrl: string,
  work: (client: pg.Client) => Promise<void>,
): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(${SCHEMA_LOCK})`);
    await work(client);
  } finally {
    await client.end();
  }
}

/** Any fixed number; ending the session releases the lock. */
const SCHEMA_LOCK = 734_201;
