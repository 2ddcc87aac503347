import { describe, expect, it } from 'vitest';
import { BOARD_MEETING_RULE, BOARD_MEETING_SCHEDULE } from '#domain/content/meetings.ts';
import { SEED_PAGES } from '#domain/content/seed-content.ts';
import {
  describeScheduleRule,
  formatClockTime,
  MeetingScheduleSchema,
  overviewScheduleReading,
  overviewScheduleReadingIn,
} from './meeting-schedule.ts';
import { createSiteIntl } from '#domain/i18n/site-intl.ts';

describe('the board’s meeting schedule', () => {
  it('says the seeded rule in the minutes page’s words from the specification', () => {
    expect(describeScheduleRule(BOARD_MEETING_RULE)).toBe(BOARD_MEETING_SCHEDULE.minutesPage);
  });

  it('gives the overview its own reading until the district clears it', () => {
    const schedule = SEED_PAGES.minutes.meetingSchedule;
    expect(overviewScheduleReading(schedule)).toBe(BOARD_MEETING_SCHEDULE.overview);
    expect(overviewScheduleReading({ ...schedule, overviewReading: '' })).toBe(
      BOARD_MEETING_SCHEDULE.minutesPage,
    );
  });

  it('says the overview in Spanish: the seeded reading, the rule, and staff’s own English marked', () => {
    const schedule = SEED_PAGES.minutes.meetingSchedule;
    const es = createSiteIntl('es');
    expect(overviewScheduleReadingIn(schedule, es)).toEqual({
      text: 'segundo jueves de cada mes, 7:00 p. m.',
      isEnglish: false,
    });
    expect(overviewScheduleReadingIn({ ...schedule, overviewReading: '' }, es).text).toBe(
      'tercer miércoles de cada mes a las 6:30 p. m. en Station 41',
    );
    const own = { ...schedule, overviewReading: 'every other Monday, 6 PM' };
    expect(overviewScheduleReadingIn(own, es)).toEqual({
      text: 'every other Monday, 6 PM',
      isEnglish: true,
    });
    expect(overviewScheduleReadingIn(schedule, createSiteIntl('en')).text).toBe(
      BOARD_MEETING_SCHEDULE.overview,
    );
  });

  it('writes midnight and noon on the 12-hour clock', () => {
    expect(formatClockTime('00:05')).toBe('12:05 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('18:30')).toBe('6:30 PM');
  });

  it('accepts the seeded schedule and refuses a year that is not four digits', () => {
    const schedule = SEED_PAGES.minutes.meetingSchedule;
    expect(MeetingScheduleSchema.safeParse(schedule).success).toBe(true);
    const parsed = MeetingScheduleSchema.safeParse({ ...schedule, year: '27', dates: [] });
    expect(parsed.error?.issues[0]?.message).toBe(
      'Enter the year with four digits, for example 2027.',
    );
  });
});
