import { createHash, randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import type { CalendarEvent, CalendarEventData } from '#domain/calendar/calendar-event.schema.ts';
import { fail, ok, type Result } from '#domain/errors.ts';
import { recordActivity, type ActivityActor } from '#server/activity/activity-log.ts';
import type { Database } from '#server/db/database.ts';
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

export type FeedEncoding = 'br' | 'gzip' | 'identity';

export interface IcsFeed {
  body: string;
  /** Strong validator: the calendar's version and a hash of the body. */
  etag: string;
  /** HTTP date of the last add or delete. */
  lastModified: string;
  /** The body in a content coding, compressed once per version and then kept. */
  encode: (encoding: Exclude<FeedEncoding, 'identity'>) => Buffer;
}

function createFeed(body: string, version: number, changedAt: string): IcsFeed {
  const encoded = new Map<string, Buffer>();
  return {
    body,
    etag: `"${version}-${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
    lastModified: new Date(changedAt).toUTCString(),
    encode: (encoding) => {
      let buffer = encoded.get(encoding);
      if (!buffer) {
        // The same settings as @fastify/compress, which compresses the other responses.
        buffer =
          encoding === 'br'
            ? zlib.brotliCompressSync(body, {
                params: {
                  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
                },
              })
            : zlib.gzipSync(body);
        encoded.set(encoding, buffer);
      }
      return buffer;
    },
  };
}

/**
 * The feed, rendered once per calendar version. Each call reads the version from the database
 * (one indexed row), so an add or delete on any instance makes every instance render afresh.
 */
export function createIcsFeedCache(
  deps: CalendarDeps,
  options: Omit<IcsFeedOptions, 'districtName'>,
  readDistrictName: () => Promise<string>,
) {
  let cached: { version: number; districtName: string; feed: IcsFeed } | undefined;
  return async function readIcsFeed(): Promise<IcsFeed> {
    const [before, districtName] = await Promise.all([
      readCalendarVersion(deps.db),
      readDistrictName(),
    ]);
    // The feed names the district, which staff edit in District details.
    if (cached?.version === before.version && cached.districtName === districtName) {
      return cached.feed;
    }
    const feed = createFeed(
      await renderIcsFeed(deps, { ...options, districtName }),
      before.version,
      before.changedAt,
    );
    // Events read under another version than the one read first are served but not kept: a
    // change committed in between would otherwise be cached under the old version.
    const after = await readCalendarVersion(deps.db);
    if (after.version === before.version) cached = { version: before.version, districtName, feed };
    return feed;
  };
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
): Promise<Result<null, 'EVENT_NOT_FOUND'>> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await findCalendarEventRow(trx, id);
    if (!row || !(await deleteCalendarEvent(trx, id))) return fail('EVENT_NOT_FOUND');
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
