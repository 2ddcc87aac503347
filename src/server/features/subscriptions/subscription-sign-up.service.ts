import { randomBytes, randomUUID } from 'node:crypto';
import {
  CONFIRM_LINK_TTL_MS,
  CONFIRMATION_RESEND_WINDOW_MS,
  MAX_CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  MAX_CONFIRMATIONS_PER_HOUR,
  UNCONFIRMED_RETENTION_DAYS,
  type ConfirmedList,
} from '#domain/subscriptions/subscriptions-api.ts';
import type { Locale } from '#domain/i18n/locale.ts';
import { recordActivity, type ActivityActor } from '#server/activity/activity-log.ts';
import { takeDailyMailAllowance } from '#server/outbox/mail-caps.ts';
import { createDatabaseCounters } from '#server/plugins/rate-limit-store.ts';
import {
  DAY_MS,
  HOUR_MS,
  SUBSCRIPTION_CONFIRM_TEMPLATE,
  type SubscriptionsDeps,
} from './subscriptions.deps.ts';
import { findSubscriber, listLists, parseIds } from './subscriptions.repo.ts';
import type { SubscriberRow } from './subscriptions.tables.ts';

/**
 * The resident's side of e-mail subscriptions: sign-up with double opt-in, confirmation, the
 * manage page's changes, one-click unsubscribe, and deleting sign-ups never confirmed.
 */

/** Public changes are logged without the address: the log is read more widely than the list. */
const SUBSCRIBER_ACTOR: ActivityActor = { userId: null, username: '(subscriber)' };

function newToken(): string {
  return randomBytes(24).toString('base64url');
}

export type SubscribeOutcome =
  | { kind: 'check-email' }
  | { kind: 'too-many' }
  | { kind: 'invalid'; errors: { email?: string; lists?: string } };

/**
 * A sign-up from the public form. Whether or not the address is known, the answer is the same
 * "check your e-mail"; at most one confirmation mail goes out per address inside the resend
 * window and MAX_CONFIRMATIONS_PER_ADDRESS_PER_DAY a day. Nothing else is ever sent before the
 * owner confirms (double opt-in). The confirmation goes in the language asked for; it becomes
 * the subscriber's language unless they are already subscribed (their manage page changes it).
 */
export async function requestSubscription(
  deps: SubscriptionsDeps,
  input: { email: string; listIds: string[]; language?: Locale },
): Promise<SubscribeOutcome> {
  const language = input.language ?? 'en';
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
        language,
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
      .set({
        pendingListIds: JSON.stringify(pending),
        // Someone who cannot open the mailbox must not change an active subscriber's language.
        ...(subscriber.status === 'active' ? {} : { language }),
        updatedAt: at,
      })
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
      payload: { subscriberId: subscriber.id, token, language },
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
  { ok: true; manageToken: string; lists: ConfirmedList[] } | { ok: false; code: 'LINK_INVALID' };

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
      lists: lists
        .filter((list) => wanted.includes(list.id))
        .map(({ id, name, description }) => ({ id, name, description })),
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

/** The manage page's language choice: the language of every later e-mail (decision 325). */
export async function updateSubscriberLanguage(
  deps: SubscriptionsDeps,
  subscriber: SubscriberRow,
  language: Locale,
): Promise<void> {
  if (subscriber.language === language) return;
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('subscribers')
      .set({ language, updatedAt: now.toISOString() })
      .where('id', '=', subscriber.id)
      .execute();
    await recordActivity(trx, {
      at: now,
      actor: SUBSCRIBER_ACTOR,
      action: 'subscriber.change-language',
      subject: `subscriber ${subscriber.id}`,
      before: { language: subscriber.language },
      after: { language },
    });
  });
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
