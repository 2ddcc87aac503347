/**
 * The requester's side of a records request: filing it from the public form, the clock the status
 * page shows, the appeal and the withdrawal, with the e-mails they send.
 */
import { fieldsOf } from '#domain/zod-fields.ts';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { formatLongDayIn } from '#domain/calendar-date.ts';
import { fail, ok, type Result } from '#domain/errors.ts';
import type { Locale } from '#domain/i18n/locale.ts';
import { createSiteIntl, type SiteIntl } from '#domain/i18n/site-intl.ts';
import {
  APPEAL_WINDOW_CALENDAR_DAYS,
  computeAppealDecisionDeadline,
  EXPEDITED_RESPONSE_BUSINESS_DAYS,
  STANDARD_RESPONSE_BUSINESS_DAYS,
  computeResponseDeadline,
  countBusinessDaysLeft,
  receivedBusinessDay,
  toDistrictDay,
} from '#domain/records/grama-clock.ts';
import { addCalendarDays } from '#domain/calendar/working-calendar.ts';
import { canMove } from '#domain/status-machine.ts';
import {
  AppealFormSchema,
  WithdrawFormSchema,
  RECORDS_REQUEST_MACHINE,
  RECORDS_APPEAL_KINDS,
  type RecordsAppealKind,
  type RecordsRequestStatus,
  RECORDS_FORMAT_LABELS,
  RecordsRequestFormSchema,
  checkRecordsRequestCrossFields,
} from '#domain/records/records-request.ts';
import { translateEnglish } from '#domain/i18n/translate-english.ts';
import { takeFormMailAllowance } from '#server/outbox/mail-caps.ts';
import type { FeeRequests } from '#server/ports/fees.port.ts';
import { listStatusEvents, recordTimelineEvent } from '#server/status/status-transition.ts';
import * as repo from './records.repo.ts';
import type { RecordsRequestRow } from './records.tables.ts';
import {
  OPEN_STATUSES,
  type RecordsDeps,
  RequestPayloadSchema,
  currentDeadlineOf,
  endRecordsFee,
  formatLongDay,
  moveWithMail,
  registerRequesterMail,
  readBusinessCalendar,
  actByLink,
} from './records-core.service.ts';

/** The records form's name in the daily mail allowance per address (decision 290). */
export const RECORDS_MAIL_FORM = 'records-request';

export const RECORDS_TEMPLATES = {
  received: 'records-request-received',
} as const;

/** The sentence the confirmation page and e-mail both use. */
export function describeDeadline(
  request: Pick<RecordsRequestRow, 'isExpedited' | 'dueDay'>,
  intl: SiteIntl = createSiteIntl('en'),
): string {
  const days = request.isExpedited
    ? EXPEDITED_RESPONSE_BUSINESS_DAYS
    : STANDARD_RESPONSE_BUSINESS_DAYS;
  return intl.t('recordsRequest.deadline', {
    days,
    dueDay: formatLongDayIn(intl.intl, request.dueDay),
  });
}

/** What the requester's page shows about the clock now (while appealed: the appeal's). */
export async function readClockOf(
  deps: RecordsDeps,
  request: RecordsRequestRow,
): Promise<{ dueDay: string; businessDaysLeft: number }> {
  const calendar = await readBusinessCalendar(deps);
  const today = toDistrictDay(deps.clock()).day;
  const dueDay = currentDeadlineOf(request);
  return { dueDay, businessDaysLeft: countBusinessDaysLeft(today, dueDay, calendar) };
}

/**
 * Files a request from the public form: validates it with the one schema, starts the clock and
 * queues the e-mail with the request number and private status link in the same transaction.
 */
