import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PostgresAdapter, type Kysely, type Selectable } from 'kysely';
import { z } from 'zod';
import type { Clock } from '#domain/clock.ts';
import type { GatewayPaymentStatus } from '#domain/permits/payment-status.ts';
import {
  SANDBOX_DECLINED_MESSAGE,
  SANDBOX_INSUFFICIENT_FUNDS_MESSAGE,
  isSandboxPaymentMethod,
} from '#domain/permits/sandbox-test-cards.ts';
import type { Database } from '#server/db/database.ts';
import type { GatewayResult, PaymentGateway, RetrievedPayment } from './payment-gateway.ts';

/** The offline sandbox's PaymentIntents, in the database so every server process agrees. */
export interface SandboxPaymentIntentsTable {
  id: string;
  clientSecret: string;
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  status: GatewayPaymentStatus;
  /** JSON text of the metadata, with applicationId. */
  metadata: string;
  paymentMethod: string | null;
  lastErrorCode: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The sandbox's refunds, like Stripe's: one per idempotency key, never more than was paid. */
export interface SandboxRefundsTable {
  id: string;
  paymentIntentId: string;
  amountCents: number;
  idempotencyKey: string;
  createdAt: string;
}

export interface SandboxPaymentTables {
  sandboxPaymentIntents: SandboxPaymentIntentsTable;
  sandboxRefunds: SandboxRefundsTable;
}

type SandboxPaymentIntentRow = Selectable<SandboxPaymentIntentsTable>;

function randomId(prefix: string): string {
  return `${prefix}${randomBytes(12).toString('hex')}`;
}

function toRetrieved(row: SandboxPaymentIntentRow): RetrievedPayment {
  const metadata = JSON.parse(row.metadata) as Record<string, string>;
  return {
    id: row.id,
    status: row.status,
    amountCents: Number(row.amountCents),
    metadata: { applicationId: metadata.applicationId },
  };
}

/**
 * The offline stand-in for Stripe, used for every form without a Stripe secret key. Its
 * PaymentIntents live in the database (so every server process agrees) and move through Stripe's
 * statuses; the browser confirms them through /api/payments/sandbox/* with Stripe's test
 * payment-method ids.
 */
export function createSandboxPaymentGateway(db: Kysely<Database>, clock: Clock): PaymentGateway {
  const routes: FastifyPluginAsync = async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/payments/sandbox/confirm',
      { schema: { body: SandboxConfirmSchema } },
      async (request) => confirmSandboxPayment(db, clock, request.body),
    );
    app.post(
      '/payments/sandbox/authenticate',
      { schema: { body: SandboxAuthenticateSchema } },
      async (request) => authenticateSandboxPayment(db, clock, request.body),
    );
  };
  async function find(id: string) {
    return db
      .selectFrom('sandboxPaymentIntents')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }
  return {
    kind: 'sandbox',
    routes,
    async createPayment(input) {
      const existing = await db
        .selectFrom('sandboxPaymentIntents')
        .selectAll()
        .where('idempotencyKey', '=', input.idempotencyKey)
        .executeTakeFirst();
      if (existing)
        return {
          ok: true,
          value: { paymentIntentId: existing.id, clientSecret: existing.clientSecret },
        };
      const id = randomId('pi_sandbox_');
      const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
      const now = clock().toISOString();
      await db
        .insertInto('sandboxPaymentIntents')
        .values({
          id,
          clientSecret,
          idempotencyKey: input.idempotencyKey,
          amountCents: input.amountCents,
          currency: 'usd',
          status: 'requires_payment_method',
          metadata: JSON.stringify({
            ...input.metadata,
            applicationId: input.applicationId,
            formType: input.formType,
          }),
          paymentMethod: null,
          lastErrorCode: null,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      return { ok: true, value: { paymentIntentId: id, clientSecret } };
    },
    async retrievePayment(paymentIntentId): Promise<GatewayResult<RetrievedPayment>> {
      const row = await find(paymentIntentId);
      return row ? { ok: true, value: toRetrieved(row) } : { ok: false, code: 'PAYMENT_NOT_FOUND' };
    },
    async listSucceededPayments(since) {
      const rows = await db
        .selectFrom('sandboxPaymentIntents')
        .selectAll()
        .where('status', '=', 'succeeded')
        .where('createdAt', '>=', since.toISOString())
        .execute();
      return { ok: true, value: rows.map(toRetrieved) };
    },
    async refundPayment(input) {
      return db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('sandboxRefunds')
          .selectAll()
          .where('idempotencyKey', '=', input.idempotencyKey)
          .executeTakeFirst();
        if (existing) {
          return {
            ok: true as const,
            value: {
              id: existing.id,
              status: 'succeeded' as const,
              amountCents: Number(existing.amountCents),
            },
          };
        }
        let query = trx
          .selectFrom('sandboxPaymentIntents')
          .selectAll()
          .where('id', '=', input.paymentIntentId);
        // SQLite runs one transaction at a time and has no FOR UPDATE.
        if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
        const intent = await query.executeTakeFirst();
        if (!intent) return { ok: false as const, code: 'PAYMENT_NOT_FOUND' as const };
        const refunded = await trx
          .selectFrom('sandboxRefunds')
          .select((eb) => eb.fn.sum<number>('amountCents').as('total'))
          .where('paymentIntentId', '=', intent.id)
          .executeTakeFirst();
        const left = Number(intent.amountCents) - Number(refunded?.total ?? 0);
        if (intent.status !== 'succeeded' || input.amountCents < 1 || input.amountCents > left)
          return { ok: false as const, code: 'REFUND_REFUSED' as const };
        const id = randomId('re_sandbox_');
        await trx
          .insertInto('sandboxRefunds')
          .values({
            id,
            paymentIntentId: intent.id,
            amountCents: input.amountCents,
            idempotencyKey: input.idempotencyKey,
            createdAt: clock().toISOString(),
          })
          .execute();
        return {
          ok: true as const,
          value: { id, status: 'succeeded' as const, amountCents: input.amountCents },
        };
      });
    },
    async cancelPayment(paymentIntentId) {
      await db
        .updateTable('sandboxPaymentIntents')
        .set({ status: 'canceled', updatedAt: clock().toISOString() })
        .where('id', '=', paymentIntentId)
        .where('status', 'in', [
          'requires_payment_method',
          'requires_action',
          'requires_confirmation',
        ])
        .execute();
      const row = await find(paymentIntentId);
      return row ? { ok: true, value: toRetrieved(row) } : { ok: false, code: 'PAYMENT_NOT_FOUND' };
    },
  };
}

