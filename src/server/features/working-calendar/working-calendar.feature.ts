import type { Feature, FeatureContext } from '#server/feature.ts';
import { workingCalendarRoutes } from './working-calendar.routes.ts';

/** Decision 299: the one working calendar every business-day count reads. */
export function createWorkingCalendar({ deps }: FeatureContext): Feature {
  return {
    name: 'working-calendar',
    routes: (app) => app.register(workingCalendarRoutes, { deps }),
  };
}
