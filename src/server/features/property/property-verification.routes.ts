import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  VerificationListResponseSchema,
  VerifyByPhoneRequestSchema,
} from '#domain/property/property-api.ts';
import { PROPERTY_API_PATHS } from '#domain/property/property-profile.ts';
import { AppError } from '#server/app-error.ts';
import { staffActorOf } from '#server/plugins/auth.ts';
import {
  listAwaitingVerification,
  printVerificationLetter,
  verifyByPhone,
  type StaffVerificationOutcome,
  type VerificationDeps,
} from './property-verification.service.ts';

const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });

function valueOf<Value>(outcome: StaffVerificationOutcome<Value>): Value {
  if (outcome.ok) return outcome.value;
  if (outcome.code === 'NOT_FOUND') throw new AppError('NOT_FOUND', 404);
  throw new AppError('PROPERTY_ALREADY_VERIFIED', 409);
}

/** Staff's side of verification (decision 334): the waiting list, the letter, the call. */
export function registerVerificationRoutes(instance: FastifyInstance, deps: VerificationDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const canVerify = app.requirePermission('property:verify');

  app.get(
    PROPERTY_API_PATHS.verification,
    { onRequest: canVerify, schema: { response: { 200: VerificationListResponseSchema } } },
    async () => ({ profiles: await listAwaitingVerification(deps) }),
  );

  app.post(
    PROPERTY_API_PATHS.letter,
    { onRequest: canVerify, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const pdf = valueOf(
        await printVerificationLetter(deps, request.params.id, staffActorOf(request)),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="address-letter.pdf"')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    PROPERTY_API_PATHS.verifyByPhone,
    { onRequest: canVerify, schema: { params: IdParamsSchema, body: VerifyByPhoneRequestSchema } },
    async (request) =>
      valueOf(
        await verifyByPhone(deps, request.params.id, staffActorOf(request), request.body.note),
      ),
  );
}
