/**
 * Subscription sending benchmark (issue 18, quality bars). Not a test: it prints figures for
 * docs/performance.md.
 *
 * 5,000 confirmed subscribers of the alerts list get one notice through the real outbox and
 * nodemailer into a local SMTP sink (smtp-server on loopback). The pace is raised for the run
 * (BENCH_BULK_PER_MINUTE, 30,000 by default) so it finishes in about a minute; the script also
 * prints what the same batch takes at the configured production pace (MAIL_BULK_PER_MINUTE, 60).
 * Halfway through, a permit e-mail (transactional) is queued, and the script prints how long it
 * waited before the sink had it.
 *
 *   node scripts/bench-subscriptions.ts                         # SQLite (in memory)
 *   DATABASE_URL=postgres://… node scripts/bench-subscriptions.ts   # PostgreSQL, throwaway schema
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULT_BULK_PER_MINUTE, createOutbox } from '#server/outbox/outbox.ts';
import { createMailer } from '#server/adapters/mailer.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { createNotice } from '#server/features/subscriptions/subscription-notices.service.ts';
import { startSmtpSink } from '#tests/support/smtp-sink.ts';
import { openBenchStore } from './bench-store.ts';
import {
  insertBenchSubscribers,
  queueBenchPermit,
  setUpBenchSubscriptions,
} from './bench-subscribers.ts';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 5_000);
const BENCH_PER_MINUTE = Number(process.env.BENCH_BULK_PER_MINUTE ?? 30_000);
const PERMIT_AFTER = Math.floor(SUBSCRIBERS / 2);

let received = 0;
// The permit is queued from the sink's side, like a request arriving while a tick is sending: a
// tick may send the whole batch before `sendDue` returns (decision 297).
const sink = await startSmtpSink({
  onDataEnd: () => {
    received += 1;
    if (received === PERMIT_AFTER) queuePermit();
  },
});
const store = await openBenchStore();
await migrateToLatest(store.db);
const clock = () => new Date();
const outbox = createOutbox({
  db: store.db,
  clock,
  mailer: createMailer({
    smtpUrl: sink.url,
    outboxDir: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-outbox-')),
  }),
  bulkPerMinute: BENCH_PER_MINUTE,
});
const deps = setUpBenchSubscriptions({
  db: store.db,
  clock,
  outbox,
  jobs: { register: () => undefined },
  intervals: { fanOutMs: 0, cleanupMs: 0 },
  permitSubject: 'Your permit',
});

const fillStart = performance.now();
await insertBenchSubscribers(store.db, SUBSCRIBERS, ['alerts']);
const fillMs = performance.now() - fillStart;

const fanOutStart = performance.now();
const created = await createNotice(
  deps,
  {
    listId: 'alerts',
    itemKey: 'bench:1',
    subject: 'Emergency: Evacuate Weber Canyon',
    body: 'Leave the Weber Canyon area now by State Route 32.',
    url: '/',
  },
  { userId: null, username: 'bench' },
);
const fanOutMs = performance.now() - fanOutStart;
if (!created) throw new Error('No notice created');

let permitQueuedAt: number | undefined;
let permitDelayMs: number | undefined;
let permitBulkBefore = 0;
const sendStart = performance.now();
const isBulk = (subject: string) => subject !== 'Your permit';
/** A permit is paid halfway through the batch: queued by another request while sending goes on. */
function queuePermit() {
  permitQueuedAt = performance.now();
  permitBulkBefore = sink.received.length;
  // The sink is watched on its own timer: sendDue returns only after a whole batch.
  const watch = setInterval(() => {
    const index = sink.received.findIndex((mail) => mail.subject === 'Your permit');
    if (index < 0 || permitQueuedAt === undefined) return;
    permitDelayMs = performance.now() - permitQueuedAt;
    permitBulkBefore = index - permitBulkBefore;
    clearInterval(watch);
  }, 2);
  setImmediate(() => queueBenchPermit(store.db, outbox));
}
while (
  sink.received.filter((mail) => isBulk(mail.subject)).length < SUBSCRIBERS ||
  (permitQueuedAt !== undefined && permitDelayMs === undefined)
) {
  await outbox.sendDue();
  await new Promise((resolve) => setTimeout(resolve, 10));
}
const sendMs = performance.now() - sendStart;
const headers = sink.received.find((mail) => isBulk(mail.subject))?.raw ?? '';

const perSecond = SUBSCRIBERS / (sendMs / 1000);
const productionMinutes = SUBSCRIBERS / DEFAULT_BULK_PER_MINUTE;
console.log(
  `store: ${store.label}; SMTP sink on loopback; pace for the run ${BENCH_PER_MINUTE}/min`,
);
console.log(`subscribers inserted:            ${SUBSCRIBERS} in ${fillMs.toFixed(0)} ms`);
console.log(`fan-out (outbox rows queued):    ${fanOutMs.toFixed(0)} ms`);
console.log(
  `all ${SUBSCRIBERS} notices at the sink:  ${(sendMs / 1000).toFixed(1)} s (${perSecond.toFixed(1)}/s${BENCH_PER_MINUTE >= 6_000 ? ', the ceiling of one instance' : ''})`,
);
console.log(
  `at the default pace (${DEFAULT_BULK_PER_MINUTE}/min):     ${productionMinutes.toFixed(1)} min until the last one (${(productionMinutes / 60).toFixed(2)} h)`,
);
console.log(
  `permit queued mid-batch:         at the sink after ${permitDelayMs?.toFixed(0) ?? '?'} ms, ${permitBulkBefore} bulk mail(s) in between`,
);
console.log(
  `every notice has List-Unsubscribe-Post: ${/List-Unsubscribe-Post: List-Unsubscribe=One-Click/.test(headers)}`,
);
console.log(`unique recipients: ${new Set(sink.received.flatMap((mail) => mail.to)).size}`);
await store.db.destroy();
await store.drop();
await sink.close();
