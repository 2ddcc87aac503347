/**
 * How much of the event loop one permit completion takes (issue 26: under 50 ms), in-process on
 * SQLite with the PDF workers as `npm start` has them (PDF_WORKERS, default 1). Runs applicants
 * one after another (create, sandbox confirm, complete) and prints, for the complete call, the
 * time the event loop was busy (event-loop utilisation × wall time), the CPU time of the request
 * thread (process.threadCpuUsage: what the loop spent, without the time a busy machine gave to
 * others) and the longest stall (monitorEventLoopDelay). A script that prints figures, not a test.
 *   node scripts/measure-completion.ts [applicants]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createDb } from '#server/db/create-db.ts';
import { buildSprinklerApplication } from '#tests/fixtures/permit-applications.ts';
import { SPRINKLER_COST_CENTS } from '#tests/support/sandbox-permit.ts';
import { openInProcessApp } from './in-process-app.ts';

const applicants = Number(process.argv[2] ?? 30);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'measure-completion-'));
const { db } = createDb({ sqliteFile: path.join(dataDir, 'district.sqlite') });
const { deps, post, close } = await openInProcessApp(db, dataDir);

const busyMs: number[] = [];
const cpuMs: number[] = [];
const applicantCpuMs: number[] = [];
const stallMs: number[] = [];
const wallMs: number[] = [];
for (let index = 0; index < applicants; index += 1) {
  const formData = buildSprinklerApplication();
  const applicantCpuBefore = process.threadCpuUsage();
  const { clientSecret, paymentIntentId } = await post('/api/sprinkler', {
    amount: SPRINKLER_COST_CENTS,
    formData,
    timestamp: new Date().toISOString(),
  });
  await post('/api/payments/sandbox/confirm', { clientSecret, paymentMethod: 'pm_card_visa' });
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const before = performance.eventLoopUtilization();
  const cpuBefore = process.threadCpuUsage();
  const started = performance.now();
  const answer = await post('/api/sprinkler/complete', { formData, paymentIntentId, clientSecret });
  const used = performance.eventLoopUtilization(before);
  const cpu = process.threadCpuUsage(cpuBefore);
  histogram.disable();
  if (answer.status !== 'success') throw new Error(`complete answered ${answer.status}`);
  // The first few warm the JIT, the workers and SQLite's caches; they are not counted.
  if (index < 5) continue;
  busyMs.push(used.active);
  cpuMs.push((cpu.user + cpu.system) / 1000);
  const applicantCpu = process.threadCpuUsage(applicantCpuBefore);
  applicantCpuMs.push((applicantCpu.user + applicantCpu.system) / 1000);
  stallMs.push(histogram.max / 1e6);
  wallMs.push(performance.now() - started);
}

const sorted = (values: number[]) => values.toSorted((a, b) => a - b);
const at = (values: number[], fraction: number) =>
  sorted(values)[Math.min(values.length - 1, Math.ceil(values.length * fraction) - 1)] ?? 0;
console.log(
  `${busyMs.length} completions after 5 warm-up ones, PDF_WORKERS=${deps.env.PDF_WORKERS}, ` +
    `load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs`,
);
console.log('| per completion | p50 | p95 | max |');
console.log('| --- | --- | --- | --- |');
for (const [label, values] of [
  ['event loop busy, ms', busyMs],
  ["this thread's CPU, ms", cpuMs],
  ['longest stall, ms', stallMs],
  ["this thread's CPU for all three calls, ms", applicantCpuMs],
  ['wall time, ms', wallMs],
] as const) {
  console.log(
    `| ${label} | ${at(values, 0.5).toFixed(1)} | ${at(values, 0.95).toFixed(1)} | ${Math.max(...values).toFixed(1)} |`,
  );
}
await close();
fs.rmSync(dataDir, { recursive: true, force: true });
