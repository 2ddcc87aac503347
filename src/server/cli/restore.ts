import fs from 'node:fs';
import { resolveDataPath } from '#server/env.ts';
import { findRunningServers } from '#server/db/server-lock.ts';
import { restoreSqlite } from '#server/db/sqlite-backup.ts';
import { exitWith, startSqliteFileCommand } from './command-line.ts';

const USAGE = `Usage: npm run restore -- FILE

Replaces DATA_DIR/district.sqlite with the backup FILE (made by npm run backup). Stop the server
first: the command refuses while a server runs on DATA_DIR. The database it replaces is kept
beside it as district.sqlite.before-restore-<time>.
With DATABASE_URL set, restore PostgreSQL with pg_restore instead (see "Backups" in the README).`;

const { file: backupFile, env } = startSqliteFileCommand(
  USAGE,
  'DATABASE_URL is set, so the data is in PostgreSQL: restore it with\n' +
    '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" FILE',
);
if (!fs.existsSync(backupFile)) exitWith(`There is no backup at ${backupFile}.`, 1);

const dataDir = resolveDataPath(env);
const running = findRunningServers(dataDir);
if (running.length > 0) {
  exitWith(
    `A server is running on ${dataDir} (process ${running.map(({ pid }) => pid).join(', ')}). ` +
      'Stop it first (for example systemctl stop fire-district), then restore. Nothing was changed.',
    1,
  );
}

try {
  const target = resolveDataPath(env, 'district.sqlite');
  const { summary, previousFile } = await restoreSqlite(backupFile, target, new Date());
  console.log(
    `Restored ${backupFile} (${summary.bytes} bytes) to ${target}.` +
      (previousFile ? ` The database it replaced is kept as ${previousFile}.` : '') +
      ' Start the server: it brings an older backup up to date with its migrations.',
  );
} catch (error) {
  exitWith(`The restore failed: ${(error as Error).message}`, 1);
}
