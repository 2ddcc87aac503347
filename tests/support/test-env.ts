import { EnvSchema, type Env } from '#server/env.ts';

/** The server's settings as a fresh clone has them, with overrides for one test. */
export function buildTestEnv(overrides: Partial<Record<keyof Env, string>> = {}): Env {
  return EnvSchema.parse({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/fire-test-data',
    LOG_LEVEL: 'silent',
    // PDFs draw on the test's own thread: a worker takes about a second to start on a busy
    // machine. A test passes PDF_WORKERS to draw through the pool.
    PDF_WORKERS: '0',
    ...overrides,
  });
}
