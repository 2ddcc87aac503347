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
