/**
 * The burn-day iCalendar feed's own words (issue 29, decision 332): the calendar's name and the
 * line under each day's reason; the day's headline and reason come from the burn catalogue.
 */
export const BURN_FEED_EN = {
  'burnFeed.name': 'Burn day status, {district}',
  'burnFeed.todayStatus': "Today's status: {url}",
} as const satisfies Record<string, string>;
