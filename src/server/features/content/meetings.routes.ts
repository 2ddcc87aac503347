import type { FastifyPluginAsync } from 'fastify';
import ical, { ICalEventStatus } from 'ical-generator';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MinutesPage } from '#domain/content/page-content.schema.ts';
import { findMeetingWarnings, meetingStartsAt } from '#domain/meetings/board-meetings.ts';
import { MEETINGS_API, MeetingWarningListSchema } from '#domain/meetings/meetings-api.ts';
import {
  ScheduleDateListSchema,
  ScheduleGenerationSchema,
} from '#domain/meetings/meeting-schedule.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { MEETINGS_ITEM_ID } from './meeting-agendas.ts';
import { generateScheduleDates } from './meeting-schedule.ts';
import { indexPublishedMeetings } from './meeting-search.ts';
import type { PublishedContent } from './published-content.ts';

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
  const pageUrl = publicUrl ? new URL('/public-records/minutes', publicUrl).toString() : undefined;
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
      return { warnings: findMeetingWarnings(page.meetings, deps.clock()) };
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

  app.get(MEETINGS_API.calendarFeed, async (_request, reply) => {
    const { page, district } = await publishedMeetings();
    const calendar = ical({
      name: `Board Meetings, ${district.name}`,
      prodId: { company: district.name, product: 'Board Meetings', language: 'EN' },
      ttl: 60 * 60,
      ...(pageUrl ? { url: pageUrl } : {}),
    });
    for (const meeting of page.meetings) {
      const start = meetingStartsAt(meeting);
      const links = [
        meeting.agendaHref ? `Agenda: ${meeting.agendaTitle}` : '',
        meeting.isCancelled ? `Cancelled: ${meeting.cancellationReason}` : '',
      ].filter(Boolean);
      calendar.createEvent({
        id: `board-meeting-${meeting.date}-${meeting.time.replace(':', '')}@${uidDomain}`,
        start,
        end: new Date(start.getTime() + MEETING_LENGTH_MS),
        // The start is the stamp: the feed stays byte-identical while the meetings do.
        stamp: start,
        summary: `${meeting.meetingType} board meeting${meeting.isCancelled ? ' (cancelled)' : ''}`,
        location: meeting.place,
        status: meeting.isCancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        ...(links.length > 0 ? { description: links.join('\n') } : {}),
        ...(pageUrl ? { url: pageUrl } : {}),
      });
    }
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="board-meetings.ics"')
      .header('cache-control', 'no-cache')
      .send(calendar.toString());
  });
};
