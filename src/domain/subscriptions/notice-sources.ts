import { ALERT_LEVEL_LABELS, type SiteAlert } from '#domain/content/site-alert.schema.ts';
import type { NewsPost } from '#domain/news/news.schema.ts';
import type { NotifyInput } from './subscriptions-api.ts';

/**
 * The notice a published alert sends to the "Fire restrictions and alerts" list, or undefined
 * when it sends none. Only warnings and emergencies go out; an emergency goes out unless staff
 * untick "Notify subscribers", a warning only when they tick it (issue 18, item 3). The key holds
 * the level, so publishing the same alert again sends nothing, and raising it to an emergency
 * sends once more. A scheduled alert notifies at its start.
 */
export function buildAlertNotice(
  alertId: string,
  alert: SiteAlert,
  notifySubscribers: boolean | undefined,
): NotifyInput | undefined {
  if (alert.level === 'information') return undefined;
  const isWanted = notifySubscribers ?? alert.level === 'emergency';
  if (!isWanted) return undefined;
  return {
    listId: 'alerts',
    itemKey: `alert:${alertId}:${alert.level}`,
    subject: `${ALERT_LEVEL_LABELS[alert.level]}: ${alert.heading}`,
    body: alert.link ? `${alert.text}\n\n${alert.link.label}` : alert.text,
    url:
      alert.link?.href && /^(?:\/(?!\/)|https:\/\/)/.test(alert.link.href) ? alert.link.href : '/',
    sendAt: alert.startsAt,
  };
}

/**
 * The notice a published news post sends to the "News" list when staff tick "Notify subscribers"
 * (issue 18, item 3): its title, summary and link. The key is the post, so publishing it again
 * (a correction) sends nothing more; a post with a future "Publish at" notifies then.
 */
export function buildNewsNotice(
  post: Pick<NewsPost, 'id' | 'title' | 'summary' | 'path' | 'publishAt'>,
  notifySubscribers: boolean | undefined,
): NotifyInput | undefined {
  if (notifySubscribers !== true) return undefined;
  return {
    listId: 'news',
    itemKey: `news:${post.id}`,
    subject: post.title.slice(0, 150),
    body: post.summary.slice(0, 10_000) || post.title,
    url: post.path,
    sendAt: post.publishAt,
  };
}
