import type { FastifyBaseLogger } from 'fastify';
import { Registry } from 'prom-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobRunsCounter } from '#server/plugins/metrics.ts';
import { createJobScheduler } from './job-scheduler.ts';

const silentLog = { error: () => undefined } as unknown as FastifyBaseLogger;

describe('job scheduler', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts every finished run by job and outcome for /metrics', async () => {
    vi.useFakeTimers();
    const registry = new Registry();
    registry.registerMetric(jobRunsCounter);
    jobRunsCounter.reset();
    const jobs = createJobScheduler();
    jobs.register({ name: 'test.ok', intervalMs: 1_000, run: async () => 'done' });
    jobs.register({
      name: 'test.failing',
      intervalMs: 1_000,
      run: async () => {
        throw new Error('SMTP down');
      },
    });
    jobs.start(silentLog);
    await vi.advanceTimersByTimeAsync(3_000);
    await jobs.stop();

    const text = await registry.metrics();
    expect(text).toContain('fire_job_runs_total{job="test.ok",outcome="ok"} 3');
    expect(text).toContain('fire_job_runs_total{job="test.failing",outcome="failed"} 3');
  });
});
