import type { HolidayRule } from './working-calendar.ts';

/**
 * Utah's legal holidays, Utah Code 63G-1-301, as a rule table (decision 299), the version in
 * force from May 6, 2026 with the earlier versions the dates still reach. Migration 299 seeds it
 * into `legal_holiday_rules`, where staff correct it; this copy is the seed and the default for
 * tests. Server-side only: the public bundles never import it (decision 103).
 *
 * Left out on purpose: Sundays and Easter Sunday (never business days anyway), days proclaimed by
 * the President or the governor (63G-1-301(1)(a)(vi), entered as closures when proclaimed), and
 * the Election Day holiday proposed in 2026 (H.B. 104), not law when this table was written.
 */

const WEEKEND_MOVE = 'Saturday → the Friday before, Sunday → the Monday after: 63G-1-301(2)(a)–(b)';

function fixed(
  id: string,
  name: string,
  month: number,
  dayOfMonth: number,
  source: string,
): HolidayRule {
  return {
    id,
    name,
    kind: 'fixed-date',
    month,
    dayOfMonth,
    weekday: null,
    nth: null,
    easterOffsetDays: null,
    observance: 'weekend-nearest-weekday',
    effectiveFrom: null,
    effectiveTo: null,
    isActive: true,
    source: `Utah Code ${source}; ${WEEKEND_MOVE}`,
  };
}

function weekdayOfMonth(
  id: string,
  name: string,
  month: number,
  weekday: number,
  nth: number,
  source: string,
): HolidayRule {
  return {
    id,
    name,
    kind: 'weekday-of-month',
    month,
    dayOfMonth: null,
    weekday,
    nth,
    easterOffsetDays: null,
    observance: 'none',
    effectiveFrom: null,
    effectiveTo: null,
    isActive: true,
    source: `Utah Code ${source}`,
  };
}

const MONDAY = 1;
const THURSDAY = 4;

/** The day the 2026 amendment (Presidents' Day, Good Friday) took effect. */
export const AMENDMENT_2026_EFFECTIVE = '2026-05-06';
/** The day the 2025 Juneteenth amendment (observed on a Monday) took effect. */
export const JUNETEENTH_MONDAY_EFFECTIVE = '2025-05-07';
/** Juneteenth became a Utah legal holiday with H.B. 238 (2022), effective May 4, 2022. */
export const JUNETEENTH_EFFECTIVE = '2022-05-04';

export const UTAH_LEGAL_HOLIDAY_RULES: readonly HolidayRule[] = [
  fixed('new-year', "New Year's Day", 1, 1, '63G-1-301(1)(a)(i)'),
  weekdayOfMonth(
    'martin-luther-king',
    'Dr. Martin Luther King, Jr. Day',
    1,
    MONDAY,
    3,
    '63G-1-301(1)(b)(i): the third Monday of January',
  ),
  {
    ...weekdayOfMonth(
      'washington-lincoln',
      'Washington and Lincoln Day',
      2,
      MONDAY,
      3,
      '63G-1-301(1)(b): the third Monday of February, renamed Presidents’ Day by the 2026 amendment',
    ),
    effectiveTo: '2026-05-05',
  },
  {
    ...weekdayOfMonth(
      'presidents-day',
      'Presidents’ Day',
      2,
      MONDAY,
      3,
      '63G-1-301(1)(b)(ii) as amended 2026 (effective May 6, 2026): the third Monday of February',
    ),
    effectiveFrom: AMENDMENT_2026_EFFECTIVE,
  },
  {
    id: 'good-friday',
    name: 'Good Friday',
    kind: 'easter-offset',
    month: null,
    dayOfMonth: null,
    weekday: null,
    nth: null,
    easterOffsetDays: -2,
    observance: 'none',
    effectiveFrom: AMENDMENT_2026_EFFECTIVE,
    effectiveTo: null,
    // 63G-1-301(1)(b)(iii) makes it a holiday "subject to Subsection (6)"; until the district's
    // attorney confirms what (6) requires, it is not counted. Staff turn it on (decision 299).
    isActive: false,
    source:
      'Utah Code 63G-1-301(1)(b)(iii) as amended 2026 (effective May 6, 2026): the Friday before Easter Sunday, subject to Subsection (6); not counted until confirmed',
  },
  weekdayOfMonth(
    'memorial-day',
    'Memorial Day',
    5,
    MONDAY,
    -1,
    '63G-1-301(1)(b)(v): the last Monday of May',
  ),
  {
    ...fixed(
      'juneteenth-2022',
      'Juneteenth National Freedom Day',
      6,
      19,
      '63G-1-301(1)(a) as amended by H.B. 238 (2022), effective May 4, 2022',
    ),
    effectiveFrom: JUNETEENTH_EFFECTIVE,
    effectiveTo: '2025-05-06',
  },
  {
    ...fixed('juneteenth', 'Juneteenth National Freedom Day', 6, 19, '63G-1-301(1)(b)(ix)'),
    observance: 'monday-before-or-after',
    effectiveFrom: JUNETEENTH_MONDAY_EFFECTIVE,
    source:
      'Utah Code 63G-1-301(1)(b)(ix), (2)(c)–(d) as amended 2025 (effective May 7, 2025): June 19 on Tuesday–Friday → the Monday before; on Saturday or Sunday → the Monday after',
  },
  fixed('independence-day', 'Independence Day', 7, 4, '63G-1-301(1)(a)(ii)'),
  fixed('pioneer-day', 'Pioneer Day', 7, 24, '63G-1-301(1)(a)(iii)'),
  weekdayOfMonth(
    'labor-day',
    'Labor Day',
    9,
    MONDAY,
    1,
    '63G-1-301(1)(b)(vi): the first Monday of September',
  ),
  weekdayOfMonth(
    'columbus-day',
    'Columbus Day',
    10,
    MONDAY,
    2,
    '63G-1-301(1)(b)(vii): the second Monday of October',
  ),
  fixed('veterans-day', 'Veterans Day', 11, 11, '63G-1-301(1)(a)(iv)'),
  weekdayOfMonth(
    'thanksgiving',
    'Thanksgiving Day',
    11,
    THURSDAY,
    4,
    '63G-1-301(1)(b)(viii): the fourth Thursday of November',
  ),
  fixed('christmas', 'Christmas', 12, 25, '63G-1-301(1)(a)(v)'),
];