export async function submitRecordsRequest(
  deps: RecordsDeps,
  body: unknown,
  /** The language of the page the form was posted from (decision 326). */
  language: Locale = 'en',
): Promise<Result<RecordsRequestRow & { isMailed: boolean }>> {
  const parsed = RecordsRequestFormSchema.safeParse(body);
  if (!parsed.success) {
    const crossFields =
      typeof body === 'object' && body ? checkRecordsRequestCrossFields(body) : {};
    return fail('VALIDATION_FAILED', { ...crossFields, ...fieldsOf(parsed.error) });
  }
  const form = parsed.data;
  const calendar = await readBusinessCalendar(deps);
  const receivedAt = deps.clock();
  const at = receivedAt.toISOString();
  const year = toDistrictDay(receivedAt).day.slice(0, 4);
  const row: RecordsRequestRow = {
    id: randomUUID(),
    // Random, not sequential: a number tells nobody how many others asked or which came next.
    requestNumber: `GR-${year}-${randomInt(100_000, 1_000_000)}`,
    status: 'new',
    requesterName: form.requesterName,
    email: form.email,
    phone: form.phone,
    mailingAddress: form.mailingAddress,
    description: form.description,
    fromDay: form.fromDay,
    toDay: form.toDay,
    format: form.format,
    feeWaiverRequested: form.feeWaiver ? 1 : 0,
    feeWaiverReason: form.feeWaiver ? form.feeWaiverReason : '',
    expediteRequested: form.expedited ? 1 : 0,
    expediteGround: form.expedited
      ? (form.expediteGround as RecordsRequestRow['expediteGround'])
      : null,
    expediteReason: form.expedited ? form.expediteReason : '',
    // Expedited response is for the officer to grant; until then the 10-day clock runs.
    isExpedited: 0,
    receivedAt: at,
    receivedDay: receivedBusinessDay(receivedAt, calendar),
    dueDay: computeResponseDeadline({ receivedAt, isExpedited: false }, calendar),
    pausedBusinessDays: 0,
    accessToken: randomBytes(24).toString('base64url'),
    isInPublicLog: 1,
    logSubject: null,
    respondedAt: null,
    feeCents: null,
    feeDescription: '',
    feeId: null,
    feePayUrl: null,
    feeWaiverDecision: null,
    withheld: '',
    appealedAt: null,
    appealKind: null,
    appealDueDay: null,
    language,
    createdAt: at,
    updatedAt: at,
  };
  const dedupeKey = `records-received:${row.id}`;
  const isMailed = await deps.db.transaction().execute(async (trx) => {
    await repo.insertRecordsRequest(trx, row);
    await recordTimelineEvent(trx, repo.RECORDS_REQUEST_STORE, row.id, {
      at,
      actor: 'requester',
      kind: 'created',
      reason: `Received; counts from ${formatLongDay(row.receivedDay)}`,
    });
    // The request is kept either way; past the address's daily allowance only the mail is left
    // out, so nobody can use the form to flood a stranger's inbox (issue 25, decision 290).
    const isAllowed = await takeFormMailAllowance(trx, deps.clock, {
      form: RECORDS_MAIL_FORM,
      email: row.email,
    });
    if (!isAllowed) return false;
    await deps.outbox.enqueue(trx, {
      template: RECORDS_TEMPLATES.received,
      payload: { requestId: row.id },
      dedupeKey,
      reference: `records-request:${row.id}`,
    });
    return true;
  });
  if (isMailed) await deps.outbox.deliverNow(dedupeKey);
  return ok({ ...row, isMailed });
}

export function registerRecordsTemplates(deps: RecordsDeps): void {
  registerRequesterMail(
    deps,
    RECORDS_TEMPLATES.received,
    RequestPayloadSchema,
    (request, _payload, intl) => ({
      subjectEnd: intl.t('recordsRequest.mail.receivedSubject'),
      lines: [
        intl.t('recordsRequest.mail.received', { requestNumber: request.requestNumber }),
        describeDeadline(request, intl),
        intl.t('recordsRequest.mail.format', {
          format: translateEnglish(RECORDS_FORMAT_LABELS[request.format], intl),
        }),
        '',
        intl.t('recordsRequest.mail.followLink'),
      ],
    }),
  );
}

const APPEALABLE_ANSWERS: readonly RecordsRequestStatus[] = ['denied', 'partially_fulfilled'];

/**
 * Utah Code 63G-2-401: a requester may appeal within 30 days of a denial, and a request not
 * answered by its deadline counts as denied (63G-2-204), so an overdue request is appealable too.
 * A fee-waiver denial is appealable the same way (63G-2-203(6)). Each is appealed to the chief
 * administrative officer once: the next step is outside the district (decision 302).
 */
