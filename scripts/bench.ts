/**
 * `npm run bench`: throughput of the built server beside a bare Fastify "hello" on the same
 * machine (the ceiling), in one run, measured with autocannon. Prints requests per second, p99
 * latency and the ratio to the ceiling. A script that prints, never a test: nothing asserts a speed.
 *
 * BENCH_DURATION (seconds per target, default 10) and BENCH_CONNECTIONS (default 10) tune it.
 *
 * First, 200 applicants (BENCH_APPLICANTS) each apply for a sprinkler permit, pay in the sandbox
 * and complete, BENCH_APPLICANT_CONCURRENCY (default 20) at a time, while someone else logs in
 * to the back office and loads the home page every 200 ms: it prints applicants a second, the
 * p50/p95 of one applicant's three requests, and how often that other visitor got a 503
 * (issue 26). BENCH_APPLICANTS_ONLY=1 stops after that.
 * BENCH_TARGETS (a regular expression) measures only the targets whose names match it, beside
 * the hello ceiling: `BENCH_APPLICANTS=0 BENCH_TARGETS='ics|cap' npm run bench`.
 * Every request carries its own X-Forwarded-For (the server runs with TRUST_PROXY=true), so
 * per-address limits meant for single clients do not turn the measurement into one of 429s.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildCalendarEventInput } from '#tests/fixtures/calendar-event.ts';
import { buildSprinklerApplication } from '#tests/fixtures/permit-applications.ts';
import { payForSprinklerPermit, SPRINKLER_COST_CENTS } from '#tests/support/sandbox-permit.ts';
import { findRebuildReason } from './build-stamp.ts';
import { findFreePort } from '#tests/support/free-port.ts';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const EVENT_COUNT = 500;
const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 200);
const APPLICANT_CONCURRENCY = Number(process.env.BENCH_APPLICANT_CONCURRENCY ?? 20);
const IS_APPLICANTS_ONLY = process.env.BENCH_APPLICANTS_ONLY === '1';
const TARGET_FILTER = process.env.BENCH_TARGETS ? new RegExp(process.env.BENCH_TARGETS) : null;
/** How often the other visitor (an administrator logging in, someone opening the home page) asks. */
const BYSTANDER_INTERVAL_MS = 200;
const NODE = path.resolve('node_modules/.bin/node');
const ADMIN = { username: 'bench', password: 'bench-Tamarack-lantern-47-quarry' };

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  // Two minutes: a loaded machine took 24 s to start the server (migrations, the admin account).
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Nothing answered at ${url}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

