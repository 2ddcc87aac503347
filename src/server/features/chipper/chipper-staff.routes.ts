import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHIPPER_API_PATHS,
  ChipperCancelDaySchema,
  ChipperCrewLinkResponseSchema,
  ChipperDayChangeSchema,
  ChipperDayInputSchema,
  ChipperFiguresResponseSchema,
  ChipperOrderSchema,
  ChipperSeasonResponseSchema,
  ChipperStopsResponseSchema,
  ChipperZoneInputSchema,
  ChipperZoneSchema,
} from '#domain/chipper/chipper-api.ts';
import { ChipperRulesSchema } from '#domain/chipper/chipper-rules.ts';
import { AppError } from '#server/app-error.ts';
import { staffActorOf } from '#server/plugins/auth.ts';
import type { DrawChipperRoute } from '#server/adapters/chipper-route-pdf.ts';
import type { ChipperDeps } from './chipper.repo.ts';
import { drawRouteSheet } from './chipper-crew.service.ts';
import {
  cancelDay,
  changeDay,
  createDay,
  createZone,
  exportFiguresCsv,
  issueCrewLink,
  listStops,
  readFigures,
  readSeason,
  reorderStops,
  updateRules,
  updateZone,
  type StaffOutcome,
} from './chipper-season.service.ts';

const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });
const DayIdSchema = z.object({ id: z.string() });

function valueOf<Value>(outcome: StaffOutcome<Value>): Value {
  if (outcome.ok) return outcome.value;
  if (outcome.code === 'NOT_FOUND') throw new AppError('NOT_FOUND', 404);
  throw new AppError(outcome.code, 409);
}

/** Staff's chipper API (issue 38 items 1, 4 and 5): the season, the route, the figures. */
export function registerChipperStaffRoutes(
  instance: FastifyInstance,
  deps: ChipperDeps,
  drawRoute: DrawChipperRoute,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const canManage = app.requirePermission('chipper:manage');
  const canCrew = app.requirePermission('chipper:crew');

  app.get(
    CHIPPER_API_PATHS.season,
    // The crew reads the days too (no resident's details are in it), to open a day's page.
    { onRequest: canCrew, schema: { response: { 200: ChipperSeasonResponseSchema } } },
    async () => readSeason(deps),
  );
  app.put(
    CHIPPER_API_PATHS.rules,
    {
      onRequest: canManage,
      schema: { body: ChipperRulesSchema, response: { 200: ChipperRulesSchema } },
    },
    async (request) => updateRules(deps, request.body, staffActorOf(request)),
  );
  app.post(
    CHIPPER_API_PATHS.zones,
    {
      onRequest: canManage,
      schema: { body: ChipperZoneInputSchema, response: { 201: ChipperZoneSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createZone(deps, request.body, staffActorOf(request))),
  );
  app.put(
    CHIPPER_API_PATHS.zone,
    {
      onRequest: canManage,
      schema: {
        params: IdParamsSchema,
        body: ChipperZoneInputSchema,
        response: { 200: ChipperZoneSchema },
      },
    },
    async (request) =>
      valueOf(await updateZone(deps, request.params.id, request.body, staffActorOf(request))),
  );
  app.post(
    CHIPPER_API_PATHS.days,
    {
      onRequest: canManage,
      schema: { body: ChipperDayInputSchema, response: { 201: DayIdSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(valueOf(await createDay(deps, request.body, staffActorOf(request)))),
  );
  app.put(
    CHIPPER_API_PATHS.day,
    {
      onRequest: canManage,
      schema: {
        params: IdParamsSchema,
        body: ChipperDayChangeSchema,
        response: { 200: DayIdSchema },
      },
    },
    async (request) =>
      valueOf(await changeDay(deps, request.params.id, request.body, staffActorOf(request))),
  );
  app.post(
    CHIPPER_API_PATHS.cancelDay,
    {
      onRequest: canManage,
      schema: {
        params: IdParamsSchema,
        body: ChipperCancelDaySchema,
        response: { 200: z.object({ id: z.string(), told: z.number() }) },
      },
    },
    async (request) =>
      valueOf(await cancelDay(deps, request.params.id, request.body, staffActorOf(request))),
  );
  app.get(
    CHIPPER_API_PATHS.stops,
    {
      onRequest: canCrew,
      schema: { params: IdParamsSchema, response: { 200: ChipperStopsResponseSchema } },
    },
    async (request) => {
      const stops = await listStops(deps, request.params.id);
      if (!stops) throw new AppError('NOT_FOUND', 404);
      return { stops };
    },
  );
  app.put(
    CHIPPER_API_PATHS.order,
    {
      onRequest: canManage,
      schema: { params: IdParamsSchema, body: ChipperOrderSchema, response: { 200: DayIdSchema } },
    },
    async (request) =>
      valueOf(
        await reorderStops(deps, request.params.id, request.body.signUpIds, staffActorOf(request)),
      ),
  );
  app.post(
    CHIPPER_API_PATHS.crewLink,
    {
      onRequest: canCrew,
      schema: { params: IdParamsSchema, response: { 200: ChipperCrewLinkResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return valueOf(await issueCrewLink(deps, request.params.id, staffActorOf(request)));
    },
  );
  app.get(
    CHIPPER_API_PATHS.routeSheet,
    { onRequest: canCrew, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const pdf = await drawRouteSheet(deps, drawRoute, request.params.id);
      if (!pdf) throw new AppError('NOT_FOUND', 404);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="chipper-route.pdf"')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
  app.get(
    CHIPPER_API_PATHS.figures,
    { onRequest: canManage, schema: { response: { 200: ChipperFiguresResponseSchema } } },
    async () => readFigures(deps),
  );
  app.get(CHIPPER_API_PATHS.figuresCsv, { onRequest: canManage }, async (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="chipper-figures.csv"')
      .header('cache-control', 'no-store')
      .send(await exportFiguresCsv(deps)),
  );
}
