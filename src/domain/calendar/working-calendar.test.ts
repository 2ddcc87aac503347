import { describe, expect, it } from 'vitest';
import { UTAH_LEGAL_HOLIDAY_RULES } from './utah-legal-holidays.ts';
import {
  addBusinessDays,
  businessDaysBetween,
  easterSunday,
  isBusinessDay,
  isLegalHoliday,
  listLegalHolidays,
  type WorkingCalendar,
} from './working-calendar.ts';

const UTAH: WorkingCalendar = {
  holidayRules: UTAH_LEGAL_HOLIDAY_RULES,
  closures: [],
  workingDays: [],
};

function holidaysOf(year: number): Record<string, string> {
  return Object.fromEntries(
    listLegalHolidays(UTAH_LEGAL_HOLIDAY_RULES, `${year}-01-01`, `${year}-12-31`).map((holiday) => [
      holiday.day,
      holiday.name,
    ]),
  );
}

describe('Utah legal holidays (Utah Code 63G-1-301)', () => {
  it('observes Juneteenth on the Monday before when June 19 falls Tuesday–Friday (2025 amendment)', () => {
    // Friday, June 19, 2026 → Monday, June 15, 2026.
    expect(isLegalHoliday('2026-06-15', UTAH_LEGAL_HOLIDAY_RULES)).toBe(true);
    expect(isLegalHoliday('2026-06-19', UTAH_LEGAL_HOLIDAY_RULES)).toBe(false);
    // Thursday, June 19, 2025, after the amendment took effect on May 7 → Monday, June 16.
    expect(holidaysOf(2025)['2025-06-16']).toBe('Juneteenth National Freedom Day');
    expect(holidaysOf(2025)['2025-06-19']).toBeUndefined();
  });

  it('observes Juneteenth on the Monday after when June 19 falls on a weekend', () => {
    // Saturday, June 19, 2027 → Monday, June 21, 2027; Sunday, June 19, 2033 → Monday, June 20.
    expect(holidaysOf(2027)['2027-06-21']).toBe('Juneteenth National Freedom Day');
    expect(holidaysOf(2027)['2027-06-18']).toBeUndefined();
    expect(holidaysOf(2033)['2033-06-20']).toBe('Juneteenth National Freedom Day');
  });

  it('kept June 19 itself (moved off a weekend) under the 2022 text, before the 2025 amendment', () => {
    expect(holidaysOf(2023)['2023-06-19']).toBe('Juneteenth National Freedom Day');
    expect(holidaysOf(2021)['2021-06-18']).toBeUndefined();
  });

  it('moves a Saturday holiday to the Friday before and a Sunday one to the Monday after (63G-1-301(2)(a)–(b))', () => {
    // Pioneer Day: Saturday, July 24, 2027 → Friday, July 23.
    expect(holidaysOf(2027)['2027-07-23']).toBe('Pioneer Day');
    // Veterans Day: Saturday, November 11, 2028 → Friday, November 10.
    expect(holidaysOf(2028)['2028-11-10']).toBe('Veterans Day');
    // Independence Day: Sunday, July 4, 2027 → Monday, July 5.
    expect(holidaysOf(2027)['2027-07-05']).toBe('Independence Day');
    // Pioneer Day: Sunday, July 24, 2033 → Monday, July 25.
    expect(holidaysOf(2033)['2033-07-25']).toBe('Pioneer Day');
  });

  it('observes Christmas 2027 on Friday, December 24, and New Year 2028 on Friday, December 31, 2027', () => {
    const late2027 = listLegalHolidays(UTAH_LEGAL_HOLIDAY_RULES, '2027-12-01', '2027-12-31');
    expect(late2027.map((holiday) => [holiday.day, holiday.name, holiday.statutoryDay])).toEqual([
      ['2027-12-24', 'Christmas', '2027-12-25'],
      ['2027-12-31', "New Year's Day", '2028-01-01'],
    ]);
    expect(holidaysOf(2028)['2028-01-01']).toBeUndefined();
  });

  it('lists the 2026 holidays with the third Monday of February renamed on May 6, 2026', () => {
    expect(holidaysOf(2026)).toEqual({
      '2026-01-01': "New Year's Day",
      '2026-01-19': 'Dr. Martin Luther King, Jr. Day',
      '2026-02-16': 'Washington and Lincoln Day',
      '2026-05-25': 'Memorial Day',
      '2026-06-15': 'Juneteenth National Freedom Day',
      '2026-07-03': 'Independence Day',
      '2026-07-24': 'Pioneer Day',
      '2026-09-07': 'Labor Day',
      '2026-10-12': 'Columbus Day',
      '2026-11-11': 'Veterans Day',
      '2026-11-26': 'Thanksgiving Day',
      '2026-12-25': 'Christmas',
    });
    expect(holidaysOf(2027)['2027-02-15']).toBe('Presidents’ Day');
  });

  it('does not count Good Friday until staff confirm Subsection (6) and turn its rule on', () => {
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(isLegalHoliday('2027-03-26', UTAH_LEGAL_HOLIDAY_RULES)).toBe(false);
    const confirmed = UTAH_LEGAL_HOLIDAY_RULES.map((rule) =>
      rule.id === 'good-friday' ? { ...rule, isActive: true } : rule,
    );
    expect(isLegalHoliday('2027-03-26', confirmed)).toBe(true);
    // Good Friday 2026 (April 3) came before the amendment took effect.
    expect(isLegalHoliday('2026-04-03', confirmed)).toBe(false);
  });
});

describe('the working calendar', () => {
  it('skips weekends, legal holidays and closures, and counts a holiday the district works', () => {
    expect(isBusinessDay('2026-06-15', UTAH)).toBe(false);
    expect(isBusinessDay('2026-06-13', UTAH)).toBe(false);
    expect(isBusinessDay('2026-06-16', UTAH)).toBe(true);
    expect(isBusinessDay('2026-06-16', { ...UTAH, closures: ['2026-06-16'] })).toBe(false);
    expect(isBusinessDay('2026-06-15', { ...UTAH, workingDays: ['2026-06-15'] })).toBe(true);
  });

  it('adds business days over Juneteenth 2026 and back again', () => {
    // Friday, June 12 + 1 business day: Monday the 15th is Juneteenth → Tuesday the 16th.
    expect(addBusinessDays('2026-06-12', 1, UTAH)).toBe('2026-06-16');
    expect(addBusinessDays('2026-06-16', -1, UTAH)).toBe('2026-06-12');
    expect(addBusinessDays('2026-06-13', 0, UTAH)).toBe('2026-06-13');
    // Thursday, December 23, 2027 + 1: Christmas on Friday the 24th → Monday the 27th.
    expect(addBusinessDays('2027-12-23', 1, UTAH)).toBe('2027-12-27');
    // Thursday, December 30, 2027 + 1: New Year on Friday the 31st → Monday, January 3, 2028.
    expect(addBusinessDays('2027-12-30', 1, UTAH)).toBe('2028-01-03');
  });

  it('counts business days between two days, negative when the second comes first', () => {
    expect(businessDaysBetween('2026-06-12', '2026-06-19', UTAH)).toBe(4);
    expect(businessDaysBetween('2026-06-19', '2026-06-12', UTAH)).toBe(-4);
    expect(businessDaysBetween('2026-06-12', '2026-06-12', UTAH)).toBe(0);
  });
});
