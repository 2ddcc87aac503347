import { FEES_EN } from '#domain/i18n/messages/fees.en.ts';
import { createSiteIntl } from '#domain/i18n/site-intl.ts';
import { translateText } from '#domain/i18n/translate-english.ts';
import { pathForLocale } from '#server/i18n/request-locale.ts';
import { FeeProcessorUnavailableError, type FeeRequests } from '#server/ports/fees.port.ts';
import { z } from 'zod';
import { fail, ok, type Result } from '#domain/errors.ts';
import { addBusinessDays } from '#domain/calendar/working-calendar.ts';
import { countPausedBusinessDays } from '#domain/records/grama-clock.ts';
import {
  ClarificationAnswerFormSchema,
  RECORDS_REQUEST_MACHINE,
  formatCents,
  parseDollarsToCents,
  type ClarifyRequestBody,
  type EstimateFeesBody,
  type FeeWaiverBody,
} from '#domain/records/records-request.ts';
import { canMove } from '#domain/status-machine.ts';
import { listStatusEvents, recordTimelineEvent } from '#server/status/status-transition.ts';
import * as repo from './records.repo.ts';
import {
  endRecordsFee,
  formatLongDay,
  moveWithMail,
  recordWithMail,
  writeChange,
  registerRequesterMail,
  RequestPayloadSchema,
  readBusinessCalendar,
  RECORDS_PATHS,
  type RecordsDeps,
  actOnRequest,
  actByLink,
} from './records-core.service.ts';
import type { RecordsRequestRow } from './records.tables.ts';

/** The shared fees' port (decision 270), given at start-up; records never build it. */
export type FeeRequestsPort = FeeRequests;

export const RECORDS_WORK_TEMPLATES = {
  clarification: 'records-request-clarification',
  feeEstimate: 'records-request-fee-estimate',
  feeWaiver: 'records-request-fee-waiver',
} as const;

/** Decision 250: the district's rule, read from its setting; off by default. */
export function doesClarificationPauseClock(deps: Pick<RecordsDeps, 'env'>): boolean {
  return deps.env.RECORDS_CLARIFICATION_PAUSES_CLOCK === 'true';
}

/** Asks the requester to clarify the request, by e-mail; the status becomes awaiting clarification. */
export function askForClarification(
  deps: RecordsDeps,
  id: string,
  body: ClarifyRequestBody,
  actor: string,
): Promise<Result<RecordsRequestRow>> {
  return moveWithMail(
    deps,
    id,
    'awaiting_clarification',
    { actor, at: deps.clock().toISOString(), reason: `Asked for clarification: ${body.message}` },
    { template: RECORDS_WORK_TEMPLATES.clarification, payload: { message: body.message } },
  );
}

/** The question the officer asked last: the reason of the latest move to awaiting clarification. */
export async function readClarificationQuestion(
  deps: Pick<RecordsDeps, 'db'>,
  requestId: string,
): Promise<{ askedAt: string; message: string } | null> {
  const events = await listStatusEvents(deps.db, RECORDS_REQUEST_MACHINE.subjectKind, requestId);
  const asked = events.filter((event) => event.toStatus === 'awaiting_clarification').at(-1);
  if (!asked) return null;
  return {
    askedAt: asked.at,
    message: (asked.reason ?? '').replace(/^Asked for clarification: /, ''),
  };
}

/**
 * The requester answers from the private status page; the request goes back in progress. When
 * the district's rule says the clock pauses (decision 250), the business days it waited are added
 * to the deadline.
 */
export const answerClarification = actByLink(async (deps, request, body) => {
  const parsed = ClarificationAnswerFormSchema.safeParse(body);
  if (!parsed.success) {
    return fail('VALIDATION_FAILED', {
      clarification: parsed.error.issues[0]?.message ?? 'Write your answer.',
    });
  }
  if (request.status !== 'awaiting_clarification') return fail('RECORDS_REQUEST_MOVE_NOT_ALLOWED');
  const now = deps.clock();
  let reason = `Clarification from the requester: ${parsed.data.clarification}`;
  const changes: { pausedBusinessDays?: number; dueDay?: string } = {};
  const question = await readClarificationQuestion(deps, request.id);
  if (doesClarificationPauseClock(deps) && question) {
    const calendar = await readBusinessCalendar(deps);
    const paused = countPausedBusinessDays(new Date(question.askedAt), now, calendar);
    if (paused > 0) {
      changes.pausedBusinessDays = request.pausedBusinessDays + paused;
      changes.dueDay = addBusinessDays(request.dueDay, paused, calendar);
      reason += ` The clock paused for ${paused} business day${paused === 1 ? '' : 's'}; the response is now due ${formatLongDay(changes.dueDay)}.`;
    }
  }
  return moveWithMail(deps, request.id, 'in_progress', {
    actor: 'requester',
    at: now.toISOString(),
    reason,
    changes,
  });
});

