import type { ColumnType, Selectable } from 'kysely';

/**
 * The one outbox: a row per message, delivered in the background with retries until sent. A
 * message names its template and carries the template's payload; it is not tied to any feature's
 * table.
 */
export interface OutboxMessagesTable {
  id: string;
  /** How it travels; only 'email' today. */
  kind: 'email';
  /** Which registered template renders it ('permit-issued', …). */
  template: string;
  /** JSON text the template renders from. */
  payload: string;
  /** One message per key: 'permit:<applicationId>' for a permit's first mail, random for re-sends. */
  dedupeKey: string;
  /** What it is about, for timelines ('permit-application:<id>'); null when nothing. */
  reference: string | null;
  /** 'failed': the mail server refused it permanently (5xx); it is not retried. */
  status: 'queued' | 'sent' | 'failed';
  /** 0 transactional (permits), 10 bulk (subscriptions): lower goes first; bulk is paced. */
  priority: ColumnType<number, number | undefined, number>;
  attempts: number;
  /** Due time, or the end of the lease while an attempt owns it. */
  nextAttemptAt: string;
  /** While an attempt is sending: when its lease ends; null between attempts. */
  leasedUntil: string | null;
  lastError: string | null;
  /**
   * The Message-ID every attempt sends with (`<…@domain>`), made when the row is queued, so a
   * copy sent again after a crash is the same message (decision 297).
   */
  messageId: string;
  createdAt: string;
  sentAt: string | null;
  /** The subject and plain text as sent (decision 302); null until sent, or for older rows. */
  subject: ColumnType<string | null, string | null | undefined, string | null>;
  bodyText: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OutboxTables {
  outboxMessages: OutboxMessagesTable;
}

export type OutboxMessageRow = Selectable<OutboxMessagesTable>;
