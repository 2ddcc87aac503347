/**
 * What the two subscription benchmarks (bench-subscriptions.ts, bench-urgent.ts) set up alike:
 * the subscriptions' dependencies as app.ts wires them, a permit e-mail template to queue beside
 * the notices, and thousands of confirmed subscribers.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import type { Database } from '#server/db/database.ts';
import { registerSubscriptions } from '#server/features/subscriptions/subscription-mail.service.ts';
import type { SubscriptionsDeps } from '#server/features/subscriptions/subscriptions.deps.ts';
import type { Outbox } from '#server/outbox/outbox.ts';
import { insertConfirmedSubscribers } from '#tests/support/factories/subscribers.ts';

const BENCH_PERMIT_TEMPLATE = 'bench-permit';

/**
 * The subscriptions' templates and jobs registered as app.ts registers them (`jobs` runs the
 * fan-out and clean-up, or nothing), and a permit e-mail template with `permitSubject`.
 */
export function setUpBenchSubscriptions(options: {
  db: Kysely<Database>;
  clock: Clock;
  outbox: Outbox;
  jobs: Parameters<typeof registerSubscriptions>[1];
  intervals: Parameters<typeof registerSubscriptions>[2];
  permitSubject: string;
}): SubscriptionsDeps {
  const { db, clock, outbox } = options;
  const deps: SubscriptionsDeps = {
    db,
    clock,
    outbox,
    env: {
      PUBLIC_URL: 'https://district.example.org',
      PORT: 3000,
      MAIL_FROM: 'District <updates@example.org>',
      MAIL_LIST_UNSUBSCRIBE_TO: 'unsubscribe@example.org',
    },
    readDistrictName: async () => 'South Summit Fire Protection District',
  };
  registerSubscriptions(deps, options.jobs, options.intervals);
  outbox.registerTemplate(BENCH_PERMIT_TEMPLATE, {
    render: async () => ({
      from: 'District <permits@example.org>',
      to: 'applicant@example.org',
      subject: options.permitSubject,
      text: 'Your permit is attached.',
    }),
  });
  return deps;
}

/** The permit e-mail queued (transactional), as a paid permit queues it. */
export function queueBenchPermit(db: Kysely<Database>, outbox: Outbox): void {
  void db.transaction().execute((trx) =>
    outbox.enqueue(trx, {
      template: BENCH_PERMIT_TEMPLATE,
      payload: {},
      dedupeKey: 'bench-permit:1',
    }),
  );
}

/** `count` confirmed subscribers of `listIds`, resident-0@example.org onward, in one transaction. */
export async function insertBenchSubscribers(
  db: Kysely<Database>,
  count: number,
  listIds: string[],
): Promise<void> {
  const at = new Date().toISOString();
  const subscribers = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    email: `resident-${index}@example.org`,
    manageToken: randomBytes(24).toString('base64url'),
  }));
  await db
    .transaction()
    .execute((trx) => insertConfirmedSubscribers(trx, subscribers, { listIds, at }));
}
