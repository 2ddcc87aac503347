import type { Feature, FeatureContext } from '#server/feature.ts';
import type { FeesPort } from '#server/ports/fees.port.ts';
import { clearanceRoutes } from './clearance.routes.ts';
import {
  describeInspectionWithClearance,
  issueAfterResult,
  verifyClearance,
  type ClearanceDeps,
} from './clearance.service.ts';
import { cancelInspectionsLosingBlock } from './inspection-availability.service.ts';
import { reinspectionFeePaid } from './inspection-results.service.ts';
import { INSPECTIONS_ATTENTION } from './inspections.attention.ts';
import { inspectionsRoutes } from './inspections.routes.ts';

/**
 * Inspections (issue 17): booking, results and clearance certificates (decision 241). The
 * re-inspection fee (decision 270) is asked for once, by the result service, which holds the
 * booking until it is paid. Offers the permit pages their inspection line and clearance answer.
 */
export function createInspections(
  { deps, events, readDistrict }: FeatureContext,
  ports: { fees: FeesPort },
) {
  const clearances: ClearanceDeps = {
    db: deps.db,
    clock: deps.clock,
    outbox: deps.outbox,
    env: deps.env,
    readDistrict,
    pdf: deps.pdfDrawer,
  };
  ports.fees.onPaid('re-inspection', async (inspectionId) => {
    await reinspectionFeePaid({ db: deps.db, clock: deps.clock }, inspectionId);
  });
  // Inspections booked only in a deleted availability block are cancelled and their applicants told.
  events.on('calendar.eventRemoving', async ({ trx, eventId, actor }) => {
    await cancelInspectionsLosingBlock(deps, trx, eventId, actor);
  });
  return {
    name: 'inspections',
    attention: INSPECTIONS_ATTENTION,
    describeInspection: (statusToken: string) =>
      describeInspectionWithClearance(clearances, statusToken),
    verifyClearance: (permitNumber: string) => verifyClearance(clearances, permitNumber),
    routes: async (app, { pages }) => {
      await app.register(inspectionsRoutes, {
        deps,
        pages,
        readDistrictName: async () => (await readDistrict()).name,
        onResultRecorded: async (result) => {
          await issueAfterResult(clearances, result);
        },
        feeRequests: ports.fees.requests,
      });
      await app.register(clearanceRoutes, { clearances, jobs: deps.jobs });
    },
  } satisfies Feature & Record<string, unknown>;
}
