import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Mailer, MailMessage } from '#server/adapters/mailer.ts';
import type { PaymentGateways } from '#server/adapters/payment-gateway.ts';
import { buildApp } from '#server/app.ts';
import type { Env } from '#server/env.ts';
import { addAdmin } from '#server/features/auth/auth.service.ts';
import { resolvePermitsDeps } from '#server/features/permits/permits.routes.ts';
import {
  createPermitsService,
  type PermitsService,
} from '#server/features/permits/permits.service.ts';
import { TEST_ADMIN, createTestClock } from './test-app.ts';
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
  service: PermitsService;
  dataDir: string;
  advanceClock: (ms: number) => void;
  logInAsAdmin: () => Promise<string>;
  close: () => Promise<void>;
}

/** A migrated store, an administrator, an app and the permits service over the same deps. */
export async function openPermitsTestApp(
  store: TestStore,
  options: {
    env?: Partial<Record<keyof Env, string>>;
    mailer?: Mailer;
    paymentGateways?: Partial<PaymentGateways>;
  } = {},
): Promise<PermitsTestApp> {
  const handle = await store.open();
  const { clock, advance } = createTestClock();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'permits-test-'));
  await addAdmin({ db: handle.db, clock }, TEST_ADMIN.username, TEST_ADMIN.password);
  const env = buildTestEnv({ DATA_DIR: dataDir, ...options.env });
  const deps = {
    env,
    db: handle.db,
    dbKind: handle.kind,
    clock,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.paymentGateways ? { paymentGateways: options.paymentGateways } : {}),
  };
  const app = await buildApp(deps);
  const permitsDeps = resolvePermitsDeps(deps);
  const service = createPermitsService(permitsDeps);
  return {
    app,
    db: handle.db,
    service,
    dataDir,
    advanceClock: advance,
    logInAsAdmin: async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: TEST_ADMIN,
      });
      if (response.statusCode !== 200) throw new Error(`Test login failed: ${response.body}`);
      return `Bearer ${response.json<{ token: string }>().token}`;
    },
    close: async () => {
      await app.close();
      if (!options.mailer) permitsDeps.mailer.close();
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
