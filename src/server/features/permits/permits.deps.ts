import type { PdfDrawer } from '#server/adapters/pdf-drawer.ts';
import type { FeatureOptions } from '#server/app-deps.ts';
import type { PermitDistrict } from '#domain/permits/permit-documents.ts';
import { PERMIT_STATUS_PATH, PERMIT_VERIFY_PATH } from '#domain/permits/permit-status.ts';
import type { Kysely } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import type { ErrorCode } from '#domain/errors.ts';
import type { PermitFormType } from '#domain/permits/permit-application.schema.ts';
import type { PaymentGateway, PaymentGateways } from '#server/adapters/payment-gateway.ts';
import type { Database } from '#server/db/database.ts';
import type { Env } from '#server/env.ts';
import type { AppDeps } from '#server/app-deps.ts';
import type { Outbox } from '#server/outbox/outbox.ts';

/** What every permits use case works with; built once from the app's deps in permits.routes.ts. */
export interface PermitsContext {
  db: Kysely<Database>;
  clock: Clock;
  env: Env;
  gateways: PaymentGateways;
  outbox: Outbox;
  /** Draws the permit PDF off the request thread (decision 298). */
  pdf: PdfDrawer;
  /** Today's district details (staff edit them); drawn into each permit at issue and e-mails. */
  readDistrict: () => Promise<PermitDistrict>;
  log?: {
    info: (object: object, message?: string) => void;
    warn: (object: object, message?: string) => void;
  };
}

/** Who or what acts on an application, as its timeline names them. */
export type PermitActor =
  'applicant' | 'webhook' | 'sweep' | 'outbox' | 'system' | `staff:${string}`;

export function gatewayFor(
  context: PermitsContext,
  application: { formType: PermitFormType },
): PaymentGateway {
  return context.gateways[application.formType];
}

export function nowIso(context: PermitsContext): string {
  return context.clock().toISOString();
}

/** What the outbox's permit e-mails are keyed and filed under. */
export function firstPermitEmailKey(applicationId: string): string {
  return `permit:${applicationId}`;
}
export function applicationReference(applicationId: string): string {
  return `permit-application:${applicationId}`;
}

/** HTTP status of each failure a permits call can end in. */
export const PERMIT_ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  INVALID_AREA: 400,
  AMOUNT_MISMATCH: 400,
  PAYMENT_MISMATCH: 400,
  PAYMENT_NOT_FOUND: 404,
  APPLICATION_NOT_FOUND: 404,
  NOT_FOUND: 404,
  PAYMENT_NOT_COMPLETED: 409,
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  INVALID_UPLOAD: 400,
  REFUND_REFUSED: 409,
  REFUND_TOO_LARGE: 409,
  REFUND_KEY_REUSED: 409,
  NOT_REFUNDABLE: 409,
  NOT_VOIDABLE: 409,
  PERMIT_VOID: 410,
  TOO_MANY_LOOKUPS: 429,
  UPLOAD_QUOTA_EXCEEDED: 429,
  UPLOAD_STORAGE_FULL: 507,
  UNSAFE_PDF: 400,
  PDF_TOO_COMPLEX: 422,
};

/** The site's own origin for absolute links in e-mails and PDFs. */
function publicBaseOf(context: PermitsContext): string {
  return context.env.PUBLIC_URL ?? `http://localhost:${context.env.PORT}`;
}

/** The absolute verification URL of a permit number, as the PDF prints it. */
export function verifyUrlOf(context: PermitsContext, permitNumber: string): string {
  return new URL(
    `${PERMIT_VERIFY_PATH}/${encodeURIComponent(permitNumber)}`,
    publicBaseOf(context),
  ).toString();
}

/** The applicant's private status-page link, absolute for e-mails. */
export function statusUrlOf(
  context: PermitsContext,
  statusToken: string | null,
): string | undefined {
  if (!statusToken) return undefined;
  const url = new URL(PERMIT_STATUS_PATH, publicBaseOf(context));
  url.searchParams.set('token', statusToken);
  return url.toString();
}

/** The permits context over the app's deps (one per plugin that serves permits routes). */
export function createPermitsContext(
  deps: AppDeps,
  readDistrict: PermitsContext['readDistrict'],
  log?: PermitsContext['log'],
): PermitsContext {
  return {
    readDistrict,
    db: deps.db,
    clock: deps.clock,
    env: deps.env,
    gateways: deps.paymentGateways,
    outbox: deps.outbox,
    pdf: deps.pdfDrawer,
    ...(log ? { log } : {}),
  };
}

/** What app.ts hands the permits routes: the shared deps and where district details come from. */
export interface PermitsRoutesOptions extends FeatureOptions {
  readDistrict: PermitsContext['readDistrict'];
  /**
   * The payments webhook hands over a succeeded payment that is no permit's (the district's
   * other fees, decision 270); a failure answers non-2xx so the processor sends it again.
   */
  onOtherPaymentSucceeded?: (
    paymentIntentId: string,
  ) => Promise<{ ok: true } | { ok: false; code: 'PAYMENT_PROVIDER_UNAVAILABLE' }>;
}
