import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { createDb } from '#server/db/create-db.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { generatePropertyKeyEntry } from '#server/features/property/property-crypto.ts';
import type { TestStore } from './test-db.ts';
import type { TestApp } from './test-app.ts';

// Property profile API tests' shared setup (issue 30): the sample profile, the outbox, the stores.
export const GATE_CODE = 'Gate 4821#';
export const OXYGEN = 'Someone uses oxygen';
export const FORM = {
  kind: 'home',
  occupant: 'owner',
  street: '2400 Weir Canyon Road',
  town: 'Kamas',
  latitude: '40.6431',
  longitude: '-111.2807',
  email: 'ana@example.org',
  gateCode: GATE_CODE,
  keyLocation: 'Lock box on the north post',
  fuelTanks: '500 gallon tank behind the barn',
  animals: 'Two horses',
  peopleNeeds: OXYGEN,
  sleepingArea: 'Back bedroom, ground floor',
};
export const DISPATCH_TOKEN = 'dispatch-token-0123456789abcdefghijklmnop';
export const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };
export const KEY_2026 = generatePropertyKeyEntry('k2026');
export const KEY_2027 = generatePropertyKeyEntry('k2027');

export const form = (values: Record<string, string>) => new URLSearchParams(values).toString();

/** A GET on `t` as the staff member whose Authorization header is `bearer`. */
export function getAs(t: TestApp, bearer: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { authorization: bearer } });
}

export function readMails(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, ''));
}

export function linkIn(mails: string[], pattern: RegExp): string {
  for (const mail of mails.toReversed()) {
    const found = pattern.exec(mail);
    if (found) return found[0];
  }
  throw new Error(`No link ${pattern} in ${mails.length} mails`);
}

/** A SQLite database in a file, so the test can read its bytes. */
export function sqliteFileStore(file: string): TestStore {
  return {
    kind: 'sqlite',
    open: async () => {
      const handle = createDb({ sqliteFile: file });
      await migrateToLatest(handle.db);
      return { ...handle, url: undefined, close: () => handle.db.destroy() };
    },
  };
}

/** Every byte the store holds: the SQLite file and its journal, or a pg_dump of the schema. */
export async function dumpStore(t: TestApp, kind: string, file: string): Promise<string> {
  if (kind === 'sqlite') {
    await sql`pragma wal_checkpoint(truncate)`.execute(t.db).catch(() => undefined);
    return [file, `${file}-wal`, `${file}-journal`]
      .filter((candidate) => fs.existsSync(candidate))
      .map((candidate) => fs.readFileSync(candidate).toString('latin1'))
      .join('\n');
  }
  const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(t.db);
  return execFileSync(
    'pg_dump',
    ['--data-only', '-n', rows[0]!.name, process.env.TEST_DATABASE_URL!],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
}

const SQLITE_TABLES = sql<{ name: string }>`
  select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`;
const POSTGRES_TABLES = sql<{ name: string }>`
  select table_name as name from information_schema.tables
  where table_schema = current_schema() and table_type = 'BASE TABLE'`;

/**
 * Every row of every table the store holds, named from the database itself (SQLite's catalogue,
 * or PostgreSQL's for the test's schema), so a table added later is read too.
 */
export async function readEveryTable(
  t: TestApp,
  kind: string,
): Promise<Record<string, Array<Record<string, unknown>>>> {
  const names = await (kind === 'sqlite' ? SQLITE_TABLES : POSTGRES_TABLES).execute(t.db);
  const tables: Record<string, Array<Record<string, unknown>>> = {};
  for (const { name } of names.rows) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(
      t.db,
    );
    tables[name] = rows;
  }
  return tables;
}

/** The tables, and the outbox folder's files, in which any of `needles` turns up. */
export async function findTraces(
  t: TestApp,
  kind: string,
  dataDir: string,
  needles: string[],
): Promise<string[]> {
  const places = Object.entries(await readEveryTable(t, kind)).flatMap(([table, rows]) =>
    rows.map((row, index) => ({ where: `${table} row ${index}`, text: JSON.stringify(row) })),
  );
  const outbox = path.join(dataDir, 'outbox');
  if (fs.existsSync(outbox)) {
    for (const file of fs.readdirSync(outbox)) {
      // Soft line breaks undone, so a token split over two lines is still found.
      const text = fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
      places.push({ where: `outbox/${file}`, text });
    }
  }
  return places.flatMap(({ where, text }) =>
    needles.filter((needle) => text.includes(needle)).map((needle) => `${needle} in ${where}`),
  );
}

/** Fills in the form, confirms from the e-mail and answers the manage link's path. */
export async function registerProfile(
  t: TestApp,
  dataDir: string,
  values: Record<string, string> = FORM,
): Promise<string> {
  const posted = await t.app.inject({
    method: 'POST',
    url: '/property-profile',
    headers: FORM_HEADERS,
    payload: form(values),
  });
  expect(posted.statusCode, posted.body).toBe(200);
  expect(posted.body).toContain('Check your e-mail');
  const confirmUrl = new URL(
    linkIn(readMails(dataDir), /http:\/\/localhost:\d+\/property-profile\/confirm\/[\w-]+/),
  );
  const page = await t.app.inject({ method: 'GET', url: confirmUrl.pathname });
  expect(page.body).toMatch(/<form [^>]*action="\/property-profile\/confirm\/[\w-]+"/);
  const confirmed = await t.app.inject({ method: 'POST', url: confirmUrl.pathname });
  expect(confirmed.statusCode).toBe(303);
  const managePath = confirmed.headers.location!.split('?')[0]!;
  expect(managePath).toMatch(/^\/property-profile\/manage\/[\w-]{32}$/);
  // The same link arrives by e-mail, so the owner keeps it.
  expect(linkIn(readMails(dataDir), /\/property-profile\/manage\/[\w-]+/)).toBe(managePath);
  return managePath;
}
