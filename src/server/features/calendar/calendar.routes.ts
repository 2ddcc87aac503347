import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
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
  createEventsJsonCache,
  createIcsFeedCache,
  removeEvent,
  type BeforeEventRemoved,
  type FeedEncoding,
  type VersionedBody,
} from './calendar.service.ts';

/** Codings the feed and the events JSON are kept in, in order of preference. */
const FEED_ENCODINGS: FeedEncoding[] = ['br', 'gzip', 'identity'];

/**
 * Sends a body kept per calendar version: a conditional GET costs one version read and no body,
 * and a full one sends bytes rendered and compressed once per version.
 */
function sendVersionedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  versioned: VersionedBody,
  contentType: string,
) {
  const accepted = request.headers['accept-encoding'];
  const encoding = ((accepted ? negotiate(accepted, FEED_ENCODINGS) : null) ??
    'identity') as FeedEncoding;
  // Each coding is its own representation, so it gets its own strong ETag.
  const etag =
    encoding === 'identity' ? versioned.etag : `${versioned.etag.slice(0, -1)}-${encoding}"`;
  reply
    .header('etag', etag)
    .header('last-modified', versioned.lastModified)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (fresh(request.headers, { etag, 'last-modified': versioned.lastModified })) {
    return reply.status(304).send();
  }
  reply.type(contentType);
  if (encoding === 'identity') return reply.send(versioned.body);
  // @fastify/compress leaves a response alone that already carries a Content-Encoding.
  return reply.header('content-encoding', encoding).send(versioned.encode(encoding));
}

const EventIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** The availability calendar API of spec §7, plus the iCalendar feed (issue 3, item 7). */
export const calendarRoutes: FastifyPluginAsync<
  FeatureOptions & {
    getDistrictDetails: () => Promise<DistrictDetails>;
    beforeEventRemoved?: BeforeEventRemoved;
  }
> = async (instance, { deps, getDistrictDetails, beforeEventRemoved }) => {
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

  const readEventsJson = createEventsJsonCache(deps);

  // The calendar page asks for every event on each visit; it is cached like the feed.
  app.get('/calendar/events', async (request, reply) =>
    sendVersionedBody(request, reply, await readEventsJson(), 'application/json; charset=utf-8'),
  );

  // Calendar apps poll the feed all day.
  app.get('/calendar/events.ics', async (request, reply) => {
    reply.header('content-disposition', 'inline; filename="fire-marshal-availability.ics"');
    return sendVersionedBody(request, reply, await readIcsFeed(), 'text/calendar; charset=utf-8');
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
