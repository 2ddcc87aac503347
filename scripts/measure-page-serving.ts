/**
 * Compares the cost of serving one content page two ways, in one run on one machine:
 *   1. today's way (issue 9): rendered from the database's content, kept in the cache
 *   2. the former way (decision 004): a prerendered file sent by @fastify/static
 * Both answer with gzip like a browser asks, through the same Fastify and compression plugin.
 * Build first (`npm run build`), then: node scripts/measure-page-serving.ts [path] [seconds]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { buildApp } from '#server/app.ts';
import { createAppDeps } from '#server/create-deps.ts';
import { createDb } from '#server/db/create-db.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { EnvSchema } from '#server/env.ts';

const pagePath = process.argv[2] ?? '/about';
const seconds = Number(process.argv[3] ?? 10);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'measure-serving-'));

const { db, kind } = createDb({ sqliteFile: path.join(dataDir, 'district.sqlite') });
await migrateToLatest(db);
const deps = createAppDeps({
  env: EnvSchema.parse({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
  db,
  dbKind: kind,
  clock: () => new Date(),
});
const app = await buildApp(deps);
const liveUrl = await app.listen({ port: 0, host: '127.0.0.1' });

// The same page as a prerendered file, served the way decision 004's server did.
const html = await (await fetch(new URL(pagePath, liveUrl))).text();
const fileDir = path.join(dataDir, 'prerendered');
fs.mkdirSync(path.join(fileDir, pagePath), { recursive: true });
fs.writeFileSync(path.join(fileDir, pagePath, 'index.html'), html);
const fileServer = Fastify();
await fileServer.register(fastifyCompress, { global: true, threshold: 1024 });
await fileServer.register(fastifyStatic, { root: fileDir, wildcard: false, index: false });
fileServer.get(pagePath, async (_request, reply) => {
  reply.header('cache-control', 'no-cache');
  return reply.sendFile(path.join(pagePath.slice(1), 'index.html'), fileDir);
});
const fileUrl = await fileServer.listen({ port: 0, host: '127.0.0.1' });

/**
 * The CPU time this thread, where both servers run, spent per answer. autocannon runs in a worker
 * thread, so the figure is the server's alone; unlike requests per second it holds on a machine
 * other work keeps busy (issue 36), and on a quiet one their ratios agree.
 */
async function measure(label: string, url: string, headers: Record<string, string> = {}) {
  const cpuBefore = process.threadCpuUsage();
  const result = await autocannon({
    url: new URL(pagePath, url).href,
    connections: 10,
    duration: seconds,
    workers: 1,
    headers: { 'accept-encoding': 'gzip, deflate, br', ...headers },
  });
  const cpu = process.threadCpuUsage(cpuBefore);
  const cpuPerAnswerUs = (cpu.user + cpu.system) / Math.max(1, result.requests.total);
  const ok = result['2xx'];
  console.log(
    `| ${label} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${(result.throughput.average / 1024).toFixed(0)} | ${ok + (result['3xx'] ?? 0)}/${result.requests.total} | ${Math.round(cpuPerAnswerUs)} |`,
  );
}

const etag = (await fetch(new URL(pagePath, liveUrl))).headers.get('etag') ?? '';
console.log(`Page ${pagePath}, ${html.length} bytes of HTML, ${seconds} s each, 10 connections`);
console.log('| Serving | req/s | p50 ms | p99 ms | KB/s | answered | server CPU µs/answer |');
console.log('|---|---|---|---|---|---|---|');
await measure('prerendered file (@fastify/static, before)', fileUrl);
await measure('rendered from content, cached (now)', liveUrl);
await measure('prerendered file again', fileUrl);
await measure('rendered from content, cached, again', liveUrl);
await measure('conditional GET, 304 (now)', liveUrl, { 'if-none-match': etag });

await app.close();
deps.mailer.close();
await fileServer.close();
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
