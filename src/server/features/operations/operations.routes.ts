import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  OperationsEmailParamsSchema,
  OperationsResponseSchema,
  RetryEmailResponseSchema,
} from '#domain/operations/operations-api.ts';
import type { FeatureOptions } from '#server/app-deps.ts';
import { AppError } from '#server/app-error.ts';
import { recordActivity } from '#server/activity/activity-log.ts';
import { actorOf } from '#server/activity/activity-log.ts';
import { staffOf } from '#server/plugins/auth.ts';
import { readOperations } from './operations.service.ts';

/** The Operations page's API for administrators (issue 12, item 5). */
export const operationsRoutes: FastifyPluginAsync<FeatureOptions> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/operations',
    {
      onRequest: app.requirePermission('operations:read'),
      schema: { response: { 200: OperationsResponseSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return readOperations(deps);
    },
  );

  app.post(
    '/admin/operations/emails/:id/retry',
    {
      onRequest: app.requirePermission('operations:read'),
      schema: { params: OperationsEmailParamsSchema, response: { 200: RetryEmailResponseSchema } },
    },
    async (request) => {
      const { id } = request.params;
      const message = await deps.db
        .selectFrom('outboxMessages')
        .select(['template', 'reference', 'attempts', 'lastError'])
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      if (!message) throw new AppError('NOT_FOUND', 404);
      await recordActivity(deps.db, {
        at: deps.clock(),
        actor: actorOf(staffOf(request)),
        action: 'email.retry',
        subject: `${message.template} ${message.reference ?? id}`,
        before: { attempts: Number(message.attempts), lastError: message.lastError },
      });
      const outcome = await deps.outbox.retryNow(id);
      if (outcome === null) throw new AppError('NOT_FOUND', 404);
      return { outcome };
    },
  );
};
