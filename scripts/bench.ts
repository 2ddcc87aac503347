/**
 * `npm run bench`: throughput of the built server beside a bare Fastify "hello" on the same
 * machine (the ceiling), in one run, measured with autocannon. Prints requests per second, p99
 * latency and the ratio to the ceiling. A script that prints, never a test: nothing asserts a speed.
 *
 * BENCH_DURATION (seconds per target, default 10) and BENCH_CONNECTIONS (default 10) tune it.
 * Every request carries its own X-Forwarded-For (the server runs with TRUST_PROXY=true), so
 * per-address limits meant for single clients do not turn the measurement into one of 429s.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildCalendarEventInput } from '#tests/fixtures/calendar-event.ts';
import { buildSprinklerApplication } from '#tests/fixtures/permit-applications.ts';
import { payForSprinklerPermit, SPRINKLER_COST_CENTS } from '#tests/support/sandbox-permit.ts';
import { findRebuildReason } from './build-stamp.ts';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const EVENT_COUNT = 500;
const NODE = path.resolve('node_modules/.bin/node');
const ADMIN = { username: 'bench', password: 'bench-Tamarack-lantern-47-quarry' };

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
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
const app = spawn(NODE, ['src/server/main.ts'], {
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
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
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
  for (const target of targets) {
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
} finally {
  await stop(app);
  await stop(hello);
  if (rows) await stop(rows);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
