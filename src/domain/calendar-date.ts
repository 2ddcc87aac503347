/** True for a real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** True for a wall-clock time written HH:mm, 00:00 to 23:59. */
export function isClockTime(value: string): boolean {
  return /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** A calendar day (YYYY-MM-DD) as "Monday, March 2, 2026"; read at noon UTC, so no zone moves it. */
export function formatLongDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** What `formatLongDayIn` needs of an intl (FormatJS's, on the server or in React). */
export interface DayFormatter {
  formatDate: (value: Date, options: Intl.DateTimeFormatOptions) => string;
}

/**
 * `formatLongDay` in an intl's language (issue 29): "Monday, March 2, 2026" in en-US, the same
 * words as `formatLongDay`, and "lunes, 2 de marzo de 2026" in es-US.
 */
export function formatLongDayIn(intl: DayFormatter, day: string): string {
  return intl.formatDate(new Date(`${day}T12:00:00Z`), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
