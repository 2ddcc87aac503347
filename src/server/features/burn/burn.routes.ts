import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import type { PermitDistrict } from '#domain/permits/permit-documents.ts';
import type { FeatureOptions } from '#server/app-deps.ts';
import type { FeaturePages } from '#server/feature-pages.ts';
import type { FeesPort } from '#server/ports/fees.port.ts';
import type { BurnDeps } from './burn.deps.ts';
import { purgeExpiredBurnPermits } from './burn-export.service.ts';
import { registerBurnTemplates } from './burn-mail.ts';
import { burnPublicRoutes } from './burn-public.routes.ts';
import { burnFeePaid } from './burn-permits.service.ts';
import { burnStaffRoutes } from './burn-staff.routes.ts';

export const BURN_PURGE_JOB = 'burn.purge';
const PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;

export interface BurnRoutesOptions extends FeatureOptions {
  readDistrict: () => Promise<PermitDistrict>;
  onNoBurning?: BurnDeps['onNoBurning'];
  onBurningAllowed?: BurnDeps['onBurningAllowed'];
  onSettingsSaved?: BurnDeps['onSettingsSaved'];
  /** The shared fees (decision 270): the burn permit fee is asked for and settled through it. */
  fees?: FeesPort;
  /** Draws the public pages in the site's layout. */
  pages: FeaturePages;
}

/**
 * Issue 19, open burning: the public pages (status, apply, the holder's permit and check-in,
 * verification), dispatch's token view, and the back office API behind burn:read / burn:manage.
 */
export const burnRoutes: FastifyPluginAsync<BurnRoutesOptions> = async (instance, options) => {
  const { deps } = options;
  const burn: BurnDeps = {
    db: deps.db,
    clock: deps.clock,
    env: deps.env,
    outbox: deps.outbox,
    pdf: deps.pdfDrawer,
    log: instance.log,
    readDistrict: options.readDistrict,
    ...(options.onNoBurning ? { onNoBurning: options.onNoBurning } : {}),
    ...(options.onBurningAllowed ? { onBurningAllowed: options.onBurningAllowed } : {}),
    ...(options.onSettingsSaved ? { onSettingsSaved: options.onSettingsSaved } : {}),
    ...(options.fees ? { feeRequests: options.fees.requests } : {}),
  };
  options.fees?.onPaid('burn-permit', (permitId, fee) => burnFeePaid(burn, permitId, fee));
  registerBurnTemplates(burn);
  deps.jobs.register({
    name: BURN_PURGE_JOB,
    intervalMs: PURGE_INTERVAL_MS,
    run: async () => ({ purged: await purgeExpiredBurnPermits(burn) }),
  });
  await instance.register(fastifyFormbody, { bodyLimit: 16_384 });
  await instance.register(burnPublicRoutes, { burn, pages: options.pages });
  await instance.register(burnStaffRoutes, { burn, pages: options.pages });
};
