import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { z } from 'zod';
import type { Clock } from '#domain/clock.ts';
import {
  buildConfirmationMail,
  buildNoticeMail,
  type BuiltMail,
} from '#domain/subscriptions/subscription-mail.ts';
import {
  CONFIRM_LINK_TTL_MS,
  CONFIRMATION_RESEND_WINDOW_MS,
  HARD_FAILURE_LIMIT,
  MAX_CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  MAX_CONFIRMATIONS_PER_HOUR,
  SUBSCRIBE_CONFIRM_PATH,
  SUBSCRIBE_MANAGE_PATH,
  SUBSCRIBE_UNSUBSCRIBE_PATH,
  UNCONFIRMED_RETENTION_DAYS,
  type NotifyInput,
  type Subscriber,
  type SubscriberStatus,
  type SubscriptionList,
  type SubscriptionListInput,
  type SubscriptionMessage,
} from '#domain/subscriptions/subscriptions-api.ts';
import { recordActivity, type ActivityActor } from '#server/activity/activity-log.ts';
import type { MailMessage } from '#server/adapters/mailer.ts';
import type { Database } from '#server/db/database.ts';
import type { Env } from '#server/env.ts';
import type { Outbox } from '#server/outbox/outbox.ts';
import { takeDailyMailAllowance } from '#server/outbox/mail-caps.ts';
import { formatCsv } from '#domain/csv.ts';
import { createDatabaseCounters } from '#server/plugins/rate-limit-store.ts';
import type {
  SubscriberRow,
  SubscriptionListRow,
  SubscriptionMessageRow,
} from './subscriptions.tables.ts';

export const SUBSCRIPTION_CONFIRM_TEMPLATE = 'subscription-confirm';
export const SUBSCRIPTION_NOTICE_TEMPLATE = 'subscription-notice';
export const SUBSCRIPTION_FANOUT_JOB = 'subscriptions.fan-out';
export const SUBSCRIPTION_CLEANUP_JOB = 'subscriptions.delete-unconfirmed';
const FAN_OUT_BATCH = 500;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Public changes are logged without the address: the log is read more widely than the list. */
const SUBSCRIBER_ACTOR: ActivityActor = { userId: null, username: '(subscriber)' };

type Db = Kysely<Database> | Transaction<Database>;

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

const ConfirmPayloadSchema = z.object({ subscriberId: z.string(), token: z.string() });
const NoticePayloadSchema = z.object({ messageId: z.string(), subscriberId: z.string() });

function newToken(): string {
  return randomBytes(24).toString('base64url');
}

function parseIds(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function toList(row: SubscriptionListRow): SubscriptionList {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isHidden: Number(row.isHidden) === 1,
    position: Number(row.position),
  };
}

export function absoluteUrl(deps: Pick<SubscriptionsDeps, 'env'>, pathOrUrl: string): string {
  const base = deps.env.PUBLIC_URL ?? `http://localhost:${deps.env.PORT}`;
  return new URL(pathOrUrl, base).toString();
}

export function manageUrlOf(deps: Pick<SubscriptionsDeps, 'env'>, token: string): string {
  const url = new URL(absoluteUrl(deps, SUBSCRIBE_MANAGE_PATH));
  url.searchParams.set('token', token);
  return url.toString();
}

export function unsubscribeUrlOf(deps: Pick<SubscriptionsDeps, 'env'>, token: string): string {
  return absoluteUrl(deps, `${SUBSCRIBE_UNSUBSCRIBE_PATH}/${encodeURIComponent(token)}`);
}

/**
 * RFC 2369 and RFC 8058: a mailto (read by staff, or a provider's hook) and the HTTPS one-click
 * target, which Gmail and Yahoo POST `List-Unsubscribe=One-Click` to.
 */
