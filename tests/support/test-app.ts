import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { PdfDrawer } from '#server/adapters/pdf-drawer.ts';
import { buildApp } from '#server/app.ts';
import { createAppDeps } from '#server/create-deps.ts';
import type { Env } from '#server/env.ts';
import { addAdmin, insertAccount } from '#server/features/auth/auth-accounts.service.ts';
import { hashPassword } from '#server/features/auth/password-hash.ts';
import type { TestStore } from './test-db.ts';
import { buildTestEnv } from './test-env.ts';
import { createSourcePageRenderer } from './page-renderer.ts';

export const TEST_ADMIN = { username: 'marshal', password: 'correct horse battery' } as const;

/**
 * Load shedding off: on a busy CI machine a page rendered from source can block the event loop
 * for a whole one-second sample, which under-pressure reads as infinite delay and answers 503.
 * rate-limits.test.ts turns it back on to test it.
 */
export const TEST_LIMITS = { maxEventLoopDelayMs: 0 } as const;

/** A clock tests move by hand. */
export function createTestClock(start = '2026-03-02T16:00:00.000Z') {
  let now = new Date(start).getTime();
  return {
    clock: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/**
 * An account with `roles` and TEST_ADMIN's password, inserted as the CLI would, so it need not
 * choose its own password before it may use the back office.
 */
export async function insertTestAccount(
  db: Parameters<typeof insertAccount>[0],
  username: string,
  roles: string[],
  at: Date,
): Promise<void> {
  const passwordHash = await hashPassword(TEST_ADMIN.password);
  await db.transaction().execute((trx) =>
    insertAccount(trx, {
      username,
      passwordHash,
      roles,
      actor: { userId: null, username: '(test)' },
      at,
    }),
  );
}

export interface TestApp {
  app: FastifyInstance;
  db: Awaited<ReturnType<TestStore['open']>>['db'];
  url: string | undefined;
  advanceClock: (ms: number) => void;
  /** Runs a registered background job once, now, and answers its result. */
  runJob: (name: string) => Promise<unknown>;
  /** Logs TEST_ADMIN in and returns the bearer header value. */
  logInAsAdmin: () => Promise<string>;
  /** Adds an account with these roles (password TEST_ADMIN.password) and returns its bearer header. */
  logInAsNew: (username: string, roles: string[]) => Promise<string>;
  close: () => Promise<void>;
}

/** A migrated store with TEST_ADMIN in it and an app on top, for `app.inject()` tests. */
/** Signs in through the login API as a browser does; the answer is an `Authorization` value. */
export async function logInThroughApi(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`Test login failed: ${response.body}`);
  return `Bearer ${response.json<{ token: string }>().token}`;
}

export async function openTestApp(
  store: TestStore,
  options: {
    env?: Partial<Record<keyof Env, string>>;
    /** Render pages from the web source (content and site tests); otherwise the app serves none. */
    hasPages?: boolean;
    clockStart?: string;
    /** Draws the PDFs; PDF_WORKERS decides by default (0 in tests: on this thread). */
    pdfDrawer?: PdfDrawer;
  } = {},
): Promise<TestApp> {
  const handle = await store.open();
  const { clock, advance } = createTestClock(options.clockStart);
  await addAdmin({ db: handle.db, clock }, TEST_ADMIN.username, TEST_ADMIN.password);
  const deps = createAppDeps(
    {
      env: buildTestEnv(options.env),
      db: handle.db,
      dbKind: handle.kind,
      clock,
      pageRenderer: options.hasPages ? createSourcePageRenderer() : null,
      limits: TEST_LIMITS,
    },
    { pdfDrawer: options.pdfDrawer },
  );
  const app = settlingAfterAnswers(await buildApp(deps), () => deps.outbox.drain());
  const logIn = (username: string, password: string) => logInThroughApi(app, username, password);
  return {
    app,
    db: handle.db,
    url: handle.url,
    advanceClock: advance,
    runJob: (name) => deps.jobs.run(name),
    logInAsAdmin: () => logIn(TEST_ADMIN.username, TEST_ADMIN.password),
    logInAsNew: async (username, roles) => {
      await insertTestAccount(handle.db, username, roles, clock());
      return logIn(username, TEST_ADMIN.password);
    },
    close: () => closeAppAndStore(app, deps, handle),
  };
}

/** Closes a test app: the server, then the work it left running (mail, PDFs), then its store. */
export async function closeAppAndStore(
  app: FastifyInstance,
  deps: Pick<ReturnType<typeof createAppDeps>, 'outbox' | 'pdfDrawer' | 'mailer'>,
  handle: { close: () => Promise<void> },
) {
  await app.close();
  await deps.outbox.drain();
  await deps.pdfDrawer.close();
  deps.mailer.close();
  await handle.close();
}

/**
 * Call inside a `describe`: opens a test app with `options` before each test (before them all
 * with `once`), logs the administrator in, hands the app and the header to `use`, and closes the
 * app after.
 */
export function useTestApp(
  store: TestStore,
  use: (opened: { t: TestApp; admin: string }) => void,
  { once = false, ...options }: Parameters<typeof openTestApp>[1] & { once?: boolean } = {},
) {
  let t: TestApp | undefined;
  (once ? beforeAll : beforeEach)(async () => {
    t = await openTestApp(store, options);
    use({ t, admin: await t.logInAsAdmin() });
  });
  (once ? afterAll : afterEach)(async () => {
    await t?.close();
    t = undefined;
  });
}

/**
 * The app as a client sees it, one step slower: each `inject` resolves once the work the request
 * left running after its answer (an e-mail, a PDF drawn for it) has settled, so a test reads the
 * outbox as a resident would a moment later. Chained `inject()` calls are left as they are.
 */
export function settlingAfterAnswers(
  app: FastifyInstance,
  settle: () => Promise<void>,
): FastifyInstance {
  const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
  const settled = async (options: unknown) => {
    const response = await (inject(options) as Promise<unknown>);
    await settle();
    return response;
  };
  return new Proxy(app, {
    get(target, property) {
      if (property === 'inject') {
        return (...args: unknown[]) => (args.length === 1 ? settled(args[0]) : inject(...args));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
