import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { DISTRICT_TIME_ZONE } from '#domain/clock.ts';
import type { Locale } from '#domain/i18n/locale.ts';
import { toDistrictInstant, toDistrictWallClock } from '#domain/inspections/inspection-slots.ts';
import { toStandardIcsText } from '#server/ics-text.ts';

function generateVtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && block[0] ? block[0] : null;
}

/**
 * True when the district's wall-clock reading of `instant` names another instant: the second
 * 01:00-01:59 of the fall-back night, which a TZID time would mean the first of (RFC 5545 3.3.5).
 */
function isAmbiguousLocalTime(instant: string): boolean {
  const { day, time } = toDistrictWallClock(Date.parse(instant));
  return toDistrictInstant(day, time) !== Date.parse(instant);
}

export interface InspectionInvitation {
  /** Stable for the inspection's whole life, so calendars update the one event. */
  uid: string;
  /** 0 when booked, raised on every move and on cancel (RFC 5546 3.2.2, 3.2.5). */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: string;
  end: string;
  summary: string;
  location: string;
  description: string;
  organizerName: string;
  organizerEmail: string;
  attendeeName: string;
  attendeeEmail: string;
  stamp: string;
  /** The language its summary and description are written in (the PRODID's); English if absent. */
  locale?: Locale;
}

/**
 * An iTIP invitation (METHOD:REQUEST) or cancellation (METHOD:CANCEL) for one inspection, times
 * in TZID=America/Denver with the zone's VTIMEZONE, so phone calendars show the district's time.
 */
export function buildInspectionInvitation(invitation: InspectionInvitation): string {
  const calendar = ical({
    prodId: {
      company: invitation.organizerName,
      product: 'Inspections',
      language: (invitation.locale ?? 'en').toUpperCase(),
    },
    method: invitation.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    timezone: { name: null, generator: generateVtimezone },
  });
  // An inspection in the repeated hour is written in UTC, which names it without doubt.
  const isUtc = isAmbiguousLocalTime(invitation.start) || isAmbiguousLocalTime(invitation.end);
  calendar.createEvent({
    id: invitation.uid,
    sequence: invitation.sequence,
    ...(isUtc
      ? { start: new Date(invitation.start), end: new Date(invitation.end) }
      : {
          start: new TZDate(Date.parse(invitation.start), DISTRICT_TIME_ZONE),
          end: new TZDate(Date.parse(invitation.end), DISTRICT_TIME_ZONE),
          timezone: DISTRICT_TIME_ZONE,
        }),
    stamp: new Date(invitation.stamp),
    summary: invitation.summary,
    location: invitation.location,
    description: invitation.description,
    status: invitation.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: invitation.organizerName, email: invitation.organizerEmail },
    attendees: [{ name: invitation.attendeeName, email: invitation.attendeeEmail, rsvp: false }],
  });
  return toStandardIcsText(calendar.toString());
}

export interface FeedEvent {
  uid: string;
  sequence: number;
  start: string;
  end: string;
  summary: string;
  location: string;
  description: string;
}

/** The inspector's private feed: every booked inspection, times in TZID=America/Denver. */
export function buildInspectorFeed(
  events: readonly FeedEvent[],
  options: { districtName: string; stamp: string },
): string {
  const calendar = ical({
    name: `Inspections, ${options.districtName}`,
    prodId: { company: options.districtName, product: 'Inspections', language: 'EN' },
    timezone: { name: null, generator: generateVtimezone },
    ttl: 15 * 60,
  });
  for (const event of events) {
    const isUtc = isAmbiguousLocalTime(event.start) || isAmbiguousLocalTime(event.end);
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      ...(isUtc
        ? { start: new Date(event.start), end: new Date(event.end) }
        : {
            start: new TZDate(Date.parse(event.start), DISTRICT_TIME_ZONE),
            end: new TZDate(Date.parse(event.end), DISTRICT_TIME_ZONE),
            timezone: DISTRICT_TIME_ZONE,
          }),
      stamp: new Date(options.stamp),
      summary: event.summary,
      location: event.location,
      description: event.description,
    });
  }
  return toStandardIcsText(calendar.toString());
}
