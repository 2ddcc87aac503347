import fs from 'node:fs';
import { parseEnv, type Env } from '#server/env.ts';

/** Ends the command with `message` on stderr and the exit code. */
export function exitWith(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

/**
 * The start of `npm run backup` and `npm run restore`: .env read, one FILE argument (else the
 * usage, exit 2), the settings checked, and the SQLite store only (with DATABASE_URL set, how to
 * do it with PostgreSQL's own tool).
 */
export function startSqliteFileCommand(
  usage: string,
  postgresAdvice: string,
): { file: string; env: Env } {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const [file, ...rest] = process.argv.slice(2);
  if (!file || rest.length > 0 || file.startsWith('-')) exitWith(usage, 2);
  const parsed = parseEnv(process.env);
  if (!parsed.ok) exitWith(`Fix these settings first:\n  ${parsed.problems.join('\n  ')}`, 1);
  if (parsed.env.DATABASE_URL) exitWith(postgresAdvice, 1);
  return { file, env: parsed.env };
}
