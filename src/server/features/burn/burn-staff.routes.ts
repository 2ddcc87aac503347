import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PageQuerySchema } from '#domain/pagination.ts';
import {
  BURN_API,
  BurnDayStatusSchema,
  BurnPermitActionBodySchema,
  BurnPermitListSchema,
  PostBurnDayBodySchema,
  TodaysBurnsResponseSchema,
} from '#domain/burn/burn-api.ts';
import { BurnSettingsSchema } from '#domain/burn/burn-day.ts';
import { BURN_PATHS } from '#domain/burn/burn-pages.ts';
import { BURN_PERMIT_MACHINE } from '#domain/burn/burn-permit.ts';
import { AppError } from '#server/app-error.ts';
import { staffOf } from '#server/plugins/auth.ts';
import { listStatusEvents } from '#server/status/status-transition.ts';
import * as repo from './burn.repo.ts';
import { listTodaysBurns, mapLinkOf } from './burn-check-in.service.ts';
import { postBurnDay, updateBurnSettings } from './burn-day.service.ts';
import { exportBurnPermitsCsv } from './burn-export.service.ts';
import { PRIVATE_HEADERS } from '#server/html/form-posts.ts';
import { burnPageSender, toAppError, toDispatchRow, type BurnRouteOptions } from './burn-http.ts';
import { declineBurnPermit, issueBurnPermit, revokeBurnPermit } from './burn-permits.service.ts';

const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });
const ReasonBodySchema = BurnPermitActionBodySchema;
const DayBodySchema = PostBurnDayBodySchema;
const PermitsQuerySchema = PageQuerySchema.extend({
  status: z.enum(BURN_PERMIT_MACHINE.statuses).optional(),
});
const DispatchQuerySchema = z.object({ token: z.string().max(200).optional() });

/**
 * County dispatch's token view of today's burns, and the back office API behind burn:read and
 * burn:manage: the day's status, the settings, the permits and their review, the export.
 */
export const burnStaffRoutes: FastifyPluginAsync<BurnRouteOptions> = async (instance, options) => {
  const { burn } = options;
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { sendPage } = burnPageSender(options.pages);

  function isDispatchToken(given: string | undefined): boolean {
    const expected = burn.env.BURN_DISPATCH_TOKEN;
    if (!expected || !given) return false;
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  // County dispatch: read-only, by a token in the address (no account); unset token → 404.
  app.get(
    BURN_PATHS.dispatch,
    { schema: { querystring: DispatchQuerySchema } },
    async (request, reply) => {
      if (!isDispatchToken(request.query.token)) throw toAppError('BURN_PERMIT_NOT_FOUND');
      const { status, burns } = await listTodaysBurns(burn);
      return sendPage(
        request,
        reply,
        'Today’s registered burns',
        { kind: 'burn-dispatch', status, burns: burns.map(toDispatchRow) },
        { headers: PRIVATE_HEADERS, isNoIndex: true },
      );
    },
  );
  app.get(
    `${BURN_PATHS.dispatch}.json`,
    { schema: { querystring: DispatchQuerySchema } },
    async (request, reply) => {
      if (!isDispatchToken(request.query.token)) throw toAppError('BURN_PERMIT_NOT_FOUND');
      const { status, burns } = await listTodaysBurns(burn);
      return reply.headers(PRIVATE_HEADERS).send({
        status,
        burns: burns.map(toDispatchRow),
      });
    },
  );

  // Back office.
  app.get(
    '/api/admin/burn/today',
    {
      onRequest: app.requirePermission('burn:read'),
      schema: { response: { 200: TodaysBurnsResponseSchema } },
    },
    async () => {
      const { status, burns } = await listTodaysBurns(burn);
      return { status, burns: burns.map((row) => ({ ...row, mapUrl: mapLinkOf(row) })) };
    },
  );

  app.post(
    BURN_API.day,
    {
      onRequest: app.requirePermission('burn:manage'),
      schema: { body: DayBodySchema, response: { 200: BurnDayStatusSchema } },
    },
    async (request) => {
      const staff = staffOf(request);
      const posted = await postBurnDay(
        burn,
        {
          day: request.body.day,
          isBurningAllowed: request.body.isBurningAllowed,
          reason: request.body.reason ?? null,
          note: request.body.note ?? '',
          clearingIndex: request.body.clearingIndex ?? null,
          confirmOverRestriction: request.body.confirmOverRestriction,
        },
        `staff:${staff.username}`,
      );
      if (!posted.ok && 'message' in posted) {
        throw new AppError(posted.code, 409, undefined, posted.message);
      }
      if (!posted.ok) throw toAppError(posted.code, posted.fields);
      return posted.value;
    },
  );

  app.get(
    '/api/admin/burn/settings',
    { onRequest: app.requirePermission('burn:manage') },
    async () => (await repo.readBurnSettings(burn.db)).settings,
  );

  app.put(
    BURN_API.settings,
    { onRequest: app.requirePermission('burn:manage'), schema: { body: BurnSettingsSchema } },
    async (request) => {
      const staff = staffOf(request);
      const status = await updateBurnSettings(burn, request.body, `staff:${staff.username}`);
      return { settings: request.body, status };
    },
  );

  app.get(
    BURN_API.permits,
    {
      onRequest: app.requirePermission('burn:read'),
      schema: { querystring: PermitsQuerySchema, response: { 200: BurnPermitListSchema } },
    },
    async (request) => {
      const { rows, ...page } = await repo.listBurnPermits(burn.db, request.query);
      return { permits: rows.map(({ accessToken: _token, ...permit }) => permit), ...page };
    },
  );

  app.get(
    '/api/admin/burn/permits/:id/timeline',
    { onRequest: app.requirePermission('burn:read'), schema: { params: IdParamsSchema } },
    async (request) => ({
      events: await listStatusEvents(burn.db, BURN_PERMIT_MACHINE.subjectKind, request.params.id),
    }),
  );

  app.post(
    '/api/admin/burn/permits/:id/approve',
    { onRequest: app.requirePermission('burn:manage'), schema: { params: IdParamsSchema } },
    async (request) => {
      const done = await issueBurnPermit(
        burn,
        request.params.id,
        `staff:${staffOf(request).username}`,
      );
      if (!done.ok) throw toAppError(done.code);
      const { accessToken: _token, ...permit } = done.value;
      return permit;
    },
  );

  for (const action of ['decline', 'revoke'] as const) {
    app.post(
      `/api/admin/burn/permits/:id/${action}`,
      {
        onRequest: app.requirePermission('burn:manage'),
        schema: { params: IdParamsSchema, body: ReasonBodySchema },
      },
      async (request) => {
        const run = action === 'revoke' ? revokeBurnPermit : declineBurnPermit;
        const done = await run(
          burn,
          request.params.id,
          request.body.reason,
          `staff:${staffOf(request).username}`,
        );
        if (!done.ok) throw toAppError(done.code);
        const { accessToken: _token, ...permit } = done.value;
        return permit;
      },
    );
  }

  app.get(
    BURN_API.exportCsv,
    { onRequest: app.requirePermission('burn:read') },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="open-burn-permits.csv"')
        .header('cache-control', 'private, no-store')
        .send(await exportBurnPermitsCsv(burn)),
  );
};
