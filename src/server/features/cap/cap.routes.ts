import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CapSettingsSchema } from '#domain/cap/cap-message.ts';
import { CAP_PATHS } from '#domain/cap/cap-paths.ts';
import { AppError } from '#server/app-error.ts';
import { staffOf } from '#server/plugins/auth.ts';
import { sendVersionedBody } from '#server/versioned-body.ts';
import {
  createCapIndexCache,
  createCapMessageCache,
  findCapMessage,
  readCapSettings,
  saveCapSettings,
  type CapDeps,
} from './cap.service.ts';

/** The settings API's path: the county and geocodes of the messages' area. */
export const CAP_SETTINGS_API = '/api/cap/settings';

const MessageParamsSchema = z.object({
  file: z.string().regex(/^[a-z0-9-]{1,140}\.xml$/, 'Ask for a message as <identifier>.xml.'),
});

/**
 * The CAP 1.2 index and messages (issue 37 item 4, decision 340) for Summit County's notification
 * system, Google Public Alerts and media, polled all day: both answer a conditional GET with 304
 * and keep their bytes while nothing changed, as the availability feed does.
 */
export const capRoutes: FastifyPluginAsync<{ cap: CapDeps }> = async (instance, { cap }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const readIndex = createCapIndexCache(cap);
  const readMessage = createCapMessageCache(cap.env);

  app.get(CAP_PATHS.index, async (request, reply) =>
    sendVersionedBody(request, reply, await readIndex(), 'application/atom+xml; charset=utf-8'),
  );

  app.get(
    `${CAP_PATHS.messagePrefix}:file`,
    { schema: { params: MessageParamsSchema } },
    async (request, reply) => {
      const row = await findCapMessage(cap.db, request.params.file.slice(0, -'.xml'.length));
      if (!row) throw new AppError('NOT_FOUND', 404);
      return sendVersionedBody(
        request,
        reply,
        readMessage(row),
        'application/cap+xml; charset=utf-8',
      );
    },
  );

  app.get(CAP_SETTINGS_API, { onRequest: app.requirePermission('content:edit') }, async () =>
    readCapSettings(cap.db),
  );

  app.put(
    CAP_SETTINGS_API,
    { onRequest: app.requirePermission('content:publish'), schema: { body: CapSettingsSchema } },
    async (request) => {
      const staff = staffOf(request);
      await saveCapSettings(cap, request.body, { userId: staff.userId, username: staff.username });
      return readCapSettings(cap.db);
    },
  );
};
