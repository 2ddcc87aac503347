import type { Feature, FeatureContext } from '#server/feature.ts';
import { healthRoutes } from './health.routes.ts';

/** /healthz and /readyz for the host's checks. */
export function createHealth({ deps }: FeatureContext): Feature {
  return { name: 'health', routes: (app) => app.register(healthRoutes, { deps }) };
}
