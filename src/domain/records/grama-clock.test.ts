import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay } from '#domain/calendar/working-calendar.ts';
import {
  DEFAULT_BUSINESS_CALENDAR,
  computeAppealDecisionDeadline,
  computeResponseDeadline,
  countBusinessDaysLeft,
  countPausedBusinessDays,
  receivedBusinessDay,
  reminderDay,
} from './grama-clock.ts';

const calendar = DEFAULT_BUSINESS_CALENDAR;

describe('business days', () => {
  it('skips weekends', () => {
    expect(isBusinessDay('2026-11-21', calendar)).toBe(false);
    expect(isBusinessDay('2026-11-22', calendar)).toBe(false);
    expect(addBusinessDays('2026-11-20', 1, calendar)).toBe('2026-11-23');
  });

  it('skips Thanksgiving but not the Friday after it', () => {
    expect(isBusinessDay('2026-11-26', calendar)).toBe(false);
    expect(isBusinessDay('2026-11-27', calendar)).toBe(true);
    expect(addBusinessDays('2026-11-25', 1, calendar)).toBe('2026-11-27');
  });

  it('skips Christmas and New Year’s Day', () => {
    expect(addBusinessDays('2026-12-24', 1, calendar)).toBe('2026-12-28');
    expect(addBusinessDays('2026-12-31', 1, calendar)).toBe('2027-01-04');
  });

  it('skips Pioneer Day, July 24', () => {
    expect(isBusinessDay('2026-07-24', calendar)).toBe(false);
    expect(addBusinessDays('2026-07-23', 1, calendar)).toBe('2026-07-27');
  });

  it('skips the Friday a Saturday holiday is observed on', () => {
    // July 4, 2026 is a Saturday; the state observes it on Friday, July 3.
    expect(isBusinessDay('2026-07-03', calendar)).toBe(false);
  });

  it('skips the closures the district enters', () => {
    const closed = { ...calendar, closures: ['2026-11-23'] };
    expect(isBusinessDay('2026-11-23', closed)).toBe(false);
    expect(addBusinessDays('2026-11-20', 1, closed)).toBe('2026-11-24');
  });
});

describe('the day a request counts as received', () => {
  it.each([
    // 16:59 MST on Tuesday, November 24, 2026.
    ['is the same day when filed during office hours', '2026-11-24T23:59:00Z', '2026-11-24'],
    // 18:00 MST Tuesday → Wednesday.
    ['is the next business day when filed at 6 PM', '2026-11-25T01:00:00Z', '2026-11-25'],
    // 17:30 MST Wednesday, November 25 → Friday, November 27.
    [
      'is the next business day when filed after hours before Thanksgiving',
      '2026-11-26T00:30:00Z',
      '2026-11-27',
    ],
    ['is Monday when filed on a Saturday', '2026-11-21T17:00:00Z', '2026-11-23'],
    // Monday, March 9, 2026 23:30 UTC is 17:30 MDT (after hours), though 16:30 in standard time.
    [
      'reads the hour in daylight time after the spring change',
      '2026-03-09T23:30:00Z',
      '2026-03-10',
    ],
    // Monday, November 2, 2026 23:30 UTC is 16:30 MST (office hours), though 17:30 in daylight time.
    [
      'reads the hour in standard time after the autumn change',
      '2026-11-02T23:30:00Z',
      '2026-11-02',
    ],
    // Sunday, March 8, 2026 10:00 MDT.
    [
      'counts a request filed on the day the clocks change from the next business day',
      '2026-03-08T16:00:00Z',
      '2026-03-09',
    ],
  ])('%s', (_name, filedAt, received) => {
    expect(receivedBusinessDay(new Date(filedAt), calendar)).toBe(received);
  });
});

