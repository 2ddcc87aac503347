import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb } from '#server/db/create-db.ts';

/**
 * The store a benchmark measures: in-memory SQLite, or with DATABASE_URL a schema of its own in
 * that PostgreSQL database, which `drop` removes.
 */
export async function openBenchStore() {
  const url = process.env.DATABASE_URL;
  if (!url) return { ...createDb({ sqliteFile: ':memory:' }), drop: async () => {} };
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return {
    ...createDb({ databaseUrl: withSchema.toString() }),
    drop: async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}
