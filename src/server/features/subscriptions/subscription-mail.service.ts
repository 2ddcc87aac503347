import { z } from 'zod';
import { LOCALES } from '#domain/i18n/locale.ts';
import { createSiteIntl } from '#domain/i18n/site-intl.ts';
import { subscriptionListWord } from '#domain/subscriptions/subscribe-page-words.ts';
import { buildConfirmationMail } from '#domain/subscriptions/subscription-mail.ts';
import {
  CONFIRM_LINK_TTL_MS,
  HARD_FAILURE_LIMIT,
  SUBSCRIBE_CONFIRM_PATH,
} from '#domain/subscriptions/subscriptions-api.ts';
import { recordActivity } from '#server/activity/activity-log.ts';
import type { MailMessage } from '#server/adapters/mailer.ts';
import {
  localizedUrl,
  mailLanguageOf,
  toMailMessage,
  unsubscribeHeadersOf,
} from './subscription-links.ts';
import {
  buildSubscriberNotice,
  fanOutDue,
  noticeInLanguage,
} from './subscription-notices.service.ts';
import { deleteUnconfirmed } from './subscription-sign-up.service.ts';
import {
  HOUR_MS,
  SUBSCRIPTION_CLEANUP_JOB,
  SUBSCRIPTION_CONFIRM_TEMPLATE,
  SUBSCRIPTION_FANOUT_JOB,
  SUBSCRIPTION_NOTICE_TEMPLATE,
  type SubscriptionsDeps,
} from './subscriptions.deps.ts';
import { findSubscriber, listLists, parseIds } from './subscriptions.repo.ts';

/**
 * What the outbox sends for subscriptions: the confirmation and notice templates (rendered when
 * their turn comes, so a subscriber who left meanwhile gets nothing), the suspension after
 * repeated permanent refusals, and the registration of both templates and both jobs.
 */

/** `language`: the language the sign-up asked in; confirmations queued before have none. */
const ConfirmPayloadSchema = z.object({
  subscriberId: z.string(),
  token: z.string(),
  language: z.enum(LOCALES).optional(),
});
const NoticePayloadSchema = z.object({ messageId: z.string(), subscriberId: z.string() });

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
      const { subscriberId, token, language } = ConfirmPayloadSchema.parse(payload);
      const subscriber = await findSubscriber(deps.db, 'id', subscriberId);
      // A newer request replaced this link, or the sign-up was deleted: nothing to send.
      if (!subscriber || subscriber.confirmToken !== token) return null;
      const lists = await listLists(deps.db, { isPublicOnly: false });
      const wanted = parseIds(subscriber.pendingListIds);
      const mailLanguage = language ?? subscriber.language;
      const url = new URL(localizedUrl(deps, SUBSCRIBE_CONFIRM_PATH, mailLanguage));
      const intl = createSiteIntl(mailLanguage);
      url.searchParams.set('token', token);
      const mail = buildConfirmationMail(
        {
          districtName: await deps.readDistrictName(),
          confirmUrl: url.toString(),
          lists: lists
            .filter((list) => wanted.includes(list.id))
            .map((list) => {
              const shown = subscriptionListWord(list, 'name', mailLanguage, intl.t);
              return { name: shown.value, isEnglish: shown.isEnglish };
            }),
          validHours: CONFIRM_LINK_TTL_MS / HOUR_MS,
        },
        mailLanguageOf(mailLanguage),
      );
      return toMailMessage(deps, subscriber.email, mail);
    },
  });
  deps.outbox.registerTemplate(SUBSCRIPTION_NOTICE_TEMPLATE, {
    isClosedOnPermanentFailure: true,
    render: async (payload) => {
      const { messageId, subscriberId } = NoticePayloadSchema.parse(payload);
      return renderNotice(deps, messageId, subscriberId);
    },
    onSent: async (payload, _at, trx) => {
      const { subscriberId } = NoticePayloadSchema.parse(payload);
      await trx
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
  const mail = await buildSubscriberNotice(
    deps,
    noticeInLanguage(message, subscriber.language),
    subscriber.manageToken,
    subscriber.language,
  );
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
