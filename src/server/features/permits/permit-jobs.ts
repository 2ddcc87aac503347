import type { JobScheduler } from '#server/jobs/job-scheduler.ts';
import type { PermitsContext } from './permits-context.ts';
import { sweepPendingApplications } from './complete.service.ts';

export const PERMIT_SWEEP_JOB = 'permits.sweep';

/** Registers the pending-application sweep with the app's job scheduler. */
export function registerPermitJobs(
  jobs: JobScheduler,
  context: PermitsContext,
  intervalMs: number,
): void {
  jobs.register({
    name: PERMIT_SWEEP_JOB,
    intervalMs,
    run: () => sweepPendingApplications(context),
  });
}
