import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { OperationsFigures } from '#server/features/health/operations-figures.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry, rendered by GET /metrics. */
    metricsRegistry: Registry;
  }
}

/**
 * Background job runs by job and outcome. Module-wide because the job scheduler is created
 * outside the app; each app registers it in its own registry.
 */
export const jobRunsCounter = new Counter({
  name: 'fire_job_runs_total',
  help: 'Background job runs (outbox sender, pending-application sweep) by outcome',
  labelNames: ['job', 'outcome'] as const,
  registers: [],
});

/** Counts one finished run of a background job (src/server/jobs/job-scheduler.ts). */
export function recordJobRun(job: string, outcome: 'ok' | 'failed'): void {
  jobRunsCounter.inc({ job, outcome });
}

export interface MetricsOptions {
  /** Read at every scrape; a failure (database down) leaves those figures out of that scrape. */
  readFigures: () => Promise<OperationsFigures>;
}

/**
 * Per-route request counts and latencies (labelled with the route pattern, never the raw URL, so
 * tokens in paths stay out and the label set stays small), process figures, and the outbox and
 * application counts read from the database when Prometheus scrapes.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: MetricsOptions) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    registry.registerMetric(jobRunsCounter);

    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests by route pattern and status',
      labelNames,
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency by route pattern and status',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });

    new Gauge({
      name: 'fire_emails',
      help: 'Outbox e-mails by state (queued: not tried yet, failing: retrying, sent)',
      labelNames: ['state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        const figures = await readFiguresOnce();
        if (!figures) return;
        for (const [state, count] of Object.entries(figures.emails)) this.set({ state }, count);
      },
    });
    new Gauge({
      name: 'fire_permit_applications',
      help: 'Permit applications by status',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        const figures = await readFiguresOnce();
        if (!figures) return;
        for (const [status, count] of Object.entries(figures.applicationsByStatus)) {
          this.set({ status }, count);
        }
      },
    });

    // Both gauges share one database read per scrape.
    let pending: Promise<OperationsFigures | undefined> | undefined;
    function readFiguresOnce() {
      pending ??= options
        .readFigures()
        .catch((error: unknown) => {
          app.log.warn({ err: error }, 'metrics: could not read figures from the database');
          return undefined;
        })
        .finally(() => setTimeout(() => (pending = undefined), 0));
      return pending;
    }

    app.decorate('metricsRegistry', registry);
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const labels = { method: request.method, route, status_code: String(reply.statusCode) };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
      done();
    });
  },
  { name: 'metrics' },
);
