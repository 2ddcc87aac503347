import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountIdParamsSchema,
  AccountListResponseSchema,
  AccountResponseSchema,
  NewAccountSchema,
  ResetPasswordSchema,
  SetRolesSchema,
  TwoStepPolicySchema,
} from '#domain/staff/accounts.schema.ts';
import type { ErrorCode } from '#domain/errors.ts';
import type { FeatureOptions } from '#server/app-deps.ts';
import { AppError } from '#server/app-error.ts';
import { staffOf } from '#server/plugins/auth.ts';
import {
  createAccount,
  listAccounts,
  resetAccountPassword,
  resetAccountTwoStep,
  setAccountDisabled,
  setAccountRoles,
  setTwoStepPolicy,
} from './accounts.service.ts';
import { actorOf } from '#server/activity/activity-log.ts';

const STATUS: Partial<Record<ErrorCode, number>> = {
  ACCOUNT_NOT_FOUND: 404,
  USERNAME_TAKEN: 409,
  UNKNOWN_ROLE: 400,
  OWN_ACCOUNT: 409,
  OWN_TWO_STEP_FIRST: 409,
  WEAK_PASSWORD: 400,
};

function toAppError(failure: { code: ErrorCode; fields?: Record<string, string> }): AppError {
  return new AppError(failure.code, STATUS[failure.code] ?? 400, failure.fields);
}

/** Staff accounts for administrators (issue 9, item 2); every change lands in the activity log. */
export const accountsRoutes: FastifyPluginAsync<FeatureOptions> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const guard = app.requirePermission('accounts:manage');
  const reply200 = { response: { 200: AccountResponseSchema } };

  app.get(
    '/admin/accounts',
    { onRequest: guard, schema: { response: { 200: AccountListResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listAccounts(deps);
    },
  );

  app.post(
    '/admin/accounts',
    {
      onRequest: guard,
      schema: { body: NewAccountSchema, response: { 201: AccountResponseSchema } },
    },
    async (request, reply) => {
      const outcome = await createAccount(deps, actorOf(staffOf(request)), request.body);
      if (!outcome.ok) throw toAppError(outcome);
      return reply.status(201).send({ account: outcome.value });
    },
  );

  app.put(
    '/admin/accounts/:id/roles',
    {
      onRequest: guard,
      schema: { params: AccountIdParamsSchema, body: SetRolesSchema, ...reply200 },
    },
    async (request) => {
      const actor = actorOf(staffOf(request));
      const outcome = await setAccountRoles(deps, actor, request.params.id, request.body.roles);
      if (!outcome.ok) throw toAppError(outcome);
      return { account: outcome.value };
    },
  );

  app.post(
    '/admin/accounts/:id/password',
    {
      onRequest: guard,
      schema: { params: AccountIdParamsSchema, body: ResetPasswordSchema, ...reply200 },
    },
    async (request) => {
      const actor = actorOf(staffOf(request));
      const outcome = await resetAccountPassword(
        deps,
        actor,
        request.params.id,
        request.body.password,
      );
      if (!outcome.ok) throw toAppError(outcome);
      return { account: outcome.value };
    },
  );

  for (const [path, isDisabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/admin/accounts/:id/${path}`,
      { onRequest: guard, schema: { params: AccountIdParamsSchema, ...reply200 } },
      async (request) => {
        const actor = actorOf(staffOf(request));
        const outcome = await setAccountDisabled(deps, actor, request.params.id, isDisabled);
        if (!outcome.ok) throw toAppError(outcome);
        return { account: outcome.value };
      },
    );
  }

  app.post(
    '/admin/accounts/:id/reset-two-step',
    { onRequest: guard, schema: { params: AccountIdParamsSchema, ...reply200 } },
    async (request) => {
      const outcome = await resetAccountTwoStep(deps, actorOf(staffOf(request)), request.params.id);
      if (!outcome.ok) throw toAppError(outcome);
      return { account: outcome.value };
    },
  );

  app.put(
    '/admin/settings/two-step',
    {
      onRequest: guard,
      schema: { body: TwoStepPolicySchema, response: { 200: TwoStepPolicySchema } },
    },
    async (request) => {
      const outcome = await setTwoStepPolicy(
        deps,
        actorOf(staffOf(request)),
        request.body.requireTwoStep,
      );
      if (!outcome.ok) throw toAppError(outcome);
      return { requireTwoStep: request.body.requireTwoStep };
    },
  );
};
