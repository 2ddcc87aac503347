import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CompleteFeePaymentBodySchema,
  FEE_API,
  FEE_AUTHORIZATION_SCHEME,
  FEE_TOKEN_PATTERN,
} from '#domain/fees/fees-api.ts';
import { AppError } from '#server/app-error.ts';
import type { FeeFailure, FeeResult } from './fee-settlement.ts';
import type { Fees } from './fees.service.ts';

/** The fee's token from `Authorization: Fee <token>`; a missing or malformed one is a 404. */
function tokenOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const [scheme, token] = typeof header === 'string' ? header.trim().split(/\s+/, 2) : [];
  if (scheme !== FEE_AUTHORIZATION_SCHEME || !token || !FEE_TOKEN_PATTERN.test(token)) {
    throw new AppError('FEE_NOT_FOUND', 404);
  }
  return token;
}

const STATUS_OF: Record<FeeFailure, number> = {
  FEE_NOT_FOUND: 404,
  FEE_NOT_DUE: 409,
  PAYMENT_NOT_SUCCEEDED: 409,
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
};

function valueOf<T>(result: FeeResult<T>): T {
  if (result.ok) return result.value;
  const code = result.code === 'PAYMENT_NOT_SUCCEEDED' ? 'FEE_PAYMENT_NOT_SUCCEEDED' : result.code;
  throw new AppError(code, STATUS_OF[result.code]);
}

/** The pay page's API: the fee, its one card payment, and the server's own check of it. */
export const feesRoutes: FastifyPluginAsync<{ fees: Fees }> = async (instance, { fees }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(FEE_API.fee, async (request) => valueOf(await fees.summary(tokenOf(request))));

  app.post(FEE_API.payment, async (request) => valueOf(await fees.createPayment(tokenOf(request))));

  app.post(FEE_API.complete, { schema: { body: CompleteFeePaymentBodySchema } }, async (request) =>
    valueOf(await fees.complete(tokenOf(request), request.body.paymentIntentId)),
  );
};
