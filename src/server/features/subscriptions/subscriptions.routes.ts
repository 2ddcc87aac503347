import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MailPreviewSchema,
  NoticeCreatedSchema,
  NotifyInputSchema,
  SubscriberSchema,
  SubscriptionListInputSchema,
  SubscriptionListSchema,
  SubscriptionMessageListSchema,
  SubscriptionStatsSchema,
} from '#domain/subscriptions/subscriptions-api.ts';
import { PageQuerySchema } from '#domain/pagination.ts';
import { AppError } from '#server/app-error.ts';
import { actorOf } from '#server/activity/activity-log.ts';
import { staffOf } from '#server/plugins/auth.ts';
import {
  addList,
  exportSubscribersCsv,
  listMessages,
  listSubscribers,
  readStats,
  removeSubscriber,
  updateList,
} from './subscription-admin.service.ts';
import { createNotice, previewNotice } from './subscription-notices.service.ts';
import type { SubscriptionsDeps } from './subscriptions.deps.ts';
import { listLists } from './subscriptions.repo.ts';

const IdParamsSchema = z.object({ id: z.string().max(100) });

/**
 * The back office of e-mail subscriptions (issue 18, item 5), under /api/admin/subscriptions.
 * Addresses are personal data: every route asks for 'subscribers:manage' and answers no-store.
 */
export const subscriptionsAdminRoutes: FastifyPluginAsync<{
  subscriptions: SubscriptionsDeps;
}> = async (instance, { subscriptions: deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const guard = app.requirePermission('subscribers:manage');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/admin/subscriptions/lists',
    { onRequest: guard, schema: { response: { 200: z.array(SubscriptionListSchema) } } },
    async () => listLists(deps.db, { isPublicOnly: false }),
  );
  app.post(
    '/admin/subscriptions/lists',
    {
      onRequest: guard,
      schema: { body: SubscriptionListInputSchema, response: { 201: SubscriptionListSchema } },
    },
    async (request, reply) => {
      const list = await addList(deps, request.body, actorOf(staffOf(request)));
      return reply.code(201).send(list);
    },
  );
  app.put(
    '/admin/subscriptions/lists/:id',
    {
      onRequest: guard,
      schema: {
        params: IdParamsSchema,
        body: SubscriptionListInputSchema,
        response: { 200: SubscriptionListSchema },
      },
    },
    async (request) => {
      const list = await updateList(
        deps,
        request.params.id,
        request.body,
        actorOf(staffOf(request)),
      );
      if (!list) throw new AppError('NOT_FOUND', 404);
      return list;
    },
  );
  app.get(
    '/admin/subscriptions/stats',
    { onRequest: guard, schema: { response: { 200: SubscriptionStatsSchema } } },
    async () => readStats(deps.db),
  );
  app.get(
    '/admin/subscriptions/subscribers',
    { onRequest: guard, schema: { response: { 200: z.array(SubscriberSchema) } } },
    async () => listSubscribers(deps.db),
  );
  app.get('/admin/subscriptions/subscribers.csv', { onRequest: guard }, async (_request, reply) => {
    const day = deps.clock().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="subscribers-${day}.csv"`)
      .send(await exportSubscribersCsv(deps.db));
  });
  app.delete(
    '/admin/subscriptions/subscribers/:id',
    { onRequest: guard, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const isRemoved = await removeSubscriber(deps, request.params.id, actorOf(staffOf(request)));
      if (!isRemoved) throw new AppError('NOT_FOUND', 404);
      return reply.code(204).send();
    },
  );
  app.get(
    '/admin/subscriptions/messages',
    {
      onRequest: guard,
      schema: { querystring: PageQuerySchema, response: { 200: SubscriptionMessageListSchema } },
    },
    async (request) => listMessages(deps.db, request.query.page),
  );
  app.post(
    '/admin/subscriptions/preview',
    { onRequest: guard, schema: { body: NotifyInputSchema, response: { 200: MailPreviewSchema } } },
    async (request) => {
      const preview = await previewNotice(deps, request.body);
      if (!preview) throw new AppError('NOT_FOUND', 404);
      return preview;
    },
  );
  app.post(
    '/admin/subscriptions/notices',
    {
      onRequest: guard,
      schema: {
        body: NotifyInputSchema,
        response: { 200: NoticeCreatedSchema },
      },
    },
    async (request) => {
      const created = await createNotice(deps, request.body, actorOf(staffOf(request)));
      if (!created) throw new AppError('NOT_FOUND', 404);
      const message = await deps.db
        .selectFrom('subscriptionMessages')
        .select('status')
        .where('id', '=', created.message.id)
        .executeTakeFirst();
      return {
        id: created.message.id,
        isNew: created.isNew,
        status: message?.status ?? created.message.status,
      };
    },
  );
};