/**
 * Estimates the fees (actual cost): with an amount above zero the request waits for payment and
 * the requester gets the estimate and the pay link by e-mail; with zero the work goes on at no fee.
 */
export const estimateRecordsFees = actOnRequest<
  EstimateFeesBody,
  RecordsDeps & { feeRequests?: FeeRequestsPort | undefined }
>(async (deps, request, body, actor) => {
  const { id } = request;
  const amountCents = parseDollarsToCents(body.amount);
  if (amountCents === null) {
    return fail('VALIDATION_FAILED', { amount: 'Enter the amount in dollars, like 12.50.' });
  }
  const at = deps.clock().toISOString();
  if (amountCents === 0) {
    await deps.db.transaction().execute((trx) =>
      writeChange(trx, id, {
        at,
        actor,
        kind: 'fee-estimate',
        reason: `No fee: ${body.description}`,
        changes: { feeCents: 0, feeDescription: body.description },
      }),
    );
    return ok((await repo.findRecordsRequest(deps.db, { id }))!);
  }
  if (!canMove(RECORDS_REQUEST_MACHINE, request.status, 'awaiting_payment')) {
    return fail('RECORDS_REQUEST_MOVE_NOT_ALLOWED');
  }
  let fee: { feeId: string; payUrl: string } | null = null;
  try {
    fee = deps.feeRequests
      ? await deps.feeRequests.request({
          kind: 'records',
          subjectId: id,
          amountCents,
          // In the requester's language (decision 332): the pay page, receipt and refund say it.
          description: translateText(
            createSiteIntl(request.language),
            FEES_EN['fees.description.records'],
            { requestNumber: request.requestNumber, description: body.description },
          ),
          email: request.email,
          returnPath: pathForLocale(
            `${RECORDS_PATHS.status}/${request.accessToken}`,
            request.language,
          ),
          language: request.language,
        })
      : null;
  } catch (error) {
    // The old estimate's payment could not be confirmed cancelled: nothing changes, try later.
    if (error instanceof FeeProcessorUnavailableError) return fail('PAYMENT_PROVIDER_UNAVAILABLE');
    throw error;
  }
  return moveWithMail(
    deps,
    id,
    'awaiting_payment',
    {
      actor,
      at,
      reason: `Fee estimate ${formatCents(amountCents)}: ${body.description}`,
      changes: {
        feeCents: amountCents,
        feeDescription: body.description,
        feeId: fee?.feeId ?? null,
        feePayUrl: fee?.payUrl ?? null,
      },
    },
    { template: RECORDS_WORK_TEMPLATES.feeEstimate, payload: {} },
  );
});

/**
 * Grants or denies the fee waiver the requester asked for, with a reason. A grant while the
 * request waits for payment lets the work go on with no payment.
 */
export const decideRecordsFeeWaiver = actOnRequest<FeeWaiverBody>(
  async (deps, request, body, actor) => {
    const { id } = request;
    if (!RECORDS_REQUEST_MACHINE.moves[request.status].length) {
      return fail('RECORDS_REQUEST_MOVE_NOT_ALLOWED');
    }
    const decision = body.isGranted ? 'granted' : 'denied';
    const reason = `Fee waiver ${decision}: ${body.reason}`;
    const mail = { template: RECORDS_WORK_TEMPLATES.feeWaiver, payload: body };
    if (body.isGranted && request.status === 'awaiting_payment') {
      const waived = await moveWithMail(
        deps,
        id,
        'in_progress',
        { actor, at: deps.clock().toISOString(), reason, changes: { feeWaiverDecision: decision } },
        mail,
      );
      // The waived fee's link stops taking money; a payment made on it meanwhile is refunded.
      if (waived.ok && request.feeId) {
        await endRecordsFee(deps, id, 'the fee was waived');
        return ok((await repo.findRecordsRequest(deps.db, { id }))!);
      }
      return waived;
    }
    const recorded = await recordWithMail(deps, id, {
      actor,
      kind: 'fee-waiver',
      reason,
      changes: { feeWaiverDecision: decision },
      mail,
    });
    if (body.isGranted && request.feeId) await endRecordsFee(deps, id, 'the fee was waived');
    return ok(recorded);
  },
);

