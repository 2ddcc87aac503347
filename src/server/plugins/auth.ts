import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FeatureOptions } from '#server/app-deps.ts';
import { AppError } from '#server/app-error.ts';
import { authenticateToken, type AuthenticatedAdmin } from '#server/features/auth/auth.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Lets only a logged-in administrator through (401 UNAUTHORIZED otherwise) and sets
     * `request.admin`. Use it as `onRequest` so an anonymous caller gets 401 before any body
     * parsing or validation; it works as `preHandler` too.
     */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The administrator behind the bearer token, once requireAdmin has passed. */
    admin: AuthenticatedAdmin | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+)$/i;

/** The token of an `Authorization: Bearer …` header; cookies and query strings are not read. */
export function readBearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  return BEARER.exec(header.trim())?.[1] ?? null;
}

export const authPlugin = fp(async (app: FastifyInstance, { deps }: FeatureOptions) => {
  app.decorateRequest('admin', null);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const token = readBearerToken(request);
    const admin = token ? await authenticateToken(deps, token) : null;
    if (!admin) throw new AppError('UNAUTHORIZED', 401);
    request.admin = admin;
  });
});
