import type { Feature, FeatureContext } from '#server/feature.ts';
import type { FeesPort } from '#server/ports/fees.port.ts';
import { feesRoutes } from './fees.routes.ts';
import { createFees, FEE_SWEEP_JOB } from './fees.service.ts';

/**
 * The district's other fees (decision 270): burn permits, re-inspections and records requests
 * ask through the port's `requests` and hear in their `onPaid` handlers.
 */
export function createFeesFeature({ deps }: FeatureContext): Feature & {
  port: FeesPort;
  /** A payment the permits webhook did not know: a fee's, settled now rather than at the sweep. */
  settleOtherPayment: (
    paymentIntentId: string,
  ) => Promise<{ ok: true } | { ok: false; code: 'PAYMENT_PROVIDER_UNAVAILABLE' }>;
} {
  const fees = createFees({
    db: deps.db,
    clock: deps.clock,
    env: deps.env,
    gateway: deps.feeGateway,
    outbox: deps.outbox,
  });
  deps.jobs.register({
    name: FEE_SWEEP_JOB,
    intervalMs: 5 * 60 * 1000,
    run: async () => {
      await fees.sweep();
    },
  });
  return {
    name: 'fees',
    port: fees,
    settleOtherPayment: async (paymentIntentId) => {
      const settled = await fees.settlePayment(paymentIntentId);
      return settled.ok ? { ok: true } : { ok: false, code: 'PAYMENT_PROVIDER_UNAVAILABLE' };
    },
    routes: (app) => app.register(feesRoutes, { fees }),
  };
}
