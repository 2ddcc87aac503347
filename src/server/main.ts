import fs from 'node:fs';
import { buildApp } from '#server/app.ts';
import { createAppDeps } from '#server/create-deps.ts';
import { createDb } from '#server/db/create-db.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { holdServerLock } from '#server/db/server-lock.ts';
import {
  findPropertyKeysProblem,
  findSandboxProblem,
  listSandboxForms,
  parseEnv,
  resolveDataPath,
} from '#server/env.ts';
import { ensureAdminFromEnv } from '#server/features/auth/auth-accounts.service.ts';
import { findAdminPasswordWeakness } from '#server/features/auth/admin-password-strength.ts';
import { countConfirmedSubscribers } from '#server/features/subscriptions/subscriptions.repo.ts';
import { describeStartupModes, describeUrgentReach } from '#server/startup-summary.ts';

// A .env file, when present, fills in what the environment does not set.
if (fs.existsSync('.env')) process.loadEnvFile('.env');

const parsed = parseEnv(process.env);
if (!parsed.ok) {
  console.error(`The server cannot start. Fix these settings:\n  ${parsed.problems.join('\n  ')}`);
  process.exit(1);
}
const env = parsed.env;

// A production server on the internet must not keep an example or guessable admin password.
if (env.NODE_ENV === 'production' && env.ADMIN_PASSWORD) {
  const weakness = findAdminPasswordWeakness(env.ADMIN_PASSWORD, env.ADMIN_USERNAME);
  if (weakness) {
    console.error(
      `The server cannot start: ADMIN_PASSWORD is refused because ${weakness}\n` +
        '  Set a long passphrase of your own (four or more unrelated words work well).',
    );
    process.exit(1);
  }
}

// The sandbox hands out permits for a test card: never silently in production (decision 121).
// Servers sharing one PostgreSQL share one property key (issue 36).
const settingProblems = [findSandboxProblem(env), findPropertyKeysProblem(env)].filter(
  (problem) => problem !== undefined,
);
if (settingProblems.length > 0) {
  console.error(`The server cannot start. Fix these settings:\n  ${settingProblems.join('\n  ')}`);
  process.exit(1);
}

// Readable lines in a development terminal (npm run dev passes FORCE_COLOR through concurrently);
// one JSON object per line everywhere else, for the journal and log tools.
const isPrettyLog =
  env.NODE_ENV === 'development' && (process.stdout.isTTY || Boolean(process.env.FORCE_COLOR));

// Until the app (and its logger) exists, a lost idle connection is reported on stderr.
let reportPoolError = (error: Error) =>
  console.error(`PostgreSQL connection lost: ${error.message}`);
const { db, kind } = createDb({
  databaseUrl: env.DATABASE_URL,
  sqliteFile: resolveDataPath(env, 'district.sqlite'),
  onPoolError: (error) => reportPoolError(error),
});
// `npm run restore` must not replace the SQLite file under a running server.
const releaseServerLock = kind === 'sqlite' ? holdServerLock(resolveDataPath(env)) : () => {};
await migrateToLatest(db);
const adminOutcome = await ensureAdminFromEnv({ db, clock: () => new Date(), env });

// Gateways, mailer, outbox and job scheduler: created once here, handed to every feature.
const deps = createAppDeps({ env, db, dbKind: kind, clock: () => new Date() });
const app = await buildApp({
  ...deps,
  logger: {
    level: env.LOG_LEVEL,
    ...(isPrettyLog
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  },
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
  // At warn, so the journal shows why a server stopped whatever LOG_LEVEL says.
  app.log.warn({ signal }, 'shutting down');
  await deps.jobs.stop();
  await app.close();
  await deps.outbox.drain();
  await deps.pdfDrawer.close();
  deps.mailer.close();
  await db.destroy();
  releaseServerLock();
  process.exit(0);
}
process.on('SIGINT', () => void close('SIGINT'));
process.on('SIGTERM', () => void close('SIGTERM'));
// A serving process never runs out of work; if it does, say so before it exits.
process.on('beforeExit', (code) => {
  if (!isClosing) app.log.error({ code }, 'nothing left to run: the server is exiting');
});

const address = await app.listen({ port: env.PORT, host: env.HOST });
// The outbox sender and the permit sweep run only in a listening server, never in tests.
deps.jobs.start(app.log);
// The PDF workers load PDFKit and the fonts now, not while the first applicant waits.
deps.pdfDrawer.start();
// Counted once at start: the line says whether an urgent notice reaches them all in 5 minutes.
const confirmedSubscribers = await countConfirmedSubscribers(db);
const startupLine = describeStartupModes(env, kind, address, { confirmedSubscribers });
if (describeUrgentReach(env, confirmedSubscribers).isTooSlow) app.log.warn(startupLine);
else app.log.info(startupLine);
if (env.NODE_ENV === 'production' && listSandboxForms(env).length > 0) {
  app.log.warn(
    `PAYMENTS RUN IN THE OFFLINE SANDBOX for ${listSandboxForms(env).join(', ')}: a test card ` +
      'buys a permit, and every such permit reads "TEST — NOT A VALID PERMIT". Set ' +
      'STRIPE_SECRET_KEY for a real site (README, Payments).',
  );
}
