/**
 * Urgent-lane benchmark (issue 28, decision 304). Not a test: it prints figures for
 * docs/performance.md.
 *
 * 5,000 confirmed subscribers of the News and the Fire restrictions and alerts lists. A news
 * notice is queued (5,000 bulk copies) and sending starts; then an urgent alert is published
 * (5,000 urgent copies). Halfway through the urgent copies a permit e-mail (transactional) is
 * queued. Everything runs at the default settings on the wall clock: the real outbox and
 * fan-out jobs on the real job scheduler every OUTBOX_INTERVAL_MS (15 s), MAIL_URGENT_PER_MINUTE
 * 1,200, MAIL_BULK_PER_MINUTE 60, nodemailer's pooled SMTP transport into an SMTP sink
 * (smtp-server on loopback). It prints when the last urgent copy reached the sink, the news
 * copies before, during and after, the permit's wait, and the Message-IDs counted.
 *
 *   node scripts/bench-urgent.ts                             # SQLite (a temporary file)
 *   DATABASE_URL=postgres://… node scripts/bench-urgent.ts   # PostgreSQL, throwaway schema
 *
 * BENCH_SUBSCRIBERS changes the count; nothing else is configurable, so the figures are the
 * defaults'.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_BULK_PER_MINUTE,
  DEFAULT_OUTBOX_INTERVAL_MS,
  DEFAULT_URGENT_PER_MINUTE,
  createOutbox,
} from '#server/outbox/outbox.ts';
import { createMailer } from '#server/adapters/mailer.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { createJobScheduler } from '#server/jobs/job-scheduler.ts';
import { createNotice } from '#server/features/subscriptions/subscription-notices.service.ts';
import { startSmtpSink } from '#tests/support/smtp-sink.ts';
import { openBenchStore } from './bench-store.ts';
import {
  insertBenchSubscribers,
  queueBenchPermit,
  setUpBenchSubscriptions,
} from './bench-subscribers.ts';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 5_000);
const URGENT_LIMIT_MS = 5 * 60_000;
const PERMIT_LIMIT_MS = 60_000;
const NEWS_SUBJECT = 'Chipper Day in Oakley';
const URGENT_SUBJECT = 'Emergency: Evacuate Weber Canyon';
const PERMIT_SUBJECT = 'Your permit';

const started = performance.now();
const progress = (step: string) =>
  process.stderr.write(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${step}\n`);
const elapsed = () => performance.now() - started;
/** Each mail the sink accepted, with when (ms since the start) and its Message-ID. */
const arrivals: Array<{ at: number; subject: string; messageId: string }> = [];
let urgentArrived = 0;
let permitQueuedAt: number | undefined;
const sink = await startSmtpSink({
  onDataEnd: (mail) => {
    // The Subject header is MIME-encoded (the en dash before the district's name): tell the
    // mails apart by their text instead.
    const subject = mail.raw.includes('Weber')
      ? URGENT_SUBJECT
      : mail.raw.includes('chipper')
        ? NEWS_SUBJECT
        : mail.raw.includes('permit is attached')
          ? PERMIT_SUBJECT
          : mail.subject;
    arrivals.push({
      at: elapsed(),
      subject,
      // The header may be folded onto the next line.
      messageId: /^Message-ID:\s*(<[^>\s]+>)/im.exec(mail.raw)?.[1] ?? '(none)',
    });
    if (subject.startsWith(URGENT_SUBJECT)) {
      urgentArrived += 1;
      if (urgentArrived === Math.floor(SUBSCRIBERS / 2)) queuePermit();
    }
  },
});
const store = await openBenchStore({ sqliteTempPrefix: 'bench-urgent-' });
await migrateToLatest(store.db);
progress('migrated');
const clock = () => new Date();
const mailer = createMailer({
  smtpUrl: sink.url,
  outboxDir: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-urgent-outbox-')),
});
// Every pace and interval is the default: nothing here is tuned for the run.
const outbox = createOutbox({ db: store.db, clock, mailer });
const jobs = createJobScheduler(clock);
jobs.register({
  name: 'outbox.send',
  intervalMs: DEFAULT_OUTBOX_INTERVAL_MS,
  run: () => outbox.sendDue(),
});
const deps = setUpBenchSubscriptions({
  db: store.db,
  clock,
  outbox,
  jobs,
  intervals: { fanOutMs: DEFAULT_OUTBOX_INTERVAL_MS, cleanupMs: 3_600_000 },
  permitSubject: PERMIT_SUBJECT,
});

/** A permit is paid halfway through the urgent copies: queued by another request meanwhile. */
function queuePermit() {
  permitQueuedAt = elapsed();
  queueBenchPermit(store.db, outbox);
}

await insertBenchSubscribers(store.db, SUBSCRIBERS, ['news', 'alerts']);

