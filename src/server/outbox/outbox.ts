import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import { SMTP_MAX_CONNECTIONS, type MailMessage, type Mailer } from '#server/adapters/mailer.ts';
import type { Database } from '#server/db/database.ts';
import { createDelivery, describeError } from './outbox-delivery.ts';
import { forgetMessages } from './outbox-forget.ts';
import type { OutboxMessageRow } from './outbox.tables.ts';
import { createUnfinishedWrites } from './unfinished-writes.ts';

const MINUTE_MS = 60_000;
/**
 * How long one sending attempt owns a message before another process may retry it. It must
 * outlast the longest attempt the mailer can make (`sendMs` in adapters/mailer.ts; create-deps.ts
 * sets twice that), or a second process could send the same message while the first is still
 * talking to the server (docs/decisions/011-jobs-on-several-instances.md).
 */
export const EMAIL_LEASE_MS = 8 * MINUTE_MS;
/**
 * How long a caller that needs an answer (the browser's complete call) waits for a first
 * attempt. A slower attempt carries on in the background under its lease.
 */
export const FIRST_SEND_DEADLINE_MS = 5_000;
/**
 * Transactional messages one pass picks up; a pass starts each tick and before each bulk message.
 */
const DUE_BATCH_SIZE = 50;
/** How often the outbox job runs when nothing else is configured (OUTBOX_INTERVAL_MS). */
export const DEFAULT_OUTBOX_INTERVAL_MS = 15_000;
/**
 * Paced messages one tick sends at once at most: SMTP providers cap concurrent connections (often
 * at 10), and the mailer's pool holds that many.
 */
export const MAX_SEND_CONCURRENCY = SMTP_MAX_CONNECTIONS;
/**
 * What one SMTP attempt is assumed to take when sizing the concurrency: a loopback sink answers in
 * about 130 ms (decision 150, 7–9 a second); a provider across the internet in a few hundred.
 */
export const ASSUMED_SEND_MS = 500;
/** Permit mail and other mail a person waits for: always sent first, never paced. */
export const OUTBOX_PRIORITY_TRANSACTIONAL = 0;
/**
 * Urgent subscription mail (an evacuation, No burning): after transactional mail, before any bulk
 * mail, at most `urgentPerMinute` a minute (decision 304).
 */
export const OUTBOX_PRIORITY_URGENT = 5;
/** Subscription mail: sent after transactional mail, at most `bulkPerMinute` a minute. */
export const OUTBOX_PRIORITY_BULK = 10;
/** Bulk mail a minute when nothing else is configured (MAIL_BULK_PER_MINUTE). */
export const DEFAULT_BULK_PER_MINUTE = 60;
/**
 * Urgent mail a minute when nothing else is configured (MAIL_URGENT_PER_MINUTE): 5,000
 * subscribers in about 4 minutes 10 seconds, inside the 5 minutes an urgent notice is given
 * (decision 304).
 */
export const DEFAULT_URGENT_PER_MINUTE = 1_200;
export type OutboxPriority = 'transactional' | 'urgent' | 'bulk';

const PRIORITY_NUMBERS: Record<OutboxPriority, number> = {
  transactional: OUTBOX_PRIORITY_TRANSACTIONAL,
  urgent: OUTBOX_PRIORITY_URGENT,
  bulk: OUTBOX_PRIORITY_BULK,
};

export type Db = Kysely<Database> | Transaction<Database>;

/**
 * A kind of message a feature registers: how to render its payload into a mail, and what to
 * record when an attempt ends. `render` answers null when the message has nothing left to say
 * (its subject is gone); the outbox then closes it unsent.
 */
