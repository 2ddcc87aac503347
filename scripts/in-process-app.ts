import type { Kysely } from 'kysely';
import { buildApp } from '#server/app.ts';
import { createAppDeps } from '#server/create-deps.ts';
import type { Database } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { EnvSchema } from '#server/env.ts';

/**
 * The app as `npm start` builds it (production settings, the sandbox, the .eml mailer, the PDF
 * workers of PDF_WORKERS), in this process on a migrated SQLite `db`, for the measuring scripts.
 * `post` answers a 200's JSON and throws on any other status.
 */
export async function openInProcessApp(
  db: Kysely<Database>,
  dataDir: string,
  clock: () => Date = () => new Date(),
) {
  await migrateToLatest(db);
  const deps = createAppDeps({
    env: EnvSchema.parse({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...(process.env.PDF_WORKERS ? { PDF_WORKERS: process.env.PDF_WORKERS } : {}),
    }),
    db,
    dbKind: 'sqlite',
    clock,
    pageRenderer: null,
    // Measured, not shed: a busy shared machine can stall the loop past the 503 limit by itself.
    limits: { maxEventLoopDelayMs: 0 },
  });
  const app = await buildApp(deps);
  deps.pdfDrawer.start();
  return {
    deps,
    app,
    async post(url: string, body: unknown) {
      const response = await app.inject({ method: 'POST', url, payload: body as object });
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
      return response.json<Record<string, string>>();
    },
    async close() {
      await app.close();
      await deps.outbox.drain();
      await deps.pdfDrawer.close();
      deps.mailer.close();
      await db.destroy();
    },
  };
}
