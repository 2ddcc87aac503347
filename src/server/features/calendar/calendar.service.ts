import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import type { CalendarEvent, CalendarEventData } from '#domain/calendar/calendar-event.schema.ts';
import { fail, ok, type Result } from '#domain/errors.ts';
import type { Database } from '#server/db/database.ts';
import { buildIcsFeed, type IcsFeedOptions } from './calendar-ics.ts';
import {
  deleteCalendarEvent,
  insertCalendarEvent,
  listCalendarEventRows,
  toCalendarEvent,
} from './calendar.repo.ts';

export interface CalendarDeps {
  db: Kysely<Database>;
  clock: Clock;
}

export async function listEvents(deps: CalendarDeps): Promise<CalendarEvent[]> {
  return (await listCalendarEventRows(deps.db)).map(toCalendarEvent);
}

export async function renderIcsFeed(deps: CalendarDeps, options: IcsFeedOptions): Promise<string> {
  const rows = await listCalendarEventRows(deps.db);
  return buildIcsFeed(
    rows.map((row) => ({ event: toCalendarEvent(row), createdAt: row.createdAt })),
    options,
  );
}

/** Stores an event the shared schema has already accepted. */
export async function addEvent(
  deps: CalendarDeps,
  input: CalendarEventData,
  createdBy: string | null,
): Promise<CalendarEvent> {
  const row = {
    id: randomUUID(),
    title: input.title,
    startDate: input.startDate,
    endDate: input.endDate,
    startTime: input.startTime,
    endTime: input.endTime,
    description: input.description,
    isMultiDay: input.isMultiDay ? 1 : 0,
    createdAt: deps.clock().toISOString(),
    createdBy,
  };
  await insertCalendarEvent(deps.db, row);
  return toCalendarEvent(row);
}

export async function removeEvent(
  deps: CalendarDeps,
  id: string,
): Promise<Result<null, 'EVENT_NOT_FOUND'>> {
  return (await deleteCalendarEvent(deps.db, id)) ? ok(null) : fail('EVENT_NOT_FOUND');
}
