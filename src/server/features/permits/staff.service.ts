import { TZDate } from '@date-fns/tz';
import { formatCsv } from '#domain/csv.ts';
import { recordActivity, type ActivityActor } from '#server/activity/activity-log.ts';
import { sql } from 'kysely';
import { DISTRICT_TIME_ZONE } from '#domain/clock.ts';
import { fail, ok, type Result } from '#domain/errors.ts';
import { isPermitValid } from '#domain/permits/payment-status.ts';
import { describeFields } from '#domain/permits/permit-documents.ts';
import {
  PERMIT_FORM_TYPES,
  type PermitFormType,
} from '#domain/permits/permit-application.schema.ts';
import type {
  AdminApplicationDetail,
  AdminPermitApplication,
  AdminPermitsQuery,
  Reconciliation,
} from '#domain/permits/permits-api.ts';
import type { PermitApplicationRow } from './permits.tables.ts';
import * as repo from './permits.repo.ts';
import {
  applicationReference,
  nowIso,
  type PermitActor,
  type PermitsContext,
} from './permits.deps.ts';
import { readIssuedPdf } from './notify.service.ts';

/** The first instant of a district calendar day, as UTC ISO text. */
function startOfDistrictDay(day: string, offsetDays = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(
    new TZDate(year, month - 1, date + offsetDays, DISTRICT_TIME_ZONE).getTime(),
  ).toISOString();
}

function toListRow(row: PermitApplicationRow): AdminPermitApplication {
  return {
    id: row.id,
    type: row.formType,
    status: row.status,
    permitNumber: row.permitNumber,
    applicantName: row.applicantName,
    email: row.applicantEmail,
    language: row.language,
    costCents: Number(row.costCents),
    feeCents: Number(row.feeCents),
    totalCents: Number(row.totalCents),
    paymentIntentId: row.paymentIntentId,
    createdAt: row.createdAt,
    paidAt: row.paidAt,
    issuedAt: row.issuedAt,
    emailedAt: row.emailedAt,
    hasPlotPlan: row.plotPlanFile !== null,
  };
}

/**
 * Staff search, newest first, in pages: by form, status, a free text (permit number, name,
 * e-mail, any address or other form field, payment reference) and the day applied.
 */
export async function searchApplicationsForStaff(
  context: PermitsContext,
  query: AdminPermitsQuery,
): Promise<{
  applications: AdminPermitApplication[];
  total: number;
  page: number;
  pageSize: number;
}> {
  const { db } = context;
  let base = db.selectFrom('permitApplications');
  if (query.type) base = base.where('formType', '=', query.type);
  if (query.status) base = base.where('status', '=', query.status);
  if (query.refund === 'pending') {
    base = base.where('id', 'in', (eb) =>
      eb.selectFrom('permitRefunds').select('applicationId').where('status', '=', 'pending'),
    );
  }
  if (query.from) base = base.where('createdAt', '>=', startOfDistrictDay(query.from));
  if (query.to) base = base.where('createdAt', '<', startOfDistrictDay(query.to, 1));
  const text = query.q?.toLowerCase();
  if (text) {
    // LIKE wildcards in the search text match themselves ('pi_…' references have underscores).
    const pattern = `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    base = base.where((eb) =>
      eb.or(
        (
          [
            'permitNumber',
            'applicantName',
            'applicantEmail',
            'paymentIntentId',
            'formData',
          ] as const
        ).map((column) => sql<boolean>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`),
      ),
    );
  }
  const counted = await base
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    applications: rows.map(toListRow),
    total: Number(counted.count),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One application with its form, e-mails, refunds and timeline, for the back office. */
export async function readApplicationForStaff(
  context: PermitsContext,
  id: string,
): Promise<Result<AdminApplicationDetail>> {
  const { db } = context;
  const row = await repo.findApplicationById(db, id);
  if (!row) return fail('APPLICATION_NOT_FOUND');
  const refunds = await repo.listRefunds(db, id);
  const refundedCents = refunds
    .filter((refund) => refund.status === 'succeeded')
    .reduce((sum, refund) => sum + Number(refund.amountCents), 0);
  const committed = refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + Number(refund.amountCents), 0);
  const emails = await context.outbox.listByReference(applicationReference(id));
  const events = await repo.listEvents(db, id);
  return ok({
    application: {
      ...toListRow(row),
      voidedAt: row.voidedAt,
      voidReason: row.voidReason,
      refundedCents,
      remainingCents: row.paymentIntentId && row.paidAt ? Number(row.totalCents) - committed : 0,
    },
    fields: describeFields(row),
    emails: emails.map((email) => ({
      template: email.template,
      status: email.status,
      attempts: Number(email.attempts),
      lastError: email.lastError,
      createdAt: email.createdAt,
      sentAt: email.sentAt,
    })),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amountCents: Number(refund.amountCents),
      reason: refund.reason,
      requestedBy: refund.requestedBy,
      requestedAt: refund.requestedAt,
      status: refund.status,
      source: refund.source,
      gatewayRefundId: refund.gatewayRefundId,
    })),
    timeline: events.map((event) => ({
      at: event.at,
      actor: event.actor,
      kind: event.kind,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      reason: event.reason,
    })),
  });
}

