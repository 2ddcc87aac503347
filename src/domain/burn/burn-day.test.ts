import { describe, expect, it } from 'vitest';
import { DEFAULT_WINDOW_EDGES } from '#tests/fixtures/burn-windows.ts';
import {
  BurnDayEntrySchema,
  burnDayAt,
  decideBurnDayStatus,
  DEFAULT_BURN_SETTINGS,
  isInBurnWindow,
  type BurnSettings,
} from './burn-day.ts';
import { describeBurnPermitStatus } from './burn-permit.ts';
import { restrictionsFromPublished } from './published-restrictions.ts';

const allowed = BurnDayEntrySchema.parse({ day: '2026-04-10', isBurningAllowed: true });

describe('the seasonal windows', () => {
  it.each([...DEFAULT_WINDOW_EDGES, ['2026-07-04', false] as const])(
    '%s is in a window: %s',
    (day, expected) => {
      expect(isInBurnWindow(DEFAULT_BURN_SETTINGS.windows, day)).toBe(expected);
    },
  );
});

describe('the status hour', () => {
  it('keeps yesterday’s status until 8 AM Mountain time, not UTC midnight (winter, MST)', () => {
    expect(burnDayAt(new Date('2026-11-10T06:59:00Z'), 8)).toBe('2026-11-09');
    expect(burnDayAt(new Date('2026-11-10T14:59:00Z'), 8)).toBe('2026-11-09');
    expect(burnDayAt(new Date('2026-11-10T15:00:00Z'), 8)).toBe('2026-11-10');
  });

  it('moves the change with daylight saving time (summer, MDT)', () => {
    expect(burnDayAt(new Date('2026-04-10T13:59:00Z'), 8)).toBe('2026-04-09');
    expect(burnDayAt(new Date('2026-04-10T14:00:00Z'), 8)).toBe('2026-04-10');
  });

  it('changes at 8 AM local on the days daylight saving starts and ends', () => {
    // 2026-03-08: clocks go forward at 2 AM; 8 AM MDT is 14:00 UTC.
    expect(burnDayAt(new Date('2026-03-08T13:59:00Z'), 8)).toBe('2026-03-07');
    expect(burnDayAt(new Date('2026-03-08T14:00:00Z'), 8)).toBe('2026-03-08');
    // 2026-11-01: clocks go back at 2 AM; 8 AM MST is 15:00 UTC.
    expect(burnDayAt(new Date('2026-11-01T14:59:00Z'), 8)).toBe('2026-10-31');
    expect(burnDayAt(new Date('2026-11-01T15:00:00Z'), 8)).toBe('2026-11-01');
  });
});

describe('the day’s status', () => {
  const settings: BurnSettings = { ...DEFAULT_BURN_SETTINGS };

  it('allows burning on a posted burn day inside a window', () => {
    const status = decideBurnDayStatus({ day: '2026-04-10', settings, entry: allowed });
    expect(status).toMatchObject({ isBurningAllowed: true, headline: 'Burning allowed' });
    expect(status.validUntil).toBe('2026-04-11T14:00:00.000Z');
  });

  it('says No burning today when the day is not posted yet', () => {
    expect(decideBurnDayStatus({ day: '2026-04-10', settings, entry: undefined })).toMatchObject({
      isBurningAllowed: false,
      headline: 'No burning today',
      source: 'not-posted',
    });
  });

  it('says No burning today outside the windows even when staff allowed it', () => {
    const entry = { ...allowed, day: '2026-07-04' };
    expect(decideBurnDayStatus({ day: '2026-07-04', settings, entry })).toMatchObject({
      isBurningAllowed: false,
      source: 'season',
      reason:
        'Open burning is allowed only from March 30 to May 30 and September 15 to October 30.',
    });
  });

  it('lets a restriction that forbids open burning override everything', () => {
    const restricted: BurnSettings = {
      ...settings,
      restrictions: [
        {
          title: 'Stage 1 fire restrictions',
          from: '2026-04-01',
          to: null,
          forbidsOpenBurning: true,
        },
      ],
    };
    expect(
      decideBurnDayStatus({ day: '2026-04-10', settings: restricted, entry: allowed }),
    ).toMatchObject({
      isBurningAllowed: false,
      source: 'restriction',
      reason: 'Fire restrictions: Stage 1 fire restrictions.',
    });
    expect(
      decideBurnDayStatus({ day: '2026-03-31', settings: restricted, entry: allowed })
        .isBurningAllowed,
    ).toBe(true);
  });

  it('gives the staff reason for No burning', () => {
    const entry = BurnDayEntrySchema.parse({
      day: '2026-04-10',
      isBurningAllowed: false,
      reason: 'wind',
      note: 'Gusts to 40 mph',
    });
    expect(decideBurnDayStatus({ day: '2026-04-10', settings, entry }).reason).toBe(
      'Wind: Gusts to 40 mph',
    );
  });

  it('refuses to post Burning allowed with a clearing index below 500, and needs a reason for No burning', () => {
    expect(
      BurnDayEntrySchema.safeParse({
        day: '2026-04-10',
        isBurningAllowed: true,
        clearingIndex: 499,
      }).success,
    ).toBe(false);
    expect(
      BurnDayEntrySchema.safeParse({ day: '2026-04-10', isBurningAllowed: false }).success,
    ).toBe(false);
  });
});

