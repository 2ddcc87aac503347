import fs from 'node:fs';
import { buildApp } from '#server/app.ts';
import { createAppDeps } from '#server/create-deps.ts';
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

const { db, kind } = createDb({
  databaseUrl: env.DATABASE_URL,
  sqliteFile: resolveDataPath(env, 'district.sqlite'),
});
await migrateToLatest(db);
const adminOutcome = await ensureAdminFromEnv({ db, clock: () => new Date(), env });

// Gateways, mailer, outbox and job scheduler: created once here, handed to every feature.
const deps = createAppDeps({ env, db, dbKind: kind, clock: () => new Date() });
const app = await buildApp({ ...deps, logger: { level: env.LOG_LEVEL } });

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
  await deps.jobs.stop();
  await app.close();
  await deps.outbox.drain();
  deps.mailer.close();
  await db.destroy();
  process.exit(0);
}
process.on('SIGINT', () => void close('SIGINT'));
process.on('SIGTERM', () => void close('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
// The outbox sender and the permit sweep run only in a listening server, never in tests.
deps.jobs.start(app.log);
app.log.info(
  `Database: ${kind}${kind === 'sqlite' ? ` (${resolveDataPath(env, 'district.sqlite')})` : ''}`,
);