/** Withdraws an issued permit; the status page and the PDF link then say it is void. */
export async function voidPermit(
  context: PermitsContext,
  input: { applicationId: string; reason: string; actor: PermitActor; staff: ActivityActor },
): Promise<Result<{ status: 'voided' }>> {
  const at = nowIso(context);
  const moved = await context.db.transaction().execute(async (trx) => {
    const outcome = await repo.transition(trx, input.applicationId, 'voided', {
      actor: input.actor,
      at,
      reason: input.reason,
      changes: { voidedAt: at, voidReason: input.reason },
    });
    if (outcome.moved) {
      const application = await repo.findApplicationById(trx, input.applicationId);
      await recordActivity(trx, {
        at: new Date(at),
        actor: input.staff,
        action: 'permit.void',
        subject: application?.permitNumber ?? input.applicationId,
        before: { status: outcome.from },
        after: { status: 'voided', reason: input.reason },
      });
    }
    return outcome;
  });
  if (moved.moved) return ok({ status: 'voided' });
  return fail(moved.reason === 'not-found' ? 'APPLICATION_NOT_FOUND' : 'NOT_VOIDABLE');
}

/** The permit PDF by application id (staff) or by the applicant's secret token. */
export async function readPermitPdf(
  context: PermitsContext,
  find: { id: string } | { pdfToken: string },
): Promise<Result<{ pdf: Uint8Array; filename: string }>> {
  const application =
    'id' in find
      ? await repo.findApplicationById(context.db, find.id)
      : await repo.findApplicationByPdfToken(context.db, find.pdfToken);
  if (!application) return fail('APPLICATION_NOT_FOUND');
  if (!application.permitNumber) return fail('PAYMENT_NOT_COMPLETED');
  // The applicant's link stops working when the permit is no longer valid; staff still see it.
  if ('pdfToken' in find && !isPermitValid(application.status)) return fail('PERMIT_VOID');
  return ok({
    pdf: await readIssuedPdf(context, application),
    filename: `${application.permitNumber}.pdf`,
  });
}

export async function readPlotPlan(
  context: PermitsContext,
  id: string,
): Promise<Result<{ bytes: Buffer; mimeType: string; filename: string }>> {
  const application = await repo.findApplicationById(context.db, id);
  if (!application?.plotPlanFile) return fail('NOT_FOUND');
  const bytes = await repo.findPlotPlanBytes(context.db, id);
  if (!bytes) return fail('NOT_FOUND');
  return ok({
    bytes,
    mimeType: application.plotPlanMimeType ?? 'application/octet-stream',
    filename: application.plotPlanFile,
  });
}

/**
 * The finance officer's report: every payment taken in the range (by the day it was paid, in the
 * district's zone), per form and in total: count, gross, processing fees, refunds, net. Refunds
 * count against the payment they return, whenever they were made.
 */
