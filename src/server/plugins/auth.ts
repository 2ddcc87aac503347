import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Permission } from '#domain/staff/permissions.ts';
import type { FeatureOptions } from '#server/app-deps.ts';
import { AppError } from '#server/app-error.ts';
import { BEARER_TOKEN_PATTERN } from '#server/env.ts';
import { authenticateToken, type StaffSession } from '#server/features/auth/auth.service.ts';
import { actorOf, type ActivityActor } from '#server/activity/activity-log.ts';
import { markPrivate } from './private-responses.ts';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one permission check (issue 9): `{ onRequest: app.requirePermission('calendar:edit') }`.
     * 401 UNAUTHORIZED without a valid session, 403 FORBIDDEN when the account's roles do not
     * grant the permission (or two-step set-up is still due); sets `request.staff`. As
     * `onRequest` it answers before any body parsing or validation, so nothing changes.
     */
    requirePermission: (permission: Permission) => Hook;
    /** Any logged-in account, whatever its roles (log out, who am I, two-step set-up). */
    requireLogin: Hook;
  }
  interface FastifyRequest {
    /** The account behind the bearer token, once requirePermission or requireLogin has passed. */
    staff: StaffSession | null;
  }
}

/**
 * A bearer token is any run of visible ASCII (BEARER_TOKEN_PATTERN, RFC 6750's b64token and
 * more): the start-up check accepts tokens with `+`, `/` or `=` in them, so must this (issue 36).
 * Session tokens are base64url; anything else finds no session.
 */
const BEARER = new RegExp(`^Bearer +(${BEARER_TOKEN_PATTERN.source.slice(1, -1)})$`, 'i');

/** The token of an `Authorization: Bearer …` header; cookies and query strings are not read. */
export function readBearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  return BEARER.exec(header.trim())?.[1] ?? null;
}

export const authPlugin = fp(async (app: FastifyInstance, { deps }: FeatureOptions) => {
  app.decorateRequest('staff', null);

  // Behind a proxy without TRUST_PROXY every visitor has the proxy's address, so the login
  // throttle would count them all as one (issue 12). Say so once, on the first such request.
  if (!deps.env.TRUST_PROXY) {
    let hasWarned = false;
    app.addHook('onRequest', (request, _reply, done) => {
      if (!hasWarned && request.headers['x-forwarded-for'] !== undefined) {
        hasWarned = true;
        request.log.warn(
          'Requests carry X-Forwarded-For but TRUST_PROXY is off: every visitor appears to come from the proxy, so login throttling cannot tell them apart. Set TRUST_PROXY=true behind a reverse proxy.',
        );
      }
      done();
    });
  }

  async function authenticate(request: FastifyRequest): Promise<StaffSession> {
    const token = readBearerToken(request);
    const staff = token ? await authenticateToken(deps, token) : null;
    if (!staff) throw new AppError('UNAUTHORIZED', 401);
    request.staff = staff;
    return staff;
  }

  app.decorate('requireLogin', async (request: FastifyRequest) => {
    markPrivate(request);
    await authenticate(request);
  });
  app.decorate('requirePermission', (permission: Permission): Hook => {
    return async (request) => {
      markPrivate(request);
      const staff = await authenticate(request);
      if (staff.mustChangePassword) throw new AppError('PASSWORD_CHANGE_REQUIRED', 403);
      if (staff.mustSetUpTwoStep) throw new AppError('TWO_STEP_SETUP_REQUIRED', 403);
      if (!staff.permissions.includes(permission)) throw new AppError('FORBIDDEN', 403);
    };
  });
});

/** The account a guarded route runs for (requirePermission/requireLogin set it). */
export function staffOf(request: FastifyRequest): StaffSession {
  if (!request.staff) throw new AppError('UNAUTHORIZED', 401);
  return request.staff;
}

/** The activity log's actor for the account a guarded route runs for. */
export function staffActorOf(request: FastifyRequest): ActivityActor {
  return actorOf(staffOf(request));
}
