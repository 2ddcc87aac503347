import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { negotiate } from '@fastify/accept-negotiator';
import fresh from 'fresh';
import { z } from 'zod';
import { CalendarEventInputSchema } from '#domain/calendar/calendar-event.schema.ts';
import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import type { FeatureOptions } from '#server/app-deps.ts';
import { AppError } from '#server/app-error.ts';
import { staffOf } from '#server/plugins/auth.ts';
import {
  addEvent,
  createIcsFeedCache,
  listEvents,
  removeEvent,
  type FeedEncoding,
} from './calendar.service.ts';

/** Codings the feed is kept in, in order of preference. */
const FEED_ENCODINGS: FeedEncoding[] = ['br', 'gzip', 'identity'];

const EventIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** The availability calendar API of spec §7, plus the iCalendar feed (issue 3, item 7). */
export const calendarRoutes: FastifyPluginAsync<
  FeatureOptions & { getDistrictDetails: () => Promise<DistrictDetails> }
> = async (instance, { deps, getDistrictDetails }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const publicUrl = deps.env.PUBLIC_URL ? new URL(deps.env.PUBLIC_URL) : undefined;
  const icsOptions = {
    uidDomain: publicUrl?.hostname ?? 'fire-district.invalid',
    pageUrl: publicUrl ? new URL('/permits/calendar', publicUrl).toString() : undefined,
  };

  const readIcsFeed = createIcsFeedCache(
    deps,
    icsOptions,
    async () => (await getDistrictDetails()).name,
  );

  app.get('/calendar/events', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return listEvents(deps);
  });

  // Calendar apps poll the feed all day: a conditional GET costs one version read and no body,
  // and a full one sends a body rendered and compressed once per calendar version.
  app.get('/calendar/events.ics', async (request, reply) => {
    const feed = await readIcsFeed();
    const accepted = request.headers['accept-encoding'];
    const encoding = ((accepted ? negotiate(accepted, FEED_ENCODINGS) : null) ??
      'identity') as FeedEncoding;
    // Each coding is its own representation, so it gets its own strong ETag.
    const etag = encoding === 'identity' ? feed.etag : `${feed.etag.slice(0, -1)}-${encoding}"`;
    reply
      .header('etag', etag)
      .header('last-modified', feed.lastModified)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (fresh(request.headers, { etag, 'last-modified': feed.lastModified })) {
      return reply.status(304).send();
    }
    reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="fire-marshal-availability.ics"');
    if (encoding === 'identity') return reply.send(feed.body);
    // @fastify/compress leaves a response alone that already carries a Content-Encoding.
    return reply.header('content-encoding', encoding).send(feed.encode(encoding));
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
