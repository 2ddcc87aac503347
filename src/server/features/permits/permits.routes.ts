import type { FastifyPluginAsync } from 'fastify';
import type { FeatureOptions } from '#server/app.ts';

export const permitsRoutes: FastifyPluginAsync<FeatureOptions> = async () => {};
