import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '#domain/clock.ts';
import { fail, ok, type Result } from '#domain/errors.ts';
import {
  APPEAL_WINDOW_CALENDAR_DAYS,
  NEXT_APPEAL_WINDOW_CALENDAR_DAYS,
  JUDICIAL_REVIEW_SOURCE,
  NEXT_APPEAL_BODY,
  computeAppealDecisionDeadline,
  DEFAULT_CLOSING_HOUR,
  REMINDER_BUSINESS_DAYS_BEFORE,
  reminderDay,
  EXPEDITED_RESPONSE_BUSINESS_DAYS,
  STANDARD_RESPONSE_BUSINESS_DAYS,
  computeResponseDeadline,
  countBusinessDaysLeft,
  receivedBusinessDay,
  toDistrictDay,
  type BusinessCalendar,
} from '#domain/records/grama-clock.ts';
import { addCalendarDays, isBusinessDay } from '#domain/calendar/working-calendar.ts';
import type { PageInfo } from '#domain/pagination.ts';
import { canMove } from '#domain/status-machine.ts';
import {
  APPEAL_OUTCOMES,
  AppealDecisionBodySchema,
  AppealFormSchema,
  WithdrawFormSchema,
  type AppealDecisionBody,
  type AppealOutcome,
  DENIAL_CLASSIFICATIONS,
  DenyRequestBodySchema,
  EXTENSION_REASONS,
  RECORDS_REQUEST_MACHINE,
  RECORDS_APPEAL_KINDS,
  type RecordsAppealKind,
  type DenyRequestBody,
  type ExtendRequestBody,
  type ExtensionReason,
  type RecordsRequestStatus,
  RECORDS_FORMAT_LABELS,
  RecordsRequestFormSchema,
  checkRecordsRequestCrossFields,
  formatCents,
} from '#domain/records/records-request.ts';
import type { MailMessage } from '#server/adapters/mailer.ts';
import type { Database } from '#server/db/database.ts';
import type { Env } from '#server/env.ts';
import { takeFormMailAllowance } from '#server/outbox/mail-caps.ts';
import type { Outbox } from '#server/outbox/outbox.ts';
import type { FeeRequests } from '#server/features/fees/fees.service.ts';
import { listStatusEvents, recordTimelineEvent } from '#server/status/status-transition.ts';
import { readWorkingCalendar } from '#server/working-calendar/working-calendar.repo.ts';
import * as repo from './records.repo.ts';
import type { RecordsRequestRow } from './records.tables.ts';

// The paths live with the pages' data (src/web draws the pages); the service keeps its name.
import { RECORDS_PATHS, formatLongDay } from '#domain/records/records-pages.ts';
export { RECORDS_PATHS, formatLongDay };

/** The records form's name in the daily mail allowance per address (decision 290). */
export const RECORDS_MAIL_FORM = 'records-request';

export const RECORDS_TEMPLATES = {
  received: 'records-request-received',
} as const;

export interface RecordsDeps {
  db: Kysely<Database>;
  clock: Clock;
  env: Env;
  outbox: Outbox;
  districtName: () => Promise<string>;
  /** Where deadline reminders go: the records officer's address from the district details. */
  officerEmail: () => Promise<string>;
  /** The shared fees' port (decision 270), given at start-up; records never build it. */
  feeRequests?: FeeRequests | undefined;
}

/**
 * Ends the request's due fee once nobody waits for payment (withdrawn, denied, waived), and
 * writes on its timeline what became of a payment made on the link meanwhile (decision 292).
 */
export async function endRecordsFee(
  deps: RecordsDeps,
  requestId: string,
  reason: string,
): Promise<void> {
  if (!deps.feeRequests?.cancelDue) return;
  const ended = await deps.feeRequests.cancelDue({ kind: 'records', subjectId: requestId, reason });
  if (ended.outcome !== 'refunded' && ended.outcome !== 'unconfirmed') return;
  await recordTimelineEvent(deps.db, repo.RECORDS_REQUEST_STORE, requestId, {
    at: deps.clock().toISOString(),
    actor: 'system',
    kind: 'fee-refund',
    reason:
      ended.outcome === 'refunded'
        ? `The fee of ${formatCents(ended.amountCents)} was paid before this: ${ended.refundPending ? 'a full refund is on its way' : 'refunded in full'} to the card (${reason}).`
        : `The payment processor did not answer; a payment still made on the fee link is refunded in full (${reason}).`,
  });
}

