import { describe, expect, it } from 'vitest';
import {
  alertLinkLabelForLocale,
  alertSpanishState,
  selectActiveAlerts,
  SiteAlertInputSchema,
  toDistrictInstant,
  toDistrictLocal,
  type SiteAlert,
} from './site-alert.schema.ts';

const alert = (overrides: Partial<SiteAlert>): SiteAlert => ({
  level: 'warning',
  heading: 'Heading',
  text: 'Text',
  link: null,
  startsAt: null,
  endsAt: null,
  prohibitsOpenBurning: false,
  ...overrides,
});

describe('district wall-clock times', () => {
  it('reads summer times as MDT and winter times as MST', () => {
    expect(toDistrictInstant('2026-07-04T21:30')).toBe('2026-07-05T03:30:00.000Z');
    expect(toDistrictInstant('2026-12-24T18:00')).toBe('2026-12-25T01:00:00.000Z');
  });

  it('takes the first 01:30 on the night clocks fall back and skips no time in spring', () => {
    expect(toDistrictInstant('2026-11-01T01:30')).toBe('2026-11-01T07:30:00.000Z');
    expect(toDistrictInstant('2026-11-01T03:00')).toBe('2026-11-01T10:00:00.000Z');
    expect(toDistrictLocal('2026-11-01T08:30:00.000Z')).toBe('2026-11-01T01:30');
    expect(toDistrictLocal('2026-03-08T09:00:00.000Z')).toBe('2026-03-08T03:00');
  });

  it('keeps seconds when a time has them', () => {
    expect(toDistrictLocal(toDistrictInstant('2026-05-01T10:00:15'))).toBe('2026-05-01T10:00:15');
  });
});

describe('active alerts', () => {
  it('shows an alert from its start until just before its end', () => {
    const scheduled = alert({
      startsAt: '2026-05-01T10:00:00.000Z',
      endsAt: '2026-05-01T12:00:00.000Z',
    });
    expect(selectActiveAlerts([scheduled], new Date('2026-05-01T09:59:59Z'))).toEqual([]);
    expect(selectActiveAlerts([scheduled], new Date('2026-05-01T10:00:00Z'))).toEqual([scheduled]);
    expect(selectActiveAlerts([scheduled], new Date('2026-05-01T12:00:00Z'))).toEqual([]);
  });

  it('shows one alert per level, the latest started, most severe first', () => {
    const old = alert({ heading: 'Old' });
    const newer = alert({ heading: 'Newer', startsAt: '2026-05-01T00:00:00.000Z' });
    const emergency = alert({ heading: 'Go', level: 'emergency' });
    expect(
      selectActiveAlerts([old, newer, emergency], new Date('2026-05-02T00:00:00Z')).map(
        (shown) => shown.heading,
      ),
    ).toEqual(['Go', 'Newer']);
  });

  it('refuses an end before the start', () => {
    const parsed = SiteAlertInputSchema.safeParse({
      level: 'information',
      heading: 'Meeting',
      text: 'Moved.',
      link: null,
      startsAtLocal: '2026-05-01T10:00',
      endsAtLocal: '2026-05-01T09:59',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['endsAtLocal'],
      message: 'Choose an end after the start.',
    });
  });
});

describe('the Spanish of an alert’s link (issue 37)', () => {
  const link = { label: 'See the current fire conditions', href: '/#fire-conditions' };
  const spanish = {
    text: { heading: 'Encabezado', text: 'Texto', linkLabel: 'Ver las condiciones' },
    source: { heading: 'Heading', text: 'Text', linkLabel: link.label },
  };

  it('shows staff’s Spanish label while it translates the label as it is', () => {
    expect(alertLinkLabelForLocale(alert({ link, spanish }), 'es')).toEqual({
      label: 'Ver las condiciones',
      isEnglish: false,
    });
    expect(alertLinkLabelForLocale(alert({ link, spanish }), 'en')).toEqual({
      label: link.label,
      isEnglish: false,
    });
  });

  it('falls back to the English, marked, once the English label changes or has no Spanish', () => {
    const changed = alert({ link: { ...link, label: 'Read the order' }, spanish });
    expect(alertLinkLabelForLocale(changed, 'es')).toEqual({
      label: 'Read the order',
      isEnglish: true,
    });
    const older = alert({
      link,
      spanish: { text: { heading: 'Encabezado', text: 'Texto' }, source: spanish.source },
    });
    expect(alertLinkLabelForLocale(older, 'es')).toEqual({ label: link.label, isEnglish: true });
    expect(alertLinkLabelForLocale(alert({ spanish }), 'es')).toBeNull();
  });

  it('leaves the heading and text current whatever the label does', () => {
    expect(alertSpanishState(alert({ link: { ...link, label: 'Other' }, spanish }))).toBe(
      'current',
    );
    const withoutLabel = {
      text: { heading: 'Encabezado', text: 'Texto' },
      source: { heading: 'Heading', text: 'Text' },
    };
    expect(alertSpanishState(alert({ link, spanish: withoutLabel }))).toBe('current');
  });
});
