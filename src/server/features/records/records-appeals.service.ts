/**
 * The chief administrative officer's side of an appeal (decision 302): the decision, the appeal
 * not decided in time that counts as denied, and their e-mails.
 */
import { formatLongDayIn } from '#domain/calendar-date.ts';
import { createSiteIntl, type SiteIntl } from '#domain/i18n/site-intl.ts';
import { translateEnglish } from '#domain/i18n/translate-english.ts';
import { z } from 'zod';
import { fail } from '#domain/errors.ts';
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
  registerOfficerMail,
  baseUrl,
  formatLongDay,
  moveWithMail,
  registerRequesterMail,
  actOnRequest,
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
export const decideRecordsAppeal = actOnRequest<AppealDecisionBody>(
  async (deps, request, body, actor) => {
    const { id } = request;
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
  },
);

/**
 * The next step after the chief administrative officer's decision or its deemed denial
 * (decision 302), with the last day for it.
 */
export function describeNextAppealSteps(
  decidedDay: string,
  intl: SiteIntl = createSiteIntl('en'),
): string {
  const lastDay = formatLongDayIn(
    intl.intl,
    addCalendarDays(decidedDay, NEXT_APPEAL_WINDOW_CALENDAR_DAYS),
  );
  return intl.t('recordsRequest.mail.nextSteps', {
    body: NEXT_APPEAL_BODY.name,
    source: NEXT_APPEAL_BODY.source,
    court: JUDICIAL_REVIEW_SOURCE,
    days: NEXT_APPEAL_WINDOW_CALENDAR_DAYS,
    day: lastDay,
  });
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
    (request, { appealDueDay }, intl) => {
      const sentDay = toDistrictDay(deps.clock()).day;
      const { t } = intl;
      return {
        subjectEnd: t('recordsRequest.mail.appealDeemedSubject'),
        lines: [
          t('recordsRequest.mail.appealDeemed', {
            officer: deps.env.RECORDS_APPEALS_OFFICER_NAME,
            requestNumber: request.requestNumber,
            day: formatLongDayIn(intl.intl, appealDueDay),
          }),
          t(
            request.appealKind === 'fee-waiver'
              ? 'recordsRequest.mail.appealDeemedWaiver'
              : 'recordsRequest.mail.appealDeemedAccess',
          ),
          '',
          describeNextAppealSteps(sentDay, intl),
          '',
        ],
      };
    },
  );
  registerOfficerMail(deps, RECORDS_OFFICER_TEMPLATES.appealReminder, (request) =>
    request.appealDueDay
      ? {
          subject: `Appeal of records request ${request.requestNumber}: decision due ${formatLongDay(request.appealDueDay)}`,
          text: [
            `The appeal of records request ${request.requestNumber} awaits the decision of ${deps.env.RECORDS_APPEALS_OFFICER_NAME}, due in ${REMINDER_BUSINESS_DAYS_BEFORE} business days, on ${formatLongDay(request.appealDueDay)}.`,
            'An appeal not decided by then counts as denied (Utah Code 63G-2-401(5)(b)), and the requester is told the next step.',
            new URL(
              `/admin/records?request=${encodeURIComponent(request.id)}`,
              baseUrl(deps),
            ).toString(),
          ].join('\n'),
        }
      : null,
  );
  registerRequesterMail(
    deps,
    RECORDS_APPEAL_TEMPLATE,
    DecidedPayloadSchema,
    (request, body, intl) => {
      const sentDay = toDistrictDay(deps.clock()).day;
      const { t } = intl;
      return {
        subjectEnd: t('recordsRequest.mail.appealDecidedSubject'),
        lines: [
          t('recordsRequest.mail.appealDecided', {
            officer: deps.env.RECORDS_APPEALS_OFFICER_NAME,
            requestNumber: request.requestNumber,
          }),
          translateEnglish(APPEAL_OUTCOMES[body.outcome], intl),
          t('recordsRequest.mail.reasons', { reasons: body.reasons }),
          '',
          ...(body.outcome === 'granted' ? [] : [describeNextAppealSteps(sentDay, intl), '']),
        ],
      };
    },
  );
}