const RequestPayloadSchema = z.object({ requestId: z.string() });

function baseUrl(deps: RecordsDeps): string {
  return deps.env.PUBLIC_URL ?? `http://localhost:${deps.env.PORT}`;
}

export function statusLinkOf(deps: RecordsDeps, accessToken: string): string {
  return new URL(`${RECORDS_PATHS.status}/${accessToken}`, baseUrl(deps)).toString();
}

/** The district's working calendar (decision 299) with the office's closing hour. */
export async function readBusinessCalendar(
  deps: Pick<RecordsDeps, 'db'>,
): Promise<BusinessCalendar> {
  return { ...(await readWorkingCalendar(deps.db)), closingHour: DEFAULT_CLOSING_HOUR };
}

function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The sentence the confirmation page and e-mail both use. */
export function describeDeadline(
  request: Pick<RecordsRequestRow, 'isExpedited' | 'dueDay'>,
): string {
  const days = request.isExpedited
    ? EXPEDITED_RESPONSE_BUSINESS_DAYS
    : STANDARD_RESPONSE_BUSINESS_DAYS;
  return `The response is due in ${days} business days, by ${formatLongDay(request.dueDay)}.`;
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
  deps.outbox.registerTemplate(RECORDS_TEMPLATES.received, {
    async render(payload): Promise<MailMessage | null> {
      const { requestId } = RequestPayloadSchema.parse(payload);
      const request = await repo.findRecordsRequest(deps.db, { id: requestId });
      if (!request) return null;
      return {
        from: deps.env.MAIL_FROM,
        to: request.email,
        subject: `Records request ${request.requestNumber} received`,
        text: [
          `Hello ${request.requesterName},`,
          '',
          `We received your public records request ${request.requestNumber} under Utah's Government Records Access and Management Act (GRAMA).`,
          describeDeadline(request),
          `Preferred format: ${RECORDS_FORMAT_LABELS[request.format]}.`,
          '',
          'Follow your request, download records and appeal with your private link (keep it to yourself):',
          statusLinkOf(deps, request.accessToken),
          '',
          await deps.districtName(),
        ].join('\n'),
      };
    },
  });
}

export const RECORDS_OFFICER_TEMPLATES = {
  extended: 'records-request-extended',
  denied: 'records-request-denied',
  reminder: 'records-request-reminder',
  appealReminder: 'records-request-appeal-reminder',
} as const;

/** Local hour (America/Denver) from which the day's deadline reminders go out. */
export const REMINDER_HOUR = 8;

export const OPEN_STATUSES: readonly RecordsRequestStatus[] = [
  'new',
  'in_progress',
  'awaiting_payment',
  'awaiting_clarification',
  'extended',
  'appealed',
];

export interface QueueItem {
  id: string;
  requestNumber: string;
  status: RecordsRequestStatus;
  statusLabel: string;
  requesterName: string;
  description: string;
  receivedAt: string;
  dueDay: string;
  /** While appealed: the day the chief administrative officer's decision is due. */
  appealDueDay: string | null;
  /** True once the requester has appealed (the appeals officer's part of the queue). */
  hasAppeal: boolean;
  /** Business days to the deadline that counts now: the appeal decision's while appealed. */
  businessDaysLeft: number | null;
  isOverdue: boolean;
}

/**
 * The deadline that counts for an open request: the appeal decision's while appealed (decision
 * 302: the first response deadline is behind it), the response deadline otherwise.
 */
export function currentDeadlineOf(
  row: Pick<RecordsRequestRow, 'status' | 'dueDay' | 'appealDueDay'>,
): string {
  return row.status === 'appealed' && row.appealDueDay ? row.appealDueDay : row.dueDay;
}

/**
 * The officer's queue: open requests first, by due day (so the overdue ones lead), then answered
 * ones, newest first. Optional status filter and search in number, name, e-mail and description.
 */
