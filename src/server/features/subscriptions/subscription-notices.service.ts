import { randomUUID } from 'node:crypto';
import type { Locale } from '#domain/i18n/locale.ts';
import { createSiteIntl } from '#domain/i18n/site-intl.ts';
import { buildNoticeMail } from '#domain/subscriptions/subscription-mail.ts';
import { subscriptionListWord } from '#domain/subscriptions/subscribe-page-words.ts';
import type { NotifyInput } from '#domain/subscriptions/subscriptions-api.ts';
import { recordActivity, type ActivityActor } from '#server/activity/activity-log.ts';
import {
  localizedUrl,
  mailLanguageOf,
  manageUrlOf,
  unsubscribeUrlOf,
} from './subscription-links.ts';
import { SUBSCRIPTION_NOTICE_TEMPLATE, type SubscriptionsDeps } from './subscriptions.deps.ts';
import { countRecipients, type Db } from './subscriptions.repo.ts';
import type { SubscriptionMessageRow } from './subscriptions.tables.ts';

/**
 * Staff's notices and their fan-out: the preview, "Notify subscribers" (one notice per list and
 * item), moving a notice with its item, and the job that queues one outbox message per subscriber,
 * urgent notices in the urgent lane and first.
 */

const FAN_OUT_BATCH = 500;

/** The notice about an item (one per list and item key), if it has one of `statuses`. */
function findNotice(
  db: Db,
  key: { listId: string; itemKey: string },
  statuses?: Array<SubscriptionMessageRow['status']>,
) {
  let query = db
    .selectFrom('subscriptionMessages')
    .selectAll()
    .where('listId', '=', key.listId)
    .where('itemKey', '=', key.itemKey);
  if (statuses) query = query.where('status', 'in', statuses);
  return query.executeTakeFirst();
}

/** What a notice says to a subscriber who reads `language`, and whether that is staff's English. */
export interface NoticeText {
  listName: string;
  subject: string;
  body: string;
  url: string;
  /** Staff's English in a mail of another language: no Spanish was written. */
  isEnglish?: boolean;
  isUrgent?: boolean;
}

/**
 * A notice's words for a subscriber who reads `language` (decision 325): staff's Spanish when
 * they wrote it, else the English (marked as such in a Spanish mail).
 */
export function noticeInLanguage(
  notice: Pick<SubscriptionMessageRow, 'subject' | 'body' | 'url' | 'subjectEs' | 'bodyEs'> & {
    listName: string;
    /** The list's id: a list the district starts with is named in the reader's language. */
    listId?: string;
    isUrgent?: number;
  },
  language: Locale,
): NoticeText {
  const listName =
    notice.listId === undefined
      ? notice.listName
      : subscriptionListWord(
          { id: notice.listId, name: notice.listName, description: '' },
          'name',
          language,
          createSiteIntl(language).t,
        ).value;
  const base = {
    listName,
    url: notice.url,
    ...(notice.isUrgent === 1 ? { isUrgent: true } : {}),
  };
  if (language === 'es' && notice.subjectEs && notice.bodyEs) {
    return { ...base, subject: notice.subjectEs, body: notice.bodyEs };
  }
  return { ...base, subject: notice.subject, body: notice.body, isEnglish: language !== 'en' };
}

/**
 * A notice's mail as one subscriber gets it: in their language, with their own manage and
 * unsubscribe links, and links to pages in that language where the page has one.
 */
export async function buildSubscriberNotice(
  deps: SubscriptionsDeps,
  notice: NoticeText,
  manageToken: string,
  language: Locale = 'en',
) {
  return buildNoticeMail(
    {
      districtName: await deps.readDistrictName(),
      listName: notice.listName,
      subject: notice.subject,
      body: notice.body,
      url: localizedUrl(deps, notice.url, language),
      manageUrl: manageUrlOf(deps, manageToken, language),
      unsubscribeUrl: unsubscribeUrlOf(deps, manageToken, language),
      ...(notice.isUrgent ? { isUrgent: true } : {}),
    },
    mailLanguageOf(language, notice.isEnglish === true),
  );
}

