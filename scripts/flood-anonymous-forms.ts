/**
 * What a flood of the anonymous forms that send mail costs (issue 25). Not a test: it prints
 * figures for docs/performance.md.
 *
 * Starts the built server on loopback (SQLite in a throwaway DATA_DIR, mail written to its outbox
 * folder), opens burn permits for the whole year with automatic issue and no fee (the defaults
 * otherwise), then sends FLOOD_REQUESTS (500) requests from one client address to the burn permit
 * form and as many to the records request form, FLOOD_CONCURRENCY (16) at a time, every one for
 * the same victim's e-mail address. Meanwhile another address asks for `GET /` every 100 ms.
 * Prints the answers by status, the mails written to the outbox folder, the time each flood took
 * and the `GET /` latency before and during the floods (p50/p95).
 *
 *   npx node scripts/flood-anonymous-forms.ts
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULT_BURN_SETTINGS } from '#domain/burn/burn-day.ts';
import { startServerProcess } from '#tests/support/server-process.ts';
import { findRebuildReason } from './build-stamp.ts';

const REQUESTS = Number(process.env.FLOOD_REQUESTS ?? 500);
const CONCURRENCY = Number(process.env.FLOOD_CONCURRENCY ?? 16);
const PROBE_EVERY_MS = 100;
const ATTACKER = '203.0.113.66';
const RESIDENT = '198.51.100.7';
const VICTIM = 'victim@example.org';
const ADMIN = { username: 'flood', password: 'flood-Juniper-harbor-63-lantern' };

const distDir = path.resolve(process.env.DIST_DIR ?? 'dist/web');
const rebuildReason = findRebuildReason(distDir, process.cwd());
if (rebuildReason) {
  console.log(`${rebuildReason}: building first…`);
  const build = spawnSync(process.execPath, ['scripts/build.ts'], {
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: distDir },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fire-flood-'));
const outboxDir = path.join(dataDir, 'outbox');
const server = await startServerProcess({
  NODE_ENV: 'production',
  // startServerProcess waits for the "Server listening" line, logged at info.
  // The flood names its client address in X-Forwarded-For, as a proxy in front would.
  TRUST_PROXY: 'true',
  DATA_DIR: dataDir,
  DIST_DIR: distDir,
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  PUBLIC_URL: 'http://127.0.0.1',
  PERMITS_EMAIL: 'permits@district.example.org',
  ALLOW_SANDBOX_PAYMENTS: 'true',
}).catch(async (error: unknown) => {
  console.error(error);
  process.exit(1);
});

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;
const countMails = () => (fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).length : 0);

async function probeHome(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.origin}/`, { headers: { 'x-forwarded-for': RESIDENT } });
  await response.arrayBuffer();
  return performance.now() - started;
}

/** Probes `GET /` every PROBE_EVERY_MS until stopped; returns the latencies. */
function startProbing() {
  const latencies: number[] = [];
  let isRunning = true;
  const done = (async () => {
    while (isRunning) {
      latencies.push(await probeHome());
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  return {
    stop: async () => {
      isRunning = false;
      await done;
      return latencies;
    },
  };
}

async function flood(url: string, body: (index: number) => Record<string, string>) {
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < REQUESTS) {
      const index = next;
      next += 1;
      const response = await fetch(`${server.origin}${url}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': ATTACKER,
        },
        body: new URLSearchParams(body(index)).toString(),
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    seconds,
    statuses: [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' '),
  };
}

/** The server answers 503 while its event loop lags (a busy machine right after start): wait. */
async function fetchWhenReady(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(url, init);
    if (response.status !== 503 || attempt === 30) return response;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

try {
  const login = await fetchWhenReady(`${server.origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': RESIDENT },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const settings = await fetchWhenReady(`${server.origin}/api/admin/burn/settings`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-forwarded-for': RESIDENT,
    },
    body: JSON.stringify({ ...DEFAULT_BURN_SETTINGS, windows: [{ from: '01-01', to: '12-31' }] }),
  });
  if (!settings.ok) throw new Error(`Burn settings refused: ${await settings.text()}`);
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Denver' });

  const idle: number[] = [];
  for (let i = 0; i < 40; i += 1) idle.push(await probeHome());

  const results = [];
  for (const [name, url, body] of [
    [
      'burn permit form',
      '/permits/burn/apply',
      (index: number) => ({
        applicantName: `Flood ${index}`,
        phone: '435-555-0100',
        email: VICTIM,
        street: `${index} Ditch Rd`,
        town: 'Oakley',
        material: 'yard-waste',
        materialDescription: 'Tree prunings',
        pileSize: 'One pile, 6 ft across',
        fromDay: today,
        toDay: today,
        acceptConditions: 'yes',
      }),
    ],
    [
      'records request form',
      '/public-records/request/online',
      (index: number) => ({
        requesterName: `Flood ${index}`,
        email: VICTIM,
        mailingAddress: 'PO Box 1, Kamas, UT 84036',
        description: `Every record about request ${index}`,
        format: 'electronic',
      }),
    ],
  ] as const) {
    const mailsBefore = countMails();
    const probing = startProbing();
    const outcome = await flood(url, body);
    const during = await probing.stop();
    // Anything the outbox still had queued goes out within a couple of seconds.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    results.push({
      name,
      ...outcome,
      mails: countMails() - mailsBefore,
      p50: percentile(during, 50),
      p95: percentile(during, 95),
      probes: during.length,
    });
  }

  console.log(
    `\nFlood of ${REQUESTS} requests per form from one address, ${CONCURRENCY} at a time, all for ${VICTIM}`,
  );
  console.log(`GET / idle: p50 ${ms(percentile(idle, 50))}, p95 ${ms(percentile(idle, 95))}`);
  for (const result of results) {
    console.log(
      `${result.name}: ${result.seconds.toFixed(2)} s, answers ${result.statuses}, mails written ${result.mails}, ` +
        `GET / during it p50 ${ms(result.p50)}, p95 ${ms(result.p95)} (${result.probes} probes)`,
    );
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
