import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LoginSchema, type LoginResponse } from '#domain/auth/login.schema.ts';
import type { FeatureOptions } from '#server/app-deps.ts';
import { AppError } from '#server/app-error.ts';
import { logIn, logOut } from './auth.service.ts';

/** POST /api/auth/login, POST /api/auth/logout, GET /api/auth/session. */
export const authRoutes: FastifyPluginAsync<FeatureOptions> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/auth/login',
    { schema: { body: LoginSchema } },
    async (request, reply): Promise<LoginResponse> => {
      const outcome = await logIn(deps, { ...request.body, address: request.ip });
      if (outcome.ok) {
        reply.header('cache-control', 'no-store');
        return { success: true, token: outcome.token };
      }
      if (outcome.code === 'TOO_MANY_ATTEMPTS') {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw new AppError('TOO_MANY_ATTEMPTS', 429);
      }
      throw new AppError('INVALID_CREDENTIALS', 401);
    },
  );

  app.post('/auth/logout', { onRequest: app.requireAdmin }, async (request) => {
    if (request.admin) await logOut(deps, request.admin.sessionId);
    return { success: true as const };
  });

  // The page checks a stored token with this before showing the admin controls.
  app.get('/auth/session', { onRequest: app.requireAdmin }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { username: request.admin?.username ?? '' };
  });
};