/** What a notice will look like, with placeholder links, and how many it would reach now. */
export async function previewNotice(deps: SubscriptionsDeps, input: NotifyInput) {
  const list = await deps.db
    .selectFrom('subscriptionLists')
    .selectAll()
    .where('id', '=', input.listId)
    .executeTakeFirst();
  if (!list) return undefined;
  const mail = await buildSubscriberNotice(
    deps,
    { ...input, listName: list.name },
    'PERSONAL-LINK',
  );
  return { ...mail, recipients: await countRecipients(deps.db, input.listId) };
}

/**
 * "Notify subscribers": one notice per list and item key, so publishing twice finds the first.
 * It fans out now when the item is live, else when `sendAt` comes (the fan-out job). Publishing
 * an item again before its notice went out updates the notice: its text, its urgency and its
 * time (a moved item sends at the new time; decision 304). A cancelled notice whose item is
 * published again is scheduled again.
 */
export async function createNotice(
  deps: SubscriptionsDeps,
  input: NotifyInput,
  actor: ActivityActor,
): Promise<{ message: SubscriptionMessageRow; isNew: boolean } | undefined> {
  const now = deps.clock();
  const at = now.toISOString();
  const list = await deps.db
    .selectFrom('subscriptionLists')
    .select('id')
    .where('id', '=', input.listId)
    .executeTakeFirst();
  if (!list) return undefined;
  const id = randomUUID();
  const sendAt = input.sendAt && input.sendAt > at ? new Date(input.sendAt).toISOString() : at;
  const isUrgent = input.isUrgent === true ? 1 : 0;
  // What the notice says and when it goes: written on a new notice, and over a pending one.
  const content = {
    subject: input.subject,
    body: input.body,
    subjectEs: input.spanish?.subject ?? null,
    bodyEs: input.spanish?.body ?? null,
    url: input.url,
    sendAt,
    status: 'scheduled' as const,
    isUrgent,
  };
  await deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('subscriptionMessages')
      .values({
        id,
        listId: input.listId,
        itemKey: input.itemKey,
        ...content,
        recipients: 0,
        createdBy: actor.username,
        createdAt: at,
        fannedOutAt: null,
      })
      .onConflict((conflict) => conflict.columns(['listId', 'itemKey']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      await recordActivity(trx, {
        at: now,
        actor,
        action: 'subscriptions.notify',
        subject: `${input.listId}: ${input.subject}`,
        after: { itemKey: input.itemKey, sendAt: input.sendAt ?? null, isUrgent: isUrgent === 1 },
      });
      return;
    }
    const pending = await findNotice(trx, input, ['scheduled', 'cancelled']);
    if (!pending) return;
    const isChanged =
      pending.sendAt !== sendAt ||
      pending.status !== 'scheduled' ||
      pending.subject !== input.subject ||
      pending.body !== input.body ||
      pending.subjectEs !== (input.spanish?.subject ?? null) ||
      pending.bodyEs !== (input.spanish?.body ?? null) ||
      pending.url !== input.url ||
      Number(pending.isUrgent) !== isUrgent;
    if (!isChanged) return;
    await trx
      .updateTable('subscriptionMessages')
      .set(content)
      .where('id', '=', pending.id)
      .where('status', 'in', ['scheduled', 'cancelled'])
      .execute();
    await recordActivity(trx, {
      at: now,
      actor,
      action: 'subscriptions.notice-change',
      subject: `${input.listId}: ${input.subject}`,
      before: { sendAt: pending.sendAt, status: pending.status, isUrgent: pending.isUrgent === 1 },
      after: { sendAt, status: 'scheduled', isUrgent: isUrgent === 1 },
    });
  });
  const message = await findNotice(deps.db, input);
  if (!message) throw new Error('Notice row missing after insert');
  if (message.status === 'scheduled' && message.sendAt <= at) await fanOut(deps, message);
  return { message, isNew: message.id === id };
}

/**
 * An item published again without "Notify subscribers" keeps its notice but moves it to the
 * item's new time, if it has not gone out yet (decision 304).
 */
