import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClearanceSummaryResponseSchema,
  RevokeClearanceBodySchema,
  CLEARANCE_API,
} from '#domain/inspections/clearance.ts';
import { AppError } from '#server/app-error.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { staffOf } from '#server/plugins/auth.ts';
import { queueClearanceReminders, registerClearanceTemplates } from './clearance-mail.ts';
import { findClearanceSummary, revokeClearance, type ClearanceDeps } from './clearance.service.ts';

export const CLEARANCE_REMINDER_JOB = 'inspections.clearance-reminders';
const REMINDER_INTERVAL_MS = 10 * 60_000;
const PRIVATE_HEADERS = { 'cache-control': 'private, no-store' };
const PermitParamsSchema = z.object({ permitNumber: z.string().trim().min(1).max(40) });

/**
 * Clearance certificates (decision 241): their e-mails and the temporary-clearance reminder job on
 * the shared outbox and scheduler, and the staff API to read and revoke a permit's clearance.
 */
export const clearanceRoutes: FastifyPluginAsync<{
  clearances: ClearanceDeps;
  jobs: AppDeps['jobs'];
}> = async (fastify, { clearances, jobs }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerClearanceTemplates(clearances);
  jobs.register({
    name: CLEARANCE_REMINDER_JOB,
    intervalMs: REMINDER_INTERVAL_MS,
    run: async () => ({ queued: await queueClearanceReminders(clearances) }),
  });

  app.get(
    CLEARANCE_API.byPermit,
    {
      onRequest: app.requirePermission('inspections:read'),
      schema: { params: PermitParamsSchema, response: { 200: ClearanceSummaryResponseSchema } },
    },
    async (request, reply) => {
      const found = await findClearanceSummary(
        clearances,
        request.params.permitNumber.toUpperCase(),
      );
      if (!found.ok) throw new AppError(found.code, 404);
      reply.headers(PRIVATE_HEADERS);
      return { clearance: found.value };
    },
  );

  app.post(
    CLEARANCE_API.revoke,
    {
      onRequest: app.requirePermission('inspections:manage'),
      schema: { params: PermitParamsSchema, body: RevokeClearanceBodySchema },
    },
    async (request, reply) => {
      const revoked = await revokeClearance(
        clearances,
        request.params.permitNumber.toUpperCase(),
        request.body.reason,
        `staff:${staffOf(request).username}`,
      );
      if (!revoked.ok)
        throw new AppError(revoked.code, revoked.code === 'CLEARANCE_NOT_FOUND' ? 404 : 409);
      reply.headers(PRIVATE_HEADERS);
      return { clearance: revoked.value };
    },
  );
};
