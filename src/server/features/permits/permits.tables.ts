import type { Locale } from '#domain/i18n/locale.ts';
import type { Selectable } from 'kysely';
import type { ApplicationStatus } from '#domain/permits/payment-status.ts';
import type { PermitFormType } from '#domain/permits/permit-application.schema.ts';

/**
 * One permit application and its payment. Instants are ISO-8601 UTC text, money integer cents,
 * `formData` the parsed form as JSON text (portable between SQLite and PostgreSQL).
 */
export interface PermitApplicationsTable {
  id: string;
  formType: PermitFormType;
  /** Changed only by `transition()` in permits.repo.ts. */
  status: ApplicationStatus;
  formData: string;
  applicantName: string;
  applicantEmail: string;
  /** The language of the page the application was made on (decision 316): its PDF and mail. */
  language: Locale;
  costCents: number;
  feeCents: number;
  totalCents: number;
  /** Which processor holds the payment. */
  gateway: 'sandbox' | 'stripe';
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
  /** Until when one sweep owns this application (several processes share the sweep). */
  sweepLeaseUntil: string | null;
  /** Secret part of the applicant's status-page link (/permits/status?token=…), set at issue. */
  statusToken: string | null;
  voidedAt: string | null;
  voidReason: string | null;
  /** SHA-256 (hex) of the payment's client secret: its holder gets the private links. */
  clientSecretHash: string | null;
}
export type PermitApplicationRow = Selectable<PermitApplicationsTable>;

/** The permit PDF exactly as issued; every later download returns these bytes. */
export interface PermitDocumentsTable {
  applicationId: string;
  pdf: Uint8Array;
  createdAt: string;
}

/**
 * A refund, written before the gateway is asked (status 'pending') and completed after; a crash in
 * between is finished by the sweep with the same idempotency key, never by a second refund.
 */
export interface PermitRefundsTable {
  id: string;
  applicationId: string;
  amountCents: number;
  reason: string;
  /** 'staff:<username>' or 'processor' (made in the processor's dashboard). */
  requestedBy: string;
  requestedAt: string;
  requestKey: string;
  idempotencyKey: string;
  status: 'pending' | 'succeeded' | 'failed';
  source: 'staff' | 'processor';
  gatewayRefundId: string | null;
  lastError: string | null;
  completedAt: string | null;
}
export type PermitRefundRow = Selectable<PermitRefundsTable>;

/** Last permit number handed out per prefix and year ('RC', 2026 → 123 gives RC-2026-000123). */
export interface PermitNumberCountersTable {
  prefix: string;
  year: number;
  lastValue: number;
}

/**
 * The application's timeline: every status move (from → to) and other things that happened to
 * it (an e-mail attempt, a webhook), with who or what did it and why.
 */
export interface ApplicationEventsTable {
  id: string;
  applicationId: string;
  at: string;
  /** 'applicant', 'webhook', 'sweep', 'outbox', 'system' or 'staff:<username>'. */
  actor: string;
  /** 'status' for a move; otherwise what happened ('email_sent', 'email_failed', …). */
  kind: string;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus | null;
  reason: string | null;
}
export type ApplicationEventRow = Selectable<ApplicationEventsTable>;

/** The uploaded plot plan of a propane application (PDF, PNG or JPEG, at most 10 MB). */
export interface PermitPlotPlansTable {
  applicationId: string;
  bytes: Uint8Array;
  /** Size of `bytes`, summed for the caps on unpaid uploads. */
  byteCount: number;
  /** The client address that sent it (per-address cap on unpaid uploads). */
  uploadedFrom: string | null;
}

export interface PermitTables {
  permitApplications: PermitApplicationsTable;
  permitNumberCounters: PermitNumberCountersTable;
  applicationEvents: ApplicationEventsTable;
  permitPlotPlans: PermitPlotPlansTable;
  permitDocuments: PermitDocumentsTable;
  permitRefunds: PermitRefundsTable;
}
