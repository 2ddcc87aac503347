import type { FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import type { Mailer } from '#server/adapters/mailer.ts';
import type { PageRenderer } from '#server/adapters/page-renderer.ts';
import type { PdfDrawer } from '#server/adapters/pdf-drawer.ts';
import type { PaymentGateway, PaymentGateways } from '#server/adapters/payment-gateway.ts';
import type { DbKind } from '#server/db/create-db.ts';
import type { Database } from '#server/db/database.ts';
import type { Env } from '#server/env.ts';
import type { JobScheduler } from '#server/jobs/job-scheduler.ts';
import type { Outbox } from '#server/outbox/outbox.ts';

/**
 * Everything external the app uses, created once at start-up (main.ts) and handed to every
 * feature; tests pass fakes to the same `buildApp`.
 */
export interface AppDeps {
  env: Env;
  db: Kysely<Database>;
  dbKind: DbKind;
  clock: Clock;
  logger?: FastifyServerOptions['logger'];
  /** The payment gateway of each permit form (Stripe, or the offline sandbox). */
  paymentGateways: PaymentGateways;
  /** The gateway of the district's other fees: burn permit, re-inspection, records (decision 270). */
  feeGateway: PaymentGateway;
  mailer: Mailer;
  /** The one e-mail outbox; features register their templates on it. */
  outbox: Outbox;
  /** Draws permits and certificates off the request thread (decision 298); main.ts closes it. */
  pdfDrawer: PdfDrawer;
  /** Features register their background jobs here; main.ts starts them. */
  jobs: JobScheduler;
  /**
   * Draws pages from the published content; defaults to the build's server bundle in DIST_DIR.
   * `null`: serve no pages (API only).
   */
  pageRenderer?: PageRenderer | null;
  /** Tests shorten these to provoke a timeout or a 503 (src/server/plugins/rate-limits.ts). */
  limits?: {
    requestTimeoutMs?: number;
    connectionTimeoutMs?: number;
    /** 0 turns load shedding off (tests whose page renders block the loop on a busy machine). */
    maxEventLoopDelayMs?: number;
  };
}

/** The options every feature plugin receives. */
export interface FeatureOptions {
  deps: AppDeps;
}
