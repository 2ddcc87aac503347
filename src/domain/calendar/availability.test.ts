import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  formatDisplayTimeRange,
  addDaysToDay,
  adjustEndTime,
  createDefaultDraft,
  describeSelection,
  findViewRange,
  listEndTimeOptions,
  listEventsInRange,
  listTimeOptions,
  toCalendarDay,
  toClockTime,
  toDisplayInterval,
  toggleMultiDay,
  toWallClockDate,
  toWeekStartsOn,
} from './availability.ts';

const ZONES = ['America/Denver', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC'];

function singleDay(startDate: string, startTime: string, endTime: string) {
  return { startDate, endDate: startDate, startTime, endTime, isMultiDay: false };
}

/** What the visitor's screen shows for a local Date: its day and wall-clock time. */
function shown(date: Date): string {
  return `${toCalendarDay(date)} ${toClockTime(date)}`;
}

describe.each(ZONES)('in a browser whose zone is %s', (zone) => {
  const originalZone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = zone;
  });
  afterEach(() => {
    process.env.TZ = originalZone;
  });

  it('shows a single-day event at its district wall-clock times on its own day', () => {
    const interval = toDisplayInterval(singleDay('2026-07-06', '09:00', '17:00'));
    expect(shown(interval.start)).toBe('2026-07-06 09:00');
    expect(shown(interval.end)).toBe('2026-07-06 17:00');
    expect(interval.allDay).toBe(false);
  });

  it('shows a multi-day event as all-day through its end date inclusive (exclusive end the next midnight)', () => {
    const interval = toDisplayInterval({
      startDate: '2026-12-30',
      endDate: '2027-01-02',
      startTime: '00:00',
      endTime: '23:59',
      isMultiDay: true,
    });
    expect(interval.allDay).toBe(true);
    expect(shown(interval.start)).toBe('2026-12-30 00:00');
    expect(shown(interval.end)).toBe('2027-01-03 00:00');
  });

  it('reads a clicked month cell back as that day with the default times', () => {
    const start = toWallClockDate('2026-03-08');
    const end = toWallClockDate('2026-03-09');
    expect(describeSelection({ start, end, stepMinutes: 60 })).toEqual(
      createDefaultDraft('2026-03-08'),
    );
  });

  it('reads a clicked hour slot back as its own wall-clock times', () => {
    const draft = describeSelection({
      start: toWallClockDate('2026-11-01', '09:00'),
      end: toWallClockDate('2026-11-01', '10:00'),
      stepMinutes: 60,
    });
    expect(draft).toEqual(singleDay('2026-11-01', '09:00', '10:00'));
  });
});

describe('toDisplayInterval', () => {
  it('keeps a single-day event ending at 00:00 after a later start in the time grid, up to the next midnight', () => {
    const interval = toDisplayInterval(singleDay('2026-07-06', '22:00', '00:00'));
    expect(interval.allDay).toBe(false);
    expect(shown(interval.start)).toBe('2026-07-06 22:00');
    // One millisecond before midnight: react-big-calendar would move an end on the next date to the all-day row.
    expect(toCalendarDay(interval.end)).toBe('2026-07-06');
    expect(interval.end.getTime()).toBe(toWallClockDate('2026-07-07').getTime() - 1);
  });

  it('does not draw a zero-length event at midnight as all-day', () => {
    const interval = toDisplayInterval(singleDay('2026-07-06', '00:00', '00:00'));
    expect(interval.allDay).toBe(false);
    expect(interval.end.getTime()).toBeGreaterThan(interval.start.getTime());
    expect(toCalendarDay(interval.end)).toBe('2026-07-06');
  });

  it('draws an event starting at midnight from 00:00', () => {
    const interval = toDisplayInterval(singleDay('2026-07-06', '00:00', '08:30'));
    expect(shown(interval.start)).toBe('2026-07-06 00:00');
    expect(shown(interval.end)).toBe('2026-07-06 08:30');
  });

  it('shows a one-day multi-day event as the whole of that day', () => {
    const interval = toDisplayInterval({
      startDate: '2028-02-29',
      endDate: '2028-02-29',
      startTime: '00:00',
      endTime: '23:59',
      isMultiDay: true,
    });
    expect(shown(interval.start)).toBe('2028-02-29 00:00');
    expect(shown(interval.end)).toBe('2028-03-01 00:00');
  });
});