describe('restrictions published with the alert and fire conditions (decision 307)', () => {
  const settings: BurnSettings = { ...DEFAULT_BURN_SETTINGS };
  const alert = {
    level: 'emergency' as const,
    heading: 'Stage 2 fire restrictions',
    text: 'Open fires prohibited.',
    link: null,
    startsAt: null,
    endsAt: '2026-04-10T20:00:00.000Z',
    prohibitsOpenBurning: true,
  };
  const now = new Date('2026-04-10T16:00:00.000Z');

  it('an alert prohibiting open burning overrides a posted burn day while it shows, by name', () => {
    const published = restrictionsFromPublished({
      alerts: [alert],
      fireConditions: null,
      now,
      day: '2026-04-10',
    });
    expect(
      decideBurnDayStatus({ day: '2026-04-10', settings, entry: allowed, published }),
    ).toMatchObject({
      isBurningAllowed: false,
      reason: 'Fire restrictions: Stage 2 fire restrictions.',
      restriction: 'Stage 2 fire restrictions',
    });
  });

  it('an alert without the flag, or one that has ended, forbids nothing', () => {
    expect(
      restrictionsFromPublished({
        alerts: [{ ...alert, prohibitsOpenBurning: false }],
        fireConditions: null,
        now,
        day: '2026-04-10',
      }),
    ).toEqual([]);
    expect(
      restrictionsFromPublished({
        alerts: [alert],
        fireConditions: null,
        now: new Date('2026-04-10T20:00:00.000Z'),
        day: '2026-04-10',
      }),
    ).toEqual([]);
  });

  it('the clearing index threshold follows the setting', () => {
    const entry = BurnDayEntrySchema.parse({
      day: '2026-04-10',
      isBurningAllowed: true,
      clearingIndex: 550,
    });
    expect(decideBurnDayStatus({ day: '2026-04-10', settings, entry }).isBurningAllowed).toBe(true);
    expect(
      decideBurnDayStatus({
        day: '2026-04-10',
        settings: { ...settings, minClearingIndex: 600 },
        entry,
      }),
    ).toMatchObject({ isBurningAllowed: false, reason: 'Clearing index 550 is below 600.' });
  });

  it('a permit past its last day is described as expired', () => {
    const permit = { status: 'issued' as const, toDay: '2026-04-12' };
    expect(describeBurnPermitStatus(permit, '2026-04-12')).toBe('Permit issued');
    expect(describeBurnPermitStatus(permit, '2026-04-13')).toBe(
      'Expired: its last day was 2026-04-12',
    );
    expect(describeBurnPermitStatus({ ...permit, status: 'revoked' }, '2026-04-13')).toBe(
      'Revoked',
    );
  });
});
