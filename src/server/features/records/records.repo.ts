import { sql, type Kysely, type Transaction } from 'kysely';
import {
  RECORDS_REQUEST_MACHINE,
  type RecordsRequestStatus,
} from '#domain/records/records-request.ts';
import type { Database } from '#server/db/database.ts';
import { readPage } from '#server/db/read-page.ts';
import { defineStatusStore, moverFor } from '#server/status/status-transition.ts';
import type { RecordsRequestRow, RecordsRequestsTable } from './records.tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Records requests on the shared status machine; their timeline is the shared status_events. */
export const RECORDS_REQUEST_STORE = defineStatusStore<
  RecordsRequestStatus,
  Pick<
    RecordsRequestsTable,
    | 'dueDay'
    | 'respondedAt'
    | 'pausedBusinessDays'
    | 'isExpedited'
    | 'feeCents'
    | 'feeDescription'
    | 'feeId'
    | 'feePayUrl'
    | 'feeWaiverDecision'
    | 'withheld'
    | 'appealedAt'
    | 'appealKind'
    | 'appealDueDay'
  >
>({
  machine: RECORDS_REQUEST_MACHINE,
  table: 'recordsRequests',
  touchColumn: 'updatedAt',
  timeline: 'status-events',
});

export const moveRecordsRequest = moverFor(RECORDS_REQUEST_STORE);

export async function insertRecordsRequest(db: Db, row: RecordsRequestRow): Promise<void> {
  await db.insertInto('recordsRequests').values(row).execute();
}

export async function findRecordsRequest(
  db: Db,
  by: { id: string } | { accessToken: string },
): Promise<RecordsRequestRow | undefined> {
  const query = db.selectFrom('recordsRequests').selectAll();
  return 'id' in by
    ? query.where('id', '=', by.id).executeTakeFirst()
    : query.where('accessToken', '=', by.accessToken).executeTakeFirst();
}

/** Requests matching an optional status and a search in number, name, e-mail and description. */
function filterRecordsRequests(
  db: Db,
  filter: {
    status?: RecordsRequestStatus | undefined;
    q?: string | undefined;
    isAppealedOnly?: boolean | undefined;
  },
) {
  let query = db.selectFrom('recordsRequests');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.isAppealedOnly) query = query.where('appealedAt', 'is not', null);
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    const like = `%${q.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_')}%`;
    query = query.where((eb) =>
      eb.or(
        (['requestNumber', 'requesterName', 'email', 'description'] as const).map((column) =>
          eb(sql`lower(${sql.ref(column)})`, 'like', sql`${like} escape '\\'`),
        ),
      ),
    );
  }
  return query;
}

/**
 * One page of the officer's queue and the total matching: open requests first by the deadline in
 * force (the appeal decision's while appealed, decision 302; the overdue lead), ties by received
 * time; then answered ones, newest first. Ordered in SQL, so a flood of requests never hides one
 * filed after it (issue 25).
 */
export function searchRecordsRequests(
  db: Db,
  filter: {
    status?: RecordsRequestStatus | undefined;
    q?: string | undefined;
    isAppealedOnly?: boolean | undefined;
    page: number;
    openStatuses: readonly RecordsRequestStatus[];
  },
) {
  const open = sql`${sql.ref('status')} in (${sql.join([...filter.openStatuses])})`;
  // currentDeadlineOf in SQL: the appeal decision's due day while appealed, else the response's.
  const deadline = sql`case when ${sql.ref('status')} = 'appealed' and ${sql.ref('appealDueDay')} is not null then ${sql.ref('appealDueDay')} else ${sql.ref('dueDay')} end`;
  return readPage({
    page: filter.page,
    count: async () =>
      (
        await filterRecordsRequests(db, filter)
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow()
      ).total,
    rows: ({ limit, offset }) =>
      filterRecordsRequests(db, filter)
        .selectAll()
        .orderBy(sql`case when ${open} then 0 else 1 end`)
        .orderBy(sql`case when ${open} then ${deadline} end`)
        .orderBy(sql`case when ${open} then ${sql.ref('receivedAt')} end`)
        .orderBy('receivedAt', 'desc')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute(),
  });
}

/** Every request, for the report and the reminders: no page, no cut-off. */
export function listRecordsRequests(
  db: Db,
  filter: { statuses?: readonly RecordsRequestStatus[] } = {},
): Promise<RecordsRequestRow[]> {
  let query = db.selectFrom('recordsRequests').selectAll();
  if (filter.statuses) query = query.where('status', 'in', [...filter.statuses]);
  return query.orderBy('dueDay').orderBy('receivedAt').execute();
}

/** The e-mails queued for a subject, oldest first: what was sent, when, its subject and text. */
export async function listEmailsOf(db: Db, reference: string) {
  return db
    .selectFrom('outboxMessages')
    .select(['template', 'status', 'createdAt', 'sentAt', 'subject', 'bodyText'])
    .where('reference', '=', reference)
    .orderBy('createdAt')
    .execute();
}

/**
 * The public log: only what identifies no one (number, dates, staff's public subject, status),
 * opt-outs left out. Never the requester's description.
 */
export function listPublicLog(db: Db, page: number) {
  const listed = () => db.selectFrom('recordsRequests').where('isInPublicLog', '=', 1);
  return readPage({
    page,
    count: async () =>
      (
        await listed()
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow()
      ).total,
    rows: ({ limit, offset }) =>
      listed()
        .select(['requestNumber', 'receivedDay', 'dueDay', 'logSubject', 'status', 'respondedAt'])
        .orderBy('receivedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
  });
}

/**
 * Sets the request's public log entry; an empty subject is stored as none (null), an omitted one
 * stays. Answers the entry as stored, or null for an unknown request.
 */
export async function setPublicLogEntry(
  db: Db,
  id: string,
  entry: { isInPublicLog: boolean; logSubject?: string | undefined },
): Promise<{ isInPublicLog: boolean; logSubject: string | null } | null> {
  const result = await db
    .updateTable('recordsRequests')
    .set({
      isInPublicLog: entry.isInPublicLog ? 1 : 0,
      ...(entry.logSubject === undefined ? {} : { logSubject: entry.logSubject || null }),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  const row = await db
    .selectFrom('recordsRequests')
    .select(['isInPublicLog', 'logSubject'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { isInPublicLog: row.isInPublicLog === 1, logSubject: row.logSubject };
}
