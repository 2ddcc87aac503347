import { fail, ok, type Result } from '#domain/errors.ts';
import { APPLICATION_STATUS_LABELS, isPermitValid } from '#domain/permits/payment-status.ts';
import { PERMIT_FORM_TITLES } from '#domain/permits/permit-application.schema.ts';
import {
  PERMIT_WORDING,
  districtDayOf,
  formatCalendarDayUs,
  formatUsDate,
  validThroughDay,
} from '#domain/permits/permit-wording.ts';
import { permitPdfPath } from '#domain/permits/permits-api.ts';
import { TEST_PERMIT_NOTICE, isTestPermit } from '#domain/permits/permit-documents.ts';
import type { PermitStatusView, PermitVerification } from '#domain/permits/permit-status.ts';
import type { PermitApplicationRow } from './permits.tables.ts';
import * as repo from './permits.repo.ts';
import type { PermitsContext } from './permits.deps.ts';

/** Lookups by permit number and e-mail one address may make per window. */
export const STATUS_LOOKUP_LIMIT = 10;
export const STATUS_LOOKUP_WINDOW_MS = 10 * 60_000;

async function toView(
  context: PermitsContext,
  application: PermitApplicationRow,
): Promise<PermitStatusView> {
  const refunds = await repo.listRefunds(context.db, application.id);
  return {
    title: PERMIT_FORM_TITLES[application.formType],
    permitNumber: application.permitNumber ?? '',
    statusText: APPLICATION_STATUS_LABELS[application.status],
    isVoid: application.status === 'voided',
    isRefunded: application.status === 'refunded',
    appliedAt: application.createdAt,
    paidAt: application.paidAt,
    issuedAt: application.issuedAt,
    emailedAt: application.emailedAt,
    voidedAt: application.voidedAt,
    costCents: Number(application.costCents),
    feeCents: Number(application.feeCents),
    totalCents: Number(application.totalCents),
    refundedCents: refunds
      .filter((refund) => refund.status === 'succeeded')
      .reduce((sum, refund) => sum + Number(refund.amountCents), 0),
    paymentReference: application.paymentIntentId ?? '',
    emailedTo: application.applicantEmail,
    pdfUrl:
      isPermitValid(application.status) && application.pdfToken
        ? permitPdfPath(application.pdfToken)
        : null,
    statusToken: application.statusToken ?? '',
    inspection: null,
  };
}

/** The status behind a private link; an unknown token finds nothing. */
export async function findStatusByToken(
  context: PermitsContext,
  token: string,
): Promise<Result<PermitStatusView>> {
  const application = await repo.findApplicationByStatusToken(context.db, token);
  if (!application?.permitNumber) return fail('NOT_FOUND');
  return ok(await toView(context, application));
}

/**
 * Counts lookups per client address in this process, so guessing permit numbers and e-mail
 * addresses stays slow. Every lookup counts, found or not.
 */
export function createLookupThrottle(clock: () => Date) {
  const hits = new Map<string, number[]>();
  return {
    /** Undefined when the lookup may go ahead, else the seconds to wait. */
    take(address: string): number | undefined {
      const now = clock().getTime();
      const recent = (hits.get(address) ?? []).filter((at) => at > now - STATUS_LOOKUP_WINDOW_MS);
      if (recent.length >= STATUS_LOOKUP_LIMIT) {
        hits.set(address, recent);
        return Math.max(1, Math.ceil((recent[0]! + STATUS_LOOKUP_WINDOW_MS - now) / 1000));
      }
      recent.push(now);
      hits.set(address, recent);
      // Keep the map small: forget addresses with nothing in the window.
      if (hits.size > 10_000) {
        for (const [key, times] of hits) {
          if (times.every((at) => at <= now - STATUS_LOOKUP_WINDOW_MS)) hits.delete(key);
        }
      }
      return undefined;
    },
  };
}

export type LookupThrottle = ReturnType<typeof createLookupThrottle>;

/**
 * The status by permit number and the applicant's e-mail. A wrong pair and an unknown number
 * answer the same, so the answer does not reveal whether a permit exists.
 */
export async function findStatusByNumberAndEmail(
  context: PermitsContext,
  throttle: LookupThrottle,
  input: { address: string; permitNumber: string; email: string },
): Promise<
  | { ok: true; value: PermitStatusView }
  | { ok: false; code: 'NOT_FOUND' }
  | { ok: false; code: 'TOO_MANY_LOOKUPS'; retryAfterSeconds: number }
> {
  const wait = throttle.take(input.address);
  if (wait !== undefined) return { ok: false, code: 'TOO_MANY_LOOKUPS', retryAfterSeconds: wait };
  const application = await repo.findApplicationByPermitNumber(
    context.db,
    input.permitNumber.trim().toUpperCase(),
  );
  if (
    !application ||
    application.applicantEmail.trim().toLowerCase() !== input.email.trim().toLowerCase()
  )
    return { ok: false, code: 'NOT_FOUND' };
  return ok(await toView(context, application));
}

/**
 * Answers whether the district issued this permit number (decision 101): its type, whether it is
 * valid today, and its dates. No names, addresses or payments: anyone holding the paper may ask.
 */
export async function verifyPermitNumber(
  context: PermitsContext,
  permitNumber: string,
): Promise<Result<PermitVerification, 'NOT_FOUND'>> {
  const application = await repo.findApplicationByPermitNumber(context.db, permitNumber);
  if (!application?.permitNumber || !application.issuedAt) return fail('NOT_FOUND');
  const issuedAt = new Date(application.issuedAt);
  const lastDay = validThroughDay(application.formType, issuedAt);
  const isExpired = districtDayOf(context.clock()) > lastDay;
  // Void and refunded say more than "test"; a sandbox permit is never called valid (decision 121).
  const statusText =
    application.status === 'voided'
      ? 'Void'
      : application.status === 'refunded'
        ? 'Refunded, no longer valid'
        : isTestPermit(application)
          ? TEST_PERMIT_NOTICE
          : !isPermitValid(application.status)
            ? 'Not valid'
            : isExpired
              ? 'Expired'
              : 'Valid';
  return ok({
    permitNumber: application.permitNumber,
    title: PERMIT_WORDING[application.formType].title,
    statusText,
    isValid: statusText === 'Valid',
    issuedOn: formatUsDate(issuedAt),
    validThrough: formatCalendarDayUs(lastDay),
  });
}
