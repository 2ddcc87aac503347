import fs from 'node:fs';
import path from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';

export interface BackupSummary {
  file: string;
  bytes: number;
  /** Rows per table, as found in the copy. */
  rows: Record<string, number>;
}

/** Pages per backup step: all of them (node:sqlite takes no -1). */
const ALL_PAGES = 2 ** 30;

function openWithTimeout(file: string, options: { readOnly?: boolean } = {}): DatabaseSync {
  const database = new DatabaseSync(file, options);
  database.exec('PRAGMA busy_timeout = 5000;');
  return database;
}

/** Checks that a file is an intact SQLite database made by this app, and counts its rows. */
export function inspectBackup(file: string): BackupSummary {
  const database = openWithTimeout(file, { readOnly: true });
  try {
    const check = database.prepare('PRAGMA integrity_check').get() as { integrity_check: string };
    if (check.integrity_check !== 'ok') {
      throw new Error(`${file} is damaged: ${check.integrity_check}`);
    }
    const tables = database
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .all() as Array<{ name: string }>;
    if (!tables.some(({ name }) => name === 'kysely_migration')) {
      throw new Error(`${file} is not a database of this app (it has no migrations table)`);
    }
    const rows = Object.fromEntries(
      tables.map(({ name }) => [
        name,
        Number((database.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n),
      ]),
    );
    return { file, bytes: fs.statSync(file).size, rows };
  } finally {
    database.close();
  }
}

/**
 * Copies a live SQLite database with SQLite's online backup API: the copy is one consistent
 * snapshot even while a server writes. It goes to `<target>.partial` first, so a failed backup
 * leaves no half file under the target's name.
 */
export async function backUpSqlite(sourceFile: string, targetFile: string): Promise<BackupSummary> {
  const partial = `${targetFile}.partial`;
  fs.rmSync(partial, { force: true });
  fs.mkdirSync(path.dirname(path.resolve(targetFile)), { recursive: true });
  const source = openWithTimeout(sourceFile);
  try {
    // All pages in one step: a step that a write interrupts starts over, and the database is small
    // enough (WAL mode lets the server keep writing meanwhile).
    await backup(source, partial, { rate: ALL_PAGES });
  } finally {
    source.close();
  }
  const summary = inspectBackup(partial);
  fs.renameSync(partial, targetFile);
  return { ...summary, file: targetFile };
}

/**
 * Puts a backup in place of `targetFile`. The current database, if any, is first folded together
 * with its write-ahead log and kept beside it as `<target>.before-restore-<time>`.
 */
export async function restoreSqlite(
  backupFile: string,
  targetFile: string,
  now: Date,
): Promise<{ summary: BackupSummary; previousFile: string | null }> {
  const summary = inspectBackup(backupFile);
  let previousFile: string | null = null;
  if (fs.existsSync(targetFile)) {
    const current = openWithTimeout(targetFile);
    current.exec('PRAGMA wal_checkpoint(TRUNCATE);');
    current.close();
    previousFile = `${targetFile}.before-restore-${now.toISOString().replaceAll(':', '-')}`;
    fs.renameSync(targetFile, previousFile);
  }
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${targetFile}${suffix}`, { force: true });
  const partial = `${targetFile}.partial`;
  fs.rmSync(partial, { force: true });
  const source = openWithTimeout(backupFile, { readOnly: true });
  try {
    await backup(source, partial, { rate: ALL_PAGES });
  } finally {
    source.close();
  }
  fs.renameSync(partial, targetFile);
  return { summary, previousFile };
}