const SandboxConfirmSchema = z.object({
  clientSecret: z.string().min(1).max(255),
  paymentMethod: z.string().min(1).max(100),
});
const SandboxAuthenticateSchema = z.object({
  clientSecret: z.string().min(1).max(255),
  outcome: z.enum(['complete', 'fail']),
});

/** What Stripe.js `confirmCardPayment` resolves with, as the sandbox endpoints answer it. */
export type SandboxConfirmResponse =
  | { paymentIntent: { id: string; status: GatewayPaymentStatus } }
  | {
      error: {
        type: 'card_error' | 'invalid_request_error';
        code: string;
        decline_code?: string;
        message: string;
      };
      paymentIntent?: { id: string; status: GatewayPaymentStatus };
    };

const NOT_FOUND_ERROR = {
  error: {
    type: 'invalid_request_error' as const,
    code: 'resource_missing',
    message: 'No such payment_intent.',
  },
};

async function findBySecret(db: Kysely<Database>, clientSecret: string) {
  return db
    .selectFrom('sandboxPaymentIntents')
    .selectAll()
    .where('clientSecret', '=', clientSecret)
    .executeTakeFirst();
}

async function moveIntent(
  db: Kysely<Database>,
  clock: Clock,
  id: string,
  from: readonly GatewayPaymentStatus[],
  changes: { status: GatewayPaymentStatus; paymentMethod?: string; lastErrorCode: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('sandboxPaymentIntents')
    .set({ ...changes, updatedAt: clock().toISOString() })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

function currentState(row: SandboxPaymentIntentRow): SandboxConfirmResponse {
  if (row.status === 'canceled') {
    return {
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'This payment was canceled. No money has been taken. Start the application again.',
      },
      paymentIntent: { id: row.id, status: 'canceled' },
    };
  }
  return { paymentIntent: { id: row.id, status: row.status } };
}

/**
 * Confirms a sandbox payment with one of Stripe's test payment-method ids, like
 * `stripe.confirmCardPayment`: succeeded, requires_action (3-D Secure) or a card error that
 * leaves the payment open for another card. A succeeded payment stays succeeded.
 */
export async function confirmSandboxPayment(
  db: Kysely<Database>,
  clock: Clock,
  input: { clientSecret: string; paymentMethod: string },
): Promise<SandboxConfirmResponse> {
  const row = await findBySecret(db, input.clientSecret);
  if (!row) return NOT_FOUND_ERROR;
  if (row.status !== 'requires_payment_method' && row.status !== 'requires_confirmation')
    return currentState(row);
  const open: GatewayPaymentStatus[] = ['requires_payment_method', 'requires_confirmation'];
  const method = input.paymentMethod;
  if (!isSandboxPaymentMethod(method)) {
    return {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such PaymentMethod: '${method.slice(0, 60)}'`,
      },
      paymentIntent: { id: row.id, status: 'requires_payment_method' },
    };
  }
  if (method === 'pm_card_chargeDeclined' || method === 'pm_card_chargeDeclinedInsufficientFunds') {
    const declineCode =
      method === 'pm_card_chargeDeclined' ? 'generic_decline' : 'insufficient_funds';
    await moveIntent(db, clock, row.id, open, {
      status: 'requires_payment_method',
      paymentMethod: method,
      lastErrorCode: declineCode,
    });
    return {
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: declineCode,
        message:
          declineCode === 'generic_decline'
            ? SANDBOX_DECLINED_MESSAGE
            : SANDBOX_INSUFFICIENT_FUNDS_MESSAGE,
      },
      paymentIntent: { id: row.id, status: 'requires_payment_method' },
    };
  }
  const status: GatewayPaymentStatus = method === 'pm_card_visa' ? 'succeeded' : 'requires_action';
  await moveIntent(db, clock, row.id, open, { status, paymentMethod: method, lastErrorCode: null });
  const after = await findBySecret(db, input.clientSecret);
  return currentState(after ?? row);
}

/** Ends the sandbox's 3-D Secure step: complete → succeeded; fail → the card is refused. */
export async function authenticateSandboxPayment(
  db: Kysely<Database>,
  clock: Clock,
  input: { clientSecret: string; outcome: 'complete' | 'fail' },
): Promise<SandboxConfirmResponse> {
  const row = await findBySecret(db, input.clientSecret);
  if (!row) return NOT_FOUND_ERROR;
  if (row.status !== 'requires_action') return currentState(row);
  if (input.outcome === 'complete') {
    await moveIntent(db, clock, row.id, ['requires_action'], {
      status: 'succeeded',
      lastErrorCode: null,
    });
    const after = await findBySecret(db, input.clientSecret);
    return currentState(after ?? row);
  }
  await moveIntent(db, clock, row.id, ['requires_action'], {
    status: 'requires_payment_method',
    lastErrorCode: 'payment_intent_authentication_failure',
  });
  return {
    error: {
      type: 'card_error',
      code: 'payment_intent_authentication_failure',
      message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    },
    paymentIntent: { id: row.id, status: 'requires_payment_method' },
  };
}
