import type { Feature, FeatureContext } from '#server/feature.ts';
import type { FeesPort } from '#server/ports/fees.port.ts';
import { RECORDS_ATTENTION } from './records.attention.ts';
import { recordsRoutes } from './records.routes.ts';

/** Public records requests (issue 20, GRAMA): the form, the requester's page, the officer's queue. */
export function createRecords(
  { deps, readDistrict }: FeatureContext,
  ports: { fees: FeesPort },
): Feature {
  return {
    name: 'records',
    attention: RECORDS_ATTENTION,
    routes: (app, { pages }) =>
      app.register(recordsRoutes, { deps, readDistrict, fees: ports.fees, pages }),
  };
}
