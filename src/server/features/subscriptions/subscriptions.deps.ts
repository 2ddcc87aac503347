import type { Kysely } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import type { Database } from '#server/db/database.ts';
import type { Env } from '#server/env.ts';
import type { Outbox } from '#server/outbox/outbox.ts';

/**
 * What every subscription service is given (app.ts builds it), and the names of the outbox
 * templates and jobs.
 */

export const SUBSCRIPTION_CONFIRM_TEMPLATE = 'subscription-confirm';
export const SUBSCRIPTION_NOTICE_TEMPLATE = 'subscription-notice';
export const SUBSCRIPTION_FANOUT_JOB = 'subscriptions.fan-out';
export const SUBSCRIPTION_CLEANUP_JOB = 'subscriptions.delete-unconfirmed';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * What a scheduled notice's item says when its time comes: still live (send), withdrawn,
 * unpublished or ended (cancel), or moved to a later time (move).
 */
export type NoticeItemCheck =
  { kind: 'send' } | { kind: 'cancel' } | { kind: 'move'; sendAt: string };

export interface SubscriptionsDeps {
  db: Kysely<Database>;
  clock: Clock;
  outbox: Outbox;
  env: Pick<Env, 'PUBLIC_URL' | 'PORT' | 'MAIL_FROM' | 'MAIL_LIST_UNSUBSCRIBE_TO'>;
  readDistrictName: () => Promise<string>;
  /**
   * Reads the item a scheduled notice is about again before it fans out (app.ts knows the
   * features); without it every due notice is sent.
   */
  checkItem?: (notice: { listId: string; itemKey: string }) => Promise<NoticeItemCheck>;
}