export interface OutboxTemplate {
  render: (payload: unknown) => Promise<MailMessage | null>;
  /**
   * Runs in the transaction that marks the message sent, after that UPDATE, so the sent mark and
   * what it records (a status, a timeline entry) commit together in one commit (decision 321).
   * Write through `trx` only: on SQLite a query through the app's `db` would wait for this
   * transaction to end. Never lock an outbox row here.
   */
  onSent?: (payload: unknown, at: string, trx: Transaction<Database>) => Promise<void>;
  onFailed?: (
    payload: unknown,
    at: string,
    error: string,
    attempts: number,
    failure: { isPermanent: boolean },
  ) => Promise<void>;
  /**
   * Close the message as 'failed' when the server refuses it permanently (SMTP 5xx) instead of
   * retrying: subscription mail, where the address is suspended after repeated hard failures.
   */
  isClosedOnPermanentFailure?: boolean;
  /**
   * Keep the subject and text as sent on the row, for a log staff read (decision 302). Off by
   * default: mail carrying a secret (a sign-in or confirmation link) must not sit in the database.
   */
  isSentTextKept?: boolean;
  /**
   * Who reads it (issue 29, decision 332). Mail to a resident ('resident', the default) is written
   * in the language kept on their record; mail to staff (the permits office, the records officer)
   * stays English like the back office.
   */
  audience?: OutboxAudience;
  /**
   * Why a resident's mail is English whatever the record says: its form has no Spanish page, so
   * no record of it holds 'es' (the test of every template in Spanish names it instead of failing).
   */
  englishOnlyReason?: string;
}

export type OutboxAudience = 'resident' | 'staff';

/** What the registry holds of one template: its name, who reads it, and how it renders. */
export interface RegisteredTemplate {
  name: string;
  audience: OutboxAudience;
  englishOnlyReason?: string;
  render: OutboxTemplate['render'];
}

export interface EnqueueInput {
  template: string;
  payload: unknown;
  dedupeKey: string;
  reference?: string;
  /**
   * Default 'transactional'; 'urgent' waits for transactional mail, 'bulk' for both, and each is
   * paced at its own rate.
   */
  priority?: OutboxPriority;
  /**
   * Queue the message with its first attempt already leased to the caller, who then makes it with
   * `deliverLeased` right after the commit: the lease costs no commit of its own (decision 321).
   * Should the caller never make it (a crash), the lease runs out and `sendDue` sends it.
   */
  isFirstAttemptLeased?: boolean;
}

export interface OutboxLog {
  warn: (object: object, message?: string) => void;
}

/**
 * The result of one attempt: sent now, not sent (retry later), owned by another attempt, or
 * still running past the caller's deadline.
 */
export type DeliveryOutcome = 'sent' | 'failed' | 'busy' | 'still-sending';

export interface OutboxOptions {
  leaseMs: number;
  firstSendDeadlineMs: number;
  /** Bulk messages any 60 seconds, counted over every instance (MAIL_BULK_PER_MINUTE). */
  bulkPerMinute: number;
  /** Urgent messages any 60 seconds, over every instance (MAIL_URGENT_PER_MINUTE). */
  urgentPerMinute: number;
  /** How often `sendDue` runs (OUTBOX_INTERVAL_MS): one tick's bulk batch is the pace over it. */
  intervalMs: number;
  /** The right-hand side of every Message-ID (the sender's domain, from MAIL_FROM). */
  messageIdDomain: string;
}

/**
 * How many bulk messages one tick takes at most, and how many it sends at once, so that
 * `bulkPerMinute` is reached whatever the interval and a tick's batch fits inside the tick:
 * batch = ⌈rate × interval ÷ 60 s⌉; concurrency = enough attempts of `ASSUMED_SEND_MS` side by
 * side to send the batch in one interval, from 1 up to `MAX_SEND_CONCURRENCY`.
 */
export function planBulkTick(
  bulkPerMinute: number,
  intervalMs: number,
): { batchSize: number; concurrency: number } {
  const batchSize = Math.max(1, Math.ceil((bulkPerMinute * intervalMs) / MINUTE_MS));
  const concurrency = Math.min(
    MAX_SEND_CONCURRENCY,
    batchSize,
    Math.max(1, Math.ceil((batchSize * ASSUMED_SEND_MS) / intervalMs)),
  );
  return { batchSize, concurrency };
}

/**
 * A Message-ID for a new outbox row: the queueing time (so the outbox folder's files sort in
 * order) and the row id, at the sender's domain.
 */
function buildMessageId(id: string, at: string, domain: string): string {
  return `<${at.replace(/[-:.]/g, '')}.${id}@${domain}>`;
}

/**
 * The e-mail outbox every feature queues into. A message is written in the same transaction as
 * the change it reports, then delivered in the background (`sendDue`, on a timer) with retries.
 * Each attempt first claims the row with a lease, so several server processes never send one
 * message at the same time.
 */
