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

export async function insertCalendarEvent(db: Db, row: CalendarEventRow): Promise<void> {
  await db.insertInto('calendarEvents').values(row).execute();
}

/** True when an event was deleted, false when none had that id. */
export async function deleteCalendarEvent(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('calendarEvents').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
