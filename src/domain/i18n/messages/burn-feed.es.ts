import type { BURN_FEED_EN } from './burn-feed.en.ts';

/** The burn-day iCalendar feed in Spanish (decision 332). */
export const BURN_FEED_ES: Readonly<Record<keyof typeof BURN_FEED_EN, string>> = {
  'burnFeed.name': 'Estado del día de quema, {district}',
  'burnFeed.todayStatus': 'Estado de hoy: {url}',
};
