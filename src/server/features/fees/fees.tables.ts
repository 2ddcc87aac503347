import type { ColumnType } from 'kysely';
import type { FeeKind, FeeStatus } from '#domain/fees/fees-api.ts';
import type { Locale } from '#domain/i18n/locale.ts';

export interface FeesTable {
  id: string;
  token: string;
  kind: FeeKind;
  subjectId: string;
  description: string;
  amountCents: number;
  email: string;
  returnPath: string | null;
  /** The language of the record the fee is for: its receipt and refund mail (decision 332). */
  language: ColumnType<Locale, Locale | undefined, Locale>;
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
