import { z } from 'zod';
import { isCalendarDate } from '#domain/calendar-date.ts';
import { HOLIDAY_OBSERVANCES, HOLIDAY_RULE_KINDS, type HolidayRule } from './working-calendar.ts';

const DaySchema = z.string().refine(isCalendarDate, 'Enter the day as YYYY-MM-DD.');

/** A legal-holiday rule as stored; a row that fails it is not counted (decision 299). */
export const HolidayRuleSchema = z.object({
  id: z.string().min(1).max(80),
  name: z.string().min(1).max(120),
  kind: z.enum(HOLIDAY_RULE_KINDS),
  month: z.number().int().min(1).max(12).nullable(),
  dayOfMonth: z.number().int().min(1).max(31).nullable(),
  weekday: z.number().int().min(0).max(6).nullable(),
  nth: z.number().int().min(-1).max(5).nullable(),
  easterOffsetDays: z.number().int().min(-60).max(60).nullable(),
  observance: z.enum(HOLIDAY_OBSERVANCES),
  effectiveFrom: DaySchema.nullable(),
  effectiveTo: DaySchema.nullable(),
  isActive: z.boolean(),
  source: z.string().min(1).max(500),
}) satisfies z.ZodType<HolidayRule>;