export async function listRecordsQueue(
  deps: RecordsDeps,
  filter: {
    status?: RecordsRequestStatus | undefined;
    q?: string | undefined;
    page?: number;
    /** An appeals-only account sees the requests that were appealed (decision 302). */
    isAppealedOnly?: boolean;
  },
): Promise<PageInfo & { items: QueueItem[] }> {
  const calendar = await readBusinessCalendar(deps);
  const today = toDistrictDay(deps.clock()).day;
  const { rows, ...page } = await repo.searchRecordsRequests(deps.db, {
    ...filter,
    page: filter.page ?? 1,
    openStatuses: OPEN_STATUSES,
  });
  const items = rows.map((row) => {
    const isOpen = OPEN_STATUSES.includes(row.status);
    const deadline = currentDeadlineOf(row);
    const businessDaysLeft = isOpen ? countBusinessDaysLeft(today, deadline, calendar) : null;
    return {
      id: row.id,
      requestNumber: row.requestNumber,
      status: row.status,
      statusLabel: RECORDS_REQUEST_MACHINE.labels[row.status],
      requesterName: row.requesterName,
      description: row.description,
      receivedAt: row.receivedAt,
      dueDay: row.dueDay,
      appealDueDay: row.status === 'appealed' ? row.appealDueDay : null,
      hasAppeal: row.appealedAt !== null,
      businessDaysLeft,
      isOverdue: businessDaysLeft !== null && businessDaysLeft < 0,
      deadline,
    };
  });
  return { ...page, items: items.map(({ deadline: _deadline, ...item }) => item) };
}

/** What the staff's e-mail log shows in place of the requester's private link token. */
export const PRIVATE_LINK_PLACEHOLDER = '(private link)';

/** One request for staff: details, timeline and every e-mail queued for it. */
export async function readRecordsRequestForStaff(deps: RecordsDeps, id: string) {
  const request = await repo.findRecordsRequest(deps.db, { id });
  if (!request) return null;
  const { accessToken: secret, ...details } = request;
  const emails = await repo.listEmailsOf(deps.db, `records-request:${id}`);
  return {
    request: details,
    timeline: await listStatusEvents(deps.db, RECORDS_REQUEST_MACHINE.subjectKind, id),
    // The text as sent, but never the requester's private link: staff do not hold it.
    emails: emails.map((email) => ({
      ...email,
      bodyText: email.bodyText?.replaceAll(secret, PRIVATE_LINK_PLACEHOLDER) ?? null,
    })),
  };
}

export async function moveWithMail(
  deps: RecordsDeps,
  id: string,
  to: RecordsRequestStatus,
  event: Parameters<typeof repo.moveRecordsRequest>[3],
  mail?: { template: string; payload: object },
): Promise<Result<RecordsRequestRow>> {
  const dedupeKey = mail ? `${mail.template}:${id}:${event.at}` : null;
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const moved = await repo.moveRecordsRequest(trx, id, to, event);
    if (!moved.moved) return moved;
    if (mail && dedupeKey) {
      await deps.outbox.enqueue(trx, {
        template: mail.template,
        payload: { requestId: id, ...mail.payload },
        dedupeKey,
        reference: `records-request:${id}`,
      });
    }
    return moved;
  });
  if (!outcome.moved) {
    return fail(
      outcome.reason === 'not-found'
        ? 'RECORDS_REQUEST_NOT_FOUND'
        : 'RECORDS_REQUEST_MOVE_NOT_ALLOWED',
    );
  }
  if (dedupeKey) await deps.outbox.deliverNow(dedupeKey);
  return ok((await repo.findRecordsRequest(deps.db, { id }))!);
}

/** new → in progress. */
export function acknowledgeRecordsRequest(deps: RecordsDeps, id: string, actor: string) {
  return moveWithMail(deps, id, 'in_progress', {
    actor,
    at: deps.clock().toISOString(),
    reason: 'Acknowledged',
  });
}

