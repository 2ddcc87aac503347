/**
 * The few date helpers the calendar needs, in place of date-fns: date-fns shares a chunk with the
 * permit forms' helpers (`permits-lib`, 14 KB on the wire), which the calendar then loaded whole
 * for formatting alone (issue 26, decision 295). Dates are the browser's wall-clock `Date`s the
 * calendar draws; text is US English, the calendar's only locale.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const pad2 = (value: number) => String(value).padStart(2, '0');
const hour12 = (date: Date) => date.getHours() % 12 || 12;
const meridiem = (date: Date) => (date.getHours() < 12 ? 'AM' : 'PM');

/** date-fns tokens (the Unicode patterns) used by the calendar and react-big-calendar's formats. */
const TOKENS: Record<string, (date: Date) => string> = {
  yyyy: (date) => String(date.getFullYear()),
  MMMM: (date) => MONTHS[date.getMonth()] ?? '',
  MMM: (date) => (MONTHS[date.getMonth()] ?? '').slice(0, 3),
  MM: (date) => pad2(date.getMonth() + 1),
  dd: (date) => pad2(date.getDate()),
  d: (date) => String(date.getDate()),
  EEEE: (date) => WEEKDAYS[date.getDay()] ?? '',
  cccc: (date) => WEEKDAYS[date.getDay()] ?? '',
  EEE: (date) => (WEEKDAYS[date.getDay()] ?? '').slice(0, 3),
  eee: (date) => (WEEKDAYS[date.getDay()] ?? '').slice(0, 3),
  ccc: (date) => (WEEKDAYS[date.getDay()] ?? '').slice(0, 3),
  h: (date) => String(hour12(date)),
  mm: (date) => pad2(date.getMinutes()),
  a: meridiem,
  p: (date) => `${hour12(date)}:${pad2(date.getMinutes())} ${meridiem(date)}`,
  P: (date) => `${pad2(date.getMonth() + 1)}/${pad2(date.getDate())}/${date.getFullYear()}`,
};
const TOKEN_PATTERN = /yyyy|MMMM|MMM|MM|dd|EEEE|cccc|EEE|eee|ccc|mm|[A-Za-z]/g;

/** The tokens another language writes with the browser's Intl: names and clock times. */
const INTL_TOKENS: Record<string, Intl.DateTimeFormatOptions> = {
  MMMM: { month: 'long' },
  MMM: { month: 'short' },
  EEEE: { weekday: 'long' },
  cccc: { weekday: 'long' },
  EEE: { weekday: 'short' },
  eee: { weekday: 'short' },
  ccc: { weekday: 'short' },
  p: { hour: 'numeric', minute: '2-digit' },
  P: { day: '2-digit', month: '2-digit', year: 'numeric' },
};

/** `date` written by the browser's Intl in language `tag` ("es-US"), in its wall-clock zone. */
export function formatDateIn(tag: string, date: Date, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(tag, options).format(date);
}

/**
 * Writes `date` as date-fns' `format(date, pattern)` does in US English, for the tokens in
 * `TOKENS`; any other letter throws, so a new pattern cannot print wrong text unnoticed. With
 * `tag` (a page in another language), names and times are that language's (decision 330).
 */
export function formatCalendarDate(date: Date, pattern: string, tag?: string): string {
  return pattern.replace(TOKEN_PATTERN, (token) => {
    const options = tag ? INTL_TOKENS[token] : undefined;
    if (tag && options) return formatDateIn(tag, date, options);
    const write = TOKENS[token];
    if (!write) throw new Error(`Unsupported date token "${token}" in "${pattern}"`);
    return write(date);
  });
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function endOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999);
}

/** The same wall-clock time `amount` calendar days later (earlier when negative). */
export function addDays(date: Date, amount: number): Date {
  const moved = new Date(date);
  moved.setDate(date.getDate() + amount);
  return moved;
}

export function isSameDay(left: Date, right: Date): boolean {
  return startOfDay(left).getTime() === startOfDay(right).getTime();
}

/** The start of each day from `start`'s day to `end`'s, both included. */
export function listDaysBetween(start: Date, end: Date): Date[] {
  const days: Date[] = [];
  const last = startOfDay(end).getTime();
  for (let day = startOfDay(start); day.getTime() <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The start of the week holding `date`, weeks starting on `weekStartsOn` (0 = Sunday). */
export function startOfWeek(date: Date, weekStartsOn: number): Date {
  const back = (date.getDay() - weekStartsOn + 7) % 7;
  return addDays(startOfDay(date), -back);
}