export function createOutbox(deps: {
  db: Kysely<Database>;
  clock: Clock;
  mailer: Mailer;
  leaseMs?: number;
  firstSendDeadlineMs?: number;
  bulkPerMinute?: number;
  urgentPerMinute?: number;
  intervalMs?: number;
  messageIdDomain?: string;
}) {
  const { db, clock, mailer } = deps;
  const leaseMs = deps.leaseMs ?? EMAIL_LEASE_MS;
  const bulkPerMinute = deps.bulkPerMinute ?? DEFAULT_BULK_PER_MINUTE;
  const firstSendDeadlineMs = deps.firstSendDeadlineMs ?? FIRST_SEND_DEADLINE_MS;
  const messageIdDomain = deps.messageIdDomain ?? 'localhost';
  const urgentPerMinute = deps.urgentPerMinute ?? DEFAULT_URGENT_PER_MINUTE;
  const intervalMs = deps.intervalMs ?? DEFAULT_OUTBOX_INTERVAL_MS;
  const lanes = [
    {
      priority: OUTBOX_PRIORITY_URGENT,
      perMinute: urgentPerMinute,
      tick: planBulkTick(urgentPerMinute, intervalMs),
    },
    {
      priority: OUTBOX_PRIORITY_BULK,
      perMinute: bulkPerMinute,
      tick: planBulkTick(bulkPerMinute, intervalMs),
    },
  ];
  const inFlight = new Set<Promise<DeliveryOutcome>>();
  const templates = new Map<string, OutboxTemplate>();
  const unfinished = createUnfinishedWrites();
  let log: OutboxLog | undefined;
  const deliver = createDelivery({
    db,
    clock,
    mailer,
    leaseMs,
    templates,
    unfinished,
    log: () => log,
  });

  /**
   * Runs one attempt, tracked for `drain`, and waits for it at most the first-send deadline; a
   * slower attempt goes on in the background.
   */
  async function attemptWithinDeadline(attempt: Promise<DeliveryOutcome>) {
    inFlight.add(attempt);
    void attempt
      .catch((error: unknown) => log?.warn({ err: describeError(error) }, 'e-mail attempt failed'))
      .finally(() => inFlight.delete(attempt));
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<DeliveryOutcome>((resolve) => {
      timer = setTimeout(() => resolve('still-sending'), firstSendDeadlineMs);
    });
    try {
      return await Promise.race([attempt, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** Registers how one template renders; features call it once at start. */
    registerTemplate(name: string, template: OutboxTemplate): void {
      templates.set(name, template);
    },

    /** Every registered template and its reader, in the order they were registered. */
    listTemplates(): RegisteredTemplate[] {
      return [...templates].map(([name, template]) => ({
        name,
        audience: template.audience ?? 'resident',
        ...(template.englishOnlyReason ? { englishOnlyReason: template.englishOnlyReason } : {}),
        render: template.render,
      }));
    },

    /** Where delivery warnings go (the app's logger, once it exists). */
    setLog(next: OutboxLog): void {
      log = next;
    },

    /**
     * Queues a message in the caller's transaction; a second message with the same key is
     * dropped. Answers the row as queued, or undefined when the key was taken.
     */
    async enqueue(trx: Db, input: EnqueueInput): Promise<OutboxMessageRow | undefined> {
      const queued = clock();
      const at = queued.toISOString();
      const leasedUntil = input.isFirstAttemptLeased
        ? new Date(queued.getTime() + leaseMs).toISOString()
        : null;
      const id = randomUUID();
      const row: OutboxMessageRow = {
        id,
        messageId: buildMessageId(id, at, messageIdDomain),
        kind: 'email',
        template: input.template,
        payload: JSON.stringify(input.payload),
        dedupeKey: input.dedupeKey,
        reference: input.reference ?? null,
        status: 'queued',
        // A leased first attempt is counted and owned as `claim` would: due again at its end.
        attempts: leasedUntil ? 1 : 0,
        nextAttemptAt: leasedUntil ?? at,
        leasedUntil,
        lastError: null,
        createdAt: at,
        sentAt: null,
        priority: PRIORITY_NUMBERS[input.priority ?? 'transactional'],
        subject: null,
        bodyText: null,
      };
      const result = await trx
        .insertInto('outboxMessages')
        .values(row)
        .onConflict((conflict) => conflict.column('dedupeKey').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? row : undefined;
    },

    /** Forgets every message about `reference`, rows and kept copies (outbox-forget.ts). */
    forget: (trx: Db, reference: string) => forgetMessages(trx, mailer, reference),

    async findByDedupeKey(dedupeKey: string): Promise<OutboxMessageRow | undefined> {
      return db
        .selectFrom('outboxMessages')
        .selectAll()
        .where('dedupeKey', '=', dedupeKey)
        .executeTakeFirst();
    },

    async listByReference(reference: string): Promise<OutboxMessageRow[]> {
      return db
        .selectFrom('outboxMessages')
        .selectAll()
        .where('reference', '=', reference)
        .orderBy('createdAt', 'asc')
        .execute();
    },

    /**
     * Makes one attempt at the message with this key now, if it is due and still queued, and
     * waits for it at most the first-send deadline; a slower attempt goes on in the background.
     */
    async deliverNow(dedupeKey: string): Promise<DeliveryOutcome> {
      const message = await this.findByDedupeKey(dedupeKey);
      if (!message || message.status !== 'queued') return 'busy';
      return attemptWithinDeadline(deliver(message));
    },

    /**
     * Makes the first attempt at the message with this key once the request has answered: the
     * caller does not wait for it. `prepare` (drawing an attachment) runs first, off the
     * request's time; a failure there is logged and the attempt made anyway (its template draws
     * what is missing). With no key (nothing to mail) only `prepare` runs. `drain` waits for both.
     */
    deliverAfterAnswer(dedupeKey: string | null, prepare?: () => Promise<unknown>): void {
      const attempt = (async (): Promise<DeliveryOutcome> => {
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (prepare) {
          await prepare().catch((error: unknown) =>
            log?.warn({ err: describeError(error), dedupeKey }, 'attachment not prepared'),
          );
        }
        return dedupeKey === null ? 'busy' : this.deliverNow(dedupeKey);
      })();
      inFlight.add(attempt);
      void attempt
        .catch((error: unknown) =>
          log?.warn({ err: describeError(error) }, 'e-mail attempt failed'),
        )
        .finally(() => inFlight.delete(attempt));
    },

    /**
     * Makes the first attempt of a message `enqueue` queued with `isFirstAttemptLeased` and
     * answered, once its transaction has committed; waits as `deliverNow` does. The lease taken
     * in that transaction is the claim: no other attempt can start before it runs out.
     */
    async deliverLeased(message: OutboxMessageRow): Promise<DeliveryOutcome> {
      if (message.leasedUntil === null) return this.deliverNow(message.dedupeKey);
      return attemptWithinDeadline(deliver(message, { isLeased: true }));
    },

    /**
     * Gives back the first attempt `enqueue` leased to a caller that cannot make it (its request
     * failed after the commit): the message is due at once. Kept for the next tick if the
     * database refuses, so no lease outlives its request by more than the database's absence.
     */
    async releaseLease(message: OutboxMessageRow): Promise<void> {
      // An attempt that owes its own write (its failure, or its sent mark) settles the lease.
      if (message.leasedUntil === null || unfinished.has(message.id)) return;
      await unfinished
        .attempt(message.id, () =>
          db
            .updateTable('outboxMessages')
            .set({ nextAttemptAt: clock().toISOString(), leasedUntil: null })
            .where('id', '=', message.id)
            .where('status', '=', 'queued')
            .where('attempts', '=', Number(message.attempts))
            .where('leasedUntil', '=', message.leasedUntil)
            .execute(),
        )
        .catch(() => undefined);
    },

    /**
     * An administrator's retry of a failing message: makes it due now and tries it at once
     * (waiting at most the first-send deadline). Answers null when no queued message has this id.
     * A message an attempt is sending right now (its lease, on any instance) is left alone, so a
     * retry never sends it twice; the claim's attempts check lets only one of two retries through.
     */
    async retryNow(id: string): Promise<DeliveryOutcome | null> {
      const message = await db
        .selectFrom('outboxMessages')
        .selectAll()
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      if (!message) return null;
      const now = clock().toISOString();
      await db
        .updateTable('outboxMessages')
        .set({ nextAttemptAt: now })
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .where('attempts', '=', Number(message.attempts))
        .where((row) => row.or([row('leasedUntil', 'is', null), row('leasedUntil', '<=', now)]))
        .execute();
      return this.deliverNow(message.dedupeKey);
    },

    /** Waits for attempts still running in the background (shutdown, tests). */
    async drain(): Promise<void> {
      await Promise.allSettled([...inFlight]);
    },

    /**
     * Sends every transactional message that is due, then as much due urgent mail as its pace
     * allows, then bulk mail at its pace; the background job calls it on a timer. A tick takes at
     * most one interval's share of each lane's pace (`planBulkTick`) and sends it a few at a
     * time. Bulk mail waits while any urgent mail is due (decision 304). Before each paced
     * message it sends any transactional mail that became due meanwhile, so a permit never waits
     * behind a batch.
     */
    async sendDue(): Promise<{ sent: number; failed: number }> {
      await unfinished.retry();
      let sent = 0;
      let failed = 0;
      const count = (outcome: DeliveryOutcome) => {
        if (outcome === 'sent') sent += 1;
        else failed += 1;
      };
      // One transactional pass at a time: the paced workers share it rather than each selecting
      // (and racing for) the same rows.
      let transactionalPass: Promise<void> | undefined;
      const sendTransactional = () => {
        transactionalPass ??= (async () => {
          const due = await selectDue(OUTBOX_PRIORITY_TRANSACTIONAL, DUE_BATCH_SIZE);
          for (const message of due) count(await deliver(message));
        })().finally(() => {
          transactionalPass = undefined;
        });
        return transactionalPass;
      };
      await sendTransactional();
      for (const lane of lanes) {
        const budget = Math.min(lane.tick.batchSize, await readBudget(lane));
        if (budget > 0) {
          const batch = await selectDue(lane.priority, budget);
          let next = 0;
          const work = async () => {
            while (next < batch.length) {
              const message = batch[next]!;
              next += 1;
              await sendTransactional();
              count(await deliver(message));
            }
          };
          const workers = Math.min(lane.tick.concurrency, batch.length);
          await Promise.all(Array.from({ length: workers }, work));
        }
        // A lane with mail still due (its pace is spent, or a retry is waiting) holds back every
        // lane after it: news never overtakes an evacuation notice.
        if ((await selectDue(lane.priority, 1)).length > 0) break;
      }
      return { sent, failed };
    },
  };

  function selectDue(priority: number, limit: number): Promise<OutboxMessageRow[]> {
    return db
      .selectFrom('outboxMessages')
      .selectAll()
      .where('status', '=', 'queued')
      .where('priority', '=', priority)
      .where('nextAttemptAt', '<=', clock().toISOString())
      .orderBy('nextAttemptAt', 'asc')
      .orderBy('createdAt', 'asc')
      .limit(limit)
      .execute();
  }

  /**
   * How many messages of a paced lane may start now: its pace less those sent, refused or being
   * sent in the last minute less half a tick, on any instance. The half tick is the slack a timer
   * needs: the tick a full minute ago started on the same beat and took a moment to send, so
   * counting a whole minute would find most of it still inside and refuse every fifth tick (at
   * 1,200 a minute and 15-second ticks, 960 a minute in fact; decision 304). Two instances
   * reading it at once may overshoot by one tick's worth; the lease still sends each message once.
   */
  async function readBudget(lane: { priority: number; perMinute: number }): Promise<number> {
    const now = clock();
    const since = new Date(now.getTime() - MINUTE_MS + Math.min(intervalMs, MINUTE_MS) / 2);
    const row = await db
      .selectFrom('outboxMessages')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('priority', '=', lane.priority)
      .where((eb) =>
        eb.or([
          eb('sentAt', '>', since.toISOString()),
          eb('leasedUntil', '>', now.toISOString()),
          eb.and([eb('status', '=', 'failed'), eb('nextAttemptAt', '>', since.toISOString())]),
        ]),
      )
      .executeTakeFirstOrThrow();
    return lane.perMinute - Number(row.count);
  }
}

export type Outbox = ReturnType<typeof createOutbox>;
