/**
 * The chief administrative officer's side of an appeal (decision 302): the decision, the appeal
 * not decided in time that counts as denied, and their e-mails.
 */
import { z } from 'zod';
import { fail, type Result } from '#domain/errors.ts';
import {
  NEXT_APPEAL_WINDOW_CALENDAR_DAYS,
  JUDICIAL_REVIEW_SOURCE,
  NEXT_APPEAL_BODY,
  REMINDER_BUSINESS_DAYS_BEFORE,
  toDistrictDay,
} from '#domain/records/grama-clock.ts';
import { addCalendarDays } from '#domain/calendar/working-calendar.ts';
import {
  APPEAL_OUTCOMES,
  AppealDecisionBodySchema,
  type AppealDecisionBody,
  type AppealOutcome,
  RECORDS_REQUEST_MACHINE,
  type RecordsRequestStatus,
} from '#domain/records/records-request.ts';
import { listStatusEvents } from '#server/status/status-transition.ts';
import * as repo from './records.repo.ts';
import type { RecordsRequestRow } from './records.tables.ts';
import {
  type RecordsDeps,
  RequestPayloadSchema,
  baseUrl,
  formatLongDay,
  moveWithMail,
  registerRequesterMail,
} from './records-core.service.ts';
import { RECORDS_OFFICER_TEMPLATES } from './records-officer.service.ts';

/**
 * Where an appeal leaves the request. An access appeal ends the request (released, in part, or
 * denied). A fee-waiver appeal sends the work on: waived → in progress; refused → back to waiting
 * for payment when it was waiting, in progress otherwise.
 */
async function statusAfterAppeal(
  deps: RecordsDeps,
  request: RecordsRequestRow,
  outcome: AppealOutcome,
): Promise<RecordsRequestStatus> {
  const events = await listStatusEvents(deps.db, RECORDS_REQUEST_MACHINE.subjectKind, request.id);
  const appealedFrom = events.filter((event) => event.toStatus === 'appealed').at(-1)?.fromStatus;
  if (request.appealKind === 'fee-waiver') {
    if (outcome === 'granted') return 'in_progress';
    return appealedFrom === 'awaiting_payment' ? 'awaiting_payment' : 'in_progress';
  }
  if (outcome === 'granted') return 'fulfilled';
  if (outcome === 'partially-granted' || appealedFrom === 'partially_fulfilled') {
    return 'partially_fulfilled';
  }
  return 'denied';
}

/** The chief administrative officer decides; the notice states the next step. */
export async function decideRecordsAppeal(
  deps: RecordsDeps,
  id: string,
  body: AppealDecisionBody,
  actor: string,
): Promise<Result<RecordsRequestRow>> {
  const request = await repo.findRecordsRequest(deps.db, { id });
  if (!request) return fail('RECORDS_REQUEST_NOT_FOUND');
  if (request.status !== 'appealed') return fail('RECORDS_REQUEST_MOVE_NOT_ALLOWED');
  if (request.appealKind === 'fee-waiver' && body.outcome === 'partially-granted') {
    return fail('VALIDATION_FAILED', {
      outcome: 'A fee waiver is granted or denied: choose one of those.',
    });
  }
  const at = deps.clock().toISOString();
  const isWaiverGranted = request.appealKind === 'fee-waiver' && body.outcome === 'granted';
  return moveWithMail(
    deps,
    id,
    await statusAfterAppeal(deps, request, body.outcome),
    {
      actor,
      at,
      reason: `Appeal decision: ${APPEAL_OUTCOMES[body.outcome]} ${body.reasons}`,
      changes:
        request.appealKind === 'fee-waiver'
          ? isWaiverGranted
            ? { feeWaiverDecision: 'granted' }
            : {}
          : { respondedAt: at },
    },
    { template: RECORDS_APPEAL_TEMPLATE, payload: body },
  );
}

/**
 * The next step after the chief administrative officer's decision or its deemed denial
 * (decision 302), with the last day for it.
 */
export function describeNextAppealSteps(decidedDay: string): string {
  const lastDay = formatLongDay(addCalendarDays(decidedDay, NEXT_APPEAL_WINDOW_CALENDAR_DAYS));
  return `Next step: if you disagree, you may appeal to the ${NEXT_APPEAL_BODY.name} (${NEXT_APPEAL_BODY.source}) or petition for judicial review in district court (${JUDICIAL_REVIEW_SOURCE}) within ${NEXT_APPEAL_WINDOW_CALENDAR_DAYS} days, that is by ${lastDay}.`;
}

