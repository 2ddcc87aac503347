import type { Selectable } from 'kysely';
import type { CapMsgType } from '#domain/cap/cap-message.ts';

/** One CAP 1.2 message as it was published (decision 340); never changed once written. */
export interface CapMessagesTable {
  /** The message's CAP identifier: its subject and sequence, as `alert-fire-restrictions-2`. */
  id: string;
  /** What the messages are about: an alert's item id, or `burn-day-YYYY-MM-DD`. */
  subject: string;
  /** 1, 2, 3… per subject. */
  sequence: number;
  msgType: CapMsgType;
  /** UTC instant. */
  sent: string;
  /** JSON: the identifiers and sent instants of the messages this one updates or cancels. */
  referenceIds: string;
  /** A hash of what the source said, so an unchanged republish writes nothing. */
  fingerprint: string;
  /** JSON of CapContent; null for a Cancel. */
  content: string | null;
  /** UTC instant after which the message is no longer in force; null: until cancelled. */
  expiresAt: string | null;
}

/** Where the messages apply (CapSettingsSchema) as one JSON row ('district'). */
export interface CapSettingsTable {
  id: string;
  settings: string;
  updatedAt: string;
  updatedBy: string;
}

export interface CapTables {
  capMessages: CapMessagesTable;
  capSettings: CapSettingsTable;
}

export type CapMessageRow = Selectable<CapMessagesTable>;
