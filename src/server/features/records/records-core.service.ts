/**
 * What both sides of a records request share (issue 20): the feature's dependencies, the GRAMA
 * clock's calendar, the requester's private link, and the status move that queues its e-mail.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '#domain/clock.ts';
import { fail, ok, type Result } from '#domain/errors.ts';
import { DEFAULT_CLOSING_HOUR, type BusinessCalendar } from '#domain/records/grama-clock.ts';
import { type RecordsRequestStatus, formatCents } from '#domain/records/records-request.ts';
import type { Locale } from '#domain/i18n/locale.ts';
import { createSiteIntl, type SiteIntl } from '#domain/i18n/site-intl.ts';
import type { Database } from '#server/db/database.ts';
import { pathForLocale } from '#server/i18n/request-locale.ts';
import type { Env } from '#server/env.ts';
import type { Outbox } from '#server/outbox/outbox.ts';
import type { FeeRequests } from '#server/ports/fees.port.ts';
import { recordTimelineEvent } from '#server/status/status-transition.ts';
import { readWorkingCalendar } from '#server/working-calendar/working-calendar.repo.ts';
import * as repo from './records.repo.ts';
import type { RecordsRequestRow, RecordsRequestsTable } from './records.tables.ts';

// The paths live with the pages' data (src/web draws the pages); the service keeps its name.
import { RECORDS_PATHS, formatLongDay } from '#domain/records/records-pages.ts';
export { RECORDS_PATHS, formatLongDay };
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

export const RequestPayloadSchema = z.object({ requestId: z.string() });

export function baseUrl(deps: RecordsDeps): string {
  return deps.env.PUBLIC_URL ?? `http://localhost:${deps.env.PORT}`;
}

/** The requester's private page, in their language when it has a Spanish page (decision 326). */
export function statusLinkOf(
  deps: RecordsDeps,
  accessToken: string,
  language: Locale = 'en',
): string {
  return new URL(
    pathForLocale(`${RECORDS_PATHS.status}/${accessToken}`, language),
    baseUrl(deps),
  ).toString();
}

/** The district's working calendar (decision 299) with the office's closing hour. */
export async function readBusinessCalendar(
  deps: Pick<RecordsDeps, 'db'>,
): Promise<BusinessCalendar> {
  return { ...(await readWorkingCalendar(deps.db)), closingHour: DEFAULT_CLOSING_HOUR };
}

export const OPEN_STATUSES: readonly RecordsRequestStatus[] = [
  'new',
  'in_progress',
  'awaiting_payment',
  'awaiting_clarification',
  'extended',
  'appealed',
];

/**
 * The deadline that counts for an open request: the appeal decision's while appealed (decision
 * 302: the first response deadline is behind it), the response deadline otherwise.
 */
export function currentDeadlineOf(
  row: Pick<RecordsRequestRow, 'status' | 'dueDay' | 'appealDueDay'>,
): string {
  return row.status === 'appealed' && row.appealDueDay ? row.appealDueDay : row.dueDay;
}

type OutboxTransaction = Parameters<Outbox['enqueue']>[0];

/** Queues one e-mail about the request in the caller's transaction; the key sends it once. */
export function enqueueRequestMail(
  deps: Pick<RecordsDeps, 'outbox'>,
  trx: OutboxTransaction,
  id: string,
  mail: { template: string; payload: object },
  dedupeKey: string,
): Promise<unknown> {
  return deps.outbox.enqueue(trx, {
    template: mail.template,
    payload: { requestId: id, ...mail.payload },
    dedupeKey,
    reference: `records-request:${id}`,
  });
}

/** Moves the request through the status machine and queues its e-mail in the same transaction. */
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
    if (mail && dedupeKey) await enqueueRequestMail(deps, trx, id, mail, dedupeKey);
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

/** Writes changes, a timeline entry and an e-mail for a step that does not change the status. */
export async function recordWithMail(
  deps: RecordsDeps,
  id: string,
  input: {
    actor: string;
    kind: string;
    reason: string;
    changes: Partial<RecordsRequestsTable>;
    mail: { template: string; payload: object };
  },
): Promise<RecordsRequestRow> {
  const at = deps.clock().toISOString();
  const dedupeKey = `${input.mail.template}:${id}:${at}`;
  await deps.db.transaction().execute(async (trx) => {
    await writeChange(trx, id, { ...input, at });
    await enqueueRequestMail(deps, trx, id, input.mail, dedupeKey);
  });
  await deps.outbox.deliverNow(dedupeKey);
  return (await repo.findRecordsRequest(deps.db, { id }))!;
}

