import { districtDayOf } from '#domain/meetings/board-meetings.ts';
import { SiteAlertSchema } from '#domain/content/site-alert.schema.ts';
import { buildNoBurningNotice } from '#domain/subscriptions/no-burning-notice.ts';
import {
  buildAlertNotice,
  buildNewsNotice,
  buildPageNotices,
} from '#domain/subscriptions/notice-sources.ts';
import type { AppEventMap } from '#server/app-events.ts';
import type { Feature, FeatureContext } from '#server/feature.ts';
import { checkNoticeItem } from '#server/notice-item-check.ts';
import { createSubscribePages } from './subscribe-page.routes.ts';
import { SUBSCRIPTIONS_ATTENTION } from './subscriptions.attention.ts';
import { registerSubscriptions } from './subscription-mail.service.ts';
import { spanishAlertLevels } from './subscription-links.ts';
import { createNotice, rescheduleNotice } from './subscription-notices.service.ts';
import { countRecipientsByLanguage } from './subscriptions.repo.ts';
import { subscriptionsAdminRoutes } from './subscriptions.routes.ts';
import type { SubscriptionsDeps } from './subscriptions.deps.ts';

/**
 * E-mail subscriptions (issue 18): the lists, the subscribe pages, and the notices other
 * features' events become: a No burning day, a published news post, alert or page.
 */
export function createSubscriptions({ deps, events, readDistrict }: FeatureContext): Feature & {
  /** Who an alert's e-mail reaches, by language (decision 325). */
  countAlertReaders: () => ReturnType<typeof countRecipientsByLanguage>;
} {
  const subscriptions: SubscriptionsDeps = {
    db: deps.db,
    clock: deps.clock,
    outbox: deps.outbox,
    env: deps.env,
    readDistrictName: async () => (await readDistrict()).name,
    // A scheduled notice reads its item again before it goes (decision 304).
    checkItem: (notice) => checkNoticeItem(deps, notice),
  };
  registerSubscriptions(subscriptions, deps.jobs, {
    fanOutMs: deps.env.OUTBOX_INTERVAL_MS,
    cleanupMs: 60 * 60 * 1000,
  });
  // No burning is always urgent: it goes before news and jobs (decision 304).
  events.on('burn.noBurning', async ({ status, actor }) => {
    await createNotice(subscriptions, buildNoBurningNotice(status), {
      userId: null,
      username: actor,
    });
  });
  events.on('news.published', async ({ post, notifySubscribers, spanish, actor }) => {
    const notice = buildNewsNotice(post, notifySubscribers, spanish);
    if (notice) await createNotice(subscriptions, notice, actor);
    // Published again without the box ticked: a notice not yet sent follows the post's time.
    else await rescheduleNotice(subscriptions, buildNewsNotice(post, true, spanish)!, actor);
  });
  events.on('content.published', (published) => noticeOfPublished(subscriptions, published));
  const subscribePages = createSubscribePages(subscriptions);
  return {
    name: 'subscriptions',
    attention: SUBSCRIPTIONS_ATTENTION,
    pageExtras: subscribePages.extras,
    countAlertReaders: () => countRecipientsByLanguage(deps.db, 'alerts'),
    routes: async (app, { sitePages }) => {
      await app.register(subscriptionsAdminRoutes, { prefix: '/api', subscriptions });
      if (sitePages) await app.register(subscribePages.routes, { sitePages });
    },
  };
}

/**
 * Publishing the minutes or careers page with "Notify subscribers" tells the meetings or jobs list
 * what changed since the published version (issue 18, item 3); a published warning or emergency
 * alert goes to its e-mail subscribers.
 */
async function noticeOfPublished(
  subscriptions: SubscriptionsDeps,
  {
    itemId,
    kind,
    after,
    notifySubscribers,
    publishedBefore,
    actor,
  }: AppEventMap['content.published'],
): Promise<void> {
  if (notifySubscribers === true && publishedBefore !== undefined) {
    const today = districtDayOf(subscriptions.clock());
    for (const notice of buildPageNotices(itemId, publishedBefore, after, today)) {
      await createNotice(subscriptions, notice, actor);
    }
  }
  if (kind !== 'alert') return;
  const alert = SiteAlertSchema.parse(after);
  const notice = buildAlertNotice(itemId, alert, notifySubscribers, spanishAlertLevels());
  if (notice) await createNotice(subscriptions, notice, actor);
  else {
    // Published again without the box ticked: a notice not yet sent follows the new start.
    const pending = buildAlertNotice(itemId, alert, true, spanishAlertLevels());
    if (pending) await rescheduleNotice(subscriptions, pending, actor);
  }
}
