import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClarifyRequestBodySchema,
  DenyRequestBodySchema,
  EstimateFeesBodySchema,
  ExtendRequestBodySchema,
  FeeWaiverBodySchema,
  FulfilRequestBodySchema,
  MAX_RECORDS_FILE_BYTES,
  MAX_RECORDS_FILE_SIZE_LABEL,
  AppealDecisionBodySchema,
  PublicLogEntryBodySchema,
  RecordsQueueQuerySchema,
} from '#domain/records/records-request.ts';
import {
  PublicLogEntryResponseSchema,
  RecordsQueueResponseSchema,
  RecordsReportResponseSchema,
  RecordsRequestDetailResponseSchema,
  type PublicLogEntryResponse,
  type RecordsAction,
  type RecordsReportResponse,
} from '#domain/records/records-api.ts';
import { toDistrictDay } from '#domain/records/grama-clock.ts';
import {
  formatRecordsReportCsv,
  summarizeRecordsRequests,
} from '#domain/records/records-report.ts';
import type { Result } from '#domain/errors.ts';
import { AppError } from '#server/app-error.ts';
import { staffOf } from '#server/plugins/auth.ts';
import * as repo from './records.repo.ts';
import type { RecordsRequestRow } from './records.tables.ts';
import {
  addRecordsFile,
  fulfilRecordsRequest,
  isRecordsFileAvailable,
  listRecordsFiles,
} from './records-files.service.ts';
import {
  askForClarification,
  decideRecordsFeeWaiver,
  estimateRecordsFees,
} from './records-work.service.ts';
import { readBusinessCalendar } from './records-core.service.ts';
import {
  acknowledgeRecordsRequest,
  decideExpedite,
  denyRecordsRequest,
  extendRecordsRequest,
  listRecordsQueue,
  readRecordsRequestForStaff,
} from './records-officer.service.ts';
import { decideRecordsAppeal } from './records-appeals.service.ts';
import { PRIVATE_HEADERS } from '#server/html/form-posts.ts';
import { toAppError, type RecordsPartRoutesOptions } from './records-http.ts';

const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });
const ExpediteBodySchema = z.object({
  isGranted: z.boolean(),
  reason: z.string().trim().min(1, 'Write the reason.').max(2_000),
});

