/**
 * What one anonymous open burn application costs the request thread (issue 36: under 50 ms), in
 * process on SQLite with the PDF workers as `npm start` has them (PDF_WORKERS, default 1). The
 * district's default settings issue the permit at once, so each application also draws its PDF
 * and mails it: after the answer since issue 36. Prints, for the application's request, the wall
 * time to the answer, the request thread's CPU time (process.threadCpuUsage) and, after all
 * answers, how long the background drawing and mailing took to settle. A script, not a test.
 *   node scripts/measure-burn-application.ts [applications]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDb } from '#server/db/create-db.ts';
import { addAdmin } from '#server/features/auth/auth-accounts.service.ts';
import { buildBurnApplication, liftSeededRestrictions } from '#tests/support/factories/burn.ts';
import { openInProcessApp } from './in-process-app.ts';

const applications = Number(process.argv[2] ?? 30);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'measure-burn-'));
const { db } = createDb({ sqliteFile: path.join(dataDir, 'district.sqlite') });
// Inside the spring window the fixture's days fall in (2026-04-10 onward).
const clock = () => new Date('2026-04-09T16:00:00Z');
const { deps, app, close } = await openInProcessApp(db, dataDir, clock);

// A fresh install's seeded restrictions prohibit open burning (decision 337): staff lift them, as
// in a spring without restrictions.
const admin = { username: 'measure', password: 'measure-Tamarack-lantern-47' };
await addAdmin({ db, clock }, admin.username, admin.password);
await liftSeededRestrictions({
  app,
  logInAsAdmin: async () => {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: admin });
    return `Bearer ${login.json<{ token: string }>().token}`;
  },
});

const wallMs: number[] = [];
const cpuMs: number[] = [];
let issued = 0;
for (let index = 0; index < applications; index += 1) {
  const body = buildBurnApplication({
    email: `applicant${index}@example.org`,
    street: `${index + 1} Ditch Rd`,
  });
  const cpuBefore = process.threadCpuUsage();
  const started = performance.now();
  const response = await app.inject({ method: 'POST', url: '/api/burn/permits', payload: body });
  wallMs.push(performance.now() - started);
  const cpu = process.threadCpuUsage(cpuBefore);
  cpuMs.push((cpu.user + cpu.system) / 1000);
  if (response.statusCode !== 201)
    throw new Error(`answered ${response.statusCode}: ${response.body}`);
  if (response.json<{ status: string }>().status === 'issued') issued += 1;
}
const settleStarted = performance.now();
await deps.outbox.drain();
const settleMs = performance.now() - settleStarted;
const mails = await db.selectFrom('outboxMessages').select('status').execute();

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const show = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;
console.log(
  `${applications} burn applications, ${issued} issued at once (${os.cpus().length} cores)`,
);
console.log(`  answer (wall):         ${show(wallMs)}`);
console.log(`  request thread CPU:    ${show(cpuMs)}`);
console.log(
  `  drawing + mailing after the last answer: ${settleMs.toFixed(0)} ms; ${mails.filter((m) => m.status === 'sent').length} of ${mails.length} mails sent`,
);
await close();
fs.rmSync(dataDir, { recursive: true, force: true });
