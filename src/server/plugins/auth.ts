import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#server/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler that lets only a logged-in administrator through (401 otherwise). */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('requireAdmin', async () => {
    throw new AppError('UNAUTHORIZED', 401);
  });
});