export function unsubscribeHeadersOf(
  deps: Pick<SubscriptionsDeps, 'env'>,
  token: string,
): Record<string, string> {
  const mailto = `mailto:${deps.env.MAIL_LIST_UNSUBSCRIBE_TO}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`;
  return {
    'List-Unsubscribe': `<${mailto}>, <${unsubscribeUrlOf(deps, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export async function listLists(db: Db, options: { isPublicOnly: boolean }) {
  let query = db.selectFrom('subscriptionLists').selectAll().orderBy('position').orderBy('name');
  if (options.isPublicOnly) query = query.where('isHidden', '=', 0);
  return (await query.execute()).map(toList);
}

/** Registers the two outbox templates and the two jobs; app.ts calls it once. */
export function registerSubscriptions(
  deps: SubscriptionsDeps,
  jobs: {
    register: (job: { name: string; intervalMs: number; run: () => Promise<unknown> }) => void;
  },
  intervals: { fanOutMs: number; cleanupMs: number },
): void {
  deps.outbox.registerTemplate(SUBSCRIPTION_CONFIRM_TEMPLATE, {
    render: async (payload) => {
      const { subscriberId, token } = ConfirmPayloadSchema.parse(payload);
      const subscriber = await findSubscriber(deps.db, 'id', subscriberId);
      // A newer request replaced this link, or the sign-up was deleted: nothing to send.
      if (!subscriber || subscriber.confirmToken !== token) return null;
      const lists = await listLists(deps.db, { isPublicOnly: false });
      const wanted = parseIds(subscriber.pendingListIds);
      const url = new URL(absoluteUrl(deps, SUBSCRIBE_CONFIRM_PATH));
      url.searchParams.set('token', token);
      const mail = buildConfirmationMail({
        districtName: await deps.readDistrictName(),
        confirmUrl: url.toString(),
        listNames: lists.filter((list) => wanted.includes(list.id)).map((list) => list.name),
        validHours: CONFIRM_LINK_TTL_MS / HOUR_MS,
      });
      return toMailMessage(deps, subscriber.email, mail);
    },
  });
  deps.outbox.registerTemplate(SUBSCRIPTION_NOTICE_TEMPLATE, {
    isClosedOnPermanentFailure: true,
    render: async (payload) => {
      const { messageId, subscriberId } = NoticePayloadSchema.parse(payload);
      return renderNotice(deps, messageId, subscriberId);
    },
    onSent: async (payload) => {
      const { subscriberId } = NoticePayloadSchema.parse(payload);
      await deps.db
        .updateTable('subscribers')
        .set({ hardFailures: 0 })
        .where('id', '=', subscriberId)
        .where('hardFailures', '>', 0)
        .execute();
    },
    onFailed: async (payload, at, _error, _attempts, failure) => {
      if (!failure.isPermanent) return;
      const { subscriberId } = NoticePayloadSchema.parse(payload);
      await recordHardFailure(deps, subscriberId, at);
    },
  });
  jobs.register({
    name: SUBSCRIPTION_FANOUT_JOB,
    intervalMs: intervals.fanOutMs,
    run: () => fanOutDue(deps),
  });
  jobs.register({
    name: SUBSCRIPTION_CLEANUP_JOB,
    intervalMs: intervals.cleanupMs,
    run: () => deleteUnconfirmed(deps),
  });
}

function toMailMessage(
  deps: SubscriptionsDeps,
  to: string,
  mail: BuiltMail,
  headers?: Record<string, string>,
): MailMessage {
  return {
    from: deps.env.MAIL_FROM,
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(headers ? { headers } : {}),
  };
}

async function renderNotice(
  deps: SubscriptionsDeps,
  messageId: string,
  subscriberId: string,
): Promise<MailMessage | null> {
  const message = await deps.db
    .selectFrom('subscriptionMessages')
    .innerJoin('subscriptionLists', 'subscriptionLists.id', 'subscriptionMessages.listId')
    .selectAll('subscriptionMessages')
    .select('subscriptionLists.name as listName')
    .where('subscriptionMessages.id', '=', messageId)
    .executeTakeFirst();
  const subscriber = await findSubscriber(deps.db, 'id', subscriberId);
  if (!message || !subscriber || subscriber.status !== 'active') return null;
  const isOnList = await deps.db
    .selectFrom('subscriberLists')
    .select('listId')
    .where('subscriberId', '=', subscriberId)
    .where('listId', '=', message.listId)
    .executeTakeFirst();
  // Left the list or the district before its turn came: closed unsent.
  if (!isOnList) return null;
  const mail = buildNoticeMail({
    districtName: await deps.readDistrictName(),
    listName: message.listName,
    subject: message.subject,
    body: message.body,
    url: absoluteUrl(deps, message.url),
    manageUrl: manageUrlOf(deps, subscriber.manageToken),
    unsubscribeUrl: unsubscribeUrlOf(deps, subscriber.manageToken),
  });
  return toMailMessage(
    deps,
    subscriber.email,
    mail,
    unsubscribeHeadersOf(deps, subscriber.manageToken),
  );
}

/** A permanent refusal (SMTP 5xx): after HARD_FAILURE_LIMIT in a row the address is suspended. */
async function recordHardFailure(deps: SubscriptionsDeps, subscriberId: string, at: string) {
  await deps.db.transaction().execute(async (trx) => {
    const subscriber = await findSubscriber(trx, 'id', subscriberId);
    if (!subscriber) return;
    const hardFailures = Number(subscriber.hardFailures) + 1;
    const isSuspended = hardFailures >= HARD_FAILURE_LIMIT && subscriber.status === 'active';
    await trx
      .updateTable('subscribers')
      .set({
        hardFailures,
        ...(isSuspended ? { status: 'suspended' as const } : {}),
        updatedAt: at,
      })
      .where('id', '=', subscriberId)
      .execute();
    if (isSuspended) {
      await recordActivity(trx, {
        at: new Date(at),
        actor: { userId: null, username: '(mail server)' },
        action: 'subscriber.suspend',
        subject: `subscriber ${subscriberId}`,
        after: { hardFailures },
      });
    }
  });
}

function findSubscriber(
  db: Db,
  by: 'id' | 'email' | 'manageToken' | 'confirmToken',
  value: string,
) {
  return db.selectFrom('subscribers').selectAll().where(by, '=', value).executeTakeFirst();
}

export type SubscribeOutcome =
  | { kind: 'check-email' }
  | { kind: 'too-many' }
  | { kind: 'invalid'; errors: { email?: string; lists?: string } };

/**
 * A sign-up from the public form. Whether or not the address is known, the answer is the same
 * "check your e-mail"; at most one confirmation mail goes out per address inside the resend
 * window and MAX_CONFIRMATIONS_PER_ADDRESS_PER_DAY a day. Nothing else is ever sent before the
 * owner confirms (double opt-in).
 */
export async function requestSubscription(
  deps: SubscriptionsDeps,
  input: { email: string; listIds: string[] },
): Promise<SubscribeOutcome> {
  const now = deps.clock();
  const at = now.toISOString();
  const offered = await listLists(deps.db, { isPublicOnly: true });
  const listIds = [...new Set(input.listIds)].filter((id) =>
    offered.some((list) => list.id === id),
  );
  const result = await deps.db.transaction().execute(async (trx) => {
    // Counted in the same transaction: SQLite has one connection, and a refused sign-up must
    // not leave a count behind.
    const counters = createDatabaseCounters(trx, deps.clock);
    await trx
      .insertInto('subscribers')
      .values({
        id: randomUUID(),
        email: input.email,
        status: 'pending',
        manageToken: newToken(),
        confirmToken: null,
        confirmExpiresAt: null,
        confirmationSentAt: null,
        pendingListIds: '[]',
        hardFailures: 0,
        createdAt: at,
        confirmedAt: null,
        updatedAt: at,
      })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .execute();
    const subscriber = await findSubscriber(trx, 'email', input.email);
    if (!subscriber) throw new Error('Subscriber row missing after insert');
    const pending = [...new Set([...parseIds(subscriber.pendingListIds), ...listIds])];
    const lastSent = subscriber.confirmationSentAt ? Date.parse(subscriber.confirmationSentAt) : 0;
    const isLinkFresh =
      subscriber.confirmToken !== null && now.getTime() - lastSent < CONFIRMATION_RESEND_WINDOW_MS;
    await trx
      .updateTable('subscribers')
      .set({ pendingListIds: JSON.stringify(pending), updatedAt: at })
      .where('id', '=', subscriber.id)
      .execute();
    if (isLinkFresh) return { outcome: 'check-email' as const };
    const isAllowed = await takeDailyMailAllowance(trx, deps.clock, {
      form: 'subscribe',
      email: input.email,
      maxPerDay: MAX_CONFIRMATIONS_PER_ADDRESS_PER_DAY,
    });
    if (!isAllowed) return { outcome: 'check-email' as const };
    const global = await counters.increment('subscribe:all-addresses', HOUR_MS);
    if (global.current > MAX_CONFIRMATIONS_PER_HOUR) return { outcome: 'too-many' as const };
    const token = newToken();
    await trx
      .updateTable('subscribers')
      .set({
        confirmToken: token,
        confirmExpiresAt: new Date(now.getTime() + CONFIRM_LINK_TTL_MS).toISOString(),
        confirmationSentAt: at,
      })
      .where('id', '=', subscriber.id)
      .execute();
    const dedupeKey = `${SUBSCRIPTION_CONFIRM_TEMPLATE}:${subscriber.id}:${token}`;
    await deps.outbox.enqueue(trx, {
      template: SUBSCRIPTION_CONFIRM_TEMPLATE,
      payload: { subscriberId: subscriber.id, token },
      dedupeKey,
      reference: `subscriber:${subscriber.id}`,
    });
    return { outcome: 'check-email' as const, dedupeKey };
  });
  if ('dedupeKey' in result && result.dedupeKey) {
    // The person waits for it: try now; the outbox job retries if this attempt fails.
    void deps.outbox.deliverNow(result.dedupeKey).catch(() => undefined);
  }
  return { kind: result.outcome };
}

export type ConfirmOutcome =
  { ok: true; manageToken: string; listNames: string[] } | { ok: false; code: 'LINK_INVALID' };

/** Opens the subscription: the link must be the latest one sent and not expired. */
export async function confirmSubscription(
  deps: SubscriptionsDeps,
  token: string,
): Promise<ConfirmOutcome> {
  const now = deps.clock();
  const at = now.toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const subscriber = token ? await findSubscriber(trx, 'confirmToken', token) : undefined;
    if (
      !subscriber ||
      !subscriber.confirmExpiresAt ||
      Date.parse(subscriber.confirmExpiresAt) <= now.getTime()
    ) {
      return { ok: false as const, code: 'LINK_INVALID' as const };
    }
    const lists = await listLists(trx, { isPublicOnly: false });
    const wanted = parseIds(subscriber.pendingListIds).filter((id) =>
      lists.some((list) => list.id === id),
    );
    for (const listId of wanted) {
      await trx
        .insertInto('subscriberLists')
        .values({ subscriberId: subscriber.id, listId, createdAt: at })
        .onConflict((conflict) => conflict.columns(['subscriberId', 'listId']).doNothing())
        .execute();
    }
    await trx
      .updateTable('subscribers')
      .set({
        status: 'active',
        confirmToken: null,
        confirmExpiresAt: null,
        pendingListIds: '[]',
        hardFailures: 0,
        confirmedAt: subscriber.confirmedAt ?? at,
        updatedAt: at,
      })
      .where('id', '=', subscriber.id)
      .execute();
    await recordActivity(trx, {
      at: now,
      actor: SUBSCRIBER_ACTOR,
      action: 'subscriber.confirm',
      subject: `subscriber ${subscriber.id}`,
      after: { lists: wanted },
    });
    return {
      ok: true as const,
      manageToken: subscriber.manageToken,
      listNames: lists.filter((list) => wanted.includes(list.id)).map((list) => list.name),
    };
  });
}

/** The manage page's subscriber, by the token in every mail; undefined for a forged token. */
export async function findByManageToken(deps: SubscriptionsDeps, token: string) {
  const subscriber = token ? await findSubscriber(deps.db, 'manageToken', token) : undefined;
  if (!subscriber || subscriber.status === 'pending') return undefined;
  const rows = await deps.db
    .selectFrom('subscriberLists')
    .select('listId')
    .where('subscriberId', '=', subscriber.id)
    .execute();
  return {
    subscriber,
    listIds: subscriber.status === 'left' ? [] : rows.map((row) => row.listId),
  };
}

/**
 * The manage page's save: the ticked public lists (hidden lists the person had stay), or
 * leaving everything when nothing is ticked. Answers false for an unknown token.
 */
export async function updateSubscriberLists(
  deps: SubscriptionsDeps,
  token: string,
  listIds: string[],
): Promise<boolean> {
  const found = await findByManageToken(deps, token);
  if (!found) return false;
  const now = deps.clock();
  const at = now.toISOString();
  const offered = await listLists(deps.db, { isPublicOnly: true });
  const chosen = listIds.filter((id) => offered.some((list) => list.id === id));
  const kept = found.listIds.filter((id) => !offered.some((list) => list.id === id));
  const next = [...new Set([...chosen, ...kept])];
  if (next.length === 0) {
    await leaveAll(deps, found.subscriber.id, 'subscriber.leave');
    return true;
  }
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('subscriberLists')
      .where('subscriberId', '=', found.subscriber.id)
      .execute();
    await trx
      .insertInto('subscriberLists')
      .values(next.map((listId) => ({ subscriberId: found.subscriber.id, listId, createdAt: at })))
      .execute();
    await trx
      .updateTable('subscribers')
      .set({
        status: found.subscriber.status === 'suspended' ? 'suspended' : 'active',
        updatedAt: at,
      })
      .where('id', '=', found.subscriber.id)
      .execute();
    await recordActivity(trx, {
      at: now,
      actor: SUBSCRIBER_ACTOR,
      action: 'subscriber.change-lists',
      subject: `subscriber ${found.subscriber.id}`,
      before: { lists: found.listIds },
      after: { lists: next },
    });
  });
  return true;
}

async function leaveAll(deps: SubscriptionsDeps, subscriberId: string, action: string) {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('subscriberLists').where('subscriberId', '=', subscriberId).execute();
    await trx
      .updateTable('subscribers')
      .set({
        status: 'left',
        pendingListIds: '[]',
        confirmToken: null,
        confirmExpiresAt: null,
        updatedAt: now.toISOString(),
      })
      .where('id', '=', subscriberId)
      .execute();
    await recordActivity(trx, {
      at: now,
      actor: SUBSCRIBER_ACTOR,
      action,
      subject: `subscriber ${subscriberId}`,
    });
  });
}

/**
 * RFC 8058 one-click unsubscribe: leaves every list at once. Idempotent, and silent about
 * unknown tokens, so the answer reveals nothing.
 */
export async function unsubscribeOneClick(deps: SubscriptionsDeps, token: string): Promise<void> {
  const subscriber = token ? await findSubscriber(deps.db, 'manageToken', token) : undefined;
  if (!subscriber || subscriber.status === 'left') return;
  await leaveAll(deps, subscriber.id, 'subscriber.unsubscribe-one-click');
}

/** Sign-ups never confirmed are deleted after UNCONFIRMED_RETENTION_DAYS (privacy notice). */
export async function deleteUnconfirmed(deps: Pick<SubscriptionsDeps, 'db' | 'clock'>) {
  const before = new Date(
    deps.clock().getTime() - UNCONFIRMED_RETENTION_DAYS * DAY_MS,
  ).toISOString();
  const result = await deps.db
    .deleteFrom('subscribers')
    .where('status', '=', 'pending')
    .where('createdAt', '<', before)
    .executeTakeFirst();
  return { deleted: Number(result.numDeletedRows) };
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

async function countRecipients(db: Db, listId: string): Promise<number> {
  const row = await db
    .selectFrom('subscriberLists')
    .innerJoin('subscribers', 'subscribers.id', 'subscriberLists.subscriberId')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('subscriberLists.listId', '=', listId)
    .where('subscribers.status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** What a notice will look like, with placeholder links, and how many it would reach now. */
export async function previewNotice(deps: SubscriptionsDeps, input: NotifyInput) {
  const list = await deps.db
    .selectFrom('subscriptionLists')
    .selectAll()
    .where('id', '=', input.listId)
    .executeTakeFirst();
  if (!list) return undefined;
  const mail = buildNoticeMail({
    districtName: await deps.readDistrictName(),
    listName: list.name,
    subject: input.subject,
    body: input.body,
    url: absoluteUrl(deps, input.url),
    manageUrl: manageUrlOf(deps, 'PERSONAL-LINK'),
    unsubscribeUrl: unsubscribeUrlOf(deps, 'PERSONAL-LINK'),
  });
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
  await deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('subscriptionMessages')
      .values({
        id,
        listId: input.listId,
        itemKey: input.itemKey,
        subject: input.subject,
        body: input.body,
        url: input.url,
        sendAt,
        status: 'scheduled',
        isUrgent,
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
    const pending = await trx
      .selectFrom('subscriptionMessages')
      .selectAll()
      .where('listId', '=', input.listId)
      .where('itemKey', '=', input.itemKey)
      .where('status', 'in', ['scheduled', 'cancelled'])
      .executeTakeFirst();
    if (!pending) return;
    const isChanged =
      pending.sendAt !== sendAt ||
      pending.status !== 'scheduled' ||
      pending.subject !== input.subject ||
      pending.body !== input.body ||
      pending.url !== input.url ||
      Number(pending.isUrgent) !== isUrgent;
    if (!isChanged) return;
    await trx
      .updateTable('subscriptionMessages')
      .set({
        subject: input.subject,
        body: input.body,
        url: input.url,
        sendAt,
        isUrgent,
        status: 'scheduled',
      })
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
  const message = await deps.db
    .selectFrom('subscriptionMessages')
    .selectAll()
    .where('listId', '=', input.listId)
    .where('itemKey', '=', input.itemKey)
    .executeTakeFirstOrThrow();
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
  const pending = await deps.db
    .selectFrom('subscriptionMessages')
    .selectAll()
    .where('listId', '=', input.listId)
    .where('itemKey', '=', input.itemKey)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
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

export async function listMessages(db: Db): Promise<SubscriptionMessage[]> {
  const messages = await db
    .selectFrom('subscriptionMessages')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .limit(200)
    .execute();
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
  return history;
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
