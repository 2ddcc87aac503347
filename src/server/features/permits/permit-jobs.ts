import type { FastifyBaseLogger } from 'fastify';
import type { PermitsService } from './permits.service.ts';

/** How often the background sender looks for due e-mails and the sweep for stale applications. */
export const EMAIL_SEND_INTERVAL_MS = 15_000;
export const SWEEP_INTERVAL_MS = 60_000;

/**
 * Starts the e-mail sender and the pending-application sweep on timers. A tick never overlaps the
 * previous one; failures are logged and the next tick tries again. `stop` waits for a running tick.
 */
export function startPermitJobs(
  service: Pick<PermitsService, 'sendDueEmails' | 'sweepPendingApplications'>,
  log: FastifyBaseLogger,
  intervals = { emailMs: EMAIL_SEND_INTERVAL_MS, sweepMs: SWEEP_INTERVAL_MS },
) {
  const running = new Set<Promise<unknown>>();
  const busy = { email: false, sweep: false };

  function every(name: keyof typeof busy, ms: number, task: () => Promise<unknown>) {
    const timer = setInterval(() => {
      if (busy[name]) return;
      busy[name] = true;
      const run = task()
        .catch((error: unknown) => log.error({ err: error }, `permit ${name} job failed`))
        .finally(() => {
          busy[name] = false;
          running.delete(run);
        });
      running.add(run);
    }, ms);
    timer.unref();
    return timer;
  }

  const timers = [
    every('email', intervals.emailMs, () => service.sendDueEmails()),
    every('sweep', intervals.sweepMs, () => service.sweepPendingApplications()),
  ];
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
