import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CalendarEventInputSchema } from '#domain/calendar/calendar-event.schema.ts';
import { LOCALES, pathInLocale, type Locale } from '#domain/i18n/locale.ts';
import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import type { FeatureOptions } from '#server/app-deps.ts';
import { AppError } from '#server/app-error.ts';
import { staffOf } from '#server/plugins/auth.ts';
import {
  addEvent,
  createEventsJsonCache,
  createIcsFeedCache,
  removeEvent,
  type BeforeEventRemoved,
} from './calendar.service.ts';
import { sendVersionedBody } from '#server/versioned-body.ts';

const EventIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
const FeedQuerySchema = z.object({ lang: z.enum(LOCALES).optional() });

/** The availability calendar API of spec §7, plus the iCalendar feed (issue 3, item 7). */
export const calendarRoutes: FastifyPluginAsync<
  FeatureOptions & {
    getDistrictDetails: () => Promise<DistrictDetails>;
    beforeEventRemoved?: BeforeEventRemoved;
  }
> = async (instance, { deps, getDistrictDetails, beforeEventRemoved }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const publicUrl = deps.env.PUBLIC_URL ? new URL(deps.env.PUBLIC_URL) : undefined;
  const readDistrictName = async () => (await getDistrictDetails()).name;
  // One feed per language (`?lang=es`, decision 332), each cached per calendar version.
  const readIcsFeed = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      createIcsFeedCache(
        deps,
        {
          uidDomain: publicUrl?.hostname ?? 'fire-district.invalid',
          pageUrl: publicUrl
            ? new URL(pathInLocale('/permits/calendar', locale), publicUrl).toString()
            : undefined,
          locale,
        },
        readDistrictName,
      ),
    ]),
  ) as Record<Locale, ReturnType<typeof createIcsFeedCache>>;

  const readEventsJson = createEventsJsonCache(deps);

  // The calendar page asks for every event on each visit; it is cached like the feed.
  app.get('/calendar/events', async (request, reply) =>
    sendVersionedBody(request, reply, await readEventsJson(), 'application/json; charset=utf-8'),
  );

  // Calendar apps poll the feed all day.
  // A calendar app keeps the address it subscribed to, so the language rides in the query.
  app.get(
    '/calendar/events.ics',
    { schema: { querystring: FeedQuerySchema } },
    async (request, reply) => {
      reply.header('content-disposition', 'inline; filename="fire-marshal-availability.ics"');
      const feed = await readIcsFeed[request.query.lang ?? 'en']();
      return sendVersionedBody(request, reply, feed, 'text/calendar; charset=utf-8');
    },
  );

  app.post(
    '/calendar/events',
    {
      onRequest: app.requirePermission('calendar:edit'),
      schema: { body: CalendarEventInputSchema },
    },
    async (request, reply) => {
      const event = await addEvent(deps, request.body, staffOf(request));
      return reply.status(201).send({ success: true, event });
    },
  );

  app.delete(
    '/calendar/events/:id',
    { onRequest: app.requirePermission('calendar:edit'), schema: { params: EventIdParamsSchema } },
    async (request) => {
      const outcome = await removeEvent(
        deps,
        request.params.id,
        staffOf(request),
        beforeEventRemoved,
      );
      if (!outcome.ok) throw new AppError(outcome.code, 404);
      return { success: true as const };
    },
  );
};
