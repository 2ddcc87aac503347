import type { JobScheduler } from '#server/jobs/job-scheduler.ts';
import type { PermitsContext } from './permits.deps.ts';
import { sweepPendingApplications } from './complete.service.ts';
import { resumePendingRefunds } from './refund.service.ts';

export const PERMIT_SWEEP_JOB = 'permits.sweep';

/** Registers the sweep (pending applications, then refunds left pending) with the scheduler. */
export function registerPermitJobs(
  jobs: JobScheduler,
  context: PermitsContext,
  intervalMs: number,
): void {
  jobs.register({
    name: PERMIT_SWEEP_JOB,
    intervalMs,
    run: async () => {
      const swept = await sweepPendingApplications(context);
      await resumePendingRefunds(context);
      return swept;
    },
  });
}
