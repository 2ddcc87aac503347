import { TZDate } from '@date-fns/tz';
import ical from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { DISTRICT_TIME_ZONE } from '#domain/clock.ts';
import type { CalendarEvent } from '#domain/calendar/calendar-event.schema.ts';
import type { Locale } from '#domain/i18n/locale.ts';
import { createSiteIntl } from '#domain/i18n/site-intl.ts';
import { toStandardIcsText } from '#server/ics-text.ts';

/**
 * VTIMEZONE blocks from timezones-ical-library, which tracks the IANA time-zone database, so a
 * change to Utah's rules arrives with a dependency update instead of an edit here.
 */
function generateVtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && block[0] ? block[0] : null;
}

/** Wall-clock date and time in the district's zone; `dayOffset` moves whole calendar days. */
function districtTime(date: string, time = '00:00', dayOffset = 0): TZDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return new TZDate(year, month - 1, day + dayOffset, hour, minute, DISTRICT_TIME_ZONE);
}

/** The event's start and (exclusive) end as an iCalendar consumer needs them. */
export function toIcsTimes(event: CalendarEvent): {
  start: TZDate;
  end: TZDate;
  isAllDay: boolean;
} {
  if (event.isMultiDay) {
    // Spec §3: all-day from start through end date inclusive; iCalendar's DTEND is exclusive.
    return {
      start: districtTime(event.startDate),
      end: districtTime(event.endDate, '00:00', 1),
      isAllDay: true,
    };
  }
  // Spec §3: an end of 00:00 after a later start means the next midnight.
  const endsAtNextMidnight = event.endTime === '00:00' && event.startTime !== '00:00';
  return {
    start: districtTime(event.startDate, event.startTime),
    end: endsAtNextMidnight
      ? districtTime(event.startDate, '00:00', 1)
      : districtTime(event.endDate, event.endTime),
    isAllDay: false,
  };
}

export interface IcsFeedOptions {
  /** Host part of every UID, so UIDs stay stable and unique across calendars. */
  uidDomain: string;
  /** Absolute URL of the calendar page, when known. */
  pageUrl?: string | undefined;
  /** The district's name as District details in the back office give it. */
  districtName: string;
  /** The feed's language (its name; the events are staff's words). English by default. */
  locale?: Locale;
}

/** The availability calendar as an iCalendar feed contractors subscribe to. */
export function buildIcsFeed(
  events: ReadonlyArray<{ event: CalendarEvent; createdAt: string }>,
  options: IcsFeedOptions,
): string {
  const intl = createSiteIntl(options.locale ?? 'en');
  const product = intl.t('calendar.metaTitle');
  const calendar = ical({
    name: `${product}, ${options.districtName}`,
    prodId: { company: options.districtName, product, language: intl.locale.toUpperCase() },
    // No calendar-wide zone: DTSTAMP stays UTC, every event carries TZID=America/Denver.
    timezone: { name: null, generator: generateVtimezone },
    ttl: 60 * 60,
    ...(options.pageUrl ? { url: options.pageUrl } : {}),
  });
  calendar.x('X-WR-TIMEZONE', DISTRICT_TIME_ZONE);
  for (const { event, createdAt } of events) {
    const { start, end, isAllDay } = toIcsTimes(event);
    calendar.createEvent({
      id: `${event.id}@${options.uidDomain}`,
      start,
      end,
      allDay: isAllDay,
      timezone: DISTRICT_TIME_ZONE,
      summary: event.title,
      ...(event.description ? { description: event.description } : {}),
      ...(options.pageUrl ? { url: options.pageUrl } : {}),
      // Events are never edited, so their creation time is a stable stamp: the feed stays
      // byte-identical until an event is added or deleted.
      stamp: new Date(createdAt),
    });
  }
  return toStandardIcsText(calendar.toString());
}
