import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import { FAILING_MAIL_ALERT_AFTER_MS } from '#domain/operations/operations-api.ts';
import type { Database } from '#server/db/database.ts';
import type { Outbox } from './outbox.ts';

export const FAILING_MAIL_ALERT_TEMPLATE = 'operations-failing-mail-alert';

const AlertPayloadSchema = z.object({
  messageId: z.string(),
  template: z.string(),
  reference: z.string().nullable(),
  lastError: z.string(),
  attempts: z.number(),
  createdAt: z.string(),
});

/**
 * One alert e-mail to the permits office for each message still failing an hour after it was
 * queued. It travels through the same outbox; its dedupe key names the failing message, so each
 * failing message is reported once. Alerts about alerts are never sent (no loop when mail is down).
 */
export function createFailingMailAlert(deps: {
  db: Kysely<Database>;
  clock: Clock;
  outbox: Outbox;
  from: string;
  to: string;
}) {
  const { db, clock, outbox } = deps;
  outbox.registerTemplate(FAILING_MAIL_ALERT_TEMPLATE, {
    audience: 'staff',
    render(payload) {
      const alert = AlertPayloadSchema.parse(payload);
      return Promise.resolve({
        from: deps.from,
        to: deps.to,
        subject: 'E-mail failing for more than an hour',
        text: [
          'An e-mail from the website has not gone out for more than an hour.',
          '',
          `Kind: ${alert.template}`,
          `About: ${alert.reference ?? '(nothing)'}`,
          `Queued: ${alert.createdAt}`,
          `Attempts: ${String(alert.attempts)}`,
          `Last error: ${alert.lastError}`,
          '',
          'Open Operations in the back office to see it and retry it.',
        ].join('\n'),
      });
    },
  });

  return {
    /** Queues the alerts not yet queued; answers how many new ones. */
    async queueAlerts(): Promise<number> {
      const before = new Date(clock().getTime() - FAILING_MAIL_ALERT_AFTER_MS).toISOString();
      const failing = await db
        .selectFrom('outboxMessages')
        .selectAll()
        .where('status', '=', 'queued')
        .where('lastError', 'is not', null)
        .where('createdAt', '<=', before)
        .where('template', '!=', FAILING_MAIL_ALERT_TEMPLATE)
        .execute();
      let queued = 0;
      for (const message of failing) {
        const dedupeKey = `failing-mail-alert:${message.id}`;
        if (await outbox.findByDedupeKey(dedupeKey)) continue;
        await outbox.enqueue(db, {
          template: FAILING_MAIL_ALERT_TEMPLATE,
          dedupeKey,
          payload: {
            messageId: message.id,
            template: message.template,
            reference: message.reference,
            lastError: message.lastError ?? '',
            attempts: Number(message.attempts),
            createdAt: message.createdAt,
          },
        });
        queued += 1;
      }
      return queued;
    },
  };
}
