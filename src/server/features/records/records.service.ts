import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '#domain/clock.ts';
import { fail, ok, type Result } from '#domain/errors.ts';
import {
  DEFAULT_CLOSING_HOUR,
  EXPEDITED_RESPONSE_BUSINESS_DAYS,
  STANDARD_RESPONSE_BUSINESS_DAYS,
  computeResponseDeadline,
  countBusinessDaysLeft,
  receivedBusinessDay,
  toDistrictDay,
  type BusinessCalendar,
} from '#domain/records/grama-clock.ts';
import {
  RECORDS_FORMAT_LABELS,
  RecordsRequestFormSchema,
  checkRecordsRequestCrossFields,
} from '#domain/records/records-request.ts';
import type { MailMessage } from '#server/adapters/mailer.ts';
import type { Database } from '#server/db/database.ts';
import type { Env } from '#server/env.ts';
import type { Outbox } from '#server/outbox/outbox.ts';
import { recordTimelineEvent } from '#server/status/status-transition.ts';
import * as repo from './records.repo.ts';
import type { RecordsRequestRow } from './records.tables.ts';

export const RECORDS_PATHS = {
  form: '/public-records/request/online',
  status: '/public-records/request/status',
} as const;

export const RECORDS_TEMPLATES = {
  received: 'records-request-received',
} as const;

export interface RecordsDeps {
  db: Kysely<Database>;
  clock: Clock;
  env: Env;
  outbox: Outbox;
  districtName: () => Promise<string>;
}

const RequestPayloadSchema = z.object({ requestId: z.string() });

function baseUrl(deps: RecordsDeps): string {
  return deps.env.PUBLIC_URL ?? `http://localhost:${deps.env.PORT}`;
}

export function statusLinkOf(deps: RecordsDeps, accessToken: string): string {
  return new URL(`${RECORDS_PATHS.status}/${accessToken}`, baseUrl(deps)).toString();
}

/** The district's business-day calendar: state holidays come from the clock, closures from here. */
export async function readBusinessCalendar(
  deps: Pick<RecordsDeps, 'db'>,
): Promise<BusinessCalendar> {
  return { closures: await repo.listClosures(deps.db), closingHour: DEFAULT_CLOSING_HOUR };
}

function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** "Tuesday, December 8, 2026" for a YYYY-MM-DD day. */
export function formatLongDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
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

/** What the requester's page shows about the clock now. */
export async function readClockOf(
  deps: RecordsDeps,
  request: RecordsRequestRow,
): Promise<{ dueDay: string; businessDaysLeft: number }> {
  const calendar = await readBusinessCalendar(deps);
  const today = toDistrictDay(deps.clock()).day;
  return {
    dueDay: request.dueDay,
    businessDaysLeft: countBusinessDaysLeft(today, request.dueDay, calendar),
  };
}

/**
 * Files a request from the public form: validates it with the one schema, starts the clock and
 * queues the e-mail with the request number and private status link in the same transaction.
 */
export async function submitRecordsRequest(
  deps: RecordsDeps,
  body: unknown,
): Promise<Result<RecordsRequestRow>> {
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
    respondedAt: null,
    createdAt: at,
    updatedAt: at,
  };
  const dedupeKey = `records-received:${row.id}`;
  await deps.db.transaction().execute(async (trx) => {
    await repo.insertRecordsRequest(trx, row);
    await recordTimelineEvent(trx, repo.RECORDS_REQUEST_STORE, row.id, {
      at,
      actor: 'requester',
      kind: 'created',
      reason: `Received; counts from ${formatLongDay(row.receivedDay)}`,
    });
    await deps.outbox.enqueue(trx, {
      template: RECORDS_TEMPLATES.received,
      payload: { requestId: row.id },
      dedupeKey,
      reference: `records-request:${row.id}`,
    });
  });
  await deps.outbox.deliverNow(dedupeKey);
  return ok(row);
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
