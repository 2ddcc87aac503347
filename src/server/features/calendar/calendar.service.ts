import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import type { CalendarEvent, CalendarEventData } from '#domain/calendar/calendar-event.schema.ts';
import { fail, ok, type Result } from '#domain/errors.ts';
import { recordActivity, type ActivityActor } from '#server/activity/activity-log.ts';
import type { Database } from '#server/db/database.ts';
import { buildIcsFeed, type IcsFeedOptions } from './calendar-ics.ts';
import {
  deleteCalendarEvent,
  findCalendarEventRow,
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
  actor: ActivityActor,
): Promise<CalendarEvent> {
  const now = deps.clock();
  const row = {
    id: randomUUID(),
    title: input.title,
    startDate: input.startDate,
    endDate: input.endDate,
    startTime: input.startTime,
    endTime: input.endTime,
    description: input.description,
    isMultiDay: input.isMultiDay ? 1 : 0,
    createdAt: now.toISOString(),
    createdBy: actor.userId,
  };
  const event = toCalendarEvent(row);
  await deps.db.transaction().execute(async (trx) => {
    await insertCalendarEvent(trx, row);
    await recordActivity(trx, {
      at: now,
      actor,
      action: 'calendar.add',
      subject: `${event.title} (${event.id})`,
      after: event,
    });
  });
  return event;
}

export async function removeEvent(
  deps: CalendarDeps,
  id: string,
  actor: ActivityActor,
): Promise<Result<null, 'EVENT_NOT_FOUND'>> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await findCalendarEventRow(trx, id);
    if (!row || !(await deleteCalendarEvent(trx, id))) return fail('EVENT_NOT_FOUND');
    const event = toCalendarEvent(row);
    await recordActivity(trx, {
      at: deps.clock(),
      actor,
      action: 'calendar.delete',
      subject: `${event.title} (${event.id})`,
      before: event,
    });
    return ok(null);
  });
}