export const RECORDS_APPEAL_DEEMED_TEMPLATE = 'records-request-appeal-deemed-denied';

/**
 * Utah Code 63G-2-401(5)(b) (decision 302): an appeal the chief administrative officer has not
 * decided by its due day counts as denied, so the denial appealed stands (it is "affirmed"). Runs
 * as a job: each appeal past its due day moves through the status machine and the requester is
 * e-mailed the next step. Answers how many appeals it closed.
 */
export async function closeUndecidedAppeals(deps: RecordsDeps): Promise<number> {
  const today = toDistrictDay(deps.clock()).day;
  const appealed = await repo.listRecordsRequests(deps.db, { statuses: ['appealed'] });
  let closed = 0;
  for (const request of appealed) {
    if (!request.appealDueDay || today <= request.appealDueDay) continue;
    const outcome: AppealOutcome = 'denied';
    const moved = await moveWithMail(
      deps,
      request.id,
      await statusAfterAppeal(deps, request, outcome),
      {
        actor: 'system',
        at: deps.clock().toISOString(),
        reason: `No decision on the appeal by ${formatLongDay(request.appealDueDay)}: the appeal counts as denied and the decision appealed is affirmed (Utah Code 63G-2-401(5)(b)).`,
      },
      { template: RECORDS_APPEAL_DEEMED_TEMPLATE, payload: { appealDueDay: request.appealDueDay } },
    );
    if (moved.ok) closed += 1;
  }
  return closed;
}

export const RECORDS_APPEAL_TEMPLATE = 'records-request-appeal-decided';

export function registerRecordsAppealTemplate(deps: RecordsDeps): void {
  const DecidedPayloadSchema = RequestPayloadSchema.extend(AppealDecisionBodySchema.shape);
  const DeemedPayloadSchema = RequestPayloadSchema.extend({ appealDueDay: z.string() });
  registerRequesterMail(
    deps,
    RECORDS_APPEAL_DEEMED_TEMPLATE,
    DeemedPayloadSchema,
    (request, { appealDueDay }) => {
      const sentDay = toDistrictDay(deps.clock()).day;
      const what =
        request.appealKind === 'fee-waiver' ? 'the denial of your fee waiver' : 'the denial';
      return {
        subjectEnd: ': your appeal counts as denied',
        lines: [
          `${deps.env.RECORDS_APPEALS_OFFICER_NAME} did not decide your appeal of records request ${request.requestNumber} by ${formatLongDay(appealDueDay)}.`,
          `Under Utah Code 63G-2-401(5)(b) the appeal now counts as denied, and ${what} stands.`,
          '',
          describeNextAppealSteps(sentDay),
          '',
        ],
      };
    },
  );
  deps.outbox.registerTemplate(RECORDS_OFFICER_TEMPLATES.appealReminder, {
    async render(payload) {
      const { requestId } = RequestPayloadSchema.parse(payload);
      const request = await repo.findRecordsRequest(deps.db, { id: requestId });
      if (!request?.appealDueDay) return null;
      return {
        from: deps.env.MAIL_FROM,
        to: await deps.officerEmail(),
        subject: `Appeal of records request ${request.requestNumber}: decision due ${formatLongDay(request.appealDueDay)}`,
        text: [
          `The appeal of records request ${request.requestNumber} awaits the decision of ${deps.env.RECORDS_APPEALS_OFFICER_NAME}, due in ${REMINDER_BUSINESS_DAYS_BEFORE} business days, on ${formatLongDay(request.appealDueDay)}.`,
          'An appeal not decided by then counts as denied (Utah Code 63G-2-401(5)(b)), and the requester is told the next step.',
          new URL(
            `/admin/records?request=${encodeURIComponent(request.id)}`,
            baseUrl(deps),
          ).toString(),
        ].join('\n'),
      };
    },
  });
  registerRequesterMail(deps, RECORDS_APPEAL_TEMPLATE, DecidedPayloadSchema, (request, body) => {
    const sentDay = toDistrictDay(deps.clock()).day;
    return {
      subjectEnd: ': decision on your appeal',
      lines: [
        `${deps.env.RECORDS_APPEALS_OFFICER_NAME} has decided your appeal of records request ${request.requestNumber}.`,
        APPEAL_OUTCOMES[body.outcome],
        `Reasons: ${body.reasons}`,
        '',
        ...(body.outcome === 'granted' ? [] : [describeNextAppealSteps(sentDay), '']),
      ],
    };
  });
}