describe('describeSelection', () => {
  it('makes a drag across month cells a multi-day draft from 00:00 to 23:59 over those days', () => {
    const draft = describeSelection({
      start: toWallClockDate('2026-07-06'),
      end: toWallClockDate('2026-07-09'),
      stepMinutes: 60,
    });
    expect(draft).toEqual({
      startDate: '2026-07-06',
      endDate: '2026-07-08',
      startTime: '00:00',
      endTime: '23:59',
      isMultiDay: true,
    });
  });

  it('makes a drag across the end of a month and year multi-day', () => {
    const draft = describeSelection({
      start: toWallClockDate('2026-12-31'),
      end: toWallClockDate('2027-01-02'),
      stepMinutes: 60,
    });
    expect(draft).toMatchObject({
      startDate: '2026-12-31',
      endDate: '2027-01-01',
      isMultiDay: true,
    });
  });

  it('makes several hour slots multi-day with 00:00-23:59', () => {
    const draft = describeSelection({
      start: toWallClockDate('2026-07-06', '09:00'),
      end: toWallClockDate('2026-07-06', '12:00'),
      stepMinutes: 60,
    });
    expect(draft).toEqual({
      startDate: '2026-07-06',
      endDate: '2026-07-06',
      startTime: '00:00',
      endTime: '23:59',
      isMultiDay: true,
    });
  });

  it('keeps the last hour slot of a day single-day, ending at 00:00 (the next midnight)', () => {
    const draft = describeSelection({
      start: toWallClockDate('2026-07-06', '23:00'),
      end: toWallClockDate('2026-07-07'),
      stepMinutes: 60,
    });
    expect(draft).toEqual(singleDay('2026-07-06', '23:00', '00:00'));
  });

  it('makes one slot that runs into the next day multi-day', () => {
    const draft = describeSelection({
      start: toWallClockDate('2026-07-06', '23:30'),
      end: toWallClockDate('2026-07-07', '00:30'),
      stepMinutes: 60,
    });
    expect(draft).toMatchObject({
      startDate: '2026-07-06',
      endDate: '2026-07-07',
      isMultiDay: true,
    });
  });

  it('treats a 15-minute slot by the given step', () => {
    const draft = describeSelection({
      start: toWallClockDate('2026-07-06', '10:15'),
      end: toWallClockDate('2026-07-06', '10:30'),
      stepMinutes: 15,
    });
    expect(draft).toEqual(singleDay('2026-07-06', '10:15', '10:30'));
  });
});

describe('toggleMultiDay', () => {
  it('sets 00:00 and 23:59 when ticked and remembers the times it replaced', () => {
    const result = toggleMultiDay(true, { startTime: '10:00', endTime: '11:30' }, null);
    expect(result.times).toEqual({ startTime: '00:00', endTime: '23:59' });
    expect(result.savedTimes).toEqual({ startTime: '10:00', endTime: '11:30' });
  });

  it('restores the remembered times when unticked', () => {
    const ticked = toggleMultiDay(true, { startTime: '10:00', endTime: '11:30' }, null);
    const unticked = toggleMultiDay(false, ticked.times, ticked.savedTimes);
    expect(unticked.times).toEqual({ startTime: '10:00', endTime: '11:30' });
    expect(unticked.savedTimes).toBeNull();
  });

  it('falls back to 09:00-17:00 when unticked with nothing remembered (a drag opened it multi-day)', () => {
    expect(toggleMultiDay(false, { startTime: '00:00', endTime: '23:59' }, null).times).toEqual({
      startTime: '09:00',
      endTime: '17:00',
    });
  });
});

