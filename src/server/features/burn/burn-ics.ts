import { TZDate } from '@date-fns/tz';
import ical from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { DISTRICT_TIME_ZONE } from '#domain/clock.ts';
import { burnDayStartsAt, type BurnDayStatus } from '#domain/burn/burn-day.ts';
import { burnHeadline, describeBurnDayReason } from '#domain/burn/burn-words.ts';
import { createSiteIntl, type SiteIntl } from '#domain/i18n/site-intl.ts';
import { toStandardIcsText } from '#server/ics-text.ts';

/** Days of history the burn-day feed keeps, today included. */
export const BURN_FEED_DAYS = 7;

function generateVtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && block[0] ? block[0] : null;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The burn day status as an iCalendar feed residents and dispatch subscribe to (issue 19): one
 * event per burn day, from the district's status hour to the next day's, titled "Burning allowed"
 * or "No burning today" with the reason. UIDs are per day, so a changed status updates the event.
 */
export function buildBurnDayFeed(
  days: readonly { status: BurnDayStatus; postedAt: string | null }[],
  options: {
    districtName: string;
    statusHour: number;
    uidDomain: string;
    pageUrl: string;
    /** The feed's language (decision 332): its name, each day's headline and reason. */
    intl?: SiteIntl;
  },
): string {
  const intl = options.intl ?? createSiteIntl('en');
  const calendar = ical({
    name: intl.t('burnFeed.name', { district: options.districtName }),
    prodId: {
      company: options.districtName,
      product: 'Burn day status',
      language: intl.locale.toUpperCase(),
    },
    timezone: { name: null, generator: generateVtimezone },
    ttl: 60 * 60,
    url: options.pageUrl,
  });
  calendar.x('X-WR-TIMEZONE', DISTRICT_TIME_ZONE);
  for (const { status, postedAt } of days) {
    // Wall-clock times in the district's zone, as the availability feed writes them.
    const inZone = (instant: Date) => new TZDate(instant.getTime(), DISTRICT_TIME_ZONE);
    const start = inZone(burnDayStartsAt(status.day, options.statusHour));
    calendar.createEvent({
      id: `burn-day-${status.day}@${options.uidDomain}`,
      start,
      end: inZone(burnDayStartsAt(nextDay(status.day), options.statusHour)),
      timezone: DISTRICT_TIME_ZONE,
      summary: burnHeadline(status, intl),
      description: [
        describeBurnDayReason(status, intl),
        intl.t('burnFeed.todayStatus', { url: options.pageUrl }),
      ]
        .filter(Boolean)
        .join('\n'),
      url: options.pageUrl,
      // The stamp changes only when staff post the day again, so unchanged days stay identical.
      stamp: new Date(postedAt ?? start.toISOString()),
    });
  }
  return toStandardIcsText(calendar.toString());
}