/** Extends the deadline for one of the statute's reasons and e-mails the requester. */
export async function extendRecordsRequest(
  deps: RecordsDeps,
  id: string,
  body: ExtendRequestBody,
  actor: string,
): Promise<Result<RecordsRequestRow>> {
  const request = await repo.findRecordsRequest(deps.db, { id });
  if (!request) return fail('RECORDS_REQUEST_NOT_FOUND');
  const calendar = await readBusinessCalendar(deps);
  if (body.newDueDay <= request.dueDay || !isBusinessDay(body.newDueDay, calendar)) {
    return fail('VALIDATION_FAILED', {
      newDueDay: `Choose a business day after the current deadline, ${formatLongDay(request.dueDay)}.`,
    });
  }
  return moveWithMail(
    deps,
    id,
    'extended',
    {
      actor,
      at: deps.clock().toISOString(),
      reason: `${EXTENSION_REASONS[body.reason]} New date: ${formatLongDay(body.newDueDay)}.`,
      changes: { dueDay: body.newDueDay },
    },
    { template: RECORDS_OFFICER_TEMPLATES.extended, payload: { reason: body.reason } },
  );
}

/** Denies in part or in whole and e-mails the denial notice with the appeal rights. */
export async function denyRecordsRequest(
  deps: RecordsDeps,
  id: string,
  body: DenyRequestBody,
  actor: string,
): Promise<Result<RecordsRequestRow>> {
  const at = deps.clock().toISOString();
  const denied = await moveWithMail(
    deps,
    id,
    body.isPartial ? 'partially_fulfilled' : 'denied',
    {
      actor,
      at,
      reason: `${DENIAL_CLASSIFICATIONS[body.classification]}: ${body.grounds}`,
      changes: { respondedAt: at },
    },
    { template: RECORDS_OFFICER_TEMPLATES.denied, payload: body },
  );
  // A fee link must not take money for records the district will not release.
  if (denied.ok && denied.value.feeId) await endRecordsFee(deps, id, 'the request was denied');
  return denied;
}

/**
 * Queues the officer's reminder for every open request whose deadline is 2 business days away,
 * once the day's reminder hour has come; one reminder per request and deadline.
 */
export async function sendDueReminders(deps: RecordsDeps): Promise<number> {
  const now = deps.clock();
  const { day: today, hour } = toDistrictDay(now);
  if (hour < REMINDER_HOUR) return 0;
  const calendar = await readBusinessCalendar(deps);
  if (!isBusinessDay(today, calendar)) return 0;
  const open = await repo.listRecordsRequests(deps.db, { statuses: OPEN_STATUSES });
  const due = open.filter((row) => reminderDay(currentDeadlineOf(row), calendar) === today);
  const keys: string[] = [];
  await deps.db.transaction().execute(async (trx) => {
    for (const row of due) {
      // An appeal gets its own reminder: the chief administrative officer's decision is due.
      const template =
        row.status === 'appealed' && row.appealDueDay
          ? RECORDS_OFFICER_TEMPLATES.appealReminder
          : RECORDS_OFFICER_TEMPLATES.reminder;
      const dedupeKey = `${template}:${row.id}:${currentDeadlineOf(row)}`;
      await deps.outbox.enqueue(trx, {
        template,
        payload: { requestId: row.id },
        dedupeKey,
        reference: `records-request:${row.id}`,
      });
      keys.push(dedupeKey);
    }
  });
  await Promise.all(keys.map((key) => deps.outbox.deliverNow(key)));
  return keys.length;
}

