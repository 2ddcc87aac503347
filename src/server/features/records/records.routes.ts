import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RECORDS_REQUEST_MACHINE } from '#domain/records/records-request.ts';
import type { FeatureOptions } from '#server/app-deps.ts';
import { listStatusEvents } from '#server/status/status-transition.ts';
import * as repo from './records.repo.ts';
import {
  RECORDS_STYLESHEET,
  RECORDS_STYLESHEET_PATH,
  renderNotFoundPage,
  renderRequestFormPage,
  renderStatusPage,
  type RecordsFormValues,
} from './records.html.ts';
import {
  RECORDS_PATHS,
  readClockOf,
  registerRecordsTemplates,
  submitRecordsRequest,
  type RecordsDeps,
} from './records.service.ts';

// Pages carrying a private token in their address: never cached, never sent on as Referer.
const PRIVATE_HEADERS = { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' };

const TokenParamsSchema = z.object({ token: z.string().min(1).max(100) });
const FormBodySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

function firstValues(body: Record<string, string | string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      Array.isArray(value) ? (value[0] ?? '') : value,
    ]),
  );
}

export interface RecordsRoutesOptions extends FeatureOptions {
  districtName: () => Promise<string>;
}

/**
 * Issue 20, public records requests: the public form and the requester's private status page.
 * Both are server-rendered and work without JavaScript.
 */
export const recordsRoutes: FastifyPluginAsync<RecordsRoutesOptions> = async (
  instance,
  options,
) => {
  const { deps } = options;
  const records: RecordsDeps = {
    db: deps.db,
    clock: deps.clock,
    env: deps.env,
    outbox: deps.outbox,
    districtName: options.districtName,
  };
  registerRecordsTemplates(records);
  await instance.register(fastifyFormbody, { bodyLimit: 32_768 });
  const app = instance.withTypeProvider<ZodTypeProvider>();

  function sendHtml(reply: FastifyReply, html: string, statusCode = 200, headers = {}) {
    return reply
      .code(statusCode)
      .headers({ 'cache-control': 'no-store', ...headers })
      .type('text/html; charset=utf-8')
      .send(html);
  }

  app.get(RECORDS_STYLESHEET_PATH, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(RECORDS_STYLESHEET),
  );

  app.get(RECORDS_PATHS.form, async (_request, reply) =>
    sendHtml(
      reply,
      renderRequestFormPage({ districtName: await options.districtName(), values: {}, errors: {} }),
    ),
  );

  app.post(RECORDS_PATHS.form, { schema: { body: FormBodySchema } }, async (request, reply) => {
    const values = firstValues(request.body);
    const filed = await submitRecordsRequest(records, values);
    if (filed.ok) {
      return reply
        .code(303)
        .header('cache-control', 'no-store')
        .redirect(`${RECORDS_PATHS.status}/${filed.value.accessToken}?filed=1`);
    }
    return sendHtml(
      reply,
      renderRequestFormPage({
        districtName: await options.districtName(),
        values: values as RecordsFormValues,
        errors: filed.fields ?? {},
      }),
      400,
    );
  });

  app.get(
    `${RECORDS_PATHS.status}/:token`,
    {
      schema: {
        params: TokenParamsSchema,
        querystring: z.object({ filed: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const found = await repo.findRecordsRequest(deps.db, { accessToken: request.params.token });
      const districtName = await options.districtName();
      if (!found) return sendHtml(reply, renderNotFoundPage(districtName), 404, PRIVATE_HEADERS);
      const clock = await readClockOf(records, found);
      const timeline = await listStatusEvents(
        deps.db,
        RECORDS_REQUEST_MACHINE.subjectKind,
        found.id,
      );
      return sendHtml(
        reply,
        renderStatusPage({
          districtName,
          request: found,
          businessDaysLeft: clock.businessDaysLeft,
          timeline,
          isJustFiled: request.query.filed === '1',
        }),
        200,
        PRIVATE_HEADERS,
      );
    },
  );
};
