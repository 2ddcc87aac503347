import type { FastifyBaseLogger } from 'fastify';
import type { JobRun } from '#domain/operations/operations-api.ts';
import { recordJobRun } from '#server/plugins/metrics.ts';

type JobRunRecord = JobRun;

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
export function createJobScheduler(clock: () => Date = () => new Date()) {
  const jobs = new Map<string, Job>();
  /** The last run of each job in this process (memory only: per instance, empty after a restart). */
  const lastRuns = new Map<string, JobRunRecord>();

  function describe(value: unknown): string {
    if (value instanceof Error) return value.message.slice(0, 300);
    if (value === undefined) return '';
    return JSON.stringify(value).slice(0, 300);
  }

  async function runRecorded(job: Job): Promise<unknown> {
    const record = (outcome: 'ok' | 'failed', detail: unknown) => {
      lastRuns.set(job.name, {
        job: job.name,
        at: clock().toISOString(),
        outcome,
        detail: describe(detail),
      });
      recordJobRun(job.name, outcome);
    };
    try {
      const result = await job.run();
      record('ok', result);
      return result;
    } catch (error) {
      record('failed', error);
      throw error;
    }
  }

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
      return (await runRecorded(job)) as T;
    },

    /** The last run of every job that has run in this process, by job name. */
    lastRuns(): JobRunRecord[] {
      return [...lastRuns.values()].sort((a, b) => a.job.localeCompare(b.job));
    },

    start(log: FastifyBaseLogger): void {
      for (const job of jobs.values()) {
        let isBusy = false;
        const timer = setInterval(() => {
          if (isBusy) return;
          isBusy = true;
          const tick = runRecorded(job)
            .catch((error: unknown) => {
              log.error({ err: error }, `${job.name} job failed`);
            })
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