export function registerRecordsOfficerTemplates(deps: RecordsDeps): void {
  const ExtendedPayloadSchema = RequestPayloadSchema.extend({
    reason: z.enum(Object.keys(EXTENSION_REASONS) as [ExtensionReason, ...ExtensionReason[]]),
  });
  deps.outbox.registerTemplate(RECORDS_OFFICER_TEMPLATES.extended, {
    async render(payload) {
      const { requestId, reason } = ExtendedPayloadSchema.parse(payload);
      const request = await repo.findRecordsRequest(deps.db, { id: requestId });
      if (!request) return null;
      return {
        from: deps.env.MAIL_FROM,
        to: request.email,
        subject: `Records request ${request.requestNumber}: new response date`,
        text: [
          `Hello ${request.requesterName},`,
          '',
          `The district needs more time to answer your records request ${request.requestNumber}, as Utah Code 63G-2-204 allows in extraordinary circumstances.`,
          `Reason: ${EXTENSION_REASONS[reason]}`,
          `New response date: ${formatLongDay(request.dueDay)}.`,
          '',
          statusLinkOf(deps, request.accessToken),
          '',
          await deps.districtName(),
        ].join('\n'),
      };
    },
  });
  const DeniedPayloadSchema = RequestPayloadSchema.extend(DenyRequestBodySchema.shape);
  deps.outbox.registerTemplate(RECORDS_OFFICER_TEMPLATES.denied, {
    async render(payload) {
      const body = DeniedPayloadSchema.parse(payload);
      const request = await repo.findRecordsRequest(deps.db, { id: body.requestId });
      if (!request) return null;
      const sentDay = toDistrictDay(deps.clock()).day;
      return {
        from: deps.env.MAIL_FROM,
        to: request.email,
        subject: `Records request ${request.requestNumber}: notice of ${body.isPartial ? 'partial ' : ''}denial`,
        text: [
          `Hello ${request.requesterName},`,
          '',
          body.isPartial
            ? `The district grants your records request ${request.requestNumber} in part and denies the rest.`
            : `The district denies your records request ${request.requestNumber}.`,
          ...(body.isPartial && body.withheld ? [`Withheld: ${body.withheld}`] : []),
          `Classification: ${DENIAL_CLASSIFICATIONS[body.classification]}.`,
          `Grounds: ${body.grounds}`,
          '',
          'Your right to appeal (Utah Code 63G-2-401): you may appeal this decision to the chief administrative officer within 30 days of this notice,',
          `that is by ${formatLongDay(addCalendarDays(sentDay, APPEAL_WINDOW_CALENDAR_DAYS))}, from your request's page or in writing to:`,
          deps.env.RECORDS_APPEALS_OFFICER_NAME,
          deps.env.RECORDS_APPEALS_OFFICER_ADDRESS,
          '',
          statusLinkOf(deps, request.accessToken),
          '',
          await deps.districtName(),
        ].join('\n'),
      };
    },
  });
  deps.outbox.registerTemplate(RECORDS_OFFICER_TEMPLATES.reminder, {
    async render(payload) {
      const { requestId } = RequestPayloadSchema.parse(payload);
      const request = await repo.findRecordsRequest(deps.db, { id: requestId });
      if (!request) return null;
      return {
        from: deps.env.MAIL_FROM,
        to: await deps.officerEmail(),
        subject: `Records request ${request.requestNumber} is due ${formatLongDay(request.dueDay)}`,
        text: [
          `Records request ${request.requestNumber} (${RECORDS_REQUEST_MACHINE.labels[request.status]}) is due in 2 business days, on ${formatLongDay(request.dueDay)}.`,
          'A request not answered by then counts as denied and may be appealed (Utah Code 63G-2-204).',
          new URL('/admin/records', baseUrl(deps)).toString(),
        ].join('\n'),
      };
    },
  });
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
export async function appealRecordsRequest(
  deps: RecordsDeps,
  accessToken: string,
  body: unknown,
): Promise<Result<RecordsRequestRow>> {
  const request = await repo.findRecordsRequest(deps.db, { accessToken });
  if (!request) return fail('RECORDS_REQUEST_NOT_FOUND');
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
}

export const RECORDS_WITHDRAWN_TEMPLATE = 'records-request-withdrawn';

/**
 * The requester withdraws the request from the status page, from any status the machine lets go
 * to withdrawn. The clock stops (withdrawn is not open) and the requester gets a confirmation.
 * A payment made on the fee link but not yet counted is refunded (decision 292); a fee that paid
 * for work already done is not: the records officer handles that by hand.
 */
export async function withdrawRecordsRequest(
  deps: RecordsDeps & { feeRequests?: FeeRequests | undefined },
  accessToken: string,
  body: unknown,
): Promise<Result<RecordsRequestRow>> {
  const request = await repo.findRecordsRequest(deps.db, { accessToken });
  if (!request) return fail('RECORDS_REQUEST_NOT_FOUND');
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
}

export function registerRecordsWithdrawnTemplate(deps: RecordsDeps): void {
  deps.outbox.registerTemplate(RECORDS_WITHDRAWN_TEMPLATE, {
    async render(payload) {
      const { requestId } = RequestPayloadSchema.parse(payload);
      const request = await repo.findRecordsRequest(deps.db, { id: requestId });
      if (!request) return null;
      return {
        from: deps.env.MAIL_FROM,
        to: request.email,
        subject: `Records request ${request.requestNumber} withdrawn`,
        text: [
          `Hello ${request.requesterName},`,
          '',
          `You withdrew your records request ${request.requestNumber}. The district stops work on it.`,
          `A payment on the fee link that the work had not yet started on is refunded in full, with its own e-mail. Fees for work already done are not refunded automatically: write to the records officer at ${await deps.officerEmail()} about them.`,
          '',
          statusLinkOf(deps, request.accessToken),
          '',
          await deps.districtName(),
        ].join('\n'),
      };
    },
  });
}

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
  deps.outbox.registerTemplate(RECORDS_APPEAL_DEEMED_TEMPLATE, {
    async render(payload) {
      const { requestId, appealDueDay } = DeemedPayloadSchema.parse(payload);
      const request = await repo.findRecordsRequest(deps.db, { id: requestId });
      if (!request) return null;
      const sentDay = toDistrictDay(deps.clock()).day;
      const what =
        request.appealKind === 'fee-waiver' ? 'the denial of your fee waiver' : 'the denial';
      return {
        from: deps.env.MAIL_FROM,
        to: request.email,
        subject: `Records request ${request.requestNumber}: your appeal counts as denied`,
        text: [
          `Hello ${request.requesterName},`,
          '',
          `${deps.env.RECORDS_APPEALS_OFFICER_NAME} did not decide your appeal of records request ${request.requestNumber} by ${formatLongDay(appealDueDay)}.`,
          `Under Utah Code 63G-2-401(5)(b) the appeal now counts as denied, and ${what} stands.`,
          '',
          describeNextAppealSteps(sentDay),
          '',
          statusLinkOf(deps, request.accessToken),
          '',
          await deps.districtName(),
        ].join('\n'),
      };
    },
  });
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
  deps.outbox.registerTemplate(RECORDS_APPEAL_TEMPLATE, {
    async render(payload) {
      const body = DecidedPayloadSchema.parse(payload);
      const request = await repo.findRecordsRequest(deps.db, { id: body.requestId });
      if (!request) return null;
      const sentDay = toDistrictDay(deps.clock()).day;
      return {
        from: deps.env.MAIL_FROM,
        to: request.email,
        subject: `Records request ${request.requestNumber}: decision on your appeal`,
        text: [
          `Hello ${request.requesterName},`,
          '',
          `${deps.env.RECORDS_APPEALS_OFFICER_NAME} has decided your appeal of records request ${request.requestNumber}.`,
          APPEAL_OUTCOMES[body.outcome],
          `Reasons: ${body.reasons}`,
          '',
          ...(body.outcome === 'granted' ? [] : [describeNextAppealSteps(sentDay), '']),
          statusLinkOf(deps, request.accessToken),
          '',
          await deps.districtName(),
        ].join('\n'),
      };
    },
  });
}

