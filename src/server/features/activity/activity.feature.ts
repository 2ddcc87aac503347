import type { Feature, FeatureContext } from '#server/feature.ts';
import { activityRoutes } from './activity.routes.ts';

/** The staff activity log's page and export. */
export function createActivity({ deps }: FeatureContext): Feature {
  return {
    name: 'activity',
    routes: (app) => app.register(activityRoutes, { prefix: '/api', deps }),
  };
}