function rssMiB(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

let clientNumber = 0;
/** A fresh private client address per request, as if every request came from its own visitor. */
function nextClientAddress(): string {
  clientNumber += 1;
  return `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
}

interface Target {
  name: string;
  url: string;
  requests: autocannon.Request[];
  /** Requests per measured operation (3 for a payment round trip). */
  requestsPerOperation?: number;
}

function get(path: string, headers: Record<string, string> = {}): autocannon.Request[] {
  return [
    {
      method: 'GET',
      path,
      setupRequest: (request) => ({
        ...request,
        headers: { ...headers, 'x-forwarded-for': nextClientAddress() },
      }),
    },
  ];
}

function paymentRoundTrip(): autocannon.Request[] {
  const json = (body: unknown, address: string) => ({
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  type Context = { address?: string; clientSecret?: string; paymentIntentId?: string };
  return [
    {
      method: 'POST',
      path: '/api/sprinkler',
      setupRequest: (request, context: Context) => {
        context.address = nextClientAddress();
        delete context.clientSecret;
        return {
          ...request,
          ...json(
            {
              amount: SPRINKLER_COST_CENTS,
              formData: buildSprinklerApplication(),
              timestamp: new Date().toISOString(),
            },
            context.address,
          ),
        };
      },
      onResponse: (status, body, context: Context) => {
        if (status === 200) Object.assign(context, JSON.parse(body));
      },
    },
    {
      method: 'POST',
      path: '/api/payments/sandbox/confirm',
      // A failed create starts the round trip over (autocannon restarts on a falsy request).
      setupRequest: (request, context: Context) =>
        (context.clientSecret
          ? {
              ...request,
              ...json(
                { clientSecret: context.clientSecret, paymentMethod: 'pm_card_visa' },
                context.address!,
              ),
            }
          : undefined) as unknown as autocannon.Request,
    },
    {
      method: 'POST',
      path: '/api/sprinkler/complete',
      setupRequest: (request, context: Context) => ({
        ...request,
        ...json({ paymentIntentId: context.paymentIntentId }, context.address!),
      }),
    },
  ];
}

/** One applicant: create, sandbox confirm, complete; answers the milliseconds all three took. */
async function applyAndPay(origin: string): Promise<number> {
  const address = nextClientAddress();
  const post = (path: string, body: unknown) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
  const started = performance.now();
  const formData = buildSprinklerApplication();
  const created = await post('/api/sprinkler', {
    amount: SPRINKLER_COST_CENTS,
    formData,
    timestamp: new Date().toISOString(),
  });
  if (created.status !== 200) throw new Error(`create answered ${created.status}`);
  const { clientSecret, paymentIntentId } = (await created.json()) as {
    clientSecret: string;
    paymentIntentId: string;
  };
  const confirmed = await post('/api/payments/sandbox/confirm', {
    clientSecret,
    paymentMethod: 'pm_card_visa',
  });
  if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}`);
  await confirmed.arrayBuffer();
  const completed = await post('/api/sprinkler/complete', {
    formData,
    paymentIntentId,
    clientSecret,
  });
  const answer = (await completed.json()) as { status?: string };
  if (completed.status !== 200 || answer.status !== 'success')
    throw new Error(`complete answered ${completed.status} ${answer.status ?? ''}`);
  return performance.now() - started;
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? 0;

/**
 * APPLICANTS applicants, APPLICANT_CONCURRENCY at a time, while a bystander logs in to the back
 * office and opens the home page: the fault harness's burst (issue 26), in which the permit PDF
 * once held the event loop long enough for the server to shed the bystander with 503.
 */
async function measureApplicants(origin: string) {
  const statuses = new Map<string, number>();
  let isRunning = true;
  const bystander = (async () => {
    while (isRunning) {
      const address = nextClientAddress();
      const answers = await Promise.allSettled([
        fetch(`${origin}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify(ADMIN),
        }).then(async (response) => {
          await response.arrayBuffer();
          return `login ${response.status}`;
        }),
        fetch(`${origin}/`, { headers: { 'x-forwarded-for': address } }).then(async (response) => {
          await response.arrayBuffer();
          return `GET / ${response.status}`;
        }),
      ]);
      for (const answer of answers) {
        const key = answer.status === 'fulfilled' ? answer.value : 'network error';
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, BYSTANDER_INTERVAL_MS));
    }
  })();
  const durations: number[] = [];
  const failures = new Map<string, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: APPLICANT_CONCURRENCY }, async () => {
      while (next < APPLICANTS) {
        next += 1;
        try {
          durations.push(await applyAndPay(origin));
        } catch (error) {
          const key = error instanceof Error ? error.message : String(error);
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  isRunning = false;
  await bystander;
  const sorted = durations.toSorted((a, b) => a - b);
  return {
    completed: durations.length,
    perSecond: durations.length / seconds,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    maxMs: sorted.at(-1) ?? 0,
    failures: [...failures].map(([message, count]) => `${message}×${count}`).join(', ') || 'none',
    bystander: [...statuses]
      .toSorted()
      .map(([status, count]) => `${status}×${count}`)
      .join(', '),
    bystander503: [...statuses]
      .filter(([status]) => status.endsWith(' 503'))
      .reduce((sum, [, count]) => sum + count, 0),
  };
}

async function measure(target: Target) {
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    requests: target.requests,
  });
  const perOperation = target.requestsPerOperation ?? 1;
  return {
    name: target.name,
    requestsPerSecond: result.requests.average / perOperation,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    // Which answers: a 304 is the point of the conditional target, a 429 or 503 means a limit.
    statuses: Object.entries(result.statusCodeStats ?? {})
      .map(([status, { count }]) => `${status}×${count ?? 0}`)
      .join(' '),
    errors: result.errors + result.timeouts,
  };
}

// The built site, as `npm start` would serve it.
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist/web');
const rebuildReason = findRebuildReason(distDir, process.cwd());
if (rebuildReason) {
  console.log(`${rebuildReason}: building first…`);
  const build = spawnSync(NODE, ['scripts/build.ts'], {
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: distDir },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fire-bench-'));
const [appPort, helloPort, rowsPort] = [
  await findFreePort(),
  await findFreePort(),
  await findFreePort(),
];
// BENCH_SERVER_PROFILE=dir: the server writes a V8 CPU profile there when it stops (to see where
// an applicant's request-thread time goes).
const profileDir = process.env.BENCH_SERVER_PROFILE;
const app = spawn(
  NODE,
  [
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : []),
    'src/server/main.ts',
  ],
  {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(appPort),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ...(process.env.PDF_WORKERS ? { PDF_WORKERS: process.env.PDF_WORKERS } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
// The ceiling: Fastify answering {"hello":"world"} with nothing else, the same Node.
const hello = spawn(
  NODE,
  [
    '--input-type=module',
    '-e',
    `import Fastify from 'fastify';
     const app = Fastify();
     app.get('/', async () => ({ hello: 'world' }));
     await app.listen({ port: ${helloPort}, host: '127.0.0.1' });`,
  ],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);

// The events API's own ceiling (issue 16, finding 13): a bare Fastify that reads the same rows
// from the same SQLite file on every request and sends them as JSON, started after seeding.
function startRowsCeiling(): ChildProcess {
  const database = JSON.stringify(path.join(dataDir, 'district.sqlite'));
  return spawn(
    NODE,
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify';
       import { DatabaseSync } from 'node:sqlite';
       const db = new DatabaseSync(${database}, { readOnly: true });
       const select = db.prepare('select * from calendar_events order by start_date, start_time, end_date, end_time, created_at, id');
       const app = Fastify();
       app.get('/', async () => select.all());
       await app.listen({ port: ${rowsPort}, host: '127.0.0.1' });`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}
let rows: ChildProcess | undefined;

try {
  const origin = `http://127.0.0.1:${appPort}`;
  await waitFor(`${origin}/api/calendar/events`, app);
  await waitFor(`http://127.0.0.1:${helloPort}/`, hello);

  process.stderr.write(`measuring ${APPLICANTS} applicants…\n`);
  const applicants = await measureApplicants(origin);
  console.log(
    `\n${APPLICANTS} applicants (sprinkler: create, sandbox confirm, complete), ` +
      `${APPLICANT_CONCURRENCY} at a time, ${os.cpus().length} CPUs, load average ` +
      `${os.loadavg()[0]?.toFixed(1)}:\n` +
      `  ${applicants.completed} completed, ${applicants.perSecond.toFixed(1)} applicants a second, ` +
      `p50 ${Math.round(applicants.p50Ms)} ms, p95 ${Math.round(applicants.p95Ms)} ms, ` +
      `max ${Math.round(applicants.maxMs)} ms; failures: ${applicants.failures}\n` +
      `  meanwhile, every ${BYSTANDER_INTERVAL_MS} ms, an administrator's login and GET /: ` +
      `${applicants.bystander} (${applicants.bystander503} × 503)`,
  );
  if (!IS_APPLICANTS_ONLY) await measureTargets(origin);
} finally {
  await stop(app);
  await stop(hello);
  if (rows) await stop(rows);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** The autocannon targets beside their ceilings, after seeding 500 events and one permit. */
async function measureTargets(origin: string) {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const authorization = `Bearer ${((await login.json()) as { token: string }).token}`;
  for (let index = 0; index < EVENT_COUNT; index += 1) {
    const day = new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10);
    const response = await fetch(`${origin}/api/calendar/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify(
        buildCalendarEventInput({
          title: `Inspections ${index + 1}`,
          startDate: day,
          endDate: day,
        }),
      ),
    });
    if (response.status !== 201) throw new Error(`Seeding answered ${response.status}`);
  }
  const permit = await payForSprinklerPermit(origin);
  // fetch asks for compression by default; autocannon does not, and each coding has its own ETag.
  const feed = await fetch(`${origin}/api/calendar/events.ics`, {
    headers: { 'accept-encoding': 'identity' },
  });
  const etag = feed.headers.get('etag') ?? '';
  // The CAP index of the alerts in force (decision 340): the seeded alert's message.
  const capIndex = await fetch(`${origin}/alerts/cap.atom`, {
    headers: { 'accept-encoding': 'identity' },
  });
  const capEtag = capIndex.headers.get('etag') ?? '';
  const rssBefore = rssMiB(app.pid);
  rows = startRowsCeiling();
  await waitFor(`http://127.0.0.1:${rowsPort}/`, rows);
  // The calendar page's browser revalidates the events list the same way.
  const events = await fetch(`${origin}/api/calendar/events`, {
    headers: { 'accept-encoding': 'identity' },
  });
  const eventsEtag = events.headers.get('etag') ?? '';

  const targets: Target[] = [
    {
      name: 'ceiling: bare Fastify hello',
      url: `http://127.0.0.1:${helloPort}`,
      requests: get('/'),
    },
    {
      name: `GET /api/calendar/events (${EVENT_COUNT})`,
      url: origin,
      requests: get('/api/calendar/events'),
    },
    {
      name: `ceiling: bare Fastify reading the ${EVENT_COUNT} rows`,
      url: `http://127.0.0.1:${rowsPort}`,
      requests: get('/'),
    },
    {
      name: 'GET /api/calendar/events, If-None-Match (304)',
      url: origin,
      requests: get('/api/calendar/events', { 'if-none-match': eventsEtag }),
    },
    {
      name: 'GET /api/calendar/events.ics',
      url: origin,
      requests: get('/api/calendar/events.ics'),
    },
    {
      name: 'GET events.ics, If-None-Match (304)',
      url: origin,
      requests: get('/api/calendar/events.ics', { 'if-none-match': etag }),
    },
    { name: 'GET /alerts/cap.atom (CAP index)', url: origin, requests: get('/alerts/cap.atom') },
    {
      name: 'GET cap.atom, If-None-Match (304)',
      url: origin,
      requests: get('/alerts/cap.atom', { 'if-none-match': capEtag }),
    },
    { name: 'GET /about (content page)', url: origin, requests: get('/about') },
    {
      name: 'GET permit PDF (admin download)',
      url: origin,
      requests: get(`/api/admin/permits/${permit.applicationId}/pdf`, { authorization }),
    },
    {
      name: 'payment create+confirm+complete',
      url: origin,
      requests: paymentRoundTrip(),
      requestsPerOperation: 3,
    },
  ];
  const results = [];
  const measured = TARGET_FILTER
    ? targets.filter((target, index) => index === 0 || TARGET_FILTER.test(target.name))
    : targets;
  for (const target of measured) {
    process.stderr.write(`measuring ${target.name}…\n`);
    const result = await measure(target);
    // The server's memory after each target: growth points at the route that holds on to it.
    results.push({ ...result, rssMiB: target.url === origin ? rssMiB(app.pid) : null });
  }
  const ceiling = results[0]!.requestsPerSecond;
  console.log(
    `\n${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ` +
      `${CONNECTIONS} connections, ${DURATION_SECONDS} s per target\n`,
  );
  console.table(
    results.map((result) => ({
      target: result.name,
      'req/s': Math.round(result.requestsPerSecond * 10) / 10,
      'p99 ms': result.p99Ms,
      'ratio to ceiling': Math.round((result.requestsPerSecond / ceiling) * 1000) / 1000,
      statuses: result.statuses,
      errors: result.errors,
      'server RSS MiB after': result.rssMiB ?? '',
    })),
  );
  console.log(
    'payment row: round trips per second (3 requests each); p99 is per request.\n' +
      `server RSS: ${rssBefore} MiB after seeding, ${rssMiB(app.pid)} MiB after the run`,
  );
}
