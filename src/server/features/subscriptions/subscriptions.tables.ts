import type { ColumnType, Selectable } from 'kysely';
import type { Locale } from '#domain/i18n/locale.ts';
import type { SubscriberStatus } from '#domain/subscriptions/subscriptions-api.ts';

export interface SubscriptionListsTable {
  id: string;
  name: string;
  description: string;
  /** 1: not offered on the public page (existing subscribers keep it). */
  isHidden: number;
  position: number;
  createdAt: string;
  updatedAt: string;
}
export type SubscriptionListRow = Selectable<SubscriptionListsTable>;

export interface SubscribersTable {
  id: string;
  /** Lower case. */
  email: string;
  /** pending: never confirmed; suspended: too many hard failures; left: unsubscribed. */
  status: SubscriberStatus;
  /** In every mail's manage and unsubscribe links. */
  manageToken: string;
  /** The latest confirmation link's token; null once used. */
  confirmToken: string | null;
  confirmExpiresAt: string | null;
  confirmationSentAt: string | null;
  /** JSON array: the lists asked for and not yet confirmed. */
  pendingListIds: string;
  hardFailures: ColumnType<number, number | undefined, number>;
  /** The language of their mail and its links (decision 325); 'en' for sign-ups made before. */
  language: ColumnType<Locale, Locale | undefined, Locale>;
  createdAt: string;
  confirmedAt: string | null;
  updatedAt: string;
}
export type SubscriberRow = Selectable<SubscribersTable>;

export interface SubscriberListsTable {
  subscriberId: string;
  listId: string;
  createdAt: string;
}

export interface SubscriptionMessagesTable {
  id: string;
  listId: string;
  itemKey: string;
  subject: string;
  body: string;
  /** Staff's Spanish of the subject and body (decision 325); null: Spanish readers get the English. */
  subjectEs: ColumnType<string | null, string | null | undefined, string | null>;
  bodyEs: ColumnType<string | null, string | null | undefined, string | null>;
  url: string;
  /** When the item goes live; the fan-out waits for it. */
  sendAt: string;
  /** cancelled: the item was withdrawn, unpublished or ended before it went out. */
  status: 'scheduled' | 'sent-to-outbox' | 'cancelled';
  /** 1: its copies go in the outbox's urgent lane (decision 304). */
  isUrgent: ColumnType<number, number | undefined, number>;
  recipients: ColumnType<number, number | undefined, number>;
  createdBy: string;
  createdAt: string;
  fannedOutAt: string | null;
}
export type SubscriptionMessageRow = Selectable<SubscriptionMessagesTable>;

export interface SubscriptionTables {
  subscriptionLists: SubscriptionListsTable;
  subscribers: SubscribersTable;
  subscriberLists: SubscriberListsTable;
  subscriptionMessages: SubscriptionMessagesTable;
}
