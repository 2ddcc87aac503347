import type { Kysely, Transaction } from 'kysely';
import { HolidayRuleSchema } from '#domain/calendar/holiday-rule.schema.ts';
import type { HolidayRule, WorkingCalendar } from '#domain/calendar/working-calendar.ts';
import type { DistrictDayKind } from '#domain/calendar/working-calendar-api.ts';
import type { Database } from '#server/db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The district's working calendar as stored (decision 299): Utah's legal-holiday rules and the
 * district's own days. Every business-day count on the server reads it here, once per request.
 */
export async function readWorkingCalendar(db: Db): Promise<WorkingCalendar> {
  const [holidayRules, days] = await Promise.all([
    listHolidayRules(db),
    db.selectFrom('districtCalendarDays').select(['day', 'kind']).orderBy('day').execute(),
  ]);
  return {
    holidayRules,
    closures: days.filter((row) => row.kind === 'closed').map((row) => row.day),
    workingDays: days.filter((row) => row.kind === 'working').map((row) => row.day),
  };
}

/** The legal-holiday rules in the statute's order; a row staff broke is left out, not thrown. */
export async function listHolidayRules(db: Db): Promise<HolidayRule[]> {
  const rows = await db.selectFrom('legalHolidayRules').selectAll().orderBy('position').execute();
  return rows.flatMap(({ position: _position, isActive, ...row }) => {
    const parsed = HolidayRuleSchema.safeParse({ ...row, isActive: isActive === 1 });
    return parsed.success ? [parsed.data] : [];
  });
}

export async function listDistrictDays(
  db: Db,
): Promise<{ day: string; kind: DistrictDayKind; note: string }[]> {
  const rows = await db.selectFrom('districtCalendarDays').selectAll().orderBy('day').execute();
  return rows.map((row) => ({
    day: row.day,
    kind: row.kind === 'working' ? 'working' : 'closed',
    note: row.note,
  }));
}
