import { dateFnsLocalizer } from 'react-big-calendar';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { toWeekStartsOn } from '#domain/calendar/availability.ts';

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

export function createCalendarLocalizer(weekStartsOn: number) {
  const weekStart = weekStartsOn as 0 | 1 | 2 | 3 | 4 | 5 | 6;
  return dateFnsLocalizer({
    format,
    parse,
    startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: weekStart }),
    getDay,
    locales: { 'en-US': enUS },
  });
}
