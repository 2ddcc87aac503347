import type { Feature, FeatureContext } from '#server/feature.ts';
import { permitsNoScriptRoutes } from './no-script.routes.ts';
import { PERMITS_ATTENTION } from './permits.attention.ts';
import { permitsRoutes } from './permits.routes.ts';
import { createPermitStatusPage } from './permits.pages.ts';

type StatusPageOptions = Parameters<typeof createPermitStatusPage>[0];

/** What the permits feature needs from others: the fees' webhook settlement, the clearances. */
export interface PermitsPorts {
  /** A fee paid at the processor settles from the permits webhook, not only at the next sweep. */
  settleOtherPayment: (
    paymentIntentId: string,
  ) => Promise<{ ok: true } | { ok: false; code: 'PAYMENT_PROVIDER_UNAVAILABLE' }>;
  /** The inspection line of the status page and a permit's clearance answer (issue 17). */
  describeInspection: NonNullable<StatusPageOptions['describeInspection']>;
  verifyClearance: NonNullable<StatusPageOptions['verifyClearance']>;
}

/** Permit applications and payments, the no-script forms, the status and verify pages. */
export function createPermits(
  { deps, readDistrict }: FeatureContext,
  ports: PermitsPorts,
): Feature {
  const statusPage = createPermitStatusPage({
    deps,
    readDistrict,
    describeInspection: ports.describeInspection,
    verifyClearance: ports.verifyClearance,
  });
  return {
    name: 'permits',
    attention: PERMITS_ATTENTION,
    pageExtras: statusPage.extras,
    routes: async (app, { pages, sitePages }) => {
      await app.register(permitsRoutes, {
        prefix: '/api',
        deps,
        readDistrict,
        onOtherPaymentSucceeded: ports.settleOtherPayment,
      });
      await app.register(permitsNoScriptRoutes, { pages, readDistrict });
      if (sitePages) await app.register(statusPage.routes, { sitePages });
    },
  };
}
