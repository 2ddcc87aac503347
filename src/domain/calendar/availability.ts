/**
 * Display and selection rules of the Fire Marshal availability calendar (spec §3, §4, §5).
 *
 * Event days and times are the district's wall-clock (America/Denver) and travel as strings
 * ('YYYY-MM-DD', 'HH:mm'). The calendar widget works with `Date` objects in the browser's own
 * zone, so these functions build them from the wall-clock parts with local constructors and read
 * selections back with local getters: a visitor in Tokyo sees the same 09:00 on the same day.
 */

/** A calendar day written YYYY-MM-DD in the district's zone. */
export type CalendarDay = string;
/** A wall-clock time written HH:mm. */
export type ClockTime = string;

export const DEFAULT_START_TIME = '09:00';
export const DEFAULT_END_TIME = '17:00';
export const MULTI_DAY_START_TIME = '00:00';
export const MULTI_DAY_END_TIME = '23:59';
export const TIME_STEP_MINUTES = 15;

const MINUTES_PER_DAY = 24 * 60;

export interface EventTimes {
  startTime: ClockTime;
  endTime: ClockTime;
}

/** The dates, times and kind of an event being added, before its title. */
export interface EventDraft extends EventTimes {
  startDate: CalendarDay;
  endDate: CalendarDay;
  isMultiDay: boolean;
}

