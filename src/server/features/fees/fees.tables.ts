import type { FeeKind, FeeStatus } from '#domain/fees/fees-api.ts';

export interface FeesTable {
  id: string;
  token: string;
  kind: FeeKind;
  subjectId: string;
  description: string;
  amountCents: number;
  email: string;
  returnPath: string | null;
  status: FeeStatus;
  paymentIntentId: string | null;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
  handledAt: string | null;
  /** Why the payment is given back (its subject closed); set before the processor is asked. */
  refundReason: string | null;
  /** The processor's refund id, once it accepted the refund. */
  refundId: string | null;
  refundedAt: string | null;
}

export interface FeeTables {
  fees: FeesTable;
}