/** Where a payment arriving finds the request closed to it: it is refunded (decision 292). */
const CLOSED_TO_PAYMENT: ReadonlySet<string> = new Set(['denied', 'withdrawn']);
/** The refund's reason when a request closed to payment is paid after all (decision 332). */
const REFUND_REASON_IDS: Readonly<Record<string, keyof typeof FEES_EN>> = {
  denied: 'fees.reason.recordsDenied',
  withdrawn: 'fees.reason.recordsWithdrawn',
};

/**
 * The shared fees' paid handler: the work goes on, unless the request was denied or withdrawn or
 * its fee waived meanwhile; then the payment is written on the timeline and refunded.
 */
export async function settleRecordsFee(
  deps: RecordsDeps,
  requestId: string,
  fee: { amountCents: number },
): Promise<void | { refundReason: string }> {
  const request = await repo.findRecordsRequest(deps.db, { id: requestId });
  if (!request) return;
  const closedBy = CLOSED_TO_PAYMENT.has(request.status)
    ? `the request was ${request.status}`
    : request.feeWaiverDecision === 'granted' && request.status !== 'awaiting_payment'
      ? 'the fee was waived'
      : null;
  if (!closedBy) {
    await recordsFeePaid(deps, requestId);
    return;
  }
  // The payer reads the reason in the refund e-mail: in the requester's language (decision 332).
  const refundReason = translateText(
    createSiteIntl(request.language),
    FEES_EN[REFUND_REASON_IDS[request.status] ?? 'fees.reason.recordsWaived'],
    { requestNumber: request.requestNumber },
  );
  const said = `A payment of ${formatCents(fee.amountCents)} arrived after ${closedBy}: it is refunded in full to the card.`;
  const events = await listStatusEvents(deps.db, RECORDS_REQUEST_MACHINE.subjectKind, requestId);
  // The handler may run again after a crash: the entry is written once.
  if (!events.some((event) => event.kind === 'fee-refund' && event.reason === said)) {
    await recordTimelineEvent(deps.db, repo.RECORDS_REQUEST_STORE, requestId, {
      at: deps.clock().toISOString(),
      actor: 'system',
      kind: 'fee-refund',
      reason: said,
    });
  }
  return { refundReason };
}

/**
 * Moves the work on once the fee is paid (awaiting payment → in progress). A second call for the
 * same request changes nothing.
 */
export function recordsFeePaid(
  deps: RecordsDeps,
  requestId: string,
): Promise<Result<RecordsRequestRow>> {
  return moveWithMail(deps, requestId, 'in_progress', {
    actor: 'system',
    at: deps.clock().toISOString(),
    reason: 'Fee paid',
  });
}

export function registerRecordsWorkTemplates(deps: RecordsDeps): void {
  const ClarificationPayloadSchema = RequestPayloadSchema.extend({ message: z.string() });
  registerRequesterMail(
    deps,
    RECORDS_WORK_TEMPLATES.clarification,
    ClarificationPayloadSchema,
    (request, { message }, intl) => ({
      subjectEnd: intl.t('recordsRequest.mail.clarifySubject'),
      lines: [
        intl.t('recordsRequest.mail.clarify', { requestNumber: request.requestNumber }),
        message,
        '',
        intl.t('recordsRequest.mail.answerOnPage'),
      ],
    }),
  );
  registerRequesterMail(
    deps,
    RECORDS_WORK_TEMPLATES.feeEstimate,
    RequestPayloadSchema,
    (request, _payload, { t }) => {
      if (request.feeCents === null) return null;
      const amount = formatCents(request.feeCents);
      return {
        subjectEnd: t('recordsRequest.mail.feeEstimateSubject', { amount }),
        lines: [
          t('recordsRequest.mail.feeEstimate', { requestNumber: request.requestNumber, amount }),
          request.feeDescription,
          '',
          request.feePayUrl
            ? `${t('recordsRequest.mail.payHere')}\n${request.feePayUrl}`
            : t('recordsRequest.mail.payLater'),
          '',
          t('recordsRequest.mail.yourPage'),
        ],
      };
    },
  );
  const WaiverPayloadSchema = RequestPayloadSchema.extend({
    isGranted: z.boolean(),
    reason: z.string(),
  });
  registerRequesterMail(
    deps,
    RECORDS_WORK_TEMPLATES.feeWaiver,
    WaiverPayloadSchema,
    (request, { isGranted, reason }, { t }) => ({
      subjectEnd: t(
        isGranted
          ? 'recordsRequest.mail.waiverGrantedSubject'
          : 'recordsRequest.mail.waiverDeniedSubject',
      ),
      lines: [
        t(isGranted ? 'recordsRequest.mail.waiverGranted' : 'recordsRequest.mail.waiverDenied', {
          requestNumber: request.requestNumber,
        }),
        t('recordsRequest.mail.reason', { reason }),
        '',
      ],
    }),
  );
}
