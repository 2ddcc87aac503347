import fs from 'node:fs';
import { buildApp } from '#server/app.ts';
import { createDb } from '#server/db/create-db.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { parseEnv, resolveDataPath } from '#server/env.ts';
import { ensureAdminFromEnv } from '#server/features/auth/auth.service.ts';

// A .env file, when present, fills in what the environment does not set.
if (fs.existsSync('.env')) process.loadEnvFile('.env');

const parsed = parseEnv(process.env);
if (!parsed.ok) {
  console.error(`The server cannot start. Fix these settings:\n  ${parsed.problems.join('\n  ')}`);
  process.exit(1);
}
const env = parsed.env;

// Until the app (and its logger) exists, a lost idle connection is reported on stderr.
let reportPoolError = (error: Error) =>
  console.error(`PostgreSQL connection lost: ${error.message}`);
const { db, kind } = createDb({
  databaseUrl: env.DATABASE_URL,
  sqliteFile: resolveDataPath(env, 'district.sqlite'),
  onPoolError: (error) => reportPoolError(error),
});
await migrateToLatest(db);
const adminOutcome = await ensureAdminFromEnv({ db, clock: () => new Date(), env });

const app = await buildApp({
  env,
  db,
  dbKind: kind,
  clock: () => new Date(),
  logger: { level: env.LOG_LEVEL },
  // The permit e-mail sender and pending-payment sweep; app.close() stops them.
  runBackgroundJobs: true,
});

reportPoolError = (error) => app.log.warn({ err: error }, 'PostgreSQL connection lost');

if (adminOutcome !== 'not-configured') {
  app.log.info(`Administrator ${env.ADMIN_USERNAME}: ${adminOutcome}`);
} else if (env.ADMIN_USERNAME || env.ADMIN_PASSWORD) {
  app.log.warn('Set both ADMIN_USERNAME and ADMIN_PASSWORD to create the administrator at start');
}

let isClosing = false;
async function close(signal: string) {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await db.destroy();
  process.exit(0);
}
process.on('SIGINT', () => void close('SIGINT'));
process.on('SIGTERM', () => void close('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(
  `Database: ${kind}${kind === 'sqlite' ? ` (${resolveDataPath(env, 'district.sqlite')})` : ''}`,
);
