/**
 * The inspections feature's routes, composed: its e-mail templates and reminder job, then the
 * staff's routes, the inspector's result routes and the applicant's booking routes.
 */
import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import type { InspectionResult } from '#domain/inspections/inspection-result.ts';
import type { FeatureOptions } from '#server/app-deps.ts';
import type { FeaturePages } from '#server/feature-pages.ts';
import { applicantInspectionsRoutes } from './applicant-inspections.routes.ts';
import type { InspectionDeps } from './inspections.deps.ts';
import { queueInspectionReminders, registerInspectionTemplates } from './inspection-mail.ts';
import { inspectionResultsRoutes } from './inspection-results.routes.ts';
import type { FeeRequestsPort } from './inspection-results.service.ts';
import { staffInspectionsRoutes } from './staff-inspections.routes.ts';

export const INSPECTION_REMINDER_JOB = 'inspections.reminders';
const REMINDER_INTERVAL_MS = 10 * 60_000;

export interface InspectionsRoutesOptions extends FeatureOptions {
  readDistrictName: () => Promise<string>;
  /** Called once per newly recorded result, after it is committed (the clearance reacts). */
  onResultRecorded?: (result: InspectionResult) => Promise<void>;
  /** The shared fees feature; without it re-inspections are booked without a fee. */
  feeRequests?: FeeRequestsPort;
  /** Draws the booking page in the site's layout. */
  pages: FeaturePages;
}

export const inspectionsRoutes: FastifyPluginAsync<InspectionsRoutesOptions> = async (
  fastify,
  { deps: appDeps, readDistrictName, onResultRecorded, feeRequests, pages },
) => {
  const deps: InspectionDeps = { db: appDeps.db, clock: appDeps.clock, outbox: appDeps.outbox };
  const mailDeps = { ...deps, env: appDeps.env, readDistrictName };
  registerInspectionTemplates(mailDeps);
  appDeps.jobs.register({
    name: INSPECTION_REMINDER_JOB,
    intervalMs: REMINDER_INTERVAL_MS,
    run: async () => ({ queued: await queueInspectionReminders(mailDeps) }),
  });

  // The booking page's form posts; the parser serves every inspections route, as it did before.
  await fastify.register(fastifyFormbody, { bodyLimit: 4_096 });
  await fastify.register(staffInspectionsRoutes, { deps, env: appDeps.env, readDistrictName });
  await fastify.register(inspectionResultsRoutes, { deps, onResultRecorded, feeRequests });
  await fastify.register(applicantInspectionsRoutes, { deps, pages });
};
