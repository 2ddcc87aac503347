const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A `YYYY-MM-DD` day as "June 1, 2025", the same wherever and whenever it is rendered. */
export function CalendarDay({ day }: { day: string }) {
  return <time dateTime={day}>{LONG_DATE.format(new Date(`${day}T00:00:00Z`))}</time>;
}
