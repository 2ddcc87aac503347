import * as dateFns from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  endOfDay,
  formatCalendarDate,
  isSameDay,
  listDaysBetween,
  startOfDay,
  startOfWeek,
} from './calendar-dates.ts';

// Every pattern the calendar writes: react-big-calendar's date-fns formats and the calendar's own.
const PATTERNS = [
  'dd',
  'dd eee',
  'ccc',
  'cccc MMM dd',
  'MMMM yyyy',
  'MMMM dd',
  'ccc MMM dd',
  'p',
  'P',
  'h:mma',
  'h:mm a',
  'EEEE, MMMM d, yyyy',
  'MMMM d, yyyy',
  'EEE, MMM d, yyyy',
];

const DATES = [
  new Date(2026, 0, 1, 0, 0),
  new Date(2026, 1, 28, 9, 5),
  new Date(2026, 2, 8, 12, 0),
  new Date(2026, 6, 4, 13, 30),
  new Date(2026, 10, 1, 23, 59),
  new Date(2028, 1, 29, 11, 59),
];

describe('formatCalendarDate', () => {
  it('writes every calendar pattern as date-fns does in US English', () => {
    for (const date of DATES) {
      for (const pattern of PATTERNS) {
        expect(formatCalendarDate(date, pattern), `${pattern} ${date.toString()}`).toBe(
          dateFns.format(date, pattern),
        );
      }
    }
  });

  it('refuses a token it does not know instead of printing it', () => {
    expect(() => formatCalendarDate(new Date(2026, 0, 1), 'yyyy-QQ')).toThrow(/"Q"/);
  });
});

describe('calendar day helpers', () => {
  it('agree with date-fns on day starts, ends, steps and weeks', () => {
    for (const date of DATES) {
      expect(startOfDay(date)).toEqual(dateFns.startOfDay(date));
      expect(endOfDay(date)).toEqual(dateFns.endOfDay(date));
      for (const amount of [-40, -1, 0, 1, 7, 31]) {
        expect(addDays(date, amount)).toEqual(dateFns.addDays(date, amount));
      }
      for (const weekStartsOn of [0, 1, 6] as const) {
        expect(startOfWeek(date, weekStartsOn)).toEqual(
          dateFns.startOfWeek(date, { weekStartsOn }),
        );
      }
      expect(isSameDay(date, endOfDay(date))).toBe(true);
      expect(isSameDay(date, addDays(date, 1))).toBe(false);
    }
  });

  it('lists each day of a range, both ends included, across a month end', () => {
    const start = new Date(2026, 0, 30, 15, 0);
    const end = new Date(2026, 1, 2, 8, 0);
    expect(listDaysBetween(start, end)).toEqual(dateFns.eachDayOfInterval({ start, end }));
    expect(listDaysBetween(start, end)).toHaveLength(4);
  });
});
