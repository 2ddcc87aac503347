import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LoginSchema,
  MeResponseSchema,
  RecoveryCodesResponseSchema,
  TwoStepConfirmSchema,
  TwoStepProofSchema,
  TwoStepSetupResponseSchema,
  type LoginResponse,
} from '#domain/auth/login.schema.ts';
import type { ErrorCode } from '#domain/errors.ts';
import { OwnPasswordSchema } from '#domain/staff/accounts.schema.ts';
import type { FeatureOptions } from '#server/app-deps.ts';
import { AppError } from '#server/app-error.ts';
import { staffOf } from '#server/plugins/auth.ts';
import { changeOwnPassword } from './accounts.service.ts';
import { logIn, logOut } from './auth.service.ts';
import { confirmTwoStep, startTwoStepSetup, turnOffTwoStep } from './two-step.service.ts';

/** Answers for a failed owner proof (password, code) and the changes it guards. */
const PROOF_STATUS: Partial<Record<ErrorCode, number>> = {
  TOO_MANY_ATTEMPTS: 429,
  TOO_MANY_CODES: 429,
  TWO_STEP_NOT_STARTED: 409,
  TWO_STEP_REQUIRED_BY_POLICY: 409,
};

function proofError(failure: { code: ErrorCode; fields?: Record<string, string> }): AppError {
  // 400, not 401: the session is fine, the proof is not (a 401 would log the browser out).
  return new AppError(failure.code, PROOF_STATUS[failure.code] ?? 400, failure.fields);
}

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
      if (outcome.code === 'TOO_MANY_CODES') throw new AppError('TOO_MANY_CODES', 429);
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
        permissions: staff.mustSetUpTwoStep || staff.mustChangePassword ? [] : staff.permissions,
        hasTwoStep: staff.hasTwoStep,
        mustChangePassword: staff.mustChangePassword,
        mustSetUpTwoStep: staff.mustSetUpTwoStep,
      };
    },
  );

  app.post(
    '/auth/two-step/setup',
    {
      onRequest: app.requireLogin,
      schema: { body: TwoStepProofSchema, response: { 200: TwoStepSetupResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const outcome = await startTwoStepSetup(deps, staffOf(request), {
        ...request.body,
        address: request.ip,
      });
      if (!outcome.ok) throw proofError(outcome);
      return outcome.value;
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
      if (!outcome.ok) throw proofError(outcome);
      reply.header('cache-control', 'no-store');
      return outcome.value;
    },
  );

  app.post(
    '/auth/two-step/disable',
    { onRequest: app.requireLogin, schema: { body: TwoStepProofSchema } },
    async (request) => {
      const outcome = await turnOffTwoStep(deps, staffOf(request), {
        ...request.body,
        address: request.ip,
      });
      if (!outcome.ok) throw proofError(outcome);
      return { success: true as const };
    },
  );

  // The signed-in account chooses its own password (issue 16); other sessions end.
  app.post(
    '/auth/password',
    { onRequest: app.requireLogin, schema: { body: OwnPasswordSchema } },
    async (request) => {
      const outcome = await changeOwnPassword(deps, staffOf(request), {
        ...request.body,
        address: request.ip,
      });
      if (!outcome.ok) throw proofError(outcome);
      return { success: true as const };
    },
  );
};
