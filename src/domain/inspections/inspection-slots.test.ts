import { describe, expect, it } from 'vitest';
import type { WorkingCalendar } from '#domain/calendar/working-calendar.ts';
import { UTAH_LEGAL_HOLIDAY_RULES } from '#domain/calendar/utah-legal-holidays.ts';
import {
  findFreeSlots,
  groupSlotsByDay,
  isCoveredByAvailability,
  toDistrictInstant,
  type AvailabilityBlock,
  type BookedInterval,
  type SlotRules,
} from './inspection-slots.ts';

const RULES: SlotRules = {
  durationMinutes: 60,
  bufferMinutes: 0,
  minimumNoticeBusinessDays: 0,
  horizonDays: 60,
  workdayStart: '08:00',
  workdayEnd: '17:00',
};

const UTAH: WorkingCalendar = {
  holidayRules: UTAH_LEGAL_HOLIDAY_RULES,
  closures: [],
  workingDays: [],
};

function block(day: string, startTime: string, endTime: string): AvailabilityBlock {
  return { startDate: day, endDate: day, startTime, endTime, isMultiDay: false };
}

function booked(day: string, from: string, to: string): BookedInterval {
  return { startMs: toDistrictInstant(day, from), endMs: toDistrictInstant(day, to) };
}

/** Friday 2026-12-04, 10:00 in Kamas. */
const FRIDAY_MORNING = new Date('2026-12-04T17:00:00Z');

function times(input: Parameters<typeof findFreeSlots>[0]): string[] {
  return findFreeSlots(input).map((slot) => `${slot.day} ${slot.time}`);
}

describe('findFreeSlots', () => {
  it('splits a block into slots of the inspection length', () => {
    expect(
      times({
        blocks: [block('2026-12-07', '09:00', '12:00')],
        bookings: [],
        rules: RULES,
        calendar: UTAH,
        now: FRIDAY_MORNING,
      }),
    ).toEqual(['2026-12-07 09:00', '2026-12-07 10:00', '2026-12-07 11:00']);
  });

  it('keeps the buffer clear on both sides of a booking', () => {
    expect(
      times({
        blocks: [block('2026-12-07', '08:00', '13:00')],
        bookings: [booked('2026-12-07', '10:00', '11:00')],
        rules: { ...RULES, bufferMinutes: 30 },
        calendar: UTAH,
        now: FRIDAY_MORNING,
      }),
    ).toEqual(['2026-12-07 08:00', '2026-12-07 11:30']);
  });

  it('counts minimum notice in business days, skipping Juneteenth (Utah Code 63G-1-301)', () => {
    // Friday, June 12, 2026, 10:00 MDT; Monday the 15th is Juneteenth, so 1 business day of
    // notice opens Tuesday the 16th.
    const blocks = [block('2026-06-15', '09:00', '10:00'), block('2026-06-16', '09:00', '10:00')];
    const input = {
      blocks,
      bookings: [],
      rules: { ...RULES, minimumNoticeBusinessDays: 1 },
      now: new Date('2026-06-12T16:00:00Z'),
    };
    expect(times({ ...input, calendar: UTAH })).toEqual(['2026-06-16 09:00']);
    // The district works Juneteenth: the notice opens that Monday.
    expect(times({ ...input, calendar: { ...UTAH, workingDays: ['2026-06-15'] } })).toEqual([
      '2026-06-15 09:00',
      '2026-06-16 09:00',
    ]);
    // A closure on the Tuesday pushes the notice past it too.
    expect(times({ ...input, calendar: { ...UTAH, closures: ['2026-06-16'] } })).toEqual([]);
  });

  it('counts minimum notice in business days, skipping the weekend', () => {
    expect(
      times({
        blocks: [
          block('2026-12-04', '13:00', '14:00'),
          block('2026-12-05', '09:00', '10:00'),
          block('2026-12-07', '09:00', '10:00'),
        ],
        bookings: [],
        rules: { ...RULES, minimumNoticeBusinessDays: 1 },
        calendar: UTAH,
        now: FRIDAY_MORNING,
      }),
    ).toEqual(['2026-12-07 09:00']);
  });

  it('offers nothing in the past and starts on the next quarter hour today', () => {
    expect(
      times({
        blocks: [block('2026-12-04', '09:00', '12:00')],
        bookings: [],
        rules: RULES,
        calendar: UTAH,
        now: new Date('2026-12-04T17:10:00Z'),
      }),
    ).toEqual(['2026-12-04 10:15']);
  });

  it('offers nothing after the booking horizon', () => {
    expect(
      times({
        blocks: [block('2026-12-06', '09:00', '10:00'), block('2026-12-07', '09:00', '10:00')],
        bookings: [],
        rules: { ...RULES, horizonDays: 2 },
        calendar: UTAH,
        now: FRIDAY_MORNING,
      }),
    ).toEqual(['2026-12-06 09:00']);
  });

  it('ends a block at 00:00 on the next midnight', () => {
    const slots = findFreeSlots({
      blocks: [block('2026-12-07', '22:00', '00:00')],
      bookings: [],
      rules: RULES,
      calendar: UTAH,
      now: FRIDAY_MORNING,
    });
    expect(slots.map((slot) => slot.time)).toEqual(['22:00', '23:00']);
    expect(slots[1]?.end).toBe('2026-12-08T07:00:00.000Z');
  });

  it('offers the working hours on each day of a multi-day block', () => {
    const slots = findFreeSlots({
      blocks: [
        {
          startDate: '2026-12-07',
          endDate: '2026-12-08',
          startTime: '00:00',
          endTime: '23:59',
          isMultiDay: true,
        },
      ],
      bookings: [],
      rules: { ...RULES, durationMinutes: 240, workdayStart: '08:00', workdayEnd: '17:00' },
      calendar: UTAH,
      now: FRIDAY_MORNING,
    });
    expect(slots.map((slot) => `${slot.day} ${slot.time}`)).toEqual([
      '2026-12-07 08:00',
      '2026-12-07 12:00',
      '2026-12-08 08:00',
      '2026-12-08 12:00',
    ]);
  });

  it('holds one more hour on the day clocks fall back (2026-11-01)', () => {
    const slots = findFreeSlots({
      blocks: [block('2026-11-01', '00:00', '04:00')],
      bookings: [],
      rules: RULES,
      calendar: UTAH,
      now: new Date('2026-10-30T16:00:00Z'),
    });
    expect(slots.map((slot) => slot.time)).toEqual(['00:00', '01:00', '01:00', '02:00', '03:00']);
    expect(slots.map((slot) => slot.start)).toEqual([
      '2026-11-01T06:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
      '2026-11-01T08:00:00.000Z',
      '2026-11-01T09:00:00.000Z',
      '2026-11-01T10:00:00.000Z',
    ]);
  });

  it('holds one hour less on the day clocks spring forward (2027-03-14)', () => {
    const slots = findFreeSlots({
      blocks: [block('2027-03-14', '00:00', '04:00')],
      bookings: [],
      rules: RULES,
      calendar: UTAH,
      now: new Date('2027-03-12T16:00:00Z'),
    });
    expect(slots.map((slot) => slot.time)).toEqual(['00:00', '01:00', '03:00']);
    expect(slots.map((slot) => slot.start)).toEqual([
      '2027-03-14T07:00:00.000Z',
      '2027-03-14T08:00:00.000Z',
      '2027-03-14T09:00:00.000Z',
    ]);
  });

  it('keeps a booking across the fall-back hour out of both 01:00 slots', () => {
    const slots = findFreeSlots({
      blocks: [block('2026-11-01', '00:00', '04:00')],
      bookings: [
        {
          startMs: Date.parse('2026-11-01T07:00:00Z'),
          endMs: Date.parse('2026-11-01T09:00:00Z'),
        },
      ],
      rules: RULES,
      calendar: UTAH,
      now: new Date('2026-10-30T16:00:00Z'),
    });
    expect(slots.map((slot) => slot.start)).toEqual([
      '2026-11-01T06:00:00.000Z',
      '2026-11-01T09:00:00.000Z',
      '2026-11-01T10:00:00.000Z',
    ]);
  });

  it('merges overlapping blocks and stops at the limit', () => {
    expect(
      times({
        blocks: [block('2026-12-07', '09:00', '11:00'), block('2026-12-07', '10:00', '12:00')],
        bookings: [],
        rules: RULES,
        calendar: UTAH,
        now: FRIDAY_MORNING,
        limit: 2,
      }),
    ).toEqual(['2026-12-07 09:00', '2026-12-07 10:00']);
  });

  it('groups slots by day in order', () => {
    const slots = findFreeSlots({
      blocks: [block('2026-12-07', '09:00', '11:00'), block('2026-12-08', '09:00', '10:00')],
      bookings: [],
      rules: RULES,
      calendar: UTAH,
      now: FRIDAY_MORNING,
    });
    expect(
      groupSlotsByDay(slots).map((group) => [group.day, group.slots.map((slot) => slot.time)]),
    ).toEqual([
      ['2026-12-07', ['09:00', '10:00']],
      ['2026-12-08', ['09:00']],
    ]);
  });
});

