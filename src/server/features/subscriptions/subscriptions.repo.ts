import type { Kysely, Transaction } from 'kysely';
import type { SubscriptionList } from '#domain/subscriptions/subscriptions-api.ts';
import type { Database } from '#server/db/database.ts';
import type { SubscriptionListRow } from './subscriptions.tables.ts';

/**
 * Reads shared by the subscription services: a subscriber by one of its keys, the lists, and the
 * counts of confirmed subscribers.
 */

export type Db = Kysely<Database> | Transaction<Database>;

export function parseIds(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function toList(row: SubscriptionListRow): SubscriptionList {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isHidden: Number(row.isHidden) === 1,
    position: Number(row.position),
  };
}

export async function listLists(db: Db, options: { isPublicOnly: boolean }) {
  let query = db.selectFrom('subscriptionLists').selectAll().orderBy('position').orderBy('name');
  if (options.isPublicOnly) query = query.where('isHidden', '=', 0);
  return (await query.execute()).map(toList);
}

export function findSubscriber(
  db: Db,
  by: 'id' | 'email' | 'manageToken' | 'confirmToken',
  value: string,
) {
  return db.selectFrom('subscribers').selectAll().where(by, '=', value).executeTakeFirst();
}

/** Addresses that confirmed and still receive mail: whom an urgent notice must reach. */
export async function countConfirmedSubscribers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('subscribers')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countRecipients(db: Db, listId: string): Promise<number> {
  const row = await db
    .selectFrom('subscriberLists')
    .innerJoin('subscribers', 'subscribers.id', 'subscriberLists.subscriberId')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('subscriberLists.listId', '=', listId)
    .where('subscribers.status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Confirmed subscribers of a list, and those of them whose mail is in Spanish (decision 325). */
export async function countRecipientsByLanguage(
  db: Db,
  listId: string,
): Promise<{ subscribers: number; spanishReaders: number }> {
  const rows = await db
    .selectFrom('subscriberLists')
    .innerJoin('subscribers', 'subscribers.id', 'subscriberLists.subscriberId')
    .select(['subscribers.language as language'])
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('subscriberLists.listId', '=', listId)
    .where('subscribers.status', '=', 'active')
    .groupBy('subscribers.language')
    .execute();
  const count = (language?: string) =>
    rows
      .filter((row) => language === undefined || row.language === language)
      .reduce((sum, row) => sum + Number(row.count), 0);
  return { subscribers: count(), spanishReaders: count('es') };
}
