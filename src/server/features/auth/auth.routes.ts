import type { FastifyPluginAsync } from 'fastify';
import type { FeatureOptions } from '#server/app.ts';

export const authRoutes: FastifyPluginAsync<FeatureOptions> = async () => {};
