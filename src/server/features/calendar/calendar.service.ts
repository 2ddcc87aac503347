import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import type { CalendarEvent, CalendarEventData } from '#domain/calendar/calendar-event.schema.ts';
import { fail, ok, type Result } from '#domain/errors.ts';
import { recordActivity, type ActivityActor } from '#server/activity/activity-log.ts';
import type { Database } from '#server/db/database.ts';
import { createVersionedBody, type VersionedBody } from '#server/versioned-body.ts';
import { buildIcsFeed, type IcsFeedOptions } from './calendar-ics.ts';
import {
  bumpCalendarVersion,
  deleteCalendarEvent,
  findCalendarEventRow,
  insertCalendarEvent,
  listCalendarEventRows,
  readCalendarVersion,
  toCalendarEvent,
} from './calendar.repo.ts';

export interface CalendarDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/**
 * Runs in the transaction that deletes an event, before the delete: inspections booked in the
 * block are dealt with there (issue 17, decision 171). Composed in app.ts.
 */
export type BeforeEventRemoved = (
  trx: Transaction<Database>,
  eventId: string,
  actor: string,
) => Promise<unknown>;

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

/** The iCalendar feed (kept name for its readers). */
export type IcsFeed = VersionedBody;

/**
 * Keeps what `render` returns under the calendar version (and `readExtraKey`'s value) it was
 * rendered from. Each call reads the version from the database (one indexed row), so an add or
 * delete on any instance makes every instance render afresh.
 */
function cachePerCalendarVersion(
  deps: CalendarDeps,
  readExtraKey: () => Promise<string>,
  render: (extraKey: string) => Promise<string>,
): () => Promise<VersionedBody> {
  let cached: { version: number; extraKey: string; body: VersionedBody } | undefined;
  return async function readVersionedBody(): Promise<VersionedBody> {
    const [before, extraKey] = await Promise.all([readCalendarVersion(deps.db), readExtraKey()]);
    if (cached?.version === before.version && cached.extraKey === extraKey) return cached.body;
    const body = createVersionedBody(await render(extraKey), before.version, before.changedAt);
    // Events read under another version than the one read first are served but not kept: a
    // change committed in between would otherwise be cached under the old version.
    const after = await readCalendarVersion(deps.db);
    if (after.version === before.version) cached = { version: before.version, extraKey, body };
    return body;
  };
}

/** The feed, rendered once per calendar version and district name. */
export function createIcsFeedCache(
  deps: CalendarDeps,
  options: Omit<IcsFeedOptions, 'districtName'>,
  readDistrictName: () => Promise<string>,
): () => Promise<IcsFeed> {
  // The feed names the district, which staff edit in District details.
  return cachePerCalendarVersion(deps, readDistrictName, (districtName) =>
    renderIcsFeed(deps, { ...options, districtName }),
  );
}

/**
 * The events API's JSON (spec §7), serialized once per calendar version like the feed (issue 16,
 * finding 13): the calendar page and its visitors' browsers ask for it on every visit.
 */
export function createEventsJsonCache(deps: CalendarDeps): () => Promise<VersionedBody> {
  return cachePerCalendarVersion(
    deps,
    async () => '',
    async () => JSON.stringify(await listEvents(deps)),
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
    await bumpCalendarVersion(trx, row.createdAt);
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
  beforeRemoved?: BeforeEventRemoved,
): Promise<Result<null, 'EVENT_NOT_FOUND'>> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await findCalendarEventRow(trx, id);
    if (!row) return fail('EVENT_NOT_FOUND');
    await beforeRemoved?.(trx, id, `staff:${actor.username}`);
    if (!(await deleteCalendarEvent(trx, id))) return fail('EVENT_NOT_FOUND');
    const now = deps.clock();
    await bumpCalendarVersion(trx, now.toISOString());
    const event = toCalendarEvent(row);
    await recordActivity(trx, {
      at: now,
      actor,
      action: 'calendar.delete',
      subject: `${event.title} (${event.id})`,
      before: event,
    });
    return ok(null);
  });
}