export async function buildReconciliation(
  context: PermitsContext,
  range: { from: string; to: string },
): Promise<Reconciliation> {
  const { db } = context;
  const rows = await db
    .selectFrom('permitApplications')
    .selectAll()
    .where('paidAt', 'is not', null)
    .where('paidAt', '>=', startOfDistrictDay(range.from))
    .where('paidAt', '<', startOfDistrictDay(range.to, 1))
    .orderBy('paidAt', 'asc')
    .execute();
  const refundRows = rows.length
    ? await db
        .selectFrom('permitRefunds')
        .select(['applicationId', 'amountCents'])
        .where('status', '=', 'succeeded')
        .where(
          'applicationId',
          'in',
          rows.map((row) => row.id),
        )
        .execute()
    : [];
  const refundsById = new Map<string, number>();
  for (const refund of refundRows) {
    refundsById.set(
      refund.applicationId,
      (refundsById.get(refund.applicationId) ?? 0) + Number(refund.amountCents),
    );
  }
  const payments = rows.map((row) => {
    const grossCents = Number(row.totalCents);
    const refundsCents = refundsById.get(row.id) ?? 0;
    return {
      applicationId: row.id,
      formType: row.formType,
      permitNumber: row.permitNumber,
      paidAt: row.paidAt ?? '',
      paymentReference: row.paymentIntentId ?? '',
      grossCents,
      feesCents: Number(row.feeCents),
      refundsCents,
      netCents: grossCents - refundsCents,
    };
  });
  const totalsOf = (list: typeof payments) => ({
    payments: list.length,
    grossCents: list.reduce((sum, payment) => sum + payment.grossCents, 0),
    feesCents: list.reduce((sum, payment) => sum + payment.feesCents, 0),
    refundsCents: list.reduce((sum, payment) => sum + payment.refundsCents, 0),
    netCents: list.reduce((sum, payment) => sum + payment.netCents, 0),
  });
  return {
    from: range.from,
    to: range.to,
    forms: PERMIT_FORM_TYPES.map((formType: PermitFormType) => ({
      formType,
      ...totalsOf(payments.filter((payment) => payment.formType === formType)),
    })),
    total: totalsOf(payments),
    payments,
    processorComparison: await compareWithProcessors(context, range, payments),
  };
}

/**
 * Stripe mode: the range's payments at each processor that has a balance to read, set against
 * ours. Null when no gateway can be asked (the sandbox) or a processor does not answer.
 */
async function compareWithProcessors(
  context: PermitsContext,
  range: { from: string; to: string },
  payments: readonly { paymentReference: string; grossCents: number; formType: PermitFormType }[],
): Promise<Reconciliation['processorComparison']> {
  const gateways = [...new Set(Object.values(context.gateways))].filter(
    (gateway) => gateway.listProcessorPayments,
  );
  if (gateways.length === 0) return null;
  const theirs = new Map<string, number>();
  for (const gateway of gateways) {
    const listed = await gateway.listProcessorPayments!({
      from: new Date(startOfDistrictDay(range.from)),
      to: new Date(startOfDistrictDay(range.to, 1)),
    });
    if (!listed.ok) return null;
    for (const payment of listed.value) theirs.set(payment.paymentIntentId, payment.amountCents);
  }
  const ours = new Map(
    payments
      .filter((payment) => context.gateways[payment.formType].listProcessorPayments)
      .map((payment) => [payment.paymentReference, payment.grossCents]),
  );
  const differences: NonNullable<Reconciliation['processorComparison']> = [];
  for (const [reference, hereCents] of ours) {
    const processorCents = theirs.get(reference);
    if (processorCents === undefined)
      differences.push({
        paymentReference: reference,
        side: 'only-here',
        hereCents,
        processorCents: null,
      });
    else if (processorCents !== hereCents)
      differences.push({
        paymentReference: reference,
        side: 'amounts-differ',
        hereCents,
        processorCents,
      });
  }
  for (const [reference, processorCents] of theirs) {
    if (!ours.has(reference))
      differences.push({
        paymentReference: reference,
        side: 'only-at-processor',
        hereCents: null,
        processorCents,
      });
  }
  return differences;
}

/** The CSV columns of the reconciliation download, in order. */
export const RECONCILIATION_CSV_COLUMNS = [
  'paid_at',
  'form',
  'permit_number',
  'payment_reference',
  'gross',
  'processing_fee',
  'refunds',
  'net',
] as const;

/** The report as CSV: one line per payment, then one total line per form (Unix line ends). */
export function reconciliationCsv(report: Reconciliation): string {
  const dollars = (cents: number) => (cents / 100).toFixed(2);
  const records = [
    ...report.payments.map((payment) => [
      payment.paidAt,
      payment.formType,
      payment.permitNumber ?? '',
      payment.paymentReference,
      dollars(payment.grossCents),
      dollars(payment.feesCents),
      dollars(payment.refundsCents),
      dollars(payment.netCents),
    ]),
    ...report.forms.map((form) => [
      '',
      `total ${form.formType} (${form.payments} payments)`,
      '',
      '',
      dollars(form.grossCents),
      dollars(form.feesCents),
      dollars(form.refundsCents),
      dollars(form.netCents),
    ]),
    [
      '',
      `total (${report.total.payments} payments)`,
      '',
      '',
      dollars(report.total.grossCents),
      dollars(report.total.feesCents),
      dollars(report.total.refundsCents),
      dollars(report.total.netCents),
    ],
  ];
  return formatCsv(RECONCILIATION_CSV_COLUMNS, records, { lineEnding: 'lf' });
}
