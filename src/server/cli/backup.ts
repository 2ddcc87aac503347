import fs from 'node:fs';
import { resolveDataPath } from '#server/env.ts';
import { backUpSqlite } from '#server/db/sqlite-backup.ts';
import { exitWith, startSqliteFileCommand } from './command-line.ts';

const USAGE = `Usage: npm run backup -- FILE

Writes a consistent copy of DATA_DIR/district.sqlite to FILE while the server keeps running.
With DATABASE_URL set, back up PostgreSQL with pg_dump instead (see "Backups" in the README).`;

const { file: target, env } = startSqliteFileCommand(
  USAGE,
  'DATABASE_URL is set, so the data is in PostgreSQL: back it up with\n' +
    '  pg_dump --format=custom --file=FILE "$DATABASE_URL"',
);
const source = resolveDataPath(env, 'district.sqlite');
if (!fs.existsSync(source)) exitWith(`There is no database at ${source} to back up.`, 1);
if (fs.existsSync(target)) exitWith(`${target} exists already: name a new file.`, 1);

try {
  const summary = await backUpSqlite(source, target);
  const counts = Object.entries(summary.rows)
    .filter(([table]) => !table.startsWith('kysely_'))
    .map(([table, count]) => `${table} ${count}`)
    .join(', ');
  console.log(`Backed up ${source} to ${target} (${summary.bytes} bytes): ${counts}`);
} catch (error) {
  exitWith(`The backup failed: ${(error as Error).message}`, 1);
}
