import { fail, ok, type Result } from '#domain/errors.ts';
import type { AdminPermitApplication, AdminPermitsQuery } from '#domain/permits/permits-api.ts';
import * as repo from './permits.repo.ts';
import type { PermitsContext } from './permits-context.ts';
import { renderPermitPdfOf } from './notify.service.ts';

export const ADMIN_LIST_LIMIT = 500;

/** The back office's list, newest first, optionally of one form and one status. */
export async function listApplicationsForStaff(
  context: PermitsContext,
  filters: AdminPermitsQuery,
): Promise<AdminPermitApplication[]> {
  const rows = await repo.listApplications(context.db, {
    formType: filters.type,
    status: filters.status,
    limit: ADMIN_LIST_LIMIT,
  });
  return rows.map((row) => ({
    id: row.id,
    type: row.formType,
    status: row.status,
    permitNumber: row.permitNumber,
    applicantName: row.applicantName,
    email: row.applicantEmail,
    costCents: Number(row.costCents),
    feeCents: Number(row.feeCents),
    totalCents: Number(row.totalCents),
    paymentIntentId: row.paymentIntentId,
    createdAt: row.createdAt,
    paidAt: row.paidAt,
    issuedAt: row.issuedAt,
    emailedAt: row.emailedAt,
    hasPlotPlan: row.plotPlanFile !== null,
  }));
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
  return ok({
    pdf: await renderPermitPdfOf(context, application),
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