/** The back office's API: the queue, one request, the officer's actions and the report. */
export const recordsStaffRoutes: FastifyPluginAsync<RecordsPartRoutesOptions> = async (
  instance,
  options,
) => {
  const { deps, records } = options;
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // Back office: requesters' details are personal data, so every answer is no-store.
  /**
   * Decision 302: the chief administrative officer may hold only `records:appeals`; such an
   * account reads the appealed requests (the queue and one request), and nothing else.
   */
  const manageHook = app.requirePermission('records:manage');
  const manage = { onRequest: manageHook };
  const appealsHook = app.requirePermission('records:appeals');
  const manageOrAppeals = {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        await manageHook(request, reply);
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'FORBIDDEN') throw error;
        await appealsHook(request, reply);
      }
    },
  };
  const isAppealsOnly = (request: FastifyRequest) =>
    !staffOf(request).permissions.includes('records:manage');
  app.get(
    '/api/admin/records/requests',
    {
      ...manageOrAppeals,
      schema: {
        querystring: RecordsQueueQuerySchema,
        response: { 200: RecordsQueueResponseSchema },
      },
    },
    async (request, reply) => {
      const { items, ...page } = await listRecordsQueue(records, {
        ...request.query,
        isAppealedOnly: isAppealsOnly(request),
      });
      return reply.headers(PRIVATE_HEADERS).send({ requests: items, ...page });
    },
  );
  app.get(
    '/api/admin/records/requests/:id',
    {
      ...manageOrAppeals,
      schema: { params: IdParamsSchema, response: { 200: RecordsRequestDetailResponseSchema } },
    },
    async (request, reply) => {
      const found = await readRecordsRequestForStaff(records, request.params.id);
      if (!found || (isAppealsOnly(request) && !found.request.appealedAt)) {
        throw toAppError('RECORDS_REQUEST_NOT_FOUND');
      }
      const files = (await listRecordsFiles(records, request.params.id)).map((file) => ({
        id: file.id,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: Number(file.sizeBytes),
        uploadedAt: file.uploadedAt,
        expiresAt: file.expiresAt,
        isAvailable: isRecordsFileAvailable(file, deps.clock()),
      }));
      return reply.headers(PRIVATE_HEADERS).send({ ...found, files });
    },
  );

  /**
   * The officer's actions on one request: each posts its body (checked by its schema) to its
   * service with the staff member as the actor, and answers the fields the page reads back.
   */
  function staffAction<Body>(
    action: RecordsAction,
    bodySchema: z.ZodType<Body> | null,
    run: (
      deps: typeof records,
      id: string,
      body: Body,
      actor: string,
    ) => Promise<Result<RecordsRequestRow>>,
    answer: (row: RecordsRequestRow) => object = (row) => ({ status: row.status }),
    onRequest = manageHook,
  ) {
    app.post(
      `/api/admin/records/requests/:id/${action}`,
      {
        onRequest,
        schema: { params: IdParamsSchema, ...(bodySchema ? { body: bodySchema } : {}) },
      },
      async (request, reply) => {
        const actor = `staff:${staffOf(request).username}`;
        const done = await run(records, request.params.id, request.body as Body, actor);
        if (!done.ok) throw toAppError(done.code, done.fields);
        return reply.headers(PRIVATE_HEADERS).send(answer(done.value));
      },
    );
  }
  staffAction('acknowledge', null, (deps, id, _body, actor) =>
    acknowledgeRecordsRequest(deps, id, actor),
  );
  staffAction('extend', ExtendRequestBodySchema, extendRecordsRequest, (row) => ({
    status: row.status,
    dueDay: row.dueDay,
  }));
  staffAction('deny', DenyRequestBodySchema, denyRecordsRequest);
  staffAction(
    'appeal-decision',
    AppealDecisionBodySchema,
    decideRecordsAppeal,
    undefined,
    appealsHook,
  );
  staffAction('clarify', ClarifyRequestBodySchema, askForClarification);
  staffAction(
    'estimate-fees',
    EstimateFeesBodySchema,
    (deps, id, body, actor) =>
      estimateRecordsFees({ ...deps, feeRequests: options.fees?.requests }, id, body, actor),
    (row) => ({ status: row.status, feeCents: row.feeCents, payUrl: row.feePayUrl }),
  );
  staffAction('fee-waiver', FeeWaiverBodySchema, decideRecordsFeeWaiver, (row) => ({
    status: row.status,
    feeWaiverDecision: row.feeWaiverDecision,
  }));
  staffAction('fulfil', FulfilRequestBodySchema, fulfilRecordsRequest);
  staffAction('expedite', ExpediteBodySchema, decideExpedite, (row) => ({
    isExpedited: row.isExpedited === 1,
    dueDay: row.dueDay,
  }));

  app.post(
    '/api/admin/records/requests/:id/files',
    {
      ...manage,
      bodyLimit: MAX_RECORDS_FILE_BYTES + 1024 * 1024,
      schema: { params: IdParamsSchema },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError(
          'VALIDATION_FAILED',
          400,
          undefined,
          'Send the record as multipart/form-data.',
        );
      }
      let upload: { bytes: Buffer; fileName: string | undefined } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === 'file' && !upload) {
            upload = { bytes: await part.toBuffer(), fileName: part.filename };
          } else if (part.type === 'file') {
            await part.toBuffer();
          }
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw toAppError('VALIDATION_FAILED', {
            file: `The file is larger than ${MAX_RECORDS_FILE_SIZE_LABEL}.`,
          });
        }
        request.log.info({ err: error }, 'unreadable records upload');
        throw new AppError(
          'VALIDATION_FAILED',
          400,
          undefined,
          'The form could not be read. Please send it again.',
        );
      }
      if (!upload) throw toAppError('VALIDATION_FAILED', { file: 'Choose a file to upload.' });
      const added = await addRecordsFile(
        records,
        request.params.id,
        upload,
        `staff:${staffOf(request).username}`,
      );
      if (!added.ok) throw toAppError(added.code, added.fields);
      return reply.code(201).headers(PRIVATE_HEADERS).send(added.value);
    },
  );

  app.put(
    '/api/admin/records/requests/:id/public-log',
    {
      ...manage,
      schema: {
        params: IdParamsSchema,
        body: PublicLogEntryBodySchema,
        response: { 200: PublicLogEntryResponseSchema },
      },
    },
    async (request, reply) => {
      const stored: PublicLogEntryResponse | null = await repo.setPublicLogEntry(
        deps.db,
        request.params.id,
        request.body,
      );
      if (!stored) throw toAppError('RECORDS_REQUEST_NOT_FOUND');
      return reply.headers(PRIVATE_HEADERS).send(stored);
    },
  );

  async function readMonthlyReport() {
    const rows = await repo.listRecordsRequests(deps.db);
    return summarizeRecordsRequests(
      rows.map((row) => ({
        receivedDay: row.receivedDay,
        dueDay: row.dueDay,
        respondedDay: row.respondedAt ? toDistrictDay(new Date(row.respondedAt)).day : null,
      })),
      await readBusinessCalendar(records),
    );
  }
  // Decision 302: the report page's data; the CSV below is the same report.
  app.get(
    '/api/admin/records/report',
    { ...manage, schema: { response: { 200: RecordsReportResponseSchema } } },
    async (_request, reply) => {
      const months: RecordsReportResponse['months'] = await readMonthlyReport();
      return reply.headers(PRIVATE_HEADERS).send({ months } satisfies RecordsReportResponse);
    },
  );
  app.get('/api/admin/records/report.csv', manage, async (_request, reply) => {
    const report = await readMonthlyReport();
    return reply
      .headers(PRIVATE_HEADERS)
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="records-requests-report.csv"')
      .send(formatRecordsReportCsv(report));
  });
};
