import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LoginSchema,
  MeResponseSchema,
  RecoveryCodesResponseSchema,
  TwoStepConfirmSchema,
  TwoStepDisableSchema,
  TwoStepSetupResponseSchema,
  type LoginResponse,
} from '#domain/auth/login.schema.ts';
import type { FeatureOptions } from '#server/app-deps.ts';
import { AppError } from '#server/app-error.ts';
import { staffOf } from '#server/plugins/auth.ts';
import { logIn, logOut } from './auth.service.ts';
import { confirmTwoStep, startTwoStepSetup, turnOffTwoStep } from './two-step.service.ts';

/** POST /api/auth/login, POST /api/auth/logout, GET /api/auth/session, GET /api/auth/me, two-step. */
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
      throw new AppError(outcome.code, 401);
    },
  );

  app.post('/auth/logout', { onRequest: app.requireLogin }, async (request) => {
    await logOut(deps, staffOf(request));
    return { success: true as const };
  });

  // The calendar page checks a stored token with this before showing the admin controls.
  app.get('/auth/session', { onRequest: app.requireLogin }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { username: staffOf(request).username };
  });

  app.get(
    '/auth/me',
    { onRequest: app.requireLogin, schema: { response: { 200: MeResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const staff = staffOf(request);
      return {
        username: staff.username,
        roles: staff.roles,
        permissions: staff.mustSetUpTwoStep ? [] : staff.permissions,
        hasTwoStep: staff.hasTwoStep,
        mustSetUpTwoStep: staff.mustSetUpTwoStep,
      };
    },
  );

  app.post(
    '/auth/two-step/setup',
    { onRequest: app.requireLogin, schema: { response: { 200: TwoStepSetupResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return startTwoStepSetup(deps, staffOf(request));
    },
  );

  app.post(
    '/auth/two-step/enable',
    {
      onRequest: app.requireLogin,
      schema: { body: TwoStepConfirmSchema, response: { 200: RecoveryCodesResponseSchema } },
    },
    async (request, reply) => {
      const outcome = await confirmTwoStep(deps, staffOf(request), request.body.code);
      if (!outcome.ok) {
        const status = outcome.code === 'INVALID_CODE' ? 400 : 409;
        throw new AppError(outcome.code, status, outcome.fields);
      }
      reply.header('cache-control', 'no-store');
      return outcome.value;
    },
  );

  app.post(
    '/auth/two-step/disable',
    { onRequest: app.requireLogin, schema: { body: TwoStepDisableSchema } },
    async (request) => {
      const outcome = await turnOffTwoStep(deps, staffOf(request), request.body.password);
      if (!outcome.ok) {
        const status = outcome.code === 'TWO_STEP_REQUIRED_BY_POLICY' ? 409 : 400;
        throw new AppError(outcome.code, status, outcome.fields);
      }
      return { success: true as const };
    },
  );
};
