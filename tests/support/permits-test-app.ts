import { createSourcePageRenderer } from './page-renderer.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import type { Mailer, MailerTimeouts, MailMessage } from '#server/adapters/mailer.ts';
import type { PaymentGateway, PaymentGateways } from '#server/adapters/payment-gateway.ts';
import type { PdfDrawer } from '#server/adapters/pdf-drawer.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { buildApp } from '#server/app.ts';
import { createAppDeps, OUTBOX_JOB } from '#server/create-deps.ts';
import type { Env } from '#server/env.ts';
import { addAdmin } from '#server/features/auth/auth-accounts.service.ts';
import { PERMIT_SWEEP_JOB } from '#server/features/permits/permit-jobs.ts';
import type { OutboxOptions } from '#server/outbox/outbox.ts';
import {
  TEST_ADMIN,
  TEST_LIMITS,
  closeAppAndStore,
  createTestClock,
  insertTestAccount,
  logInThroughApi,
  settlingAfterAnswers,
} from './test-app.ts';
import type { TestStore } from './test-db.ts';
import { buildTestEnv } from './test-env.ts';

/** A mailer that keeps what it sends; `failNext(n)` makes the next n sends throw like an SMTP outage. */
export function createMemoryMailer() {
  const sent: MailMessage[] = [];
  let failures = 0;
  const mailer: Mailer & { sent: MailMessage[]; failNext: (count: number) => void } = {
    kind: 'smtp',
    sent,
    failNext: (count) => {
      failures = count;
    },
    async send(message) {
      if (failures > 0) {
        failures -= 1;
        throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      }
      sent.push(message);
    },
    close: () => {},
  };
  return mailer;
}

export interface PermitsTestApp {
  app: FastifyInstance;
  db: Awaited<ReturnType<TestStore['open']>>['db'];
  deps: AppDeps;
  /** The background jobs, run by hand: the outbox sender and the pending-application sweep. */
  service: {
    sendDueEmails: () => Promise<{ sent: number; failed: number }>;
    sweepPendingApplications: () => Promise<{ completed: number; expired: number }>;
  };
  dataDir: string;
  advanceClock: (ms: number) => void;
  logInAsAdmin: () => Promise<string>;
  /** A new account with `roles` logged in: the Authorization header. */
  logInAsNew: (username: string, roles: string[]) => Promise<string>;
  close: () => Promise<void>;
}

/** A migrated store, an administrator, and the app over adapters built like main.ts builds them. */
export async function openPermitsTestApp(
  store: TestStore,
  options: {
    env?: Partial<Record<keyof Env, string>>;
    mailer?: Mailer;
    paymentGateways?: Partial<PaymentGateways>;
    /** The gateway of the district's other fees (decision 270); default as at start-up. */
    feeGateway?: PaymentGateway;
    outbox?: Partial<OutboxOptions>;
    mailerTimeouts?: Partial<MailerTimeouts>;
    /** Draws the PDFs; PDF_WORKERS decides by default (0 in tests: on this thread). */
    pdfDrawer?: PdfDrawer;
    /** Render site pages from the web source (the status page); otherwise the app serves none. */
    hasPages?: boolean;
    /** Server limits, e.g. a looser event-loop limit while pages render from source. */
    limits?: AppDeps['limits'];
    clockStart?: string;
    /** The app's logger (off unless given), e.g. a stream a test reads. */
    logger?: AppDeps['logger'];
  } = {},
): Promise<PermitsTestApp> {
  const handle = await store.open();
  const { clock, advance } = createTestClock(options.clockStart);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'permits-test-'));
  await addAdmin({ db: handle.db, clock }, TEST_ADMIN.username, TEST_ADMIN.password);
  const env = buildTestEnv({ DATA_DIR: dataDir, ...options.env });
  const deps = createAppDeps(
    {
      env,
      db: handle.db,
      dbKind: handle.kind,
      clock,
      pageRenderer: options.hasPages ? createSourcePageRenderer() : null,
      limits: { ...TEST_LIMITS, ...options.limits },
    },
    {
      mailer: options.mailer,
      paymentGateways: options.paymentGateways,
      feeGateway: options.feeGateway,
      outbox: options.outbox,
      mailerTimeouts: options.mailerTimeouts,
      pdfDrawer: options.pdfDrawer,
    },
  );
  const app = settlingAfterAnswers(
    await buildApp({ ...deps, ...(options.logger ? { logger: options.logger } : {}) }),
    () => deps.outbox.drain(),
  );
  const logIn = (username: string, password: string) => logInThroughApi(app, username, password);

  return {
    app,
    db: handle.db,
    deps,
    service: {
      sendDueEmails: () => deps.jobs.run(OUTBOX_JOB),
      sweepPendingApplications: () => deps.jobs.run(PERMIT_SWEEP_JOB),
    },
    dataDir,
    advanceClock: advance,
    logInAsAdmin: () => logIn(TEST_ADMIN.username, TEST_ADMIN.password),
    logInAsNew: async (username, roles) => {
      await insertTestAccount(handle.db, username, roles, deps.clock());
      return logIn(username, TEST_ADMIN.password);
    },
    close: async () => {
      await closeAppAndStore(app, deps, handle);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Call inside a `describe`: before each test opens a permits test app with `options` and a
 * memory mailer, logs the administrator in and hands the three to `use`; closes the app after.
 */
export function usePermitsTestApp(
  store: TestStore,
  use: (opened: {
    t: PermitsTestApp;
    admin: string;
    mailer: ReturnType<typeof createMemoryMailer>;
  }) => void,
  options: Omit<NonNullable<Parameters<typeof openPermitsTestApp>[1]>, 'mailer'> = {},
) {
  let t: PermitsTestApp | undefined;
  beforeEach(async () => {
    const mailer = createMemoryMailer();
    t = await openPermitsTestApp(store, { mailer, ...options });
    use({ t, admin: await t.logInAsAdmin(), mailer });
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
}