describe('toDistrictInstant', () => {
  it('reads wall-clock times in America/Denver on both sides of daylight saving', () => {
    expect(new Date(toDistrictInstant('2026-12-07', '09:00')).toISOString()).toBe(
      '2026-12-07T16:00:00.000Z',
    );
    expect(new Date(toDistrictInstant('2026-07-07', '09:00')).toISOString()).toBe(
      '2026-07-07T15:00:00.000Z',
    );
    // 01:30 happens twice on 2026-11-01: the first, daylight one.
    expect(new Date(toDistrictInstant('2026-11-01', '01:30')).toISOString()).toBe(
      '2026-11-01T07:30:00.000Z',
    );
    // 02:30 never happens on 2027-03-14: the clocks read 03:30 then.
    expect(new Date(toDistrictInstant('2027-03-14', '02:30')).toISOString()).toBe(
      '2027-03-14T09:30:00.000Z',
    );
    expect(new Date(toDistrictInstant('2027-03-14', '03:00')).toISOString()).toBe(
      '2027-03-14T09:00:00.000Z',
    );
  });
});

describe('isCoveredByAvailability', () => {
  it('needs one block, or touching blocks, to hold the whole inspection', () => {
    const start = toDistrictInstant('2026-12-07', '10:00');
    const end = toDistrictInstant('2026-12-07', '11:00');
    expect(
      isCoveredByAvailability([block('2026-12-07', '09:00', '12:00')], RULES, start, end),
    ).toBe(true);
    expect(
      isCoveredByAvailability(
        [block('2026-12-07', '09:00', '10:30'), block('2026-12-07', '10:30', '12:00')],
        RULES,
        start,
        end,
      ),
    ).toBe(true);
    expect(
      isCoveredByAvailability([block('2026-12-07', '10:30', '12:00')], RULES, start, end),
    ).toBe(false);
    expect(isCoveredByAvailability([], RULES, start, end)).toBe(false);
  });
});
