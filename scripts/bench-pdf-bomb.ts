/**
 * /healthz while a "PDF bomb" is checked (issue 16, finding 5). Prints the latency of /healthz,
 * asked every 50 ms, in three phases: idle; while the bomb is read on the main thread (how the
 * upload check worked before); while the bomb is checked in the worker thread (how it works now).
 * /healthz is served by a plain HTTP server in the same process, so the figures show how long the
 * server's one JavaScript thread is held. Not a test: it prints figures for docs/performance.md.
 *
 *   node scripts/bench-pdf-bomb.ts [inflated MB, default 300]
 */
import { performance } from 'node:perf_hooks';
import { readPdfFacts } from '#server/adapters/pdf-facts.ts';
import { inspectPdf } from '#server/adapters/pdf-inspection.ts';
import { buildPdfBomb } from '#tests/fixtures/hostile-pdfs.ts';
import http from 'node:http';

const inflatedMb = Number(process.argv[2] ?? 300);
const PROBE_EVERY_MS = 50;
const IDLE_PROBES = 20;

// A server in this process answers /healthz like the app's does: any stall of this thread shows.
const server = http.createServer((_request, response) => response.end('{"status":"ok"}'));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as { port: number };
const bomb = buildPdfBomb(inflatedMb);

async function probeHealth(): Promise<number> {
  const started = performance.now();
  await (await fetch(`http://127.0.0.1:${port}/healthz`)).text();
  return performance.now() - started;
}

/** Probes /healthz on a timer until `work` ends; each figure is timer delay plus answer time. */
async function probeDuring(work: () => Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let isDone = false;
  const probing = (async () => {
    while (!isDone) {
      const scheduled = performance.now();
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
      const lateBy = performance.now() - scheduled - PROBE_EVERY_MS;
      latencies.push(lateBy + (await probeHealth()));
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS * 2));
  await work();
  isDone = true;
  await probing;
  return latencies;
}

function summary(label: string, latencies: number[], extra = ''): void {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  console.log(
    `${label.padEnd(34)} probes ${String(sorted.length).padStart(4)}  median ${at(0.5).toFixed(1).padStart(7)} ms  p95 ${at(0.95).toFixed(1).padStart(7)} ms  max ${sorted.at(-1)!.toFixed(1).padStart(8)} ms${extra}`,
  );
}

console.log(`PDF bomb: ${(bomb.length / 1024).toFixed(0)} KB inflating to ${inflatedMb} MB`);
const idle: number[] = [];
for (let index = 0; index < IDLE_PROBES; index += 1) idle.push(await probeHealth());
summary('idle', idle);

let mainResult = '';
const mainStarted = performance.now();
const onMain = await probeDuring(async () => {
  const facts = await readPdfFacts(bomb).catch((error: Error) => ({ error: error.message }));
  mainResult = JSON.stringify(facts).slice(0, 60);
});
summary(
  'bomb read on the main thread',
  onMain,
  `  (${((performance.now() - mainStarted) / 1000).toFixed(1)} s, ${mainResult})`,
);

let workerResult = '';
const workerStarted = performance.now();
const inWorker = await probeDuring(async () => {
  workerResult = JSON.stringify(await inspectPdf(bomb));
});
summary(
  'bomb checked in the worker thread',
  inWorker,
  `  (${((performance.now() - workerStarted) / 1000).toFixed(1)} s, ${workerResult})`,
);
console.log(`rss after: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
server.close();