/** Writes changes and their timeline entry in the caller's transaction: a step with no move. */
export async function writeChange(
  trx: OutboxTransaction,
  id: string,
  input: {
    at: string;
    actor: string;
    kind: string;
    reason: string;
    changes: Partial<RecordsRequestsTable>;
  },
): Promise<void> {
  await trx
    .updateTable('recordsRequests')
    .set({ ...input.changes, updatedAt: input.at })
    .where('id', '=', id)
    .execute();
  await recordTimelineEvent(trx, repo.RECORDS_REQUEST_STORE, id, {
    at: input.at,
    actor: input.actor,
    kind: input.kind,
    reason: input.reason,
  });
}

/**
 * A staff action on one request found by its id first: an unknown id is
 * RECORDS_REQUEST_NOT_FOUND before `act` runs.
 */
export function actOnRequest<Body, Deps extends RecordsDeps = RecordsDeps>(
  act: (
    deps: Deps,
    request: RecordsRequestRow,
    body: Body,
    actor: string,
  ) => Promise<Result<RecordsRequestRow>>,
): (deps: Deps, id: string, body: Body, actor: string) => Promise<Result<RecordsRequestRow>> {
  return async (deps, id, body, actor) => {
    const request = await repo.findRecordsRequest(deps.db, { id });
    if (!request) return fail('RECORDS_REQUEST_NOT_FOUND');
    return act(deps, request, body, actor);
  };
}

/**
 * A requester's step from the private status page, on the request its link names: an unknown
 * link is RECORDS_REQUEST_NOT_FOUND before `act` runs.
 */
export function actByLink<Deps extends RecordsDeps = RecordsDeps>(
  act: (
    deps: Deps,
    request: RecordsRequestRow,
    body: unknown,
  ) => Promise<Result<RecordsRequestRow>>,
): (deps: Deps, accessToken: string, body: unknown) => Promise<Result<RecordsRequestRow>> {
  return async (deps, accessToken, body) => {
    const request = await repo.findRecordsRequest(deps.db, { accessToken });
    if (!request) return fail('RECORDS_REQUEST_NOT_FOUND');
    return act(deps, request, body);
  };
}

/** Registers an e-mail to the records officer about one request; null from `compose` sends none. */
export function registerOfficerMail(
  deps: RecordsDeps,
  template: string,
  compose: (request: RecordsRequestRow) => { subject: string; text: string } | null,
): void {
  deps.outbox.registerTemplate(template, {
    audience: 'staff',
    async render(payload) {
      const { requestId } = RequestPayloadSchema.parse(payload);
      const request = await repo.findRecordsRequest(deps.db, { id: requestId });
      const mail = request ? compose(request) : null;
      if (!mail) return null;
      return { from: deps.env.MAIL_FROM, to: await deps.officerEmail(), ...mail };
    },
  });
}

/** What one e-mail to the requester says between the greeting and the private link. */
export interface RequesterMail {
  /** Follows "Records request GR-…" in the subject. */
  subjectEnd: string;
  /** The lines after "Hello <name>," and a blank line; the private link follows the last. */
  lines: string[];
}

/**
 * Registers an e-mail to the requester: "Hello <name>,", the lines `compose` writes, the private
 * status link and the district's name. `compose` answers null when there is nothing to send.
 */
export function registerRequesterMail<Payload extends { requestId: string }>(
  deps: RecordsDeps,
  template: string,
  payloadSchema: z.ZodType<Payload>,
  compose: (
    request: RecordsRequestRow,
    payload: Payload,
    /** The requester's language (decision 326): the words and dates of the mail. */
    intl: SiteIntl,
  ) => RequesterMail | null | Promise<RequesterMail | null>,
): void {
  deps.outbox.registerTemplate(template, {
    async render(payload) {
      const parsed = payloadSchema.parse(payload);
      const request = await repo.findRecordsRequest(deps.db, { id: parsed.requestId });
      if (!request) return null;
      const intl = createSiteIntl(request.language);
      const mail = await compose(request, parsed, intl);
      if (!mail) return null;
      return {
        from: deps.env.MAIL_FROM,
        to: request.email,
        subject: intl.t('recordsRequest.mail.subject', {
          requestNumber: request.requestNumber,
          subjectEnd: mail.subjectEnd,
        }),
        text: [
          intl.t('recordsRequest.mail.hello', { name: request.requesterName }),
          '',
          ...mail.lines,
          statusLinkOf(deps, request.accessToken, request.language),
          '',
          await deps.districtName(),
        ].join('\n'),
      };
    },
  });
}
