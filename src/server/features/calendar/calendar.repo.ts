import type { Kysely, Transaction } from 'kysely';
import type { CalendarEvent } from '#domain/calendar/calendar-event.schema.ts';
import type { Database } from '#server/db/database.ts';
import type { CalendarEventRow } from './calendar.tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Maps a row to the API shape of spec §3: a boolean flag, and no description when there is none. */
export function toCalendarEvent(row: CalendarEventRow): CalendarEvent {
  return {
    id: row.id,
    title: row.title,
    startDate: row.startDate,
    endDate: row.endDate,
    startTime: row.startTime,
    endTime: row.endTime,
    ...(row.description ? { description: row.description } : {}),
    isMultiDay: Number(row.isMultiDay) === 1,
  };
}

/** Every event, earliest first (text dates and times sort chronologically). */
export function listCalendarEventRows(db: Db): Promise<CalendarEventRow[]> {
  return db
    .selectFrom('calendarEvents')
    .selectAll()
    .orderBy('startDate')
    .orderBy('startTime')
    .orderBy('endDate')
    .orderBy('endTime')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export function findCalendarEventRow(db: Db, id: string): Promise<CalendarEventRow | undefined> {
  return db.selectFrom('calendarEvents').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface CalendarVersion {
  version: number;
  /** ISO-8601 instant of the last add or delete. */
  changedAt: string;
}

const EVENTS_VERSION = 'events';

/** The calendar's version, shared by every instance on the database. */
export async function readCalendarVersion(db: Db): Promise<CalendarVersion> {
  const row = await db
    .selectFrom('calendarVersions')
    .select(['version', 'changedAt'])
    .where('name', '=', EVENTS_VERSION)
    .executeTakeFirstOrThrow();
  return { version: Number(row.version), changedAt: row.changedAt };
}

/**
 * Moves the calendar to a new version. Call it in the transaction that adds or deletes an event,
 * so no instance can see the change under the old version.
 */
export async function bumpCalendarVersion(trx: Db, changedAt: string): Promise<void> {
  await trx
    .updateTable('calendarVersions')
    .set((eb) => ({ version: eb('version', '+', 1), changedAt }))
    .where('name', '=', EVENTS_VERSION)
    .execute();
}

export async function insertCalendarEvent(db: Db, row: CalendarEventRow): Promise<void> {
  await db.insertInto('calendarEvents').values(row).execute();
}

/** True when an event was deleted, false when none had that id. */
export async function deleteCalendarEvent(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('calendarEvents').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
