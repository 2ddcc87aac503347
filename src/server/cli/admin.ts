import fs from 'node:fs';
import { parseEnv, resolveDataPath } from '#server/env.ts';
import { createDb } from '#server/db/create-db.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import {
  addAdmin,
  removeAdmin,
  resetAdminPassword,
  type AccountOutcome,
} from '#server/features/auth/auth-accounts.service.ts';
import { exitWith } from './command-line.ts';

const USAGE = `Usage: npm run admin -- add|reset|remove USERNAME

  add     create an administrator
  reset   set a new password (and log that administrator out everywhere)
  remove  delete an administrator

The password comes from the ADMIN_PASSWORD environment variable, or is asked for when run in a terminal.`;

// Read before .env is loaded: a .env ADMIN_PASSWORD belongs to the start-up administrator, not to
// whoever this command names.
const passwordFromEnvironment = process.env.ADMIN_PASSWORD;
if (fs.existsSync('.env')) process.loadEnvFile('.env');

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    let value = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') return finish();
        if (character === '\u0003' || character === '\u0004')
          return finish(new Error('Cancelled.'));
        if (character === '\u007f' || character === '\b') value = value.slice(0, -1);
        else value += character;
      }
    };
    process.stdout.write(question);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

async function readNewPassword(): Promise<string> {
  if (passwordFromEnvironment) return passwordFromEnvironment;
  if (!process.stdin.isTTY) {
    exitWith('No password: set ADMIN_PASSWORD or run this command in a terminal to type it.', 1);
  }
  const password = await promptHidden('New password: ');
  const again = await promptHidden('Repeat the password: ');
  if (password !== again) exitWith('The passwords do not match. Nothing changed.', 1);
  return password;
}

const [command, username, ...rest] = process.argv.slice(2);
if (!command || !username || rest.length > 0 || !['add', 'reset', 'remove'].includes(command)) {
  exitWith(USAGE, 2);
}

const parsed = parseEnv(process.env);
if (!parsed.ok) exitWith(`Configuration problems:\n  ${parsed.problems.join('\n  ')}`, 1);
const env = parsed.env;

const password =
  command === 'remove'
    ? ''
    : await readNewPassword().catch((error: Error) => exitWith(error.message, 1));
const { db, kind } = createDb({
  databaseUrl: env.DATABASE_URL,
  sqliteFile: resolveDataPath(env, 'district.sqlite'),
});
try {
  await migrateToLatest(db);
  const deps = { db, clock: () => new Date() };
  let outcome: AccountOutcome;
  if (command === 'add') outcome = await addAdmin(deps, username, password);
  else if (command === 'reset') outcome = await resetAdminPassword(deps, username, password);
  else outcome = await removeAdmin(deps, username);
  if (!outcome.ok) {
    process.exitCode = 1;
    console.error(`${outcome.problem} Nothing changed.`);
  } else {
    const done = { add: 'added', reset: 'given a new password', remove: 'removed' }[
      command as 'add' | 'reset' | 'remove'
    ];
    console.log(`Administrator ${username} ${done} (${kind} database).`);
  }
} finally {
  await db.destroy();
}
