import { EnvSchema, type Env } from '#server/env.ts';

/** The server's settings as a fresh clone has them, with overrides for one test. */
export function buildTestEnv(overrides: Partial<Record<keyof Env, string>> = {}): Env {
  return EnvSchema.parse({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/fire-test-data',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}
