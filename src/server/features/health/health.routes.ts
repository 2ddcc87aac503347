import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { FeatureOptions } from '#server/app-deps.ts';
import { AppError } from '#server/app-error.ts';
import { findPendingMigrations } from '#server/db/migrate.ts';
import { readBearerToken } from '#server/plugins/auth.ts';

/** How long /readyz waits for the database before calling it unreachable. */
const READY_CHECK_TIMEOUT_MS = 3_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function hasToken(request: FastifyRequest, expected: string): boolean {
  const given = Buffer.from(readBearerToken(request) ?? '');
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * GET /healthz (the process answers), GET /readyz (the database answers and its schema is
 * current) and GET /metrics (Prometheus text, behind METRICS_TOKEN; 404 while it is unset).
 */
export const healthRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { deps }) => {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await withTimeout(sql`select 1`.execute(deps.db), READY_CHECK_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unreachable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ status: 'unavailable', database: 'unreachable' });
    }
    const pending = await withTimeout(findPendingMigrations(deps.db), READY_CHECK_TIMEOUT_MS).catch(
      () => undefined,
    );
    if (!pending || pending.length > 0) {
      return reply.status(503).send({
        status: 'unavailable',
        database: 'reachable',
        pendingMigrations: pending ?? 'unknown',
      });
    }
    return { status: 'ok', database: deps.dbKind };
  });

  app.get('/metrics', async (request, reply) => {
    const token = deps.env.METRICS_TOKEN;
    if (!token) throw new AppError('NOT_FOUND', 404);
    if (!hasToken(request, token)) throw new AppError('UNAUTHORIZED', 401);
    const registry = app.metricsRegistry;
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
};
