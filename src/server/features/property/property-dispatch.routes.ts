import { fieldsOf } from '#domain/zod-fields.ts';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DispatchLookupQuerySchema,
  DispatchLookupResponseSchema,
  DispatchReadQuerySchema,
  PropertyCardResponseSchema,
  PropertyReadRequestSchema,
  type PropertyReadRequest,
} from '#domain/property/property-api.ts';
import { PROPERTY_API_PATHS } from '#domain/property/property-profile.ts';
import { AppError } from '#server/app-error.ts';
import { readBearerToken } from '#server/plugins/auth.ts';
import {
  CAD_READER,
  lookUpForDispatch,
  readProfileFor,
  toDispatchCard,
} from './property-responder.service.ts';
import type { PropertyDeps } from './property.repo.ts';

function isSameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The dispatch centre's CAD lookup (issue 30, item 5; decision 334): a profile only for exactly
 * one verified profile at exactly the address; otherwise the candidates by address, and the
 * reader chooses one by its id. Either way the answer is the dispatch card's fields.
 */
export function registerDispatchRoutes(
  instance: FastifyInstance,
  options: { deps: PropertyDeps; dispatchToken: string | undefined },
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = options;

  function checkCaller(request: FastifyRequest, query: { incident: string; reason: string }) {
    if (!options.dispatchToken) throw new AppError('NOT_FOUND', 404);
    const given = readBearerToken(request);
    if (!given || !isSameSecret(given, options.dispatchToken)) {
      throw new AppError('UNAUTHORIZED', 401);
    }
    const why = PropertyReadRequestSchema.safeParse(query);
    if (!why.success)
      throw new AppError('VALIDATION_FAILED', 400, fieldsOf(why.error, { depth: 1 }));
    return why.data satisfies PropertyReadRequest;
  }

  app.get(
    PROPERTY_API_PATHS.dispatch,
    {
      schema: {
        querystring: DispatchLookupQuerySchema,
        response: { 200: DispatchLookupResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const why = checkCaller(request, request.query);
      return lookUpForDispatch(
        deps,
        { address: request.query.address, isVerifiedOnly: !request.query.includeUnverified },
        why,
      );
    },
  );

  app.get(
    PROPERTY_API_PATHS.dispatchProfile,
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(100) }),
        querystring: DispatchReadQuerySchema,
        response: { 200: PropertyCardResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const why = checkCaller(request, request.query);
      const read = await readProfileFor(deps, request.params.id, CAD_READER, why);
      if (!read) throw new AppError('NOT_FOUND', 404);
      return toDispatchCard(read);
    },
  );
}
