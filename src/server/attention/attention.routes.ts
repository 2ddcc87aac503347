import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AttentionResponseSchema } from '#domain/staff/attention-api.ts';
import type { FeatureOptions } from '#server/app-deps.ts';
import { staffOf } from '#server/plugins/auth.ts';
import type { AttentionRegistry } from './attention-registry.ts';

/** GET /api/admin/attention: the registered counts the logged-in account may act on. */
export const attentionRoutes: FastifyPluginAsync<
  FeatureOptions & { attention: AttentionRegistry }
> = async (instance, { deps, attention }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/attention',
    { onRequest: app.requireLogin, schema: { response: { 200: AttentionResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const staff = staffOf(request);
      // An account that must set up two-step sign-in may open nothing else yet.
      if (staff.mustSetUpTwoStep) return { items: [] };
      return { items: await attention.read(deps.db, deps.clock, staff.permissions) };
    },
  );
};
