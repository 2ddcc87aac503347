/**
 * The staff's routes: inspection settings, the marshal's days and private calendar feed, the
 * inspections a deleted availability block would lose, and booking for a caller by permit number.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { InspectionSettingsSchema } from '#domain/inspections/inspection-settings.ts';
import { groupSlotsByDay } from '#domain/inspections/inspection-slots.ts';
import {
  BookSlotBodySchema,
  INSPECTIONS_API,
  INSPECTOR_FEED_TOKEN_PATH,
  MY_INSPECTIONS_PATH,
  inspectorFeedPath,
  StaffBookingSearchQuerySchema,
  type InspectorFeed,
  type StaffBookingSearch,
  type StaffBookingView,
} from '#domain/inspections/inspections-api.ts';
import { AppError } from '#server/app-error.ts';
import type { Env } from '#server/env.ts';
import { staffOf } from '#server/plugins/auth.ts';
import {
  findInspectionsLosingBlock,
  updateInspectionSettings,
} from './inspection-availability.service.ts';
import { loadBookingPage } from './inspection-booking.service.ts';
import {
  bookInspection,
  cancelInspection,
  rescheduleInspection,
} from './inspection-changes.service.ts';
import type { InspectionDeps } from './inspections.deps.ts';
import { PRIVATE_HEADERS } from '#server/html/form-posts.ts';
import { ERROR_STATUS, sendBookingResult } from './inspection-replies.ts';
import * as repo from './inspections.repo.ts';
import {
  issueFeedToken,
  listMyInspections,
  renderInspectorFeed,
  revokeFeedTokens,
  searchApplicationsForStaff,
} from './staff-inspections.service.ts';

const PermitParamsSchema = z.object({ permitNumber: z.string().min(1).max(40) });

export interface StaffInspectionsRoutesOptions {
  deps: InspectionDeps;
  env: Env;
  readDistrictName: () => Promise<string>;
}

export const staffInspectionsRoutes: FastifyPluginAsync<StaffInspectionsRoutesOptions> = async (
  fastify,
  { deps, env, readDistrictName },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    INSPECTIONS_API.settings,
    { onRequest: app.requirePermission('inspections:read') },
    async () => repo.readInspectionSettings(deps.db),
  );

  app.put(
    INSPECTIONS_API.settings,
    {
      onRequest: app.requirePermission('inspections:manage'),
      schema: { body: InspectionSettingsSchema },
    },
    async (request) => {
      const staff = staffOf(request);
      await updateInspectionSettings(deps, request.body, `staff:${staff.username}`);
      return repo.readInspectionSettings(deps.db);
    },
  );

  app.get(
    MY_INSPECTIONS_PATH,
    { onRequest: app.requirePermission('inspections:read') },
    async (_request, reply) => {
      reply.headers(PRIVATE_HEADERS);
      return listMyInspections(deps);
    },
  );

  // The marshal's private feed: a new token revokes the old one; DELETE revokes it outright.
  app.post(
    INSPECTOR_FEED_TOKEN_PATH,
    { onRequest: app.requirePermission('inspections:read') },
    async (request, reply) => {
      const token = await issueFeedToken(deps, `staff:${staffOf(request).username}`);
      reply.headers(PRIVATE_HEADERS);
      const base = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
      const feed: InspectorFeed = { url: new URL(inspectorFeedPath(token), base).toString() };
      return feed;
    },
  );
  app.delete(
    INSPECTOR_FEED_TOKEN_PATH,
    { onRequest: app.requirePermission('inspections:read') },
    async () => {
      await revokeFeedTokens(deps);
      return { success: true as const };
    },
  );
  app.get(
    '/api/inspections/feed/:file',
    { schema: { params: z.object({ file: z.string().max(120) }) } },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const base = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
      const feed = await renderInspectorFeed(deps, token, {
        uidDomain: base.hostname,
        districtName: await readDistrictName(),
      });
      if (feed === null) throw new AppError('NOT_FOUND', 404);
      return reply.headers(PRIVATE_HEADERS).type('text/calendar; charset=utf-8').send(feed);
    },
  );

  app.get(
    '/api/admin/inspections/affected-by-event/:id',
    {
      onRequest: app.requirePermission('calendar:edit'),
      schema: { params: z.object({ id: z.string().min(1).max(100) }) },
    },
    async (request, reply) => {
      reply.headers(PRIVATE_HEADERS);
      return { inspections: await findInspectionsLosingBlock(deps.db, request.params.id) };
    },
  );

  // Staff book, move and cancel for a caller, by permit number and past the applicant's cut-off.
  const staffTokenOf = async (permitNumber: string): Promise<string> => {
    const token = await repo.findStatusTokenByPermitNumber(deps.db, permitNumber);
    if (!token) throw new AppError('NOT_FOUND', 404);
    return token;
  };
  const staffPath = `${INSPECTIONS_API.bookings}/:permitNumber`;
  const activityActorOf = (request: FastifyRequest) => {
    const staff = staffOf(request);
    return { userId: staff.userId, username: staff.username };
  };

  app.get(
    INSPECTIONS_API.bookings,
    {
      onRequest: app.requirePermission('inspections:manage'),
      schema: { querystring: StaffBookingSearchQuerySchema },
    },
    async (request, reply) => {
      reply.headers(PRIVATE_HEADERS);
      const search: StaffBookingSearch = {
        matches: await searchApplicationsForStaff(deps, request.query.q),
      };
      return search;
    },
  );

  app.get(
    staffPath,
    {
      onRequest: app.requirePermission('inspections:manage'),
      schema: { params: PermitParamsSchema },
    },
    async (request, reply) => {
      const token = await staffTokenOf(request.params.permitNumber);
      const page = await loadBookingPage(deps, token);
      if (!page.ok) throw new AppError(page.code, ERROR_STATUS[page.code] ?? 409);
      reply.headers(PRIVATE_HEADERS);
      const view: StaffBookingView = {
        permitNumber: page.value.permitNumber,
        applicantName: page.value.applicantName,
        address: page.value.address,
        phone: page.value.phone,
        inspectionType: page.value.inspectionType.name,
        durationMinutes: page.value.inspectionType.durationMinutes,
        booking: page.value.booking,
        canBook: !page.value.isCleared,
        days: groupSlotsByDay(page.value.slots),
      };
      return view;
    },
  );

  // Book (POST, 201) and move (PUT, 200) for a caller differ in the change alone.
  for (const [method, isMove, okStatus] of [
    ['POST', false, 201],
    ['PUT', true, 200],
  ] as const) {
    app.route({
      method,
      url: staffPath,
      onRequest: app.requirePermission('inspections:manage'),
      schema: { params: PermitParamsSchema, body: BookSlotBodySchema },
      handler: async (request, reply) => {
        const actor = `staff:${staffOf(request).username}`;
        const token = await staffTokenOf(request.params.permitNumber);
        const { start } = request.body;
        const staff = activityActorOf(request);
        return sendBookingResult(
          reply,
          isMove
            ? await rescheduleInspection(deps, token, start, actor, true, staff)
            : await bookInspection(deps, token, start, actor, staff),
          okStatus,
        );
      },
    });
  }

  app.delete(
    staffPath,
    {
      onRequest: app.requirePermission('inspections:manage'),
      schema: { params: PermitParamsSchema },
    },
    async (request, reply) => {
      const actor = `staff:${staffOf(request).username}`;
      const token = await staffTokenOf(request.params.permitNumber);
      return sendBookingResult(
        reply,
        await cancelInspection(deps, token, actor, true, activityActorOf(request)),
        200,
      );
    },
  );
};
