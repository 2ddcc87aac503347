import type { Kysely } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import { SiteAlertSchema } from '#domain/content/site-alert.schema.ts';
import type { Database } from '#server/db/database.ts';
import { findItem, listPublished } from '#server/features/content/content.repo.ts';
import type { NoticeItemCheck } from '#server/features/subscriptions/subscriptions.deps.ts';

/** `alert:<item id>:<level>`, as buildAlertNotice writes it. */
const ALERT_KEY = /^alert:(.+):([a-z]+)$/;
/** `news:<post id>`, as buildNewsNotice writes it. */
const NEWS_KEY = /^news:(.+)$/;

/**
 * Reads the item a scheduled notice is about again when its time comes (decision 304): a news
 * post unpublished or deleted, or an alert withdrawn, ended, or raised or lowered to another
 * level, cancels the notice; an item moved later moves it. Meeting, job and burn-day notices go
 * out when published and never wait, so they are sent as they are, and so is a notice staff wrote
 * by hand under a key that names no item.
 */
export async function checkNoticeItem(
  deps: { db: Kysely<Database>; clock: Clock },
  notice: { itemKey: string },
): Promise<NoticeItemCheck> {
  const now = deps.clock().toISOString();
  const later = (at: string | null): NoticeItemCheck =>
    at !== null && new Date(at).toISOString() > now
      ? { kind: 'move', sendAt: new Date(at).toISOString() }
      : { kind: 'send' };
  const news = NEWS_KEY.exec(notice.itemKey);
  if (news) {
    const post = await deps.db
      .selectFrom('newsPosts')
      .select(['status', 'publishAt'])
      .where('id', '=', news[1]!)
      .executeTakeFirst();
    // No such post: a notice staff wrote by hand under a key of their own.
    if (!post) return { kind: 'send' };
    if (post.status !== 'published') return { kind: 'cancel' };
    return later(post.publishAt);
  }
  const alert = ALERT_KEY.exec(notice.itemKey);
  if (alert) {
    if (!(await findItem(deps.db, alert[1]!))) return { kind: 'send' };
    const row = (await listPublished(deps.db)).find((item) => item.itemId === alert[1]);
    if (!row) return { kind: 'cancel' };
    const published = SiteAlertSchema.safeParse(JSON.parse(row.data));
    if (!published.success || published.data.level !== alert[2]) return { kind: 'cancel' };
    if (published.data.endsAt && new Date(published.data.endsAt).toISOString() <= now) {
      return { kind: 'cancel' };
    }
    return later(published.data.startsAt);
  }
  return { kind: 'send' };
}
