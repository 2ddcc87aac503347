import type { FastifyBaseLogger } from 'fastify';
import { recordJobRun } from '#server/plugins/metrics.ts';

export interface Job {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
}

/**
 * The background jobs of every feature (the outbox sender, the permit sweep). Features register
 * their jobs while the app is built; main.ts starts the timers once the server listens, and tests
 * run a job by name instead. A tick never overlaps the previous one of the same job; failures are
 * logged and the next tick tries again. `stop` waits for running ticks.
 */
export function createJobScheduler() {
  const jobs = new Map<string, Job>();
  const running = new Set<Promise<unknown>>();
  const timers: NodeJS.Timeout[] = [];

  return {
    register(job: Job): void {
      if (jobs.has(job.name)) throw new Error(`Job ${job.name} is registered twice`);
      jobs.set(job.name, job);
    },

    /** Runs one job now and answers its result (tests, and the timers). */
    async run<T = unknown>(name: string): Promise<T> {
      const job = jobs.get(name);
      if (!job) throw new Error(`No job named ${name}`);
      return (await job.run()) as T;
    },

    start(log: FastifyBaseLogger): void {
      for (const job of jobs.values()) {
        let isBusy = false;
        const timer = setInterval(() => {
          if (isBusy) return;
          isBusy = true;
          const tick = job
            .run()
            .then(
              () => recordJobRun(job.name, 'ok'),
              (error: unknown) => {
                recordJobRun(job.name, 'failed');
                log.error({ err: error }, `${job.name} job failed`);
              },
            )
            .finally(() => {
              isBusy = false;
              running.delete(tick);
            });
          running.add(tick);
        }, job.intervalMs);
        timer.unref();
        timers.push(timer);
      }
    },

    async stop(): Promise<void> {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}

export type JobScheduler = ReturnType<typeof createJobScheduler>;
