/**
 * Starts the built server, sends rounds of 10,000 malformed requests and prints its memory before,
 * after each round and after a pause, to tell a leak (grows every round) from a cache or a
 * high-water mark (grows once, then stays). A script, not a test (issue 12, item 3):
 *   node scripts/fuzz-memory.ts [rounds=2] [requests=10000] [-- extra server flags, e.g. --max-semi-space-size=2]
 * Every request comes from a different client address (X-Forwarded-For with TRUST_PROXY), so the
 * per-address rate-limit counters fill up too.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const [roundsArg, requestsArg, ...nodeFlags] = process.argv.slice(2).filter((arg) => arg !== '--');
const ROUNDS = Number(roundsArg ?? 2);
const REQUESTS = Number(requestsArg ?? 10_000);
const CONCURRENCY = 16;
const METRICS_TOKEN = randomBytes(24).toString('hex');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fire-fuzz-'));
const server = spawn(
  path.resolve('node_modules/.bin/node'),
  [...nodeFlags.filter((flag) => flag.startsWith('--')), 'src/server/main.ts'],
  {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      METRICS_TOKEN,
      ADMIN_USERNAME: '',
      ADMIN_PASSWORD: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

interface Answer {
  status: number;
  body: string;
}

function send(
  method: string,
  urlPath: string,
  headers: Record<string, string> = {},
  body?: Buffer | string,
): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path: urlPath, agent, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', () => resolve({ status: 0, body: '' }));
    if (body !== undefined) request.end(body);
    else request.end();
  });
}

const junk = (bytes: number) => randomBytes(bytes).toString('base64');
const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/** One malformed request of each kind, in turn. */
const KINDS: Array<(i: number) => Promise<Answer>> = [
  (i) =>
    send(
      'POST',
      '/api/clearance',
      { 'content-type': 'application/json', 'x-forwarded-for': address(i) },
      `{"amount":${junk(20)}`,
    ),
  (i) =>
    send(
      'POST',
      '/api/sprinkler',
      { 'content-type': 'application/json', 'x-forwarded-for': address(i) },
      JSON.stringify({
        amount: junk(8),
        formData: { applicantName: junk(300), x: [1, { y: junk(50) }] },
      }),
    ),
  (i) =>
    send(
      'POST',
      '/api/propane',
      {
        'content-type': `multipart/form-data; boundary=${junk(12)}`,
        'x-forwarded-for': address(i),
      },
      randomBytes(64 * 1024),
    ),
  (i) =>
    send('GET', `/api/permits/pdf/${junk(60).replaceAll('/', '_')}`, {
      'x-forwarded-for': address(i),
    }),
  (i) =>
    send(
      'GET',
      `/${junk(40).replaceAll('/', '_')}/${junk(20).replaceAll('/', '-')}?${junk(30)}=${junk(30)}`,
      { 'x-forwarded-for': address(i) },
    ),
  (i) => send('GET', `/api/permits/pdf/%E0%A4%A${i}`, { 'x-forwarded-for': address(i) }),
  (i) =>
    send(
      'POST',
      '/api/auth/login',
      { 'content-type': 'application/json', 'x-forwarded-for': address(i) },
      JSON.stringify({ username: 12, password: [junk(10)] }),
    ),
  (i) =>
    send(
      'POST',
      '/api/payments/webhook',
      {
        'content-type': 'application/json',
        'stripe-signature': junk(40),
        'x-forwarded-for': address(i),
      },
      `{"id":"${junk(10)}"}`,
    ),
  (i) =>
    send(
      'POST',
      '/api/clearance/complete',
      { 'content-type': 'application/json', 'x-forwarded-for': address(i) },
      `{"paymentIntentId":"${junk(150)}"}`,
    ),
  (i) =>
    send(
      'POST',
      '/api/commercial',
      { 'content-type': 'application/json', 'x-forwarded-for': address(i) },
      `{"a":"${'x'.repeat(70 * 1024)}"}`,
    ),
  (i) => send('GET', `/api/calendar/events?${junk(200)}`, { 'x-forwarded-for': address(i) }),
  (i) =>
    send('DELETE', `/api/calendar/events/${junk(30).replaceAll('/', '_')}`, {
      authorization: `Bearer ${junk(30)}`,
      'x-forwarded-for': address(i),
    }),
];

interface Memory {
  rssMiB: number;
  heapTotalMiB: number;
  heapUsedMiB: number;
  externalMiB: number;
}

async function readMemory(): Promise<Memory> {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const metrics = await send('GET', '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
  const figure = (name: string) =>
    Number(new RegExp(`^${name} (\\S+)`, 'm').exec(metrics.body)?.[1] ?? NaN) / 1024 / 1024;
  return {
    rssMiB: Math.round(rssKiB / 1024),
    heapTotalMiB: Math.round(figure('nodejs_heap_size_total_bytes')),
    heapUsedMiB: Math.round(figure('nodejs_heap_size_used_bytes')),
    externalMiB: Math.round(figure('nodejs_external_memory_bytes')),
  };
}

const print = (label: string, memory: Memory, extra = '') =>
  console.log(
    `${label.padEnd(28)} RSS ${String(memory.rssMiB).padStart(4)} MiB  heap ${String(memory.heapTotalMiB).padStart(4)} MiB, used ${String(memory.heapUsedMiB).padStart(4)} MiB  external ${String(memory.externalMiB).padStart(4)} MiB ${extra}`,
  );

try {
  for (let attempt = 0; ; attempt += 1) {
    if ((await send('GET', '/healthz')).status === 200) break;
    if (attempt > 200) throw new Error('The server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Warm up with one ordinary visit of each kind.
  for (let i = 0; i < KINDS.length; i += 1) await KINDS[i]!(i);
  print('after start', await readMemory());
  let next = 0;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const statuses = new Map<number, number>();
    const started = Date.now();
    let sent = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (sent < REQUESTS) {
          sent += 1;
          next += 1;
          const answer = await KINDS[next % KINDS.length]!(next);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        }
      }),
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const summary = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    print(`after round ${round} (${REQUESTS})`, await readMemory(), `${seconds} s  ${summary}`);
  }
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  print('after 10 s idle', await readMemory());
} finally {
  agent.destroy();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
