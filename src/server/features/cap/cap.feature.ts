import type { Feature, FeatureContext } from '#server/feature.ts';
import { capRoutes } from './cap.routes.ts';
import {
  cancelNoBurningDay,
  publishAlertsAsCap,
  publishNoBurningDay,
  type CapDeps,
} from './cap.service.ts';

/** What CAP reads from other features: the burn settings' towns and the published alerts. */
export type CapPorts = Pick<CapDeps, 'readTowns' | 'listAlerts'>;

/**
 * Alerts and No burning days as CAP 1.2 for other alerting systems (decision 340): every
 * published or restored alert and every change of the burn day republishes the index.
 */
export function createCapFeature(
  { deps, events, readDistrict }: FeatureContext,
  ports: CapPorts,
): Feature {
  const cap: CapDeps = {
    db: deps.db,
    clock: deps.clock,
    env: deps.env,
    readDistrictName: async () => (await readDistrict()).name,
    ...ports,
  };
  events.on('content.published', () => publishAlertsAsCap(cap));
  events.on('content.restored', () => publishAlertsAsCap(cap));
  events.on('burn.noBurning', ({ status }) => publishNoBurningDay(cap, status));
  events.on('burn.burningAllowed', ({ status }) => cancelNoBurningDay(cap, status.day));
  return {
    name: 'cap',
    // The seeded alert (and any published while no hook ran) has its CAP message from the start.
    seed: () => publishAlertsAsCap(cap),
    routes: (app) => app.register(capRoutes, { cap }),
  };
}
