import { rowCount, type AttentionCount } from '#server/attention/attention-registry.ts';
import { districtDayBounds } from '#server/attention/district-day.ts';

function isToday(instant: unknown, bounds: { start: string; end: string }): boolean {
  return typeof instant === 'string' && instant >= bounds.start && instant < bounds.end;
}

/** Content on a schedule that changes the public site today (issue 21). */
export const CONTENT_ATTENTION: readonly AttentionCount[] = [
  rowCount('content.news-going-live-today', 'News posts going live today', {
    permission: 'content:edit',
    href: '/admin/news',
    rows: (db, clock) => {
      const { start, end } = districtDayBounds(clock());
      return db
        .selectFrom('newsPosts')
        .where('status', '=', 'published')
        .where('publishAt', '>=', start)
        .where('publishAt', '<', end);
    },
  }),
  {
    id: 'content.alerts-starting-or-ending-today',
    label: 'Alerts starting or ending today',
    permission: 'content:edit',
    href: '/admin/alert',
    count: async (db, clock) => {
      const bounds = districtDayBounds(clock());
      // Few alerts exist at a time; their schedule lives in the published version's JSON.
      const rows = await db
        .selectFrom('contentItems')
        .innerJoin('contentVersions', 'contentVersions.id', 'contentItems.publishedVersionId')
        .select('contentVersions.data')
        .where('contentItems.kind', '=', 'alert')
        .execute();
      return rows.filter((row) => {
        const alert = JSON.parse(row.data) as { startsAt?: unknown; endsAt?: unknown };
        return isToday(alert.startsAt, bounds) || isToday(alert.endsAt, bounds);
      }).length;
    },
  },
];
