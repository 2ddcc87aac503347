import type { Feature, FeatureContext } from '#server/feature.ts';
import { calendarRoutes } from './calendar.routes.ts';

/**
 * The Fire Marshal's availability calendar. Removing an event tells the other features inside
 * its transaction (`calendar.eventRemoving`): inspections booked only in it are cancelled.
 */
export function createCalendar({ deps, events, readDistrict }: FeatureContext): Feature {
  return {
    name: 'calendar',
    routes: (app) =>
      app.register(calendarRoutes, {
        prefix: '/api',
        deps,
        getDistrictDetails: readDistrict,
        beforeEventRemoved: (trx, eventId, actor) =>
          events.emit('calendar.eventRemoving', { trx, eventId, actor }),
      }),
  };
}
