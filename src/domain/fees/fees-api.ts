import { z } from 'zod';
import { defineStatusMachine } from '#domain/status-machine.ts';

/**
 * The one way the district asks for a fee that is not a permit form's price (decision 270): the
 * open burn permit fee, the re-inspection fee and records fees. Each is a row with a private pay
 * link, paid by card through the same gateway as the permits (Stripe, or the offline sandbox).
 */
export const FEE_KINDS = ['burn-permit', 're-inspection', 'records'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

export const FEE_KIND_LABELS: Record<FeeKind, string> = {
  'burn-permit': 'Open burn permit fee',
  're-inspection': 'Re-inspection fee',
  records: 'Records request fee',
};

export const FEE_MACHINE = defineStatusMachine({
  subjectKind: 'fee',
  statuses: ['due', 'paid', 'cancelled', 'refunded'],
  // A payment that arrives for a subject that closed is recorded, then given back (decision 292).
  moves: { due: ['paid', 'cancelled'], paid: ['refunded'], cancelled: [], refunded: [] },
  labels: { due: 'Payment due', paid: 'Paid', cancelled: 'No longer due', refunded: 'Refunded' },
});
export type FeeStatus = (typeof FEE_MACHINE.statuses)[number];

export { FEE_PAY_PATH } from './fee-paths.ts';

export const FEE_API = {
  fee: '/api/fees/current',
  payment: '/api/fees/current/payment',
  complete: '/api/fees/current/complete',
} as const;

/** The private token of a fee, sent as `Authorization: Fee <token>`. */
export const FEE_TOKEN_PATTERN = /^[\w-]{32}$/;
export const FEE_AUTHORIZATION_SCHEME = 'Fee';

/** Largest fee the district can ask for online ($10,000). */
export const MAX_FEE_CENTS = 1_000_000;

export const FeeSummarySchema = z.object({
  kind: z.enum(FEE_KINDS),
  kindLabel: z.string(),
  description: z.string(),
  amountCents: z.number().int().min(1).max(MAX_FEE_CENTS),
  status: z.enum(FEE_MACHINE.statuses),
  statusLabel: z.string(),
  paymentMode: z.enum(['stripe', 'sandbox']),
  publishableKey: z.string().optional(),
  /** Where the payer goes back to (their permit or request page), when the feature gave one. */
  returnPath: z.string().optional(),
  paidAt: z.string().optional(),
});
export type FeeSummary = z.infer<typeof FeeSummarySchema>;

export const CreateFeePaymentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
});
export type CreateFeePaymentResponse = z.infer<typeof CreateFeePaymentResponseSchema>;

export const CompleteFeePaymentBodySchema = z.object({
  paymentIntentId: z.string().min(1).max(255),
});
export type CompleteFeePaymentBody = z.infer<typeof CompleteFeePaymentBodySchema>;