describe('time options', () => {
  it('offers every quarter hour of the day', () => {
    const options = listTimeOptions();
    expect(options).toHaveLength(96);
    expect(options.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(options.at(-1)).toBe('23:45');
  });

  it('offers single-day end times from the start time on, then 23:59 and the next midnight', () => {
    const options = listEndTimeOptions('22:30', false);
    expect(options).toEqual([
      '22:30',
      '22:45',
      '23:00',
      '23:15',
      '23:30',
      '23:45',
      '23:59',
      '00:00',
    ]);
  });

  it('does not offer 00:00 as a later end when the event starts at midnight', () => {
    const options = listEndTimeOptions('00:00', false);
    expect(options[0]).toBe('00:00');
    expect(options.filter((time) => time === '00:00')).toHaveLength(1);
  });

  it('offers every end time plus 23:59 for a multi-day event', () => {
    const options = listEndTimeOptions('12:00', true);
    expect(options[0]).toBe('00:00');
    expect(options.at(-1)).toBe('23:59');
  });

  it('moves an end before a new start to one hour later, capped at 23:59', () => {
    expect(adjustEndTime('10:00', '17:00')).toBe('17:00');
    expect(adjustEndTime('18:00', '17:00')).toBe('19:00');
    expect(adjustEndTime('23:30', '17:00')).toBe('23:59');
    expect(adjustEndTime('22:00', '00:00')).toBe('00:00');
  });
});

describe('days', () => {
  it('adds days across month, leap-day and year boundaries', () => {
    expect(addDaysToDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToDay('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDaysToDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDay('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('finds the whole month around a day', () => {
    expect(findViewRange('month', '2028-02-10', 0)).toEqual({
      firstDay: '2028-02-01',
      lastDay: '2028-02-29',
    });
    expect(findViewRange('month', '2026-12-31', 0)).toEqual({
      firstDay: '2026-12-01',
      lastDay: '2026-12-31',
    });
  });

  it('finds the week by the locale week start', () => {
    // 2026-07-08 is a Wednesday.
    expect(findViewRange('week', '2026-07-08', 0)).toEqual({
      firstDay: '2026-07-05',
      lastDay: '2026-07-11',
    });
    expect(findViewRange('week', '2026-07-08', 1)).toEqual({
      firstDay: '2026-07-06',
      lastDay: '2026-07-12',
    });
    expect(findViewRange('week', '2026-07-05', 1)).toEqual({
      firstDay: '2026-06-29',
      lastDay: '2026-07-05',
    });
  });

  it('finds the day, and the agenda from its day through 30 days later as react-big-calendar shows it', () => {
    expect(findViewRange('day', '2026-07-08', 0)).toEqual({
      firstDay: '2026-07-08',
      lastDay: '2026-07-08',
    });
    expect(findViewRange('agenda', '2026-07-08', 0)).toEqual({
      firstDay: '2026-07-08',
      lastDay: '2026-08-07',
    });
  });

  it('lists events touching a range in the order they happen, including ones that began earlier', () => {
    const events = [
      { title: 'Late', ...singleDay('2026-07-10', '13:00', '14:00') },
      { title: 'Early', ...singleDay('2026-07-10', '08:00', '09:00') },
      {
        title: 'Spanning',
        startDate: '2026-06-28',
        endDate: '2026-07-02',
        startTime: '00:00',
        endTime: '23:59',
        isMultiDay: true,
      },
      { title: 'Outside', ...singleDay('2026-08-01', '08:00', '09:00') },
    ];
    const listed = listEventsInRange(events, findViewRange('month', '2026-07-15', 0));
    expect(listed.map((event) => event.title)).toEqual(['Spanning', 'Early', 'Late']);
  });

  it('reads the week start from Intl weekInfo, Sunday when unknown', () => {
    expect(toWeekStartsOn(7)).toBe(0);
    expect(toWeekStartsOn(1)).toBe(1);
    expect(toWeekStartsOn(6)).toBe(6);
    expect(toWeekStartsOn(undefined)).toBe(0);
    expect(toWeekStartsOn(9)).toBe(0);
  });
});

describe('formatDisplayTimeRange', () => {
  it('reads a midnight-ending event as "midnight", as the event list does', () => {
    const { start, end } = toDisplayInterval({
      startDate: '2026-03-10',
      endDate: '2026-03-10',
      startTime: '18:00',
      endTime: '00:00',
      isMultiDay: false,
    });
    expect(formatDisplayTimeRange(start, end)).toBe('6:00 PM – midnight');
  });

  it('writes other ends on the 12-hour clock', () => {
    const { start, end } = toDisplayInterval({
      startDate: '2026-03-10',
      endDate: '2026-03-10',
      startTime: '09:00',
      endTime: '23:59',
      isMultiDay: false,
    });
    expect(formatDisplayTimeRange(start, end)).toBe('9:00 AM – 11:59 PM');
  });
});
