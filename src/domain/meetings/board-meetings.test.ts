import { describe, expect, it } from 'vitest';
import type { WorkingCalendar } from '#domain/calendar/working-calendar.ts';
import { UTAH_LEGAL_HOLIDAY_RULES } from '#domain/calendar/utah-legal-holidays.ts';
import {
  BLANK_MEETING,
  DaySchema,
  findMeetingWarnings,
  MeetingSchema,
  splitMeetings,
  stampAgendaPostedAt,
  type Meeting,
} from './board-meetings.ts';

function buildMeeting(overrides: Partial<Meeting> = {}): Meeting {
  return {
    ...BLANK_MEETING,
    date: '2026-11-18',
    time: '18:30',
    place: 'Station 41',
    agendaTitle: 'Agenda',
    agendaHref: '/documents/agenda.pdf',
    agendaPostedAt: '2026-11-16T12:00:00.000Z',
    recordingHref: 'https://example.org/recording',
    minutesTitle: 'Minutes',
    minutesHref: '/documents/minutes.pdf',
    ...overrides,
  };
}

const UTAH: WorkingCalendar = {
  holidayRules: UTAH_LEGAL_HOLIDAY_RULES,
  closures: [],
  workingDays: [],
};

const kindsAt = (meeting: Meeting, now: string, calendar = UTAH) =>
  findMeetingWarnings([meeting], new Date(now), calendar).map((warning) => warning.kind);

describe('board meeting warnings', () => {
  // 2026-11-18 18:30 in Kamas is 2026-11-19T01:30Z (standard time).
  it('warns when the agenda was published less than 24 hours before the meeting', () => {
    const late = buildMeeting({ agendaPostedAt: '2026-11-18T01:31:00.000Z' });
    expect(kindsAt(late, '2026-11-17T12:00:00Z')).toEqual(['agenda-late']);
    const onTime = buildMeeting({ agendaPostedAt: '2026-11-18T01:30:00.000Z' });
    expect(kindsAt(onTime, '2026-11-17T12:00:00Z')).toEqual([]);
  });

  it('warns when a meeting less than 24 hours away has no agenda, but not an emergency meeting', () => {
    const missing = buildMeeting({ agendaHref: '', agendaTitle: '', agendaPostedAt: '' });
    expect(kindsAt(missing, '2026-11-18T02:00:00Z')).toEqual(['agenda-missing']);
    expect(kindsAt(missing, '2026-11-17T02:00:00Z')).toEqual([]);
    expect(kindsAt({ ...missing, meetingType: 'Emergency' }, '2026-11-18T02:00:00Z')).toEqual([]);
  });

  it('warns about a missing recording after 3 business days, skipping the weekend', () => {
    // Wednesday's meeting: Thursday, Friday and Monday are the 3 business days.
    const meeting = buildMeeting({ recordingHref: '' });
    expect(kindsAt(meeting, '2026-11-24T06:59:00Z')).toEqual([]);
    expect(kindsAt(meeting, '2026-11-24T07:00:00Z')).toEqual(['recording-due']);
  });

  it('does not count Juneteenth 2026 (Monday, June 15; Utah Code 63G-1-301) toward the recording deadline', () => {
    // Thursday, June 11: Friday 12, (Monday 15 Juneteenth), Tuesday 16, Wednesday 17.
    const meeting = buildMeeting({
      date: '2026-06-11',
      agendaPostedAt: '2026-06-01T12:00:00.000Z',
      recordingHref: '',
    });
    expect(kindsAt(meeting, '2026-06-17T18:00:00Z')).toEqual([]);
    expect(kindsAt(meeting, '2026-06-18T18:00:00Z')).toEqual(['recording-due']);
    // A closure on Tuesday moves it one more day; a worked Juneteenth one day back.
    expect(kindsAt(meeting, '2026-06-18T18:00:00Z', { ...UTAH, closures: ['2026-06-16'] })).toEqual(
      [],
    );
    expect(
      kindsAt(meeting, '2026-06-17T18:00:00Z', { ...UTAH, workingDays: ['2026-06-15'] }),
    ).toEqual(['recording-due']);
  });

  it('warns about missing minutes after 30 days, not before', () => {
    const meeting = buildMeeting({ minutesHref: '', minutesTitle: '' });
    expect(kindsAt(meeting, '2026-12-18T23:00:00Z')).toEqual([]);
    expect(kindsAt(meeting, '2026-12-19T07:00:00Z')).toEqual(['minutes-due']);
  });

  it('gives a cancelled meeting no warnings', () => {
    const meeting = buildMeeting({
      recordingHref: '',
      minutesHref: '',
      isCancelled: true,
      cancellationReason: 'No quorum',
    });
    expect(kindsAt(meeting, '2027-03-01T12:00:00Z')).toEqual([]);
  });
});

describe('meeting order', () => {
  it('puts today’s and later meetings soonest first, earlier ones newest first', () => {
    const meetings = ['2026-10-21', '2026-12-16', '2026-11-18', '2026-09-16'].map((date) =>
      buildMeeting({ date }),
    );
    const { upcoming, past } = splitMeetings(meetings, '2026-11-18');
    expect(upcoming.map((meeting) => meeting.date)).toEqual(['2026-11-18', '2026-12-16']);
    expect(past.map((meeting) => meeting.date)).toEqual(['2026-10-21', '2026-09-16']);
  });
});

describe('agenda posting time', () => {
  const now = new Date('2026-11-10T15:00:00Z');

  it('stamps a newly published agenda, keeps an earlier stamp and ignores what the form sends', () => {
    const previous = [buildMeeting({ agendaPostedAt: '2026-11-01T00:00:00.000Z' })];
    const sent = [
      buildMeeting({ agendaPostedAt: '2020-01-01T00:00:00.000Z' }),
      buildMeeting({ date: '2026-12-16', agendaPostedAt: '2020-01-01T00:00:00.000Z' }),
    ];
    const stamped = stampAgendaPostedAt(sent, previous, now);
    expect(stamped.map((meeting) => meeting.agendaPostedAt)).toEqual([
      '2026-11-01T00:00:00.000Z',
      '2026-11-10T15:00:00.000Z',
    ]);
  });

  it('leaves a draft’s new agenda unstamped and clears a removed agenda’s stamp', () => {
    const sent = [
      buildMeeting({ date: '2026-12-16' }),
      buildMeeting({ agendaHref: '', agendaTitle: '' }),
    ];
    expect(stampAgendaPostedAt(sent, [], null).map((meeting) => meeting.agendaPostedAt)).toEqual([
      '',
      '',
    ]);
  });
});

describe('meeting form', () => {
  it('asks for a reason when cancelled, a title for each document and a real date', () => {
    const parsed = MeetingSchema.safeParse(
      buildMeeting({ isCancelled: true, agendaTitle: '', date: '2026-02-30', time: '6:30 PM' }),
    );
    expect(parsed.success).toBe(false);
    const fields = Object.fromEntries(
      (parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(fields).toMatchObject({
      date: 'Enter a date that exists, for example 2026-06-15.',
      time: 'Enter the start time on the 24-hour clock, for example 18:30.',
    });
  });
});

describe('DaySchema', () => {
  it('refuses a day that does not exist with a message, never an exception', () => {
    for (const day of ['2026-13-45', '2026-02-30', '2026-00-10']) {
      const result = DaySchema.safeParse(day);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Enter a date that exists, for example 2026-06-15.',
      );
    }
    expect(DaySchema.safeParse('2028-02-29').success).toBe(true);
  });
});
