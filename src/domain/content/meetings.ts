/**
 * When the board of trustees meets. The spec gives two readings that disagree: the public records
 * overview says the second Thursday at 7:00 PM, the minutes page the third Wednesday at 6:30 PM at
 * Station 41 (spec §2 and §9, "Board meeting"). Each page shows the reading the spec puts there;
 * once the district confirms the real schedule, set both readings here and every page follows.
 */
export const BOARD_MEETING_SCHEDULE = {
  /** Shown on the public records overview (/public-records). */
  overview: 'second Thursday of each month, 7:00 PM',
  /** Shown on the minutes page (/public-records/minutes). */
  minutesPage: 'third Wednesday of each month at 6:30 PM at Station 41',
} as const;

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