/** The interval the calendar widget draws; `end` is exclusive as react-big-calendar expects. */
export interface DisplayInterval {
  start: Date;
  end: Date;
  allDay: boolean;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function parseDayParts(day: CalendarDay): [number, number, number] {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return [year, month, date];
}

function parseMinutes(time: ClockTime): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

function formatMinutes(totalMinutes: number): ClockTime {
  return `${pad(Math.floor(totalMinutes / 60))}:${pad(totalMinutes % 60)}`;
}

/** The day `count` days after `day` (negative goes back), across months, years and DST. */
export function addDaysToDay(day: CalendarDay, count: number): CalendarDay {
  const [year, month, date] = parseDayParts(day);
  // UTC arithmetic has no DST, so a day is always 24 hours here.
  const shifted = new Date(Date.UTC(year, month - 1, date + count));
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** A local `Date` showing `day` at `time` on the visitor's screen, whatever their zone. */
export function toWallClockDate(day: CalendarDay, time: ClockTime = '00:00'): Date {
  const [year, month, date] = parseDayParts(day);
  const minutes = parseMinutes(time);
  return new Date(year, month - 1, date, Math.floor(minutes / 60), minutes % 60);
}

/** The calendar day a local `Date` shows (the inverse of `toWallClockDate`). */
export function toCalendarDay(date: Date): CalendarDay {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The wall-clock time a local `Date` shows, HH:mm. */
export function toClockTime(date: Date): ClockTime {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function isLocalMidnight(date: Date): boolean {
  return (
    date.getHours() === 0 &&
    date.getMinutes() === 0 &&
    date.getSeconds() === 0 &&
    date.getMilliseconds() === 0
  );
}

/** True when a single-day event's end of 00:00 means the following midnight (spec §3). */
export function endsAtNextMidnight(times: EventTimes): boolean {
  return times.endTime === '00:00' && times.startTime !== '00:00';
}

/**
 * Where the calendar draws an event (spec §3).
 *
 * - Multi-day: all-day from `startDate` through `endDate` inclusive. react-big-calendar's end is
 *   exclusive, so `end` is the midnight after `endDate`.
 * - Single-day: `startTime` to `endTime` on `startDate`; an end of 00:00 after a later start means
 *   the next midnight. react-big-calendar draws any timed event whose end falls on another date in
 *   the all-day row, and one that starts and ends on midnights as all-day, so such ends are drawn
 *   one millisecond earlier, which keeps the event in the time grid.
 */
export function toDisplayInterval(
  event: Pick<EventDraft, 'startDate' | 'endDate' | 'startTime' | 'endTime' | 'isMultiDay'>,
): DisplayInterval {
  if (event.isMultiDay) {
    return {
      start: toWallClockDate(event.startDate),
      end: toWallClockDate(addDaysToDay(event.endDate, 1)),
      allDay: true,
    };
  }
  const start = toWallClockDate(event.startDate, event.startTime);
  let end = endsAtNextMidnight(event)
    ? toWallClockDate(addDaysToDay(event.startDate, 1))
    : toWallClockDate(event.startDate, event.endTime);
  if (end < start) end = start;
  if (isLocalMidnight(end)) end = new Date(end.getTime() - 1);
  if (end < start) end = new Date(start.getTime() + 1);
  return { start, end, allDay: false };
}

function formatClock(date: Date): string {
  const hours = date.getHours();
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(date.getMinutes()).padStart(2, '0')} ${suffix}`;
}

/**
 * A drawn single-day event's times as the event list writes them, "6:00 PM – midnight": an end
 * that `toDisplayInterval` drew one millisecond before midnight reads "midnight", so the phone
 * agenda and the list below it say the same (spec §3, issue 16).
 */
export function formatDisplayTimeRange(
  start: Date,
  end: Date,
  /** Another language's clock and word for midnight (the Spanish calendar, decision 330). */
  writeClock = formatClock,
  midnight = 'midnight',
): string {
  const justBefore = new Date(end.getTime() + 1);
  const endsAtMidnight = isLocalMidnight(end) || isLocalMidnight(justBefore);
  return `${writeClock(start)} – ${endsAtMidnight ? midnight : writeClock(end)}`;
}

/** The default draft behind the Add Event button: `today`, 09:00-17:00, single-day (spec §4). */
export function createDefaultDraft(today: CalendarDay): EventDraft {
  return {
    startDate: today,
    endDate: today,
    startTime: DEFAULT_START_TIME,
    endTime: DEFAULT_END_TIME,
    isMultiDay: false,
  };
}

export interface SlotSelection {
  /** Start of the selection, as react-big-calendar reports it (local Date). */
  start: Date;
  /** Exclusive end of the selection. */
  end: Date;
  /** Minutes per slot in the time views (the calendar's `step`). */
  stepMinutes: number;
}

/**
 * The draft a click or drag on the calendar opens (spec §5).
 *
 * - Whole-day cells (month view, the all-day row): one day gives a single-day draft with the
 *   default 09:00-17:00, several days a multi-day draft over them.
 * - Time slots (week and day views): one slot gives a single-day draft with the slot's times;
 *   several slots, or a slot running into another day, give a multi-day draft.
 * Multi-day drafts default to 00:00-23:59.
 */
export function describeSelection({ start, end, stepMinutes }: SlotSelection): EventDraft {
  const startDate = toCalendarDay(start);
  // The last day the selection touches; an end on a midnight belongs to the day before.
  const lastDate = toCalendarDay(
    isLocalMidnight(end) && end > start ? new Date(end.getTime() - 1) : end,
  );
  const multiDay = (endDate: CalendarDay): EventDraft => ({
    startDate,
    endDate,
    startTime: MULTI_DAY_START_TIME,
    endTime: MULTI_DAY_END_TIME,
    isMultiDay: true,
  });
  if (isLocalMidnight(start) && isLocalMidnight(end)) {
    if (lastDate > startDate) return multiDay(lastDate);
    return { ...createDefaultDraft(startDate) };
  }
  const slotCount = Math.max(
    1,
    Math.round((end.getTime() - start.getTime()) / (stepMinutes * 60_000)),
  );
  if (slotCount > 1 || lastDate > startDate) return multiDay(lastDate);
  return {
    startDate,
    endDate: startDate,
    startTime: toClockTime(start),
    endTime: toClockTime(end),
    isMultiDay: false,
  };
}

export interface MultiDayToggle {
  times: EventTimes;
  /** The single-day times to restore when Multi-Day is unticked again. */
  savedTimes: EventTimes | null;
}

/**
 * The times after the Multi-Day Event checkbox changes (spec §4): ticking sets 00:00 and 23:59
 * and remembers the times it replaced; unticking restores those, or 09:00 and 17:00.
 */
export function toggleMultiDay(
  isMultiDay: boolean,
  currentTimes: EventTimes,
  savedTimes: EventTimes | null,
): MultiDayToggle {
  if (isMultiDay) {
    return {
      times: { startTime: MULTI_DAY_START_TIME, endTime: MULTI_DAY_END_TIME },
      savedTimes: { ...currentTimes },
    };
  }
  return {
    times: savedTimes
      ? { ...savedTimes }
      : { startTime: DEFAULT_START_TIME, endTime: DEFAULT_END_TIME },
    savedTimes: null,
  };
}

/** Every time of day in 15-minute steps, 00:00 to 23:45 (spec §5, §9). */
export function listTimeOptions(stepMinutes: number = TIME_STEP_MINUTES): ClockTime[] {
  const options: ClockTime[] = [];
  for (let minutes = 0; minutes < MINUTES_PER_DAY; minutes += stepMinutes)
    options.push(formatMinutes(minutes));
  return options;
}

/**
 * The end times offered after `startTime`. A single-day event ends no earlier than it starts
 * (spec §5), or at the following midnight, written 00:00. 23:59 is always offered because
 * multi-day events end then.
 */
export function listEndTimeOptions(startTime: ClockTime, isMultiDay: boolean): ClockTime[] {
  const options = listTimeOptions();
  const withLastMinute = [...options, MULTI_DAY_END_TIME];
  if (isMultiDay) return withLastMinute;
  const later = withLastMinute.filter((time) => time >= startTime);
  return startTime === '00:00' ? later : [...later, '00:00'];
}

/**
 * The end time to keep when a single-day event's start moves to `startTime`: the current end if
 * it still follows the start, else one hour after the start (at most 23:59).
 */
export function adjustEndTime(startTime: ClockTime, endTime: ClockTime): ClockTime {
  if (endTime >= startTime || endsAtNextMidnight({ startTime, endTime })) return endTime;
  return formatMinutes(Math.min(parseMinutes(startTime) + 60, MINUTES_PER_DAY - 1));
}

export type CalendarViewName = 'month' | 'week' | 'day' | 'agenda';

/** The first and last day shown, inclusive. */
export interface DayRange {
  firstDay: CalendarDay;
  lastDay: CalendarDay;
}

/**
 * Days after its date that the agenda view lists (react-big-calendar's default `length`); it
 * shows its date through that many days later, both included.
 */
export const AGENDA_LENGTH_DAYS = 30;

/**
 * The days a view covers around `day`: the whole month, the week (starting on `weekStartsOn`,
 * 0 = Sunday), the day, or the agenda's `day` through 30 days later.
 */
export function findViewRange(
  view: CalendarViewName,
  day: CalendarDay,
  weekStartsOn: number,
): DayRange {
  const [year, month] = parseDayParts(day);
  switch (view) {
    case 'month': {
      const firstDay = `${year}-${pad(month)}-01`;
      const lastDay = addDaysToDay(
        month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`,
        -1,
      );
      return { firstDay, lastDay };
    }
    case 'week': {
      const [y, m, d] = parseDayParts(day);
      const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
      const firstDay = addDaysToDay(day, -((weekday - weekStartsOn + 7) % 7));
      return { firstDay, lastDay: addDaysToDay(firstDay, 6) };
    }
    case 'day':
      return { firstDay: day, lastDay: day };
    case 'agenda':
      return { firstDay: day, lastDay: addDaysToDay(day, AGENDA_LENGTH_DAYS) };
  }
}

/**
 * The events touching `range`, in the order they happen (by start date, then start time, then
 * title).
 */
export function listEventsInRange<
  T extends Pick<EventDraft, 'startDate' | 'endDate' | 'startTime'> & { title: string },
>(events: readonly T[], range: DayRange): T[] {
  return events
    .filter((event) => event.startDate <= range.lastDay && event.endDate >= range.firstDay)
    .sort(
      (a, b) =>
        a.startDate.localeCompare(b.startDate) ||
        a.startTime.localeCompare(b.startTime) ||
        a.title.localeCompare(b.title),
    );
}

/**
 * react-big-calendar's week start (0 = Sunday … 6 = Saturday) from Intl's `weekInfo.firstDay`
 * (1 = Monday … 7 = Sunday); Sunday when the browser does not say.
 */
export function toWeekStartsOn(firstDay: number | undefined): number {
  if (firstDay === undefined || !Number.isInteger(firstDay) || firstDay < 1 || firstDay > 7)
    return 0;
  return firstDay % 7;
}
