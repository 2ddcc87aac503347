import fs from 'node:fs';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createAppDeps } from '#server/create-deps.ts';
import { addAdmin } from '#server/features/auth/auth-accounts.service.ts';
import {
  buildPermitApplication,
  buildSprinklerApplication,
} from '#tests/fixtures/permit-applications.ts';
import { createMemoryMailer } from '#tests/support/permits-test-app.ts';
import { openTestApp, TEST_ADMIN, createTestClock } from '#tests/support/test-app.ts';
import { captureLogLines } from '#tests/support/log-lines.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { buildTestEnv } from '#tests/support/test-env.ts';
import { multipartBody } from '#tests/support/multipart.ts';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
const PLOT_PLAN = fs.readFileSync('tests/fixtures/plot-plan.pdf');

const multipart = (fields: Record<string, unknown>, file: { name: string; bytes: Buffer }) =>
  multipartBody(fields, [{ field: 'plotPlan', type: 'application/pdf', ...file }]);

describe.each(storesUnderTest())('health, readiness and metrics on $kind', (store) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('answers /healthz and /readyz while the database is up and its schema current', async () => {
    const t = await openTestApp(store);
    cleanups.push(t.close);
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: store.kind });
  });

  it('fails /readyz with 503 while a migration has not run', async () => {
    const t = await openTestApp(store);
    cleanups.push(t.close);
    await sql`delete from kysely_migration where name = ${'020-rate-limit-counters'}`.execute(t.db);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      database: 'reachable',
      pendingMigrations: ['020-rate-limit-counters'],
    });
  });

  it('hides /metrics without METRICS_TOKEN and refuses a wrong token', async () => {
    const hidden = await openTestApp(store);
    cleanups.push(hidden.close);
    expect((await hidden.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);

    const t = await openTestApp(store, { env: { METRICS_TOKEN } });
    cleanups.push(t.close);
    const anonymous = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(anonymous.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('reports requests by route pattern, e-mails and applications by status', async () => {
    const t = await openTestApp(store, { env: { METRICS_TOKEN } });
    cleanups.push(t.close);
    await t.app.inject({ method: 'GET', url: '/api/permits/pdf/secret-token-in-the-path' });
    await t.app.inject({ method: 'GET', url: '/api/calendar/events' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/sprinkler',
      payload: { amount: 25_875, formData: buildSprinklerApplication() },
    });
    expect(created.statusCode, created.body).toBe(200);

    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/permits\/pdf\/:token",status_code="404"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/calendar\/events",status_code="200"\} 1/,
    );
    expect(text).not.toContain('secret-token-in-the-path');
    expect(text).toMatch(/fire_permit_applications\{status="pending"\} 1/);
    expect(text).toMatch(/fire_emails\{state="sent"\} 0/);
    expect(text).toContain('# TYPE fire_job_runs_total counter');
    expect(text).toContain('process_resident_memory_bytes');
  });
});

describe('logs', () => {
  const [sqlite] = storesUnderTest();

  it('carry request ids and no password, token, payment method or upload content', async () => {
    const { lines, stream } = captureLogLines();
    const handle = await sqlite!.open();
    const { clock } = createTestClock();
    await addAdmin({ db: handle.db, clock }, TEST_ADMIN.username, TEST_ADMIN.password);
    const app = await buildApp({
      ...createAppDeps(
        { env: buildTestEnv({ LOG_LEVEL: 'debug' }), db: handle.db, dbKind: handle.kind, clock },
        { mailer: createMemoryMailer() },
      ),
      logger: { level: 'debug', stream },
    });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: TEST_ADMIN,
      });
      const { token } = login.json<{ token: string }>();
      const authorization = `Bearer ${token}`;
      await app.inject({ method: 'GET', url: '/api/auth/session', headers: { authorization } });

      // A sandbox payment: create, confirm with a test payment method, complete.
      const created = await app.inject({
        method: 'POST',
        url: '/api/sprinkler',
        payload: { amount: 25_875, formData: buildSprinklerApplication() },
      });
      const { clientSecret, paymentIntentId } = created.json<{
        clientSecret: string;
        paymentIntentId: string;
      }>();
      const confirmed = await app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/confirm',
        payload: { clientSecret, paymentMethod: 'pm_card_visa' },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const completed = await app.inject({
        method: 'POST',
        url: '/api/sprinkler/complete',
        payload: { paymentIntentId },
      });
      expect(completed.statusCode, completed.body).toBe(200);
      const { pdfToken } = await handle.db
        .selectFrom('permitApplications')
        .select('pdfToken')
        .where('paymentIntentId', '=', paymentIntentId)
        .executeTakeFirstOrThrow();
      expect(pdfToken).toBeTruthy();

      // A propane application with its plot plan.
      const uploaded = await app.inject({
        method: 'POST',
        url: '/api/propane',
        ...multipart(
          { amount: 10_712, ...buildPermitApplication('propane') },
          { name: 'plot-plan.pdf', bytes: PLOT_PLAN },
        ),
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const pdf = await app.inject({ method: 'GET', url: `/api/permits/pdf/${pdfToken}` });
      expect(pdf.statusCode).toBe(200);
      // A malformed login body is logged as a client error.
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json', authorization },
        payload: `{"username":"marshal","password":"${TEST_ADMIN.password}"`,
      });

      const log = lines.join('\n');
      if (process.env.PRINT_LOG) console.log(log);
      expect(lines.length).toBeGreaterThan(10);
      const requestLines = lines
        .map((line) => JSON.parse(line) as { reqId?: string; msg?: string })
        .filter((entry) => entry.msg === 'incoming request');
      expect(requestLines.length).toBeGreaterThan(5);
      for (const entry of requestLines) expect(entry.reqId).toMatch(/^[0-9a-f-]{36}$/);

      expect(log).not.toContain(TEST_ADMIN.password);
      expect(log).not.toContain(token);
      expect(log).not.toContain(clientSecret);
      expect(log).not.toContain('pm_card_visa');
      expect(log).not.toContain(pdfToken);
      expect(log).not.toContain(PLOT_PLAN.subarray(0, 64).toString('base64'));
      expect(log).not.toContain(PLOT_PLAN.subarray(200, 260).toString('latin1'));
      expect(log).not.toMatch(/authorization/i);
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
