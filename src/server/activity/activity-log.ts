import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import type { Kysely, Transaction } from 'kysely';
import {
  ACTIVITY_PAGE_SIZE,
  type ActivityEntry,
  type ActivityPage,
} from '#domain/staff/activity.schema.ts';
import { DISTRICT_TIME_ZONE } from '#domain/clock.ts';
import type { Database } from '#server/db/database.ts';

/**
 * The activity log (issue 9, item 4): who changed what, when, with the values before and after.
 * The application only ever inserts; there is no update or delete path here, and a trigger makes
 * the database refuse them (migration 040).
 */
export interface ActivityLogTable {
  id: string;
  occurredAt: string;
  /** Null for the command line and start-up, which act without an account. */
  actorId: string | null;
  actorUsername: string;
  action: string;
  subject: string;
  /** JSON text. */
  before: string | null;
  after: string | null;
}

export interface ActivityTables {
  activityLog: ActivityLogTable;
}

/** Who did it: a staff account, or the operator at the command line / start-up. */
export interface ActivityActor {
  userId: string | null;
  username: string;
}

/** The activity log's actor for a signed-in staff member. */
export function actorOf(session: { userId: string; username: string }): ActivityActor {
  return { userId: session.userId, username: session.username };
}

export const COMMAND_LINE_ACTOR: ActivityActor = { userId: null, username: '(command line)' };
export const START_UP_ACTOR: ActivityActor = { userId: null, username: '(start-up)' };

export interface ActivityRecord {
  /** When it happened (the app's clock). */
  at: Date;
  actor: ActivityActor;
  /** `area.verb`, for example `calendar.add`, `account.disable`, `auth.login`. */
  action: string;
  /** What it happened to, readable: an event title and id, a username. */
  subject: string;
  /** The values that matter, before and after; null when there is nothing (an addition). */
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one entry. Pass the transaction that makes the change, so the change and its entry
 * are stored together or not at all.
 */
export async function recordActivity(
  trx: Kysely<Database> | Transaction<Database>,
  record: ActivityRecord,
): Promise<void> {
  await trx
    .insertInto('activityLog')
    .values({
      id: randomUUID(),
      occurredAt: record.at.toISOString(),
      actorId: record.actor.userId,
      actorUsername: record.actor.username,
      action: record.action,
      subject: record.subject,
      before:
        record.before === undefined || record.before === null
          ? null
          : JSON.stringify(record.before),
      after:
        record.after === undefined || record.after === null ? null : JSON.stringify(record.after),
    })
    .execute();
}

/** The first instant of a district calendar day (America/Denver), as UTC ISO text. */
function startOfDistrictDay(day: string, offsetDays = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(
    new TZDate(year, month - 1, date + offsetDays, DISTRICT_TIME_ZONE).getTime(),
  ).toISOString();
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface ActivityFilters {
  actor?: string | undefined;
  action?: string | undefined;
  /** District calendar days, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}

/** Newest first, ACTIVITY_PAGE_SIZE a page. `action` matches a whole action or its area (`account`). */
export async function listActivity(
  db: Kysely<Database>,
  filters: ActivityFilters,
): Promise<ActivityPage> {
  let query = db.selectFrom('activityLog');
  if (filters.actor) query = query.where('actorUsername', '=', filters.actor);
  if (filters.action) {
    const action = filters.action;
    query = query.where((eb) =>
      eb.or([eb('action', '=', action), eb('action', 'like', `${action.replace(/[%_]/g, '')}.%`)]),
    );
  }
  if (filters.from) query = query.where('occurredAt', '>=', startOfDistrictDay(filters.from));
  if (filters.to) query = query.where('occurredAt', '<', startOfDistrictDay(filters.to, 1));
  const totalRow = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst();
  const rows = await query
    .selectAll()
    .orderBy('occurredAt', 'desc')
    .orderBy('id', 'desc')
    .limit(ACTIVITY_PAGE_SIZE)
    .offset((filters.page - 1) * ACTIVITY_PAGE_SIZE)
    .execute();
  const entries: ActivityEntry[] = rows.map((row) => ({
    id: row.id,
    occurredAt: row.occurredAt,
    actor: row.actorUsername,
    action: row.action,
    subject: row.subject,
    before: parseJson(row.before),
    after: parseJson(row.after),
  }));
  return {
    entries,
    page: filters.page,
    pageSize: ACTIVITY_PAGE_SIZE,
    total: Number(totalRow?.count ?? 0),
  };
}
