/**
 * When the board of trustees meets. The spec gives two readings that disagree: the public records
 * overview says the second Thursday at 7:00 PM, the minutes page the third Wednesday at 6:30 PM at
 * Station 41 (spec §2 and §9, "Board meeting"). Each page shows the reading the spec puts there.
 * Both pages read one schedule (the minutes page's `meetingSchedule`): the minutes page says its
 * rule in words, the overview its own reading; the district clears that reading in the back
 * office to make the two agree (decision 090).
 */
export const BOARD_MEETING_SCHEDULE = {
  /** Shown on the public records overview (/public-records). */
  overview: 'second Thursday of each month, 7:00 PM',
  /** Shown on the minutes page (/public-records/minutes). */
  minutesPage: 'third Wednesday of each month at 6:30 PM at Station 41',
} as const;

/** The minutes page's reading as a rule: its words are `BOARD_MEETING_SCHEDULE.minutesPage`. */
export const BOARD_MEETING_RULE = {
  ordinal: 'Third',
  weekday: 'Wednesday',
  time: '18:30',
  place: 'Station 41',
} as const;

/** The seeded annual schedule's year and its dates, as the rule gives them. */
export const BOARD_MEETING_SCHEDULE_YEAR = '2027';
export const BOARD_MEETING_DATES_2027 = [
  '2027-01-20',
  '2027-02-17',
  '2027-03-17',
  '2027-04-21',
  '2027-05-19',
  '2027-06-16',
  '2027-07-21',
  '2027-08-18',
  '2027-09-15',
  '2027-10-20',
  '2027-11-17',
  '2027-12-15',
] as const;

/** The state's public meeting notice archive, where agendas and minutes are posted. */
export const PUBLIC_NOTICE_ARCHIVE = {
  label: 'Utah Public Notice Website',
  href: 'https://www.utah.gov/pmn/',
} as const;

/** The minutes page (spec §2, "Minutes"). */
export const MINUTES_PAGE = {
  intro:
    'The board of trustees holds its regular meetings in public. Everyone is welcome to attend; agendas are posted at least 24 hours before each meeting.',
  archiveIntro:
    'Agendas and approved minutes of past meetings are published on the state’s public meeting notice archive.',
} as const;

/** Printed with every upcoming meeting on the minutes page (issue 10, item 3). */
export const MEETING_NOTICES = {
  adaNotice:
    'In compliance with the Americans with Disabilities Act, individuals needing special accommodations (including auxiliary communicative aids and services) during this meeting should notify the district’s main office at least three working days before the meeting.',
  electronicParticipationNotice:
    'Members of the board may participate electronically. Members of the public may attend in person; ask the main office before the meeting if you need to attend electronically.',
} as const;
