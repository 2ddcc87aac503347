import { sql } from 'kysely';
import type {
  Subscriber,
  SubscriberStatus,
  SubscriptionList,
  SubscriptionListInput,
  SubscriptionMessage,
  SubscriptionMessageList,
} from '#domain/subscriptions/subscriptions-api.ts';
import { recordActivity, type ActivityActor } from '#server/activity/activity-log.ts';
import { formatCsv } from '#domain/csv.ts';
import { readPage } from '#server/db/read-page.ts';
import { SUBSCRIPTION_NOTICE_TEMPLATE, type SubscriptionsDeps } from './subscriptions.deps.ts';
import {
  countRecipients,
  findSubscriber,
  listLists,
  toList,
  type Db,
} from './subscriptions.repo.ts';
import type { SubscriberRow } from './subscriptions.tables.ts';

/**
 * The back office's side of subscriptions: the sending history, the subscriber list and the
 * records officer's CSV export, the statistics, removing an address, and adding or changing lists.
 */

/**
 * One page of the sending history, newest first, with the total (issue 36: it used to stop at
 * 200 rows without saying so). Each notice carries its outbox counts.
 */
export async function listMessages(db: Db, page: number): Promise<SubscriptionMessageList> {
  const { rows: messages, ...info } = await readPage({
    page,
    count: async () =>
      (
        await db
          .selectFrom('subscriptionMessages')
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow()
      ).total,
    rows: ({ limit, offset }) =>
      db
        .selectFrom('subscriptionMessages')
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
  });
  const history: SubscriptionMessage[] = [];
  for (const message of messages) {
    const reference = `subscription-message:${message.id}`;
    const rows = await db
      .selectFrom('outboxMessages')
      .select('status')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('reference', '=', reference)
      .groupBy('status')
      .execute();
    const of = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
    // Addresses suspended since: their turn closes unsent (or already failed).
    const suspended = await db
      .selectFrom('outboxMessages')
      .innerJoin('subscribers', (join) =>
        join.on(
          'outboxMessages.dedupeKey',
          '=',
          sql<string>`${`${SUBSCRIPTION_NOTICE_TEMPLATE}:${message.id}:`} || subscribers.id`,
        ),
      )
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('outboxMessages.reference', '=', reference)
      .where('subscribers.status', '=', 'suspended')
      .executeTakeFirstOrThrow();
    history.push({
      id: message.id,
      listId: message.listId,
      itemKey: message.itemKey,
      subject: message.subject,
      sendAt: message.sendAt,
      status: message.status,
      isUrgent: Number(message.isUrgent) === 1,
      createdBy: message.createdBy,
      createdAt: message.createdAt,
      counts: {
        queued: of('queued'),
        sent: of('sent'),
        failed: of('failed'),
        suspended: Number(suspended.count),
      },
    });
  }
  return { messages: history, ...info };
}

export async function listSubscribers(db: Db): Promise<Subscriber[]> {
  const rows = await db.selectFrom('subscribers').selectAll().orderBy('email').execute();
  const memberships = await db
    .selectFrom('subscriberLists')
    .select(['subscriberId', 'listId'])
    .execute();
  return rows.map((row: SubscriberRow) => ({
    id: row.id,
    email: row.email,
    status: row.status,
    listIds: memberships.filter((m) => m.subscriberId === row.id).map((m) => m.listId),
    hardFailures: Number(row.hardFailures),
    language: row.language,
    createdAt: row.createdAt,
    confirmedAt: row.confirmedAt,
  }));
}

export async function readStats(db: Db) {
  const lists = await listLists(db, { isPublicOnly: false });
  const withCounts = [];
  for (const list of lists) {
    withCounts.push({ ...list, activeSubscribers: await countRecipients(db, list.id) });
  }
  const statusRows = await db
    .selectFrom('subscribers')
    .select('status')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .groupBy('status')
    .execute();
  const byStatus: Record<SubscriberStatus, number> = {
    pending: 0,
    active: 0,
    suspended: 0,
    left: 0,
  };
  for (const row of statusRows) byStatus[row.status] = Number(row.count);
  const confirmed = await db
    .selectFrom('subscribers')
    .select('confirmedAt')
    .where('confirmedAt', 'is not', null)
    .execute();
  const months = new Map<string, number>();
  for (const row of confirmed) {
    const month = (row.confirmedAt ?? '').slice(0, 7);
    months.set(month, (months.get(month) ?? 0) + 1);
  }
  return {
    lists: withCounts,
    byStatus,
    confirmedByMonth: [...months.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, count]) => ({ month, count })),
  };
}

/** The records officer's export: one row per address. */
export async function exportSubscribersCsv(db: Db): Promise<string> {
  const subscribers = await listSubscribers(db);
  return formatCsv(
    ['email', 'status', 'lists', 'hard_failures', 'signed_up', 'confirmed'],
    subscribers.map((row) => [
      row.email,
      row.status,
      row.listIds.join(' '),
      String(row.hardFailures),
      row.createdAt,
      row.confirmedAt ?? '',
    ]),
  );
}

/** Removes an address on its owner's request: the row, its lists and its queued mail go. */
export async function removeSubscriber(
  deps: Pick<SubscriptionsDeps, 'db' | 'clock'>,
  id: string,
  actor: ActivityActor,
): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const subscriber = await findSubscriber(trx, 'id', id);
    if (!subscriber) return false;
    await trx.deleteFrom('subscribers').where('id', '=', id).execute();
    await recordActivity(trx, {
      at: deps.clock(),
      actor,
      action: 'subscriber.remove',
      subject: `subscriber ${id}`,
      before: { status: subscriber.status },
    });
    return true;
  });
}

function slugOf(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .join('-')
      .slice(0, 32) || 'list'
  );
}

export async function addList(
  deps: Pick<SubscriptionsDeps, 'db' | 'clock'>,
  input: SubscriptionListInput,
  actor: ActivityActor,
): Promise<SubscriptionList> {
  const at = deps.clock().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('subscriptionLists').select(['id', 'position']).execute();
    const base = slugOf(input.name);
    let id = base;
    for (let suffix = 2; existing.some((row) => row.id === id); suffix += 1)
      id = `${base}-${suffix}`;
    const position = Math.max(-1, ...existing.map((row) => Number(row.position))) + 1;
    await trx
      .insertInto('subscriptionLists')
      .values({
        id,
        name: input.name,
        description: input.description,
        isHidden: input.isHidden ? 1 : 0,
        position,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    await recordActivity(trx, {
      at: deps.clock(),
      actor,
      action: 'subscriptions.list-add',
      subject: input.name,
      after: input,
    });
    return { id, ...input, position };
  });
}

export async function updateList(
  deps: Pick<SubscriptionsDeps, 'db' | 'clock'>,
  id: string,
  input: SubscriptionListInput,
  actor: ActivityActor,
): Promise<SubscriptionList | undefined> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('subscriptionLists')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) return undefined;
    await trx
      .updateTable('subscriptionLists')
      .set({
        name: input.name,
        description: input.description,
        isHidden: input.isHidden ? 1 : 0,
        updatedAt: deps.clock().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    await recordActivity(trx, {
      at: deps.clock(),
      actor,
      action: 'subscriptions.list-change',
      subject: input.name,
      before: toList(before),
      after: input,
    });
    return { ...toList(before), ...input };
  });
}
