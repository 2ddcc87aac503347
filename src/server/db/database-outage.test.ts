import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePropertyKeyEntry } from '#server/features/property/property-crypto.ts';
import { buildSprinklerApplication } from '#tests/fixtures/permit-applications.ts';
import {
  findFreePort,
  findPostgresBin,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '#tests/support/throwaway-postgres.ts';
import { startSmtpSink, type SmtpSink } from '#tests/support/smtp-sink.ts';

const postgresBin = findPostgresBin();
const ADMIN = { username: 'outage-admin', password: 'outage admin password' };
const OUTAGE_MS = 15_000;
/** Short stops of PostgreSQL while a burst of requests holds connections (issue 16, finding 9). */
const IN_FLIGHT_STOPS = 3;
const BURST_SIZE = 24;
/**
 * How long the server may take to become ready. It runs every migration on the fresh cluster
 * first: about 20 s on a quiet machine, over the 40 s this used to allow on a loaded one, where
 * the whole file then failed at random before it tested anything.
 */
const SERVER_START_MS = 150_000;
/**
 * The longest one request may take. It was 15 s: on a loaded machine (load 15 on 2 cores) a
 * completion, which draws the permit and waits up to 5 s for its first e-mail, took longer, and
 * the test failed on a slow answer it does not test.
 */
const REQUEST_TIMEOUT_MS = 45_000;
/** The longest the permit e-mail may wait after the database is back (issue 36). */
const MAIL_AFTER_RETURN_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A real server process on a real PostgreSQL that this test stops for 15 s under traffic and
 * starts again (issue 12: one dropped connection used to kill the server). It starts a cluster of
 * its own, and runs where the other PostgreSQL tests run: when TEST_DATABASE_URL is set (CI).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL outage', () => {
  let database: ThrowawayPostgres;
  let server: ChildProcess;
  let baseUrl: string;
  let dataDir: string;
  let stderr = '';
  let sink: SmtpSink;
  /** While set, the mail server answers every recipient 451; the first one also calls it. */
  let onRecipient: (() => void) | undefined;
  let isDeferring = false;

  async function call(method: string, url: string, body?: unknown, headers = {}) {
    const started = Date.now();
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }).catch((error: unknown) => {
      throw new Error(`${method} ${url} gave no answer in ${Date.now() - started} ms`, {
        cause: error,
      });
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, json: () => JSON.parse(text) };
  }

  async function waitFor(check: () => Promise<boolean>, what: string, ms = 40_000) {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      if (server?.exitCode !== null && server?.exitCode !== undefined) {
        throw new Error(`The server exited with ${server.exitCode} waiting for ${what}\n${stderr}`);
      }
      if (await check().catch(() => false)) return;
      await sleep(250);
    }
    throw new Error(`Timed out waiting for ${what}\n${stderr}`);
  }

  /** Creates a sprinkler application and pays it in the sandbox, without completing it. */
  async function createAndConfirm(name: string, applicantEmail = 'sam@example.org') {
    const created = await call('POST', '/api/sprinkler', {
      amount: 25_875,
      formData: buildSprinklerApplication({ applicantName: name, applicantEmail }),
    });
    expect(created.status).toBe(200);
    const { clientSecret, paymentIntentId, applicationId } = created.json();
    const confirmed = await call('POST', '/api/payments/sandbox/confirm', {
      clientSecret,
      paymentMethod: 'pm_card_visa',
    });
    expect(confirmed.status).toBe(200);
    return { paymentIntentId: paymentIntentId as string, applicationId: applicationId as string };
  }

  async function complete(paymentIntentId: string) {
    const completed = await call('POST', '/api/sprinkler/complete', { paymentIntentId });
    expect(completed.status).toBe(200);
    return completed.json() as { permitNumber: string };
  }

  beforeAll(async () => {
    if (!postgresBin) throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql');
    database = await startThrowawayPostgres(postgresBin);
    sink = await startSmtpSink({
      isDeferred: () => {
        const hook = onRecipient;
        onRecipient = undefined;
        hook?.();
        return isDeferring;
      },
    });
    const port = await findFreePort();
    baseUrl = `http://127.0.0.1:${port}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fire-outage-data-'));
    server = spawn(path.resolve('node_modules/.bin/node'), ['src/server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DIST_DIR: path.join(dataDir, 'no-build'),
        DATABASE_URL: database.url,
        PROPERTY_KEYS: generatePropertyKeyEntry('k1'),
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        SMTP_URL: sink.url,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The log (warnings and errors) and stderr, so a failure says why the server stopped.
    const keep = (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    };
    server.stdout?.on('data', keep);
    server.stderr?.on('data', keep);
    await waitFor(
      async () => (await call('GET', '/readyz')).status === 200,
      'the server',
      SERVER_START_MS,
    );
  }, SERVER_START_MS + 60_000);

  afterAll(async () => {
    server?.kill('SIGKILL');
    await sink?.close();
    database?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('survives PostgreSQL stopping several times while requests hold connections', async () => {
    for (let round = 0; round < IN_FLIGHT_STOPS; round += 1) {
      // Requests that each check a connection out of the pool; the stop ends those connections
      // while the requests still hold them.
      const burst = Array.from({ length: BURST_SIZE }, (_, index) =>
        index % 3 === 0
          ? call('POST', '/api/sprinkler', {
              amount: 25_875,
              formData: buildSprinklerApplication({ applicantName: `In Flight ${round}` }),
            }).catch(() => ({ status: 0 }))
          : call('GET', index % 3 === 1 ? '/api/calendar/events' : '/readyz').catch(() => ({
              status: 0,
            })),
      );
      await sleep(20 * round);
      database.stop();
      const statuses = (await Promise.all(burst)).map((result) => result.status);
      await sleep(300);
      expect(server.exitCode, stderr).toBeNull();
      // Each request got a real answer: done before the stop, or 503 because of it.
      expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
      database.start();
      await waitFor(async () => (await call('GET', '/readyz')).status === 200, 'readiness again');
    }
    expect(server.exitCode, stderr).toBeNull();
    expect((await call('GET', '/api/calendar/events')).status).toBe(200);
  }, 90_000);

  it('stays up, answers 503 during the outage and serves and completes payments afterwards', async () => {
    const before = await createAndConfirm('Before The Outage');
    const issuedBefore = await complete(before.paymentIntentId);
    // Paid in the browser just before the outage; the browser's complete call comes after it.
    const interrupted = await createAndConfirm('Paid Before The Outage');

    const seen: Array<{ url: string; status: number; isOutage: boolean }> = [];
    let isOutage = false;
    let isRunning = true;
    const traffic = (async () => {
      while (isRunning) {
        for (const url of ['/api/calendar/events', '/readyz', '/healthz', '/api/permits/config']) {
          const outage = isOutage;
          const result = await call('GET', url).catch(() => ({ status: 0 }));
          seen.push({ url, status: result.status, isOutage: outage });
        }
        await sleep(200);
      }
    })();

    database.stop();
    isOutage = true;
    await sleep(2_000);
    const duringCreate = await call('POST', '/api/sprinkler', {
      amount: 25_875,
      formData: buildSprinklerApplication(),
    });
    expect(duringCreate.status).toBe(503);
    expect(duringCreate.headers.get('retry-after')).toBeTruthy();
    expect(duringCreate.json().error.code).toBe('SERVICE_UNAVAILABLE');
    await sleep(OUTAGE_MS - 2_000);
    expect(
      server.exitCode,
      `exit ${server.exitCode} ${server.signalCode ?? ''}\n${stderr}`,
    ).toBeNull();
    isOutage = false;
    database.start();
    await waitFor(async () => (await call('GET', '/readyz')).status === 200, 'readiness again');
    isRunning = false;
    await traffic;

    expect(
      server.exitCode,
      `exit ${server.exitCode} ${server.signalCode ?? ''}\n${stderr}`,
    ).toBeNull();
    // Every answer was a real HTTP answer: 200, or 503 while the database was away; never a 500.
    expect(seen.filter((entry) => entry.status !== 200 && entry.status !== 503)).toEqual([]);
    const during = seen.filter((entry) => entry.isOutage);
    expect(during.length).toBeGreaterThan(20);
    expect(during.filter((entry) => entry.url === '/healthz').every((e) => e.status === 200)).toBe(
      true,
    );
    for (const url of ['/readyz', '/api/calendar/events']) {
      const statuses = during.filter((entry) => entry.url === url).map((entry) => entry.status);
      expect(statuses.length).toBeGreaterThan(5);
      // The first requests after the stop may still be answered from before it.
      expect(
        statuses.slice(2).every((status) => status === 503),
        url,
      ).toBe(true);
    }

    // Afterwards: the interrupted payment completes, a new one goes all the way through.
    const issuedInterrupted = await complete(interrupted.paymentIntentId);
    const after = await createAndConfirm('After The Outage');
    const issuedAfter = await complete(after.paymentIntentId);

    const login = await call('POST', '/api/auth/login', ADMIN);
    expect(login.status).toBe(200);
    const listed = await call('GET', '/api/admin/permits', undefined, {
      authorization: `Bearer ${login.json().token}`,
    });
    expect(listed.status).toBe(200);
    // Left out: the unpaid applications of the in-flight bursts above.
    const applications = (
      listed.json().applications as Array<{ applicantName: string; permitNumber: string | null }>
    ).filter((application) => !application.applicantName.startsWith('In Flight'));
    expect(applications.map((application) => application.applicantName).sort()).toEqual([
      'After The Outage',
      'Before The Outage',
      'Paid Before The Outage',
    ]);
    expect(applications.map((application) => application.permitNumber).sort()).toEqual(
      [issuedBefore, issuedInterrupted, issuedAfter].map((issued) => issued.permitNumber).sort(),
    );
  }, 240_000);

  it('sends the permit e-mail within a minute of the database’s return when it stopped mid-completion', async () => {
    const applicantEmail = 'mid-completion@example.org';
    const paid = await createAndConfirm('Stopped Mid Completion', applicantEmail);
    // The permit is issued and committed; its first e-mail is leased to this request. As the
    // request hands it to the mail server, PostgreSQL stops and the mail server says "later":
    // the request can neither send the e-mail nor record the failed attempt.
    let stoppedAt = 0;
    isDeferring = true;
    onRecipient = () => {
      database.stop();
      stoppedAt = Date.now();
    };
    const interrupted = await call('POST', '/api/sprinkler/complete', {
      paymentIntentId: paid.paymentIntentId,
    });
    expect(stoppedAt, 'the completion reached the mail server').toBeGreaterThan(0);
    expect(interrupted.status).toBe(503);
    await sleep(Math.max(0, OUTAGE_MS - (Date.now() - stoppedAt)));
    isDeferring = false;
    database.start();
    await waitFor(async () => (await call('GET', '/readyz')).status === 200, 'readiness again');
    const returnedAt = Date.now();

    // The applicant's retry answers with the permit, as before the fix.
    const retried = await call('POST', '/api/sprinkler/complete', {
      paymentIntentId: paid.paymentIntentId,
    });
    expect(retried.status).toBe(200);
    const { permitNumber } = retried.json() as { permitNumber: string };
    const isMailed = () =>
      sink.received.some(
        (mail) => mail.to.includes(applicantEmail) && mail.raw.includes(permitNumber),
      );
    await waitFor(async () => isMailed(), 'the permit e-mail', MAIL_AFTER_RETURN_MS);
    const seconds = (Date.now() - returnedAt) / 1000;
    console.log(`permit e-mail left ${seconds.toFixed(1)} s after PostgreSQL returned`);
    expect(seconds).toBeLessThan(MAIL_AFTER_RETURN_MS / 1000);
  }, 150_000);
});
