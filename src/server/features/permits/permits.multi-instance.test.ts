import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findFreePort } from '#tests/support/free-port.ts';
import { generatePropertyKeyEntry } from '#server/features/property/property-crypto.ts';
import { buildSprinklerApplication } from '#tests/fixtures/permit-applications.ts';
import { startSmtpSink, type SmtpSink } from '#tests/support/smtp-sink.ts';
import { storesUnderTest, type TestStore } from '#tests/support/test-db.ts';

const postgres = storesUnderTest().find((store) => store.kind === 'postgres');
const INSTANCES = 3;

interface Instance {
  url: string;
  child: ChildProcess;
  dataDir: string;
}

const SHARED_PROPERTY_KEY = generatePropertyKeyEntry('k1');

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await findFreePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'permits-instance-'));
  const child = spawn(path.resolve('node_modules/.bin/node'), ['src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ADMIN_USERNAME: '',
      ADMIN_PASSWORD: '',
      // One key for every instance on the database (issue 36: production refuses to start without).
      PROPERTY_KEYS: SHARED_PROPERTY_KEY,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/permits/config`)).ok) return { url, child, dataDir };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

async function postJson(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Runs tasks with at most `limit` at a time. */
async function runPool<T>(count: number, limit: number, task: (index: number) => Promise<T>) {
  const results: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.skipIf(!postgres)('several server processes on one PostgreSQL', () => {
  const instances: Instance[] = [];
  let sink: SmtpSink | undefined;
  let handle: Awaited<ReturnType<TestStore['open']>> | undefined;
  afterEach(async () => {
    for (const instance of instances.splice(0)) {
      if (instance.child.exitCode === null && instance.child.signalCode === null) {
        const exited = new Promise((resolve) => instance.child.once('exit', resolve));
        instance.child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(instance.dataDir, { recursive: true, force: true });
    }
    await sink?.close();
    await handle?.close();
  });

  for (const variant of [
    { name: 'a prompt mail server', applications: 60, dataDelayMs: 0, sendTimeoutMs: 5000 },
    { name: 'a slow mail server', applications: 50, dataDelayMs: 6000, sendTimeoutMs: 10_000 },
  ]) {
    it(`delivers every permit with ${variant.name}, one process killed mid-batch, and none twice but the killed process's own`, async () => {
      handle = await postgres!.open();
      sink = await startSmtpSink({ dataDelayMs: variant.dataDelayMs });
      for (let index = 0; index < INSTANCES; index += 1) {
        instances.push(
          await startInstance({
            DATABASE_URL: handle.url!,
            SMTP_URL: sink.url,
            OUTBOX_INTERVAL_MS: '300',
            SWEEP_INTERVAL_MS: '1000',
            MAIL_SEND_TIMEOUT_MS: String(variant.sendTimeoutMs),
          }),
        );
      }
      const count = variant.applications;
      const payments = await runPool(count, 8, async (index) => {
        const base = instances[index % INSTANCES]!.url;
        const created = await postJson(`${base}/api/sprinkler`, {
          amount: 25_875,
          formData: buildSprinklerApplication({ applicantName: `Applicant ${index}` }),
        });
        expect(created.status).toBe(200);
        await postJson(`${base}/api/payments/sandbox/confirm`, {
          clientSecret: created.body.clientSecret,
          paymentMethod: 'pm_card_visa',
        });
        return String(created.body.paymentIntentId);
      });

      let started = 0;
      const killed = instances[0]!;
      const permitNumbers = await runPool(count, 10, async (index) => {
        started += 1;
        if (started === Math.floor(count / 3)) killed.child.kill('SIGKILL');
        // Like a browser retrying after a dropped connection: the next process answers.
        for (let attempt = 0; attempt < INSTANCES * 2; attempt += 1) {
          const instance = instances[(index + attempt) % INSTANCES]!;
          try {
            const completed = await postJson(`${instance.url}/api/sprinkler/complete`, {
              paymentIntentId: payments[index],
            });
            if (completed.status === 200) return String(completed.body.permitNumber);
          } catch {
            // This process is gone; try the next one.
          }
        }
        throw new Error(`payment ${index} was not completed`);
      });
      expect(new Set(permitNumbers).size).toBe(count);

      await waitFor(async () => {
        const queued = await handle!.db
          .selectFrom('outboxMessages')
          .select(({ fn }) => fn.countAll<number>().as('count'))
          .where('status', '=', 'queued')
          .executeTakeFirstOrThrow();
        return Number(queued.count) === 0 && sink!.received.length >= count;
      }, 120_000);
      // Long enough for any lease of the killed process to run out and any double to show up.
      await new Promise((resolve) => setTimeout(resolve, 2 * variant.sendTimeoutMs + 2000));

      const subjects = sink.received.map((mail) => mail.subject);
      // SMTP has no two-phase commit: a process killed after the mail server accepted a message
      // and before the database recorded it leaves that one message to be sent again (decision
      // 011). The killed process sends one message at a time, so at most one can go out twice;
      // the live processes never double one.
      expect(subjects.length).toBeGreaterThanOrEqual(count);
      expect(subjects.length).toBeLessThanOrEqual(count + 1);
      expect(new Set(subjects)).toEqual(
        new Set(permitNumbers.map((number) => `Your Sprinkler Permit ${number}`)),
      );
      console.log(
        `multi-instance (${variant.name}): ${count} completions, ${subjects.length} mails delivered, ${new Set(subjects).size} distinct`,
      );
    }, 300_000);
  }
});