export async function rescheduleNotice(
  deps: SubscriptionsDeps,
  input: Pick<NotifyInput, 'listId' | 'itemKey' | 'sendAt'>,
  actor: ActivityActor,
): Promise<void> {
  const now = deps.clock();
  const at = now.toISOString();
  const sendAt = input.sendAt && input.sendAt > at ? new Date(input.sendAt).toISOString() : at;
  const pending = await findNotice(deps.db, input, ['scheduled']);
  if (!pending || pending.sendAt === sendAt) return;
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('subscriptionMessages')
      .set({ sendAt })
      .where('id', '=', pending.id)
      .where('status', '=', 'scheduled')
      .execute();
    await recordActivity(trx, {
      at: now,
      actor,
      action: 'subscriptions.notice-move',
      subject: `${pending.listId}: ${pending.subject}`,
      before: { sendAt: pending.sendAt },
      after: { sendAt },
    });
  });
  if (sendAt <= at) await fanOutDue(deps);
}

/**
 * Queues one outbox message per active subscriber of the list, in the urgent lane when the
 * notice is urgent, else as bulk mail. The key
 * `subscription-notice:<message>:<subscriber>` makes it safe to run twice, on two servers at
 * once, or again after a crash halfway: nobody gets the notice twice.
 */
async function fanOut(deps: SubscriptionsDeps, message: SubscriptionMessageRow): Promise<number> {
  let after = '';
  let recipients = 0;
  for (;;) {
    const batch = await deps.db
      .selectFrom('subscriberLists')
      .innerJoin('subscribers', 'subscribers.id', 'subscriberLists.subscriberId')
      .select('subscribers.id as id')
      .where('subscriberLists.listId', '=', message.listId)
      .where('subscribers.status', '=', 'active')
      .where('subscribers.id', '>', after)
      .orderBy('subscribers.id')
      .limit(FAN_OUT_BATCH)
      .execute();
    if (batch.length === 0) break;
    await deps.db.transaction().execute(async (trx) => {
      for (const { id } of batch) {
        await deps.outbox.enqueue(trx, {
          template: SUBSCRIPTION_NOTICE_TEMPLATE,
          payload: { messageId: message.id, subscriberId: id },
          dedupeKey: `${SUBSCRIPTION_NOTICE_TEMPLATE}:${message.id}:${id}`,
          reference: `subscription-message:${message.id}`,
          priority: Number(message.isUrgent) === 1 ? 'urgent' : 'bulk',
        });
      }
    });
    recipients += batch.length;
    after = batch.at(-1)!.id;
  }
  await deps.db
    .updateTable('subscriptionMessages')
    .set({ status: 'sent-to-outbox', recipients, fannedOutAt: deps.clock().toISOString() })
    .where('id', '=', message.id)
    .where('status', '=', 'scheduled')
    .execute();
  return recipients;
}

/**
 * The fan-out job: notices whose time has come. Each item is read again first (`checkItem`): a
 * withdrawn, unpublished or ended item cancels its notice, a moved one moves it (decision 304).
 * Urgent notices go first.
 */
export async function fanOutDue(deps: SubscriptionsDeps) {
  const due = await deps.db
    .selectFrom('subscriptionMessages')
    .selectAll()
    .where('status', '=', 'scheduled')
    .where('sendAt', '<=', deps.clock().toISOString())
    .orderBy('isUrgent', 'desc')
    .orderBy('sendAt')
    .execute();
  let notices = 0;
  let queued = 0;
  for (const message of due) {
    const check = (await deps.checkItem?.(message)) ?? { kind: 'send' as const };
    if (check.kind === 'send') {
      notices += 1;
      queued += await fanOut(deps, message);
      continue;
    }
    await deps.db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('subscriptionMessages')
        .set(
          check.kind === 'move'
            ? { sendAt: new Date(check.sendAt).toISOString() }
            : { status: 'cancelled' as const },
        )
        .where('id', '=', message.id)
        .where('status', '=', 'scheduled')
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) return;
      await recordActivity(trx, {
        at: deps.clock(),
        actor: { userId: null, username: '(scheduler)' },
        action: check.kind === 'move' ? 'subscriptions.notice-move' : 'subscriptions.notice-cancel',
        subject: `${message.listId}: ${message.subject}`,
        before: { sendAt: message.sendAt },
        after: check.kind === 'move' ? { sendAt: check.sendAt } : { status: 'cancelled' },
      });
    });
  }
  return { notices, queued };
}
