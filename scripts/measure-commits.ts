/**
 * How many durable commits one permit applicant costs (issue 26): on SQLite with
 * `synchronous = FULL` each commit waits for the WAL's fsync on the event loop, so the count is
 * what bounds `npm run bench`'s applicants a second on a given disk, and unlike the rate it can be
 * measured on a loaded machine. In-process, SQLite in a file, the sandbox gateway and the .eml
 * mailer as `npm start` has them; runs sprinkler applicants one after another (create, sandbox
 * confirm, complete, as the bench does) and counts, per call, every COMMIT and every write made
 * outside a transaction (SQLite commits it by itself), naming each by the tables it wrote.
 * A script that prints figures, not a test.
 *   node scripts/measure-commits.ts [applicants]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSprinklerApplication } from '#tests/fixtures/permit-applications.ts';
import { openCountedSqlite } from '#tests/support/count-commits.ts';
import { SPRINKLER_COST_CENTS } from '#tests/support/sandbox-permit.ts';
import { openInProcessApp } from './in-process-app.ts';

const applicants = Number(process.argv[2] ?? 5);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'measure-commits-'));
const counter = openCountedSqlite(path.join(dataDir, 'district.sqlite'));
const { db } = counter;
const { deps, post, close } = await openInProcessApp(db, dataDir);

/** The commits one step made, then a fresh count. */
async function counted<T>(step: () => Promise<T>): Promise<{ value: T; commits: string[] }> {
  counter.take();
  const value = await step();
  // Attempts the outbox left running in the background count with the call that started them.
  await deps.outbox.drain();
  return { value, commits: counter.take() };
}

const perStep = new Map<string, string[][]>();
for (let index = 0; index < applicants; index += 1) {
  const formData = buildSprinklerApplication();
  const created = await counted(() =>
    post('/api/sprinkler', {
      amount: SPRINKLER_COST_CENTS,
      formData,
      timestamp: new Date().toISOString(),
    }),
  );
  const { clientSecret, paymentIntentId } = created.value;
  const confirmed = await counted(() =>
    post('/api/payments/sandbox/confirm', { clientSecret, paymentMethod: 'pm_card_visa' }),
  );
  const completed = await counted(() =>
    post('/api/sprinkler/complete', { formData, paymentIntentId, clientSecret }),
  );
  if (completed.value.status !== 'success')
    throw new Error(`complete answered ${completed.value.status}`);
  for (const [step, result] of [
    ['POST /api/sprinkler', created],
    ['POST /api/payments/sandbox/confirm', confirmed],
    ['POST /api/sprinkler/complete', completed],
  ] as const) {
    perStep.set(step, [...(perStep.get(step) ?? []), result.commits]);
  }
}

console.log(`${applicants} sprinkler applicants, SQLite, sandbox gateway, .eml mailer`);
console.log('| call | commits per applicant | what each commit wrote (first applicant) |');
console.log('| --- | --- | --- |');
let total = 0;
for (const [step, runs] of perStep) {
  const counts = runs.map((run) => run.length);
  const min = Math.min(...counts);
  const max = Math.max(...counts);
  total += counts.reduce((sum, count) => sum + count, 0) / counts.length;
  const shown = (runs[0] ?? []).map((commit, number) => `${number + 1}. ${commit}`).join('<br>');
  console.log(`| ${step} | ${min === max ? min : `${min}–${max}`} | ${shown} |`);
}
console.log(`| all three | ${total.toFixed(1)} | |`);

await close();
fs.rmSync(dataDir, { recursive: true, force: true });