progress('subscribers inserted');
const actor = { userId: null, username: 'bench' };
await createNotice(
  deps,
  {
    listId: 'news',
    itemKey: 'bench:news',
    subject: NEWS_SUBJECT,
    body: 'The chipper comes to Oakley on Saturday.',
    url: '/news',
  },
  actor,
);
const newsQueuedAt = elapsed();
progress('news queued');
const ticker = setInterval(
  () => progress(`sink: ${arrivals.length} mails, ${urgentArrived} urgent`),
  15_000,
);
// The scheduler only logs a failed run.
jobs.start({
  error: (...args: unknown[]) => console.error(...args),
} as unknown as FastifyBaseLogger);
const count = (subject: string, from = 0, to = Number.POSITIVE_INFINITY) =>
  arrivals.filter((mail) => mail.subject.startsWith(subject) && mail.at >= from && mail.at < to)
    .length;
// The news batch is under way: its first tick has reached the sink.
while (count(NEWS_SUBJECT) === 0) await new Promise((resolve) => setTimeout(resolve, 50));
const urgentPublishedAt = elapsed();
await createNotice(
  deps,
  {
    listId: 'alerts',
    itemKey: 'bench:urgent',
    subject: URGENT_SUBJECT,
    body: 'Leave the Weber Canyon area now by State Route 32.',
    url: '/',
    isUrgent: true,
  },
  actor,
);
const urgentQueuedAt = elapsed();
while (urgentArrived < SUBSCRIBERS && elapsed() - urgentPublishedAt < 2 * URGENT_LIMIT_MS) {
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const lastUrgentAt = arrivals.filter((mail) => mail.subject.startsWith(URGENT_SUBJECT)).at(-1)?.at;
const firstUrgentAt = arrivals.find((mail) => mail.subject.startsWith(URGENT_SUBJECT))?.at;
// The news batch goes on: wait for two more ticks of it.
const newsBeforeEnd = count(NEWS_SUBJECT);
const waitFrom = elapsed();
while (count(NEWS_SUBJECT) < newsBeforeEnd + 2 && elapsed() - waitFrom < 4 * 15_000) {
  await new Promise((resolve) => setTimeout(resolve, 50));
}
await jobs.stop();
await outbox.drain();
clearInterval(ticker);

const permit = arrivals.find((mail) => mail.subject === PERMIT_SUBJECT);
const urgentMs = lastUrgentAt === undefined ? undefined : lastUrgentAt - urgentPublishedAt;
const permitMs = permit && permitQueuedAt !== undefined ? permit.at - permitQueuedAt : undefined;
const ids = arrivals.map((mail) => mail.messageId);
const seconds = (ms: number | undefined) =>
  ms === undefined ? '?' : `${(ms / 1000).toFixed(1)} s`;
console.log(
  `store: ${store.label}; SMTP sink on loopback, pooled transport; defaults: OUTBOX_INTERVAL_MS ` +
    `${DEFAULT_OUTBOX_INTERVAL_MS}, MAIL_URGENT_PER_MINUTE ${DEFAULT_URGENT_PER_MINUTE}, ` +
    `MAIL_BULK_PER_MINUTE ${DEFAULT_BULK_PER_MINUTE}`,
);
console.log(`confirmed subscribers (news and alerts): ${SUBSCRIBERS}`);
console.log(`news notice queued at:           ${seconds(newsQueuedAt)}`);
console.log(
  `urgent alert published at:       ${seconds(urgentPublishedAt)} (fan-out of ${SUBSCRIBERS} copies took ${seconds(urgentQueuedAt - urgentPublishedAt)})`,
);
console.log(
  `urgent copies at the sink:       ${urgentArrived} of ${SUBSCRIBERS}; first ${seconds(firstUrgentAt === undefined ? undefined : firstUrgentAt - urgentPublishedAt)}, last ${seconds(urgentMs)} after publishing (limit ${seconds(URGENT_LIMIT_MS)}): ${urgentMs !== undefined && urgentArrived === SUBSCRIBERS && urgentMs <= URGENT_LIMIT_MS ? 'PASS' : 'FAIL'}`,
);
console.log(
  `news copies at the sink:         ${count(NEWS_SUBJECT, 0, urgentPublishedAt)} before the alert was published, ${count(NEWS_SUBJECT, urgentPublishedAt, firstUrgentAt ?? Infinity)} more before the first urgent copy (the tick under way), ${count(NEWS_SUBJECT, firstUrgentAt ?? Infinity, lastUrgentAt ?? Infinity)} while urgent copies went, ${count(NEWS_SUBJECT, lastUrgentAt ?? Infinity)} after the last urgent copy (${count(NEWS_SUBJECT)} of ${SUBSCRIBERS} so far)`,
);
console.log(
  `permit queued mid-batch:         at the sink ${permitMs === undefined ? '?' : `${permitMs.toFixed(0)} ms`} later (limit ${seconds(PERMIT_LIMIT_MS)}): ${permitMs !== undefined && permitMs <= PERMIT_LIMIT_MS ? 'PASS' : 'FAIL'}`,
);
console.log(
  `Message-IDs:                     ${ids.length} copies, ${new Set(ids).size} distinct: ${ids.length === new Set(ids).size ? 'no copy twice' : 'DUPLICATES'}`,
);
console.log(`total run:                       ${seconds(elapsed())}`);
mailer.close();
await store.db.destroy();
await store.drop();
await sink.close();
