/**
 * Calendar days travel as plain `YYYY-MM-DD` text, never as instants, so no time zone can move
 * them by a day. The date picker works with local Date objects; these convert at its edge.
 */
export function parseCalendarDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The local calendar day of a picked date, as `YYYY-MM-DD`. */
export function formatCalendarDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `HH:mm` on a fixed day, so the same text gives the same Date at build time and in the browser. */
export function parseWallClockTime(value: string): Date | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  return new Date(2000, 0, 1, Number(match[1]), Number(match[2]));
}

export function formatWallClockTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
