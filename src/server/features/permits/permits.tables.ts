import type { Selectable } from 'kysely';

/**
 * One permit application and its payment. Instants are ISO-8601 UTC text, money integer cents,
 * `formData` the parsed form as JSON text (portable between SQLite and PostgreSQL).
 */
export interface PermitApplicationsTable {
  id: string;
  /** 'residential' | 'commercial' | 'propane' | 'sprinkler' */
  formType: string;
  /** See src/domain/permits/payment-status.ts. */
  status: string;
  formData: string;
  applicantName: string;
  applicantEmail: string;
  costCents: number;
  feeCents: number;
  totalCents: number;
  /** 'sandbox' | 'stripe': which processor holds the payment. */
  gateway: string;
  paymentIntentId: string | null;
  idempotencyKey: string;
  permitNumber: string | null;
  /** Secret part of the applicant's PDF link (/api/permits/pdf/:token). */
  pdfToken: string | null;
  plotPlanFile: string | null;
  plotPlanMimeType: string | null;
  plotPlanOriginalName: string | null;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
  issuedAt: string | null;
  emailedAt: string | null;
}

/** Last permit number handed out per prefix and year ('RC', 2026 → 123 gives RC-2026-000123). */
export interface PermitNumberCountersTable {
  prefix: string;
  year: number;
  lastValue: number;
}

/** E-mail outbox: a row per message, delivered in the background with retries until sent. */
export interface PermitEmailsTable {
  id: string;
  applicationId: string;
  /** 'permit:<applicationId>' for the first mail (one per permit), a random key for re-sends. */
  dedupeKey: string;
  /** 'queued' | 'sent' */
  status: string;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** The offline sandbox's PaymentIntents, in the database so every server process agrees. */
export interface SandboxPaymentIntentsTable {
  id: string;
  clientSecret: string;
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  status: string;
  /** JSON text of the metadata, with applicationId. */
  metadata: string;
  paymentMethod: string | null;
  lastErrorCode: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PermitTables {
  permitApplications: PermitApplicationsTable;
  permitNumberCounters: PermitNumberCountersTable;
  permitEmails: PermitEmailsTable;
  sandboxPaymentIntents: SandboxPaymentIntentsTable;
  permitPlotPlans: PermitPlotPlansTable;
}

export type PermitApplicationRow = Selectable<PermitApplicationsTable>;
export type PermitEmailRow = Selectable<PermitEmailsTable>;
export type SandboxPaymentIntentRow = Selectable<SandboxPaymentIntentsTable>;

/** The uploaded plot plan of a propane application (PDF, PNG or JPEG, at most 10 MB). */
export interface PermitPlotPlansTable {
  applicationId: string;
  bytes: Uint8Array;
}