/**
 * Grants or refuses the expedited response the requester asked for (Utah Code 63G-2-204): a grant
 * moves the deadline to 5 business days after the received day. Written on the timeline.
 */
export async function decideExpedite(
  deps: RecordsDeps,
  id: string,
  body: { isGranted: boolean; reason: string },
  actor: string,
): Promise<Result<RecordsRequestRow>> {
  const request = await repo.findRecordsRequest(deps.db, { id });
  if (!request) return fail('RECORDS_REQUEST_NOT_FOUND');
  if (!request.expediteRequested || !['new', 'in_progress'].includes(request.status)) {
    return fail('RECORDS_REQUEST_MOVE_NOT_ALLOWED');
  }
  const calendar = await readBusinessCalendar(deps);
  const dueDay = computeResponseDeadline(
    {
      receivedAt: new Date(request.receivedAt),
      isExpedited: body.isGranted,
      pausedBusinessDays: request.pausedBusinessDays,
    },
    calendar,
  );
  const at = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('recordsRequests')
      .set({ isExpedited: body.isGranted ? 1 : 0, dueDay, updatedAt: at })
      .where('id', '=', id)
      .execute();
    await recordTimelineEvent(trx, repo.RECORDS_REQUEST_STORE, id, {
      at,
      actor,
      kind: 'expedite',
      reason: `${body.isGranted ? 'Expedited response granted' : 'Expedited response refused'}: ${body.reason} Due ${formatLongDay(dueDay)}.`,
    });
  });
  return ok((await repo.findRecordsRequest(deps.db, { id }))!);
}
