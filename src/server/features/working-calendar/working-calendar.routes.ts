import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DistrictDayBodySchema,
  DistrictDayParamsSchema,
  DistrictDayResponseSchema,
  WORKING_CALENDAR_API,
  WorkingCalendarResponseSchema,
} from '#domain/calendar/working-calendar-api.ts';
import type { FeatureOptions } from '#server/app-deps.ts';
import { AppError } from '#server/app-error.ts';
import { staffOf } from '#server/plugins/auth.ts';
import {
  readWorkingCalendarPage,
  removeDistrictDay,
  saveDistrictDay,
} from './working-calendar.service.ts';

/**
 * The working calendar's staff API (decision 299): the coming twelve months, a closure added,
 * a legal holiday marked a working day, a district day removed. Every change is in the activity
 * log; every business-day count reads the result on its next request.
 */
export const workingCalendarRoutes: FastifyPluginAsync<FeatureOptions> = async (
  instance,
  { deps },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requirePermission('working-calendar:manage');

  app.get(
    WORKING_CALENDAR_API.calendar,
    { onRequest, schema: { response: { 200: WorkingCalendarResponseSchema } } },
    async () => readWorkingCalendarPage(deps),
  );

  app.post(
    WORKING_CALENDAR_API.days,
    {
      onRequest,
      schema: { body: DistrictDayBodySchema, response: { 201: DistrictDayResponseSchema } },
    },
    async (request, reply) => {
      const saved = await saveDistrictDay(deps, request.body, staffOf(request));
      if (!saved.ok) throw new AppError(saved.code, 400, saved.fields);
      return reply.code(201).send(saved.value);
    },
  );

  app.delete(
    WORKING_CALENDAR_API.day,
    { onRequest, schema: { params: DistrictDayParamsSchema } },
    async (request, reply) => {
      if (!(await removeDistrictDay(deps, request.params.day, staffOf(request)))) {
        throw new AppError('NOT_FOUND', 404, undefined, 'That day is not on the district’s list.');
      }
      return reply.code(204).send();
    },
  );
};