export async function findAppealKind(
  deps: RecordsDeps,
  request: RecordsRequestRow,
): Promise<RecordsAppealKind | null> {
  const today = toDistrictDay(deps.clock()).day;
  const isWithinWindow = (at: string) =>
    today <= addCalendarDays(toDistrictDay(new Date(at)).day, APPEAL_WINDOW_CALENDAR_DAYS);
  if (request.status === 'appealed') return null;
  if (request.appealKind !== 'access') {
    if (APPEALABLE_ANSWERS.includes(request.status) && request.respondedAt) {
      if (isWithinWindow(request.respondedAt)) return 'access';
    } else if (
      OPEN_STATUSES.includes(request.status) &&
      canMove(RECORDS_REQUEST_MACHINE, request.status, 'appealed') &&
      countBusinessDaysLeft(today, request.dueDay, await readBusinessCalendar(deps)) < 0
    ) {
      return 'access';
    }
  }
  if (
    request.feeWaiverDecision === 'denied' &&
    request.appealKind !== 'fee-waiver' &&
    canMove(RECORDS_REQUEST_MACHINE, request.status, 'appealed')
  ) {
    const events = await listStatusEvents(deps.db, RECORDS_REQUEST_MACHINE.subjectKind, request.id);
    const waiverDenied = events
      .filter(
        (event) => event.kind === 'fee-waiver' && event.reason?.startsWith('Fee waiver denied'),
      )
      .at(-1);
    if (waiverDenied && isWithinWindow(waiverDenied.at)) return 'fee-waiver';
  }
  return null;
}

export async function canAppeal(deps: RecordsDeps, request: RecordsRequestRow): Promise<boolean> {
  return (await findAppealKind(deps, request)) !== null;
}

/** The requester appeals from the status page; the appeal goes to the chief administrative officer. */
export const appealRecordsRequest = actByLink(async (deps, request, body) => {
  const parsed = AppealFormSchema.safeParse(body);
  if (!parsed.success) return fail('VALIDATION_FAILED', fieldsOf(parsed.error));
  const kind = await findAppealKind(deps, request);
  if (!kind) return fail('RECORDS_REQUEST_MOVE_NOT_ALLOWED');
  const now = deps.clock();
  // Decision 302: an expedited request gets an expedited appeal decision (63G-2-401(5)(a)(ii)).
  const appealDueDay = computeAppealDecisionDeadline(
    now,
    request.isExpedited === 1,
    await readBusinessCalendar(deps),
  );
  return moveWithMail(deps, request.id, 'appealed', {
    actor: 'requester',
    at: now.toISOString(),
    reason: `Appeal to ${deps.env.RECORDS_APPEALS_OFFICER_NAME} (${RECORDS_APPEAL_KINDS[kind].toLowerCase()}): ${parsed.data.appealReason} Decision due ${formatLongDay(appealDueDay)} (Utah Code 63G-2-401(5)).`,
    changes: { appealedAt: now.toISOString(), appealKind: kind, appealDueDay },
  });
});

export const RECORDS_WITHDRAWN_TEMPLATE = 'records-request-withdrawn';

/**
 * The requester withdraws the request from the status page, from any status the machine lets go
 * to withdrawn. The clock stops (withdrawn is not open) and the requester gets a confirmation.
 * A payment made on the fee link but not yet counted is refunded (decision 292); a fee that paid
 * for work already done is not: the records officer handles that by hand.
 */
export const withdrawRecordsRequest = actByLink<
  RecordsDeps & { feeRequests?: FeeRequests | undefined }
>(async (deps, request, body) => {
  if (!canMove(RECORDS_REQUEST_MACHINE, request.status, 'withdrawn')) {
    return fail('RECORDS_REQUEST_MOVE_NOT_ALLOWED');
  }
  const parsed = WithdrawFormSchema.safeParse(body);
  if (!parsed.success) return fail('VALIDATION_FAILED', fieldsOf(parsed.error));
  const withdrawn = await moveWithMail(
    deps,
    request.id,
    'withdrawn',
    { actor: 'requester', at: deps.clock().toISOString(), reason: 'Withdrawn by the requester' },
    { template: RECORDS_WITHDRAWN_TEMPLATE, payload: {} },
  );
  // An estimate not yet paid must stop taking money once nobody waits for the records.
  if (withdrawn.ok && request.feeId) {
    await endRecordsFee(deps, request.id, 'the request was withdrawn');
    return ok((await repo.findRecordsRequest(deps.db, { id: request.id }))!);
  }
  return withdrawn;
});

export function registerRecordsWithdrawnTemplate(deps: RecordsDeps): void {
  registerRequesterMail(
    deps,
    RECORDS_WITHDRAWN_TEMPLATE,
    RequestPayloadSchema,
    async (request, _payload, intl) => ({
      subjectEnd: intl.t('recordsRequest.mail.withdrawnSubject'),
      lines: [
        intl.t('recordsRequest.mail.withdrawn', { requestNumber: request.requestNumber }),
        intl.t('recordsRequest.mail.withdrawnFees', { email: await deps.officerEmail() }),
        '',
      ],
    }),
  );
}
