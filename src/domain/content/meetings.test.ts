import { describe, expect, it } from 'vitest';
import { BOARD_MEETING_SCHEDULE, PUBLIC_NOTICE_ARCHIVE } from './meetings.ts';

describe('board meeting schedule', () => {
  it('gives the overview reading: second Thursday at 7:00 PM', () => {
    expect(BOARD_MEETING_SCHEDULE.overview).toBe('second Thursday of each month, 7:00 PM');
  });

  it('gives the minutes page reading: third Wednesday at 6:30 PM at Station 41', () => {
    expect(BOARD_MEETING_SCHEDULE.minutesPage).toBe(
      'third Wednesday of each month at 6:30 PM at Station 41',
    );
  });

  it('links the minutes archive to the Utah Public Notice Website', () => {
    expect(PUBLIC_NOTICE_ARCHIVE.href).toBe('https://www.utah.gov/pmn/');
  });
});
