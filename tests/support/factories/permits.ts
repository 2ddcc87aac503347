import type { PermitApplicationsTable } from '#server/features/permits/permits.tables.ts';

/**
 * A stored sprinkler permit application (25,875 ¢ and its 906 ¢ fee, paid in the sandbox), as a
 * test writes it straight into the table: the columns a test cares about, every other as
 * apply leaves it (no permit number, tokens or timestamps yet).
 */
export function buildStoredApplication(
  row: Pick<PermitApplicationsTable, 'id' | 'status' | 'createdAt'> &
    Partial<PermitApplicationsTable>,
): PermitApplicationsTable {
  return {
    formType: 'sprinkler',
    formData: '{}',
    applicantName: 'Sam Example',
    applicantEmail: 'sam@example.org',
    costCents: 25_875,
    feeCents: 906,
    totalCents: 26_781,
    gateway: 'sandbox',
    paymentIntentId: null,
    idempotencyKey: `key-${row.id}`,
    permitNumber: null,
    pdfToken: null,
    plotPlanFile: null,
    plotPlanMimeType: null,
    plotPlanOriginalName: null,
    updatedAt: row.createdAt,
    paidAt: null,
    issuedAt: null,
    emailedAt: null,
    sweepLeaseUntil: null,
    statusToken: null,
    voidedAt: null,
    voidReason: null,
    clientSecretHash: null,
    ...row,
  };
}
