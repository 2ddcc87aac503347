import type { Kysely } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import { isPermanentMailFailure, type MailMessage, type Mailer } from '#server/adapters/mailer.ts';
import type { Database } from '#server/db/database.ts';
import type { Db, DeliveryOutcome, OutboxLog, OutboxTemplate } from './outbox.ts';
import type { OutboxMessageRow } from './outbox.tables.ts';
import type { createUnfinishedWrites } from './unfinished-writes.ts';

const MINUTE_MS = 60_000;
/** Retry delays double from 30 seconds up to one hour. */
const EMAIL_RETRY_BASE_MS = 30_000;
const EMAIL_RETRY_MAX_MS = 60 * MINUTE_MS;

function retryDelayMs(attempts: number): number {
  return Math.min(EMAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), EMAIL_RETRY_MAX_MS);
}

export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}

/**
 * One sending attempt of an outbox message (the outbox's job that follows the queueing): the
 * claim, the mail server, and the sent mark or the retry written after it.
 */
export function createDelivery(deps: {
  db: Kysely<Database>;
  clock: Clock;
  mailer: Mailer;
  leaseMs: number;
  templates: ReadonlyMap<string, OutboxTemplate>;
  unfinished: ReturnType<typeof createUnfinishedWrites>;
  /** Where warnings go; read at each attempt, as the app's logger arrives after the outbox. */
  log: () => OutboxLog | undefined;
}) {
  const { db, clock, mailer, leaseMs, templates, unfinished } = deps;

  async function claim(message: OutboxMessageRow): Promise<boolean> {
    const started = clock();
    const result = await db
      .updateTable('outboxMessages')
      .set({
        attempts: Number(message.attempts) + 1,
        nextAttemptAt: new Date(started.getTime() + leaseMs).toISOString(),
        leasedUntil: new Date(started.getTime() + leaseMs).toISOString(),
      })
      .where('id', '=', message.id)
      .where('status', '=', 'queued')
      .where('attempts', '=', Number(message.attempts))
      .where('nextAttemptAt', '<=', started.toISOString())
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * The first write after the mail server's 250: nothing else runs in between (decision 297).
   * `recordSent` commits it together with the template's `onSent` (decision 321).
   */
  async function markSent(
    executor: Db,
    id: string,
    at: string,
    mail: MailMessage | null,
    isSentTextKept: boolean,
  ): Promise<void> {
    await executor
      .updateTable('outboxMessages')
      .set({
        status: 'sent',
        sentAt: at,
        lastError: null,
        leasedUntil: null,
        // What the recipient read, for the staff's e-mail log (decision 302).
        ...(mail && isSentTextKept ? { subject: mail.subject, bodyText: mail.text } : {}),
      })
      .where('id', '=', id)
      .execute();
  }

  /**
   * The sent mark and the template's `onSent`, in one transaction and so one commit, the mark
   * first (decision 297: nothing comes between the mail server's 250 and it). Should `onSent`
   * fail, the mark is written alone, so the message is never sent again for it, and the error
   * goes on as before.
   */
  async function recordSent(
    message: OutboxMessageRow,
    template: OutboxTemplate,
    payload: unknown,
    mail: MailMessage | null,
  ): Promise<void> {
    const sentAt = clock().toISOString();
    const isSentTextKept = template.isSentTextKept === true;
    const onSent = mail ? template.onSent : undefined;
    if (!onSent) {
      await markSent(db, message.id, sentAt, mail, isSentTextKept);
      return;
    }
    try {
      await db.transaction().execute(async (trx) => {
        await markSent(trx, message.id, sentAt, mail, isSentTextKept);
        await onSent(payload, sentAt, trx);
      });
    } catch (error) {
      await markSent(db, message.id, sentAt, mail, isSentTextKept);
      throw error;
    }
  }

  /**
   * One sending attempt of a queued message: claimed first, unless the caller queued it with its
   * first attempt leased (`isLeased`). Throws only for bugs; SMTP failures come back as 'failed'
   * with the next attempt scheduled.
   */
  async function deliver(
    message: OutboxMessageRow,
    options: { isLeased?: boolean } = {},
  ): Promise<DeliveryOutcome> {
    if (!options.isLeased && !(await claim(message))) return 'busy';
    const attempts = Number(message.attempts) + (options.isLeased ? 0 : 1);
    const template = templates.get(message.template);
    const payload: unknown = JSON.parse(message.payload);
    if (!template) {
      await db
        .updateTable('outboxMessages')
        .set({ lastError: `No template '${message.template}' is registered` })
        .where('id', '=', message.id)
        .execute();
      return 'failed';
    }
    let mail: MailMessage | null;
    try {
      mail = await template.render(payload);
      // Every attempt carries the row's Message-ID: a copy sent again after a crash between the
      // server's 250 and markSent is recognisably the same message (decision 297).
      if (mail) await mailer.send({ ...mail, messageId: message.messageId });
    } catch (error) {
      const at = clock();
      const retryAt = new Date(at.getTime() + retryDelayMs(attempts)).toISOString();
      const reason = describeError(error);
      const isPermanent = isPermanentMailFailure(error);
      const isClosed = isPermanent && template.isClosedOnPermanentFailure === true;
      // A database that is away (often why the attempt failed) would leave the lease on for
      // 2 × MAIL_SEND_TIMEOUT_MS: the write is owed and the next tick tries it (issue 36).
      await unfinished.attempt(message.id, async () => {
        await db
          .updateTable('outboxMessages')
          .set({
            ...(isClosed ? { status: 'failed' as const } : {}),
            nextAttemptAt: isClosed ? at.toISOString() : retryAt,
            lastError: reason,
            leasedUntil: null,
          })
          .where('id', '=', message.id)
          .where('status', '=', 'queued')
          .where('attempts', '=', attempts)
          .execute();
        await template.onFailed?.(payload, at.toISOString(), reason, attempts, { isPermanent });
      });
      if (isClosed) {
        deps
          .log()
          ?.warn(
            { template: message.template, reference: message.reference, err: reason },
            'e-mail refused permanently; not retried',
          );
        return 'failed';
      }
      deps
        .log()
        ?.warn(
          { template: message.template, reference: message.reference, attempts, err: reason },
          'e-mail not sent; retrying later',
        );
      return 'failed';
    }
    // Sent but not recorded: the sent mark is owed, not the message (no second copy).
    await unfinished.attempt(message.id, () => recordSent(message, template, payload, mail));
    return mail ? 'sent' : 'failed';
  }

  return deliver;
}
