import type { Feature, FeatureContext } from '#server/feature.ts';
import { OPERATIONS_ATTENTION } from './operations.attention.ts';
import { operationsRoutes } from './operations.routes.ts';

/** The operations page: the outbox, jobs and backups staff watch. */
export function createOperations({ deps }: FeatureContext): Feature {
  return {
    name: 'operations',
    attention: OPERATIONS_ATTENTION,
    routes: (app) => app.register(operationsRoutes, { prefix: '/api', deps }),
  };
}
