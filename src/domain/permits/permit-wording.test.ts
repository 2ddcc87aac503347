import { describe, expect, it } from 'vitest';
import {
  PERMIT_WORDING,
  PermitWordingOverridesSchema,
  formatCalendarDayUs,
  formatClockTimeUs,
  formatUsDate,
  formatUsTime,
  formatValidThrough,
  resolvePermitWording,
} from './permit-wording.ts';

describe('permit dates and times', () => {
  it('writes an instant as MM/DD/YYYY in Denver, which is still the day before late in the UTC evening', () => {
    expect(formatUsDate(new Date('2026-03-02T16:00:00Z'))).toBe('03/02/2026');
    expect(formatUsDate(new Date('2026-01-01T05:30:00Z'))).toBe('12/31/2025');
  });

  it('writes 12-hour times in Denver, summer and winter', () => {
    expect(formatUsTime(new Date('2026-01-15T19:05:00Z'))).toBe('12:05 PM');
    expect(formatUsTime(new Date('2026-07-15T19:05:00Z'))).toBe('1:05 PM');
    expect(formatUsTime(new Date('2026-07-15T06:00:00Z'))).toBe('12:00 AM');
  });

  it('turns the forms’ stored day and time into the US style, leaving anything else as typed', () => {
    expect(formatCalendarDayUs('2026-07-06')).toBe('07/06/2026');
    expect(formatCalendarDayUs('next week')).toBe('next week');
    expect(formatClockTimeUs('09:15')).toBe('9:15 AM');
    expect(formatClockTimeUs('00:45')).toBe('12:45 AM');
    expect(formatClockTimeUs('12:00')).toBe('12:00 PM');
    expect(formatClockTimeUs('23:30')).toBe('11:30 PM');
    expect(formatClockTimeUs('noon')).toBe('noon');
  });

  it('counts validity from the Denver day of issue, across month ends and leap days', () => {
    // 5:30 AM UTC on Feb 29 is still Feb 28 in Denver.
    expect(formatValidThrough('propane', new Date('2028-02-29T05:30:00Z'))).toBe('08/26/2028');
    expect(formatValidThrough('residential', new Date('2027-03-01T16:00:00Z'))).toBe('02/29/2028');
    expect(formatValidThrough('sprinkler', new Date('2026-03-02T16:00:00Z'))).toBe('08/29/2026');
  });
});

describe('permit wording', () => {
  it('names every form’s permit and gives it conditions', () => {
    expect(PERMIT_WORDING.propane.title).toBe('Propane Tank Permit');
    expect(PERMIT_WORDING.residential.title).toBe('Residential Clearance Inspection — Paid');
    for (const wording of Object.values(PERMIT_WORDING)) {
      expect(wording.allows.length).toBeGreaterThan(20);
      expect(wording.conditions.length).toBeGreaterThan(0);
    }
  });

  it('takes a deployment’s allowance and conditions per form and keeps the rest', () => {
    const overrides = PermitWordingOverridesSchema.parse({
      propane: { conditions: ['Tank at least 25 feet from the road.'] },
    });
    expect(resolvePermitWording('propane', overrides)).toEqual({
      title: 'Propane Tank Permit',
      allows: PERMIT_WORDING.propane.allows,
      conditions: ['Tank at least 25 feet from the road.'],
    });
    expect(resolvePermitWording('sprinkler', overrides)).toEqual(PERMIT_WORDING.sprinkler);
  });

  it('refuses a wording file with an unknown form, an unknown key or no conditions', () => {
    expect(PermitWordingOverridesSchema.safeParse({ burn: { allows: 'x' } }).success).toBe(false);
    expect(
      PermitWordingOverridesSchema.safeParse({ propane: { title: 'Tank Permit' } }).success,
    ).toBe(false);
    expect(PermitWordingOverridesSchema.safeParse({ propane: { conditions: [] } }).success).toBe(
      false,
    );
  });
});
