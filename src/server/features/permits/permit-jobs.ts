import type { JobScheduler } from '#server/jobs/job-scheduler.ts';
import type { PermitsContext } from './permits-context.ts';
import { sweepPendingApplications } from './complete.service.ts';

/** How often the sweep looks for stale applications. */
export const SWEEP_INTERVAL_MS = 60_000;
export const PERMIT_SWEEP_JOB = 'permits.sweep';

/** Registers the pending-application sweep with the app's job scheduler. */
export function registerPermitJobs(jobs: JobScheduler, context: PermitsContext): void {
  jobs.register({
    name: PERMIT_SWEEP_JOB,
    intervalMs: SWEEP_INTERVAL_MS,
    run: () => sweepPendingApplications(context),
  });
}
