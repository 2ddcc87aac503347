/**
 * The store a benchmark runs on: PostgreSQL in a throwaway schema when DATABASE_URL is set,
 * dropped again by `drop`; else SQLite in memory, or in a temporary file with `sqliteTempPrefix`
 * (a file behaves like production's store: writes reach the disk).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb } from '#server/db/create-db.ts';

export async function openBenchStore(options: { sqliteTempPrefix?: string } = {}) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    if (!options.sqliteTempPrefix) {
      return { ...createDb({ sqliteFile: ':memory:' }), label: 'sqlite', drop: async () => {} };
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), options.sqliteTempPrefix));
    return {
      ...createDb({ sqliteFile: path.join(dir, 'district.sqlite') }),
      label: 'sqlite (file)',
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return {
    ...createDb({ databaseUrl: withSchema.toString() }),
    label: 'postgres',
    drop: async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}
