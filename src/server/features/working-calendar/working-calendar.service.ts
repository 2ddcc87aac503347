import type { Kysely } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import { fail, ok, type Result } from '#domain/errors.ts';
import { isLegalHoliday, listLegalHolidays, weekdayOf } from '#domain/calendar/working-calendar.ts';
import {
  WORKING_CALENDAR_MONTHS_AHEAD,
  type DistrictDayBody,
  type WorkingCalendarEntry,
  type WorkingCalendarResponse,
} from '#domain/calendar/working-calendar-api.ts';
import { recordActivity, type ActivityActor } from '#server/activity/activity-log.ts';
import { districtDayOf } from '#domain/meetings/board-meetings.ts';
import type { Database } from '#server/db/database.ts';
import {
  listDistrictDays,
  listHolidayRules,
} from '#server/working-calendar/working-calendar.repo.ts';

export interface WorkingCalendarDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/** The last day of the list: twelve months on from `today`, less a day. */
function lastDayAhead(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1 + WORKING_CALENDAR_MONTHS_AHEAD, day - 1));
  return date.toISOString().slice(0, 10);
}

/**
 * The coming twelve months of the working calendar: every legal holiday with its rule's source
 * (and whether the district works it) and every district closure, earliest first.
 */
export async function readWorkingCalendarPage(
  deps: WorkingCalendarDeps,
): Promise<WorkingCalendarResponse> {
  const from = districtDayOf(deps.clock());
  const to = lastDayAhead(from);
  const [rules, districtDays] = await Promise.all([
    listHolidayRules(deps.db),
    listDistrictDays(deps.db),
  ]);
  const inRange = districtDays.filter((row) => row.day >= from && row.day <= to);
  const worked = new Map(
    inRange.filter((row) => row.kind === 'working').map((row) => [row.day, row.note]),
  );
  const entries: WorkingCalendarEntry[] = [
    ...listLegalHolidays(rules, from, to).map((holiday) => ({
      day: holiday.day,
      type: 'legal-holiday' as const,
      name: holiday.name,
      source: holiday.source,
      isWorkingDay: worked.has(holiday.day),
      note: worked.get(holiday.day) ?? null,
    })),
    ...inRange
      .filter((row) => row.kind === 'closed')
      .map((row) => ({
        day: row.day,
        type: 'closure' as const,
        name: row.note,
        source: 'District closure',
        isWorkingDay: false,
        note: row.note,
      })),
  ];
  entries.sort((a, b) => a.day.localeCompare(b.day) || a.type.localeCompare(b.type));
  return { from, to, entries };
}

/**
 * Adds or replaces a district day, with the activity log. A closure goes on a weekday that is
 * not already a legal holiday; a working day only on a legal holiday the rules compute.
 */
export async function saveDistrictDay(
  deps: WorkingCalendarDeps,
  body: DistrictDayBody,
  actor: ActivityActor,
): Promise<Result<DistrictDayBody, 'VALIDATION_FAILED'>> {
  const rules = await listHolidayRules(deps.db);
  const isHoliday = isLegalHoliday(body.day, rules);
  if (body.kind === 'working' && !isHoliday) {
    return fail('VALIDATION_FAILED', {
      day: 'That day is not a Utah legal holiday: only a legal holiday can be marked a working day.',
    });
  }
  if (body.kind === 'closed') {
    const weekday = weekdayOf(body.day);
    if (weekday === 0 || weekday === 6) {
      return fail('VALIDATION_FAILED', {
        day: 'That day is a Saturday or Sunday, which is never a business day. Choose a weekday.',
      });
    }
    if (isHoliday) {
      return fail('VALIDATION_FAILED', {
        day: 'That day is already a Utah legal holiday, so the office is closed.',
      });
    }
  }
  await deps.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('districtCalendarDays')
      .selectAll()
      .where('day', '=', body.day)
      .executeTakeFirst();
    await trx
      .insertInto('districtCalendarDays')
      .values(body)
      .onConflict((conflict) =>
        conflict.column('day').doUpdateSet({ kind: body.kind, note: body.note }),
      )
      .execute();
    await recordActivity(trx, {
      at: deps.clock(),
      actor,
      action: body.kind === 'closed' ? 'working-calendar.close' : 'working-calendar.work-holiday',
      subject: body.day,
      before: before ?? null,
      after: body,
    });
  });
  return ok(body);
}

/** Removes a district day (the holiday counts again, or the closure goes), with the activity log. */
export async function removeDistrictDay(
  deps: WorkingCalendarDeps,
  day: string,
  actor: ActivityActor,
): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('districtCalendarDays')
      .selectAll()
      .where('day', '=', day)
      .executeTakeFirst();
    if (!before) return false;
    await trx.deleteFrom('districtCalendarDays').where('day', '=', day).execute();
    await recordActivity(trx, {
      at: deps.clock(),
      actor,
      action: 'working-calendar.remove',
      subject: day,
      before,
    });
    return true;
  });
}
