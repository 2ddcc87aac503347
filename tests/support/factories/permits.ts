import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { PermitApplicationsTable } from '#server/features/permits/permits.tables.ts';

/** The columns apply leaves empty until payment, issue, e-mail or a void fills them. */
const UNSET_COLUMNS = [
  'paymentIntentId',
  'permitNumber',
  'pdfToken',
  'plotPlanFile',
  'plotPlanMimeType',
  'plotPlanOriginalName',
  'paidAt',
  'issuedAt',
  'emailedAt',
  'sweepLeaseUntil',
  'statusToken',
  'voidedAt',
  'voidReason',
  'clientSecretHash',
] as const satisfies ReadonlyArray<keyof PermitApplicationsTable>;

/**
 * A stored sprinkler permit application (25,875 ¢ and its 906 ¢ fee, through the sandbox), as a
 * test writes it straight into the table: the columns a test cares about, every other as apply
 * leaves it (no payment, permit number, tokens or timestamps yet).
 */
export function buildStoredApplication(
  row: Pick<PermitApplicationsTable, 'id' | 'status' | 'createdAt'> &
    Partial<PermitApplicationsTable>,
): PermitApplicationsTable {
  const unset = Object.fromEntries(UNSET_COLUMNS.map((column) => [column, null])) as Record<
    (typeof UNSET_COLUMNS)[number],
    null
  >;
  return {
    formType: 'sprinkler',
    formData: '{}',
    applicantName: 'Sam Example',
    applicantEmail: 'sam@example.org',
    language: 'en',
    costCents: 25_875,
    feeCents: 906,
    totalCents: 26_781,
    gateway: 'sandbox',
    idempotencyKey: `key-${row.id}`,
    updatedAt: row.createdAt,
    ...unset,
    ...row,
  };
}

/** What creating an application answers: the ids the browser pays and completes with. */
export interface CreatedApplication {
  applicationId: string;
  clientSecret: string;
  paymentIntentId: string;
}

/** Confirms a sandbox payment with Stripe's test Visa, as the card fields do. */
export function confirmSandboxCard(app: FastifyInstance, clientSecret: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    payload: { clientSecret, paymentMethod: 'pm_card_visa' },
  });
}

/**
 * Applies at `path` (`/api/sprinkler`, `/api/clearance`, …) for `amount` cents and confirms the card
 * in the sandbox, through `app.inject`; completing is the test's next step.
 */
export async function applyAndConfirmCard(
  app: FastifyInstance,
  path: string,
  amount: number,
  formData: unknown,
  /** More of the create call's body (the page's `language`). */
  extra: Record<string, unknown> = {},
): Promise<CreatedApplication> {
  const created = (
    await app.inject({ method: 'POST', url: path, payload: { amount, formData, ...extra } })
  ).json<CreatedApplication>();
  await confirmSandboxCard(app, created.clientSecret);
  return created;
}

/**
 * The applicant's browser back from paying: `path/complete` with the payment intent, and the
 * client secret that proves it holds the payment unless `withClientSecret` is false.
 */
export function completeApplication(
  app: FastifyInstance,
  path: string,
  created: CreatedApplication,
  withClientSecret = true,
) {
  return app.inject({
    method: 'POST',
    url: `${path}/complete`,
    payload: {
      paymentIntentId: created.paymentIntentId,
      ...(withClientSecret ? { clientSecret: created.clientSecret } : {}),
    },
  });
}

/** Applies, pays in the sandbox and completes: the creation's ids and the completion's answer. */
export async function applyAndPay(
  app: FastifyInstance,
  path: string,
  amount: number,
  formData: unknown,
  withClientSecret = true,
) {
  const created = await applyAndConfirmCard(app, path, amount, formData);
  return { created, completed: await completeApplication(app, path, created, withClientSecret) };
}

/** A completion that issued the permit (200): its number and the PDF its receipt links to. */
export async function readIssuedPermit(app: FastifyInstance, completed: LightMyRequestResponse) {
  expect(completed.statusCode, completed.body).toBe(200);
  const { permitNumber, receipt } = completed.json<{
    permitNumber: string;
    receipt: { pdfUrl: string };
  }>();
  const pdf = await app.inject({ method: 'GET', url: receipt.pdfUrl });
  expect(pdf.statusCode).toBe(200);
  return { permitNumber, pdf: pdf.rawPayload };
}
