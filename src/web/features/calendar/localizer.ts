import { dateFnsLocalizer } from 'react-big-calendar';
import { toWeekStartsOn } from '#domain/calendar/availability.ts';
import { formatCalendarDate, startOfWeek } from './calendar-dates.ts';

interface WeekInfoLocale {
  weekInfo?: { firstDay?: number };
  getWeekInfo?: () => { firstDay?: number };
}

/** The first day of the week in the browser's locale (0 = Sunday); Sunday when Intl does not say. */
export function readLocaleWeekStart(
  language: string | undefined = globalThis.navigator?.language,
): number {
  try {
    const locale = new Intl.Locale(language ?? 'en-US') as Intl.Locale & WeekInfoLocale;
    const weekInfo =
      typeof locale.getWeekInfo === 'function' ? locale.getWeekInfo() : locale.weekInfo;
    return toWeekStartsOn(weekInfo?.firstDay);
  } catch {
    return 0;
  }
}

export function createCalendarLocalizer(weekStartsOn: number, tag?: string) {
  // react-big-calendar's date-fns localizer calls only these (its formats are date-fns patterns),
  // so the calendar's own helpers stand in for date-fns (decision 295); `tag` names another
  // language (decision 330).
  return dateFnsLocalizer({
    format: (date: Date, pattern: string) => formatCalendarDate(date, pattern, tag),
    startOfWeek: (date: Date) => startOfWeek(date, weekStartsOn),
    getDay: (date: Date) => date.getDay(),
    locales: { 'en-US': {} },
  });
}
