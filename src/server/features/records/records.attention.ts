import {
  DEFAULT_CLOSING_HOUR,
  REMINDER_BUSINESS_DAYS_BEFORE,
  countBusinessDaysLeft,
  toDistrictDay,
} from '#domain/records/grama-clock.ts';
import { rowCount, type AttentionCount } from '#server/attention/attention-registry.ts';
import { readWorkingCalendar } from '#server/working-calendar/working-calendar.repo.ts';
import { OPEN_STATUSES } from './records-core.service.ts';

/**
 * Issue 20: open records requests whose GRAMA deadline is 2 business days away or less, or past
 * (a late answer counts as a denial the requester may appeal). An appealed request is not counted
 * against its first deadline (decision 302): it is the chief administrative officer's to decide,
 * and counts in `records.appeals`.
 */
export const RECORDS_ATTENTION: readonly AttentionCount[] = [
  {
    id: 'records.due',
    label: 'Records requests due',
    permission: 'records:manage',
    href: '/admin/records',
    count: async (db, clock) => {
      const calendar = { ...(await readWorkingCalendar(db)), closingHour: DEFAULT_CLOSING_HOUR };
      const today = toDistrictDay(clock()).day;
      const rows = await db
        .selectFrom('recordsRequests')
        .select(['dueDay'])
        .where(
          'status',
          'in',
          OPEN_STATUSES.filter((status) => status !== 'appealed'),
        )
        .execute();
      return rows.filter(
        (row) =>
          countBusinessDaysLeft(today, row.dueDay, calendar) <= REMINDER_BUSINESS_DAYS_BEFORE,
      ).length;
    },
  },
  // Decision 302: every appeal waits for the chief administrative officer's decision, due in
  // 10 business days (5 expedited) under Utah Code 63G-2-401(5).
  rowCount('records.appeals', 'Records appeals awaiting a decision', {
    permission: 'records:appeals',
    href: '/admin/records?status=appealed',
    rows: (db) => db.selectFrom('recordsRequests').where('status', '=', 'appealed'),
  }),
];
