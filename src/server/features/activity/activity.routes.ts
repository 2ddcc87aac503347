import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ActivityPageSchema, ActivityQuerySchema } from '#domain/staff/activity.schema.ts';
import type { FeatureOptions } from '#server/app-deps.ts';
import { listActivity } from '#server/activity/activity-log.ts';

/** GET /api/admin/activity: the activity log, newest first, filtered and paged (issue 9, item 4). */
export const activityRoutes: FastifyPluginAsync<FeatureOptions> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/activity',
    {
      onRequest: app.requirePermission('activity:read'),
      schema: { querystring: ActivityQuerySchema, response: { 200: ActivityPageSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listActivity(deps.db, request.query);
    },
  );
};
