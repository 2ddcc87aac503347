import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import fresh from 'fresh';
import ical, { ICalEventStatus } from 'ical-generator';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MinutesPage } from '#domain/content/page-content.schema.ts';
import { SEED_PAGES } from '#domain/content/seed-content.ts';
import { findMeetingWarnings } from '#domain/meetings/board-meetings.ts';
import {
  meetingsFeedWordsIn,
  stampMeetingsFeedEvents,
  type MeetingsFeedVersion,
} from '#domain/meetings/meetings-feed.ts';
import { LOCALES, pathInLocale, type Locale } from '#domain/i18n/locale.ts';
import { createSiteIntl } from '#domain/i18n/site-intl.ts';
import { z } from 'zod';
import { MEETINGS_API, MeetingWarningListSchema } from '#domain/meetings/meetings-api.ts';
import {
  ScheduleDateListSchema,
  ScheduleGenerationSchema,
} from '#domain/meetings/meeting-schedule.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { toStandardIcsText } from '#server/ics-text.ts';
import { readWorkingCalendar } from '#server/working-calendar/working-calendar.repo.ts';
import { findItem, listVersions } from './content.repo.ts';
import { MEETINGS_ITEM_ID } from './meeting-agendas.ts';
import { generateScheduleDates } from './meeting-schedule.ts';
import { indexPublishedMeetings } from './meeting-search.ts';
import type { PublishedContent } from './published-content.ts';

const FeedQuerySchema = z.object({ lang: z.enum(LOCALES).optional() });

/** A calendar entry needs an end; the board's meetings run about two hours. */
const MEETING_LENGTH_MS = 2 * 3_600_000;

/**
 * Board meeting warnings and schedule dates for the back office, and the public iCalendar feed
 * (issue 10, item 3).
 */
export const meetingsRoutes: FastifyPluginAsync<{
  deps: AppDeps;
  published: PublishedContent;
}> = async (instance, { deps, published }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const publicUrl = deps.env.PUBLIC_URL ? new URL(deps.env.PUBLIC_URL) : undefined;
  const pageUrlIn = (locale: Locale) =>
    publicUrl
      ? new URL(pathInLocale('/public-records/minutes', locale), publicUrl).toString()
      : undefined;
  const uidDomain = publicUrl?.hostname ?? 'fire-district.invalid';

  async function publishedMeetings() {
    const snapshot = await published.get();
    return { page: snapshot.pages[MEETINGS_ITEM_ID] as MinutesPage, district: snapshot.district };
  }

  // Every publish re-indexes the meetings; this covers meetings published before search knew
  // about them (a database from an earlier release).
  await indexPublishedMeetings(deps.db, (await publishedMeetings()).page.meetings, deps.clock());

  app.get(
    MEETINGS_API.warnings,
    {
      onRequest: app.requirePermission('content:edit'),
      schema: { response: { 200: MeetingWarningListSchema } },
    },
    async () => {
      const { page } = await publishedMeetings();
      const calendar = await readWorkingCalendar(deps.db);
      return { warnings: findMeetingWarnings(page.meetings, deps.clock(), calendar) };
    },
  );

  app.post(
    MEETINGS_API.scheduleDates,
    {
      onRequest: app.requirePermission('content:edit'),
      schema: { body: ScheduleGenerationSchema, response: { 200: ScheduleDateListSchema } },
    },
    async (request) => ({ dates: generateScheduleDates(request.body) }),
  );

  /** The published versions of the minutes page, oldest first, as the snapshot reads them. */
  async function publishedMinutesVersions(page: MinutesPage): Promise<MeetingsFeedVersion[]> {
    const item = await findItem(deps.db, MEETINGS_ITEM_ID);
    const versions = await listVersions(deps.db, MEETINGS_ITEM_ID);
    const publishedNumber = versions.find(
      (version) => version.id === item?.publishedVersionId,
    )?.number;
    const history = versions
      .filter((version) => publishedNumber !== undefined && version.number <= publishedNumber)
      .reverse()
      .map((version) => ({
        source: { ...SEED_PAGES.minutes, ...(JSON.parse(version.data) as object) } as MinutesPage,
        savedAt: version.createdAt,
      }));
    // The page as published is the last state, whatever the history holds.
    const savedAt = history.at(-1)?.savedAt ?? feedStartedAt;
    return [...history, { source: page, savedAt }];
  }

  const feedStartedAt = deps.clock().toISOString();
  type Feed = { version: number; body: string; etag: string; lastModified: string };
  /** One feed per language, each rendered once per published version. */
  const feedCache = new Map<Locale, Feed>();

  async function readMeetingsFeed(locale: Locale) {
    const snapshot = await published.get();
    const cached = feedCache.get(locale);
    if (cached?.version === snapshot.version) return cached;
    const page = snapshot.pages[MEETINGS_ITEM_ID] as MinutesPage;
    const versions = await publishedMinutesVersions(page);
    const intl = createSiteIntl(locale);
    const pageUrl = pageUrlIn(locale);
    const calendar = ical({
      name: intl.t('recordsPages.feed.name', { district: snapshot.district.name }),
      prodId: {
        company: snapshot.district.name,
        product: intl.t('recordsPages.feed.product'),
        language: locale.toUpperCase(),
      },
      ttl: 60 * 60,
      ...(pageUrl ? { url: pageUrl } : {}),
    });
    const words = locale === 'en' ? undefined : meetingsFeedWordsIn(intl);
    for (const event of stampMeetingsFeedEvents(versions, uidDomain, words)) {
      calendar.createEvent({
        id: event.uid,
        start: event.start,
        end: new Date(event.start.getTime() + MEETING_LENGTH_MS),
        stamp: new Date(event.stampedAt),
        sequence: event.sequence,
        summary: event.summary,
        location: event.location,
        status: event.isCancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        ...(event.description ? { description: event.description } : {}),
        ...(pageUrl ? { url: pageUrl } : {}),
      });
    }
    const body = toStandardIcsText(calendar.toString());
    const feed = {
      version: snapshot.version,
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      lastModified: new Date(versions.at(-1)!.savedAt).toUTCString(),
    };
    feedCache.set(locale, feed);
    return feed;
  }

  // Calendar apps poll all day: a conditional GET costs a version check and no body.
  // `?lang=es` (decision 332): the same feed in Spanish; a calendar app keeps the address it
  // subscribed to, so the language rides in the query.
  app.get(
    MEETINGS_API.calendarFeed,
    { schema: { querystring: FeedQuerySchema } },
    async (request, reply) => {
      const feed = await readMeetingsFeed(request.query.lang ?? 'en');
      reply
        .header('etag', feed.etag)
        .header('last-modified', feed.lastModified)
        .header('cache-control', 'no-cache');
      if (fresh(request.headers, { etag: feed.etag, 'last-modified': feed.lastModified })) {
        return reply.status(304).send();
      }
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="board-meetings.ics"')
        .send(feed.body);
    },
  );
};
