const LONG_DATES = {
  'en-US': new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
  'es-US': new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' }),
} as const;

/**
 * A `YYYY-MM-DD` day as "June 1, 2025" ("1 de junio de 2025" in `es-US`), the same wherever and
 * whenever it is rendered: browser code (the elections island) that has no FormatJS uses it.
 */
export function CalendarDay({
  day,
  locale = 'en-US',
}: {
  day: string;
  locale?: keyof typeof LONG_DATES;
}) {
  return <time dateTime={day}>{LONG_DATES[locale].format(new Date(`${day}T00:00:00Z`))}</time>;
}