describe('the response deadline', () => {
  /** The deadline of a request received at `receivedAt`, on the district's calendar. */
  const deadlineFor = (receivedAt: string, isExpedited = false) =>
    computeResponseDeadline({ receivedAt: new Date(receivedAt), isExpedited }, calendar);

  it('is 10 business days after a request received in office hours', () => {
    // Received Monday, November 16 → 10 business days skipping Thanksgiving.
    const deadline = deadlineFor('2026-11-16T17:00:00Z');
    expect(deadline).toBe('2026-12-01');
  });

  it('is 5 business days when expedited response is granted', () => {
    const deadline = deadlineFor('2026-11-16T17:00:00Z', true);
    expect(deadline).toBe('2026-11-23');
  });

  it('crosses Christmas and New Year’s Day', () => {
    // Received Friday, December 18, 2026 at 10:00 MST.
    const deadline = deadlineFor('2026-12-18T17:00:00Z');
    // 21 22 23 24 28 29 30 31 Jan 4 5
    expect(deadline).toBe('2027-01-05');
  });

  it('skips Juneteenth on Monday, June 15, 2026, not Friday the 19th (Utah Code 63G-1-301(2)(c) as amended 2025)', () => {
    // Expedited, received Wednesday, June 10, 2026 at 10:00 MDT: 11 12 (15 Juneteenth) 16 17 18.
    const receivedAt = new Date('2026-06-10T16:00:00Z');
    expect(computeResponseDeadline({ receivedAt, isExpedited: true }, calendar)).toBe('2026-06-18');
    // Received Tuesday, June 16: 17 18 19 22 23; Friday the 19th is a business day.
    expect(deadlineFor('2026-06-16T16:00:00Z', true)).toBe('2026-06-23');
    // When the district works Juneteenth, the deadline comes a business day earlier.
    const worked = { ...calendar, workingDays: ['2026-06-15'] };
    expect(computeResponseDeadline({ receivedAt, isExpedited: true }, worked)).toBe('2026-06-17');
  });

  it('crosses Pioneer Day', () => {
    // Received Monday, July 20, 2026.
    const deadline = deadlineFor('2026-07-20T16:00:00Z');
    // 21 22 23 27 28 29 30 31 Aug 3 4
    expect(deadline).toBe('2026-08-04');
  });

  it('moves one business day later when filed after hours', () => {
    const inHours = deadlineFor('2026-11-24T20:00:00Z');
    const afterHours = deadlineFor('2026-11-25T01:00:00Z');
    expect(inHours).toBe('2026-12-09');
    expect(afterHours).toBe('2026-12-10');
  });

  it('adds the business days a clarification paused the clock', () => {
    const paused = countPausedBusinessDays(
      new Date('2026-11-17T17:00:00Z'),
      new Date('2026-11-20T17:00:00Z'),
      calendar,
    );
    expect(paused).toBe(3);
    const deadline = computeResponseDeadline(
      {
        receivedAt: new Date('2026-11-16T17:00:00Z'),
        isExpedited: false,
        pausedBusinessDays: paused,
      },
      calendar,
    );
    expect(deadline).toBe('2026-12-04');
  });

  it('takes the date an extension sets', () => {
    const deadline = computeResponseDeadline(
      {
        receivedAt: new Date('2026-11-16T17:00:00Z'),
        isExpedited: false,
        extendedTo: '2026-12-15',
      },
      calendar,
    );
    expect(deadline).toBe('2026-12-15');
  });
});

describe('days left', () => {
  it('counts only business days up to the deadline', () => {
    expect(countBusinessDaysLeft('2026-11-24', '2026-12-01', calendar)).toBe(4);
    expect(countBusinessDaysLeft('2026-12-01', '2026-12-01', calendar)).toBe(0);
  });

  it('goes negative once the deadline has passed', () => {
    expect(countBusinessDaysLeft('2026-12-02', '2026-12-01', calendar)).toBe(-1);
    expect(countBusinessDaysLeft('2026-12-07', '2026-12-04', calendar)).toBe(-1);
  });

  it('counts from a weekend day to the next business day as one', () => {
    expect(countBusinessDaysLeft('2026-11-21', '2026-11-23', calendar)).toBe(1);
  });
});

describe('the officer’s reminder', () => {
  it('is 2 business days before the deadline, skipping a weekend and a holiday', () => {
    expect(reminderDay('2026-12-01', calendar)).toBe('2026-11-27');
    expect(reminderDay('2026-11-30', calendar)).toBe('2026-11-25');
  });
});

describe('the appeal decision clock (Utah Code 63G-2-401(5), decision 302)', () => {
  it('63G-2-401(5)(a): is due 10 business days after the appeal, skipping legal holidays', () => {
    // Wednesday, November 18, 2026, 10:00 MST; Thanksgiving (November 26) is skipped.
    expect(computeAppealDecisionDeadline(new Date('2026-11-18T17:00:00Z'), false, calendar)).toBe(
      '2026-12-03',
    );
  });

  it('63G-2-401(5)(a): is due 5 business days after the appeal when expedited', () => {
    expect(computeAppealDecisionDeadline(new Date('2026-11-19T17:00:00Z'), true, calendar)).toBe(
      '2026-11-27',
    );
  });

  it('counts an appeal received after closing or on a weekend from the next business day', () => {
    // Friday, November 20, 17:30 MST → counts from Monday, November 23.
    expect(computeAppealDecisionDeadline(new Date('2026-11-21T00:30:00Z'), false, calendar)).toBe(
      '2026-12-08',
    );
    // A Sunday appeal on December 26, 2027 counts from Monday 27; the five business days skip
    // New Year's Day 2028, observed Friday, December 31, 2027.
    expect(computeAppealDecisionDeadline(new Date('2027-12-26T17:00:00Z'), true, calendar)).toBe(
      '2028-01-04',
    );
  });
});
