/**
 * The records officer's side: the queue, one request for staff, acknowledging, extending,
 * denying, expediting, and the deadline reminders, with the e-mails they send.
 */
import { formatLongDayIn } from '#domain/calendar-date.ts';
import { translateEnglish } from '#domain/i18n/translate-english.ts';
import { z } from 'zod';
import { fail, ok, type Result } from '#domain/errors.ts';
import {
  APPEAL_WINDOW_CALENDAR_DAYS,
  reminderDay,
  computeResponseDeadline,
  countBusinessDaysLeft,
  toDistrictDay,
} from '#domain/records/grama-clock.ts';
import { addCalendarDays, isBusinessDay } from '#domain/calendar/working-calendar.ts';
import type { PageInfo } from '#domain/pagination.ts';
import {
  DENIAL_CLASSIFICATIONS,
  DenyRequestBodySchema,
  EXTENSION_REASONS,
  RECORDS_REQUEST_MACHINE,
  type DenyRequestBody,
  type ExtendRequestBody,
  type ExtensionReason,
  type RecordsRequestStatus,
} from '#domain/records/records-request.ts';
import { listStatusEvents } from '#server/status/status-transition.ts';
import * as repo from './records.repo.ts';
import type { RecordsQueueItem } from '#domain/records/records-api.ts';
import type { RecordsRequestRow } from './records.tables.ts';
import {
  OPEN_STATUSES,
  type RecordsDeps,
  RequestPayloadSchema,
  registerOfficerMail,
  writeChange,
  baseUrl,
  currentDeadlineOf,
  endRecordsFee,
  formatLongDay,
  moveWithMail,
  registerRequesterMail,
  readBusinessCalendar,
  actOnRequest,
} from './records-core.service.ts';

export const RECORDS_OFFICER_TEMPLATES = {
  extended: 'records-request-extended',
  denied: 'records-request-denied',
  reminder: 'records-request-reminder',
  appealReminder: 'records-request-appeal-reminder',
} as const;

/** Local hour (America/Denver) from which the day's deadline reminders go out. */
export const REMINDER_HOUR = 8;
/** One row of the queue: the API's contract (records-api.ts). */
export type QueueItem = RecordsQueueItem;

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

/** new → in progress. */
export function acknowledgeRecordsRequest(deps: RecordsDeps, id: string, actor: string) {
  return moveWithMail(deps, id, 'in_progress', {
    actor,
    at: deps.clock().toISOString(),
    reason: 'Acknowledged',
  });
}

/** Extends the deadline for one of the statute's reasons and e-mails the requester. */
export const extendRecordsRequest = actOnRequest<ExtendRequestBody>(
  async (deps, request, body, actor) => {
    const { id } = request;
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
  },
);

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
  registerRequesterMail(
    deps,
    RECORDS_OFFICER_TEMPLATES.extended,
    ExtendedPayloadSchema,
    (request, { reason }, intl) => ({
      subjectEnd: intl.t('recordsRequest.mail.extendedSubject'),
      lines: [
        intl.t('recordsRequest.mail.extended', { requestNumber: request.requestNumber }),
        intl.t('recordsRequest.mail.reason', {
          reason: translateEnglish(EXTENSION_REASONS[reason], intl),
        }),
        intl.t('recordsRequest.mail.newDueDay', {
          day: formatLongDayIn(intl.intl, request.dueDay),
        }),
        '',
      ],
    }),
  );
  const DeniedPayloadSchema = RequestPayloadSchema.extend(DenyRequestBodySchema.shape);
  registerRequesterMail(
    deps,
    RECORDS_OFFICER_TEMPLATES.denied,
    DeniedPayloadSchema,
    (request, body, intl) => {
      const sentDay = toDistrictDay(deps.clock()).day;
      const { t } = intl;
      const requestNumber = request.requestNumber;
      return {
        subjectEnd: t(
          body.isPartial
            ? 'recordsRequest.mail.partialDeniedSubject'
            : 'recordsRequest.mail.deniedSubject',
        ),
        lines: [
          t(body.isPartial ? 'recordsRequest.mail.partialDenied' : 'recordsRequest.mail.denied', {
            requestNumber,
          }),
          ...(body.isPartial && body.withheld
            ? [t('recordsRequest.mail.withheldLine', { withheld: body.withheld })]
            : []),
          t('recordsRequest.mail.classification', {
            classification: translateEnglish(DENIAL_CLASSIFICATIONS[body.classification], intl),
          }),
          t('recordsRequest.mail.grounds', { grounds: body.grounds }),
          '',
          t('recordsRequest.mail.rightToAppeal'),
          t('recordsRequest.mail.appealBy', {
            day: formatLongDayIn(intl.intl, addCalendarDays(sentDay, APPEAL_WINDOW_CALENDAR_DAYS)),
          }),
          deps.env.RECORDS_APPEALS_OFFICER_NAME,
          deps.env.RECORDS_APPEALS_OFFICER_ADDRESS,
          '',
        ],
      };
    },
  );
  registerOfficerMail(deps, RECORDS_OFFICER_TEMPLATES.reminder, (request) => ({
    subject: `Records request ${request.requestNumber} is due ${formatLongDay(request.dueDay)}`,
    text: [
      `Records request ${request.requestNumber} (${RECORDS_REQUEST_MACHINE.labels[request.status]}) is due in 2 business days, on ${formatLongDay(request.dueDay)}.`,
      'A request not answered by then counts as denied and may be appealed (Utah Code 63G-2-204).',
      new URL('/admin/records', baseUrl(deps)).toString(),
    ].join('\n'),
  }));
}

/**
 * Grants or refuses the expedited response the requester asked for (Utah Code 63G-2-204): a grant
 * moves the deadline to 5 business days after the received day. Written on the timeline.
 */
export const decideExpedite = actOnRequest<{ isGranted: boolean; reason: string }>(
  async (deps, request, body, actor) => {
    const { id } = request;
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
    await deps.db.transaction().execute((trx) =>
      writeChange(trx, id, {
        at,
        actor,
        kind: 'expedite',
        reason: `${body.isGranted ? 'Expedited response granted' : 'Expedited response refused'}: ${body.reason} Due ${formatLongDay(dueDay)}.`,
        changes: { isExpedited: body.isGranted ? 1 : 0, dueDay },
      }),
    );
    return ok((await repo.findRecordsRequest(deps.db, { id }))!);
  },
);
