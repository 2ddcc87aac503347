import { format, isValid, parse } from 'date-fns';

/**
 * What a date or time field holds travels as plain text: a calendar day as `YYYY-MM-DD` and a
 * wall-clock time as `HH:mm`, never as instants, so no time zone can move them. The picker works
 * with local Date objects; these functions convert at its edge and read what a person types.
 */
export type DateTimeMode = 'date' | 'time';

/** The 12-hour form every time field shows and accepts first ("9:15 AM"). */
export const TIME_DISPLAY_FORMAT = 'h:mm aa';

const ISO_DATE = 'yyyy-MM-dd';
const WALL_CLOCK = 'HH:mm';
/** Also accepted when typed: "9:15am", "9:15 pm", "21:15". */
const TIME_INPUT_FORMATS = [TIME_DISPLAY_FORMAT, 'h:mmaa', 'h:mm a', 'h:mma', WALL_CLOCK, 'H:mm'];
/** A fixed day, so the same time text gives the same Date in the build and in the browser. */
const REFERENCE_DAY = new Date(2000, 0, 1);

function parseStrict(text: string, formats: readonly string[]): Date | null {
  for (const pattern of formats) {
    const date = parse(text, pattern, REFERENCE_DAY);
    // date-fns reads "26" for yyyy as the year 26; a four-digit year is what every format means.
    if (isValid(date) && date.getFullYear() >= 1000 && date.getFullYear() <= 9999) return date;
  }
  return null;
}

/** A stored value (`YYYY-MM-DD` or `HH:mm`) as a local Date, or null when it is not one. */
export function valueToDate(mode: DateTimeMode, value: string): Date | null {
  if (mode === 'date')
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseStrict(value, [ISO_DATE]) : null;
  return /^\d{2}:\d{2}$/.test(value) ? parseStrict(value, [WALL_CLOCK]) : null;
}

/** The stored value of a picked or typed Date. */
export function dateToValue(mode: DateTimeMode, date: Date): string {
  return format(date, mode === 'date' ? ISO_DATE : WALL_CLOCK);
}

/** The text a field shows for a stored value; an empty or unreadable value shows as it is. */
export function formatForDisplay(mode: DateTimeMode, value: string, dateFormat: string): string {
  const date = valueToDate(mode, value);
  if (!date) return value;
  return format(date, mode === 'date' ? dateFormat : TIME_DISPLAY_FORMAT);
}

/**
 * The stored value of typed text, or null when the text is not a date (or time) in the field's
 * format. Dates also accept ISO `yyyy-MM-dd`; times accept 12-hour and 24-hour clocks.
 */
export function parseTyped(mode: DateTimeMode, text: string, dateFormat: string): string | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return null;
  const date =
    mode === 'date'
      ? parseStrict(trimmed, [dateFormat, ISO_DATE])
      : parseStrict(trimmed.toUpperCase(), TIME_INPUT_FORMATS);
  return date ? dateToValue(mode, date) : null;
}
