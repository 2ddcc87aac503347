import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CalendarEventInputSchema } from '#domain/calendar/calendar-event.schema.ts';
import type { FeatureOptions } from '#server/app-deps.ts';
import { AppError } from '#server/app-error.ts';
import { staffOf } from '#server/plugins/auth.ts';
import { addEvent, listEvents, removeEvent, renderIcsFeed } from './calendar.service.ts';

const EventIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** The availability calendar API of spec §7, plus the iCalendar feed (issue 3, item 7). */
export const calendarRoutes: FastifyPluginAsync<FeatureOptions> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const publicUrl = deps.env.PUBLIC_URL ? new URL(deps.env.PUBLIC_URL) : undefined;
  const icsOptions = {
    uidDomain: publicUrl?.hostname ?? 'fire-district.invalid',
    pageUrl: publicUrl ? new URL('/permits/calendar', publicUrl).toString() : undefined,
  };

  app.get('/calendar/events', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return listEvents(deps);
  });

  app.get('/calendar/events.ics', async (_request, reply) => {
    const feed = await renderIcsFeed(deps, icsOptions);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="fire-marshal-availability.ics"')
      .header('cache-control', 'no-cache')
      .send(feed);
  });

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
      const outcome = await removeEvent(deps, request.params.id, staffOf(request));
      if (!outcome.ok) throw new AppError(outcome.code, 404);
      return { success: true as const };
    },
  );
};
