import type { Feature, FeatureContext } from '#server/feature.ts';
import { siteRoutes } from './site.routes.ts';

/** The content pages' addresses, the built files and redirects; listed last (it ends the site). */
export function createSite({ deps }: FeatureContext): Feature {
  return {
    name: 'site',
    routes: (app, { sitePages }) =>
      app.register(siteRoutes, { deps, ...(sitePages ? { pages: sitePages } : {}) }),
  };
}
