import type { FeesPort } from '#server/features/fees/fees.service.ts';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import { PageQuerySchema } from '#domain/pagination.ts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RecordsFormValues, RecordsPageView } from '#domain/records/records-pages.ts';
import {
  RECORDS_REQUEST_FIELD_LABELS,
  RECORDS_REQUEST_MACHINE,
} from '#domain/records/records-request.ts';
import { canMove } from '#domain/status-machine.ts';
import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import type { ErrorCode, Result } from '#domain/errors.ts';
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
import type { PublicLogEntryResponse, RecordsReportResponse } from '#domain/records/records-api.ts';
import { toDistrictDay } from '#domain/records/grama-clock.ts';
import {
  formatRecordsReportCsv,
  summarizeRecordsRequests,
} from '#domain/records/records-report.ts';
import { AppError } from '#server/app-error.ts';
import type { FeatureOptions } from '#server/app-deps.ts';
import type { FeaturePageAnswer, FeaturePages } from '#server/feature-pages.ts';
import { staffOf } from '#server/plugins/auth.ts';
import { listStatusEvents } from '#server/status/status-transition.ts';
import * as repo from './records.repo.ts';
import {
  RECORDS_FILES_PURGE_JOB,
  addRecordsFile,
  fulfilRecordsRequest,
  isRecordsFileAvailable,
  listRecordsFiles,
  purgeExpiredRecordsFiles,
  readRecordsFileForRequester,
  registerRecordsFilesTemplate,
} from './records-files.service.ts';
import {
  answerClarification,
  askForClarification,
  decideRecordsFeeWaiver,
  estimateRecordsFees,
  readClarificationQuestion,
  registerRecordsWorkTemplates,
  settleRecordsFee,
} from './records-work.service.ts';
import { RECORDS_PATHS, readBusinessCalendar, type RecordsDeps } from './records-core.service.ts';
import {
  appealRecordsRequest,
  canAppeal,
  describeDeadline,
  readClockOf,
  registerRecordsTemplates,
  registerRecordsWithdrawnTemplate,
  submitRecordsRequest,
  withdrawRecordsRequest,
} from './records-requester.service.ts';
import {
  acknowledgeRecordsRequest,
  decideExpedite,
  denyRecordsRequest,
  extendRecordsRequest,
  listRecordsQueue,
  readRecordsRequestForStaff,
  registerRecordsOfficerTemplates,
  sendDueReminders,
} from './records-officer.service.ts';
import {
  closeUndecidedAppeals,
  decideRecordsAppeal,
  registerRecordsAppealTemplate,
} from './records-appeals.service.ts';

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
  readDistrict: () => Promise<DistrictDetails>;
  /** The shared fees (decision 270); without them a fee estimate e-mails no pay link. */
  fees?: FeesPort;
  /** Draws the public pages in the site's layout. */
  pages: FeaturePages;
}

export const RECORDS_REMINDER_JOB = 'records.reminders';
/** Decision 302: closes the appeals the chief administrative officer did not decide in time. */
export const RECORDS_APPEALS_JOB = 'records.appeals-deemed-denied';
const REMINDER_INTERVAL_MS = 15 * 60 * 1000;
const FILES_PURGE_INTERVAL_MS = 60 * 60 * 1000;

const RECORDS_ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  RECORDS_REQUEST_NOT_FOUND: 404,
  RECORDS_REQUEST_MOVE_NOT_ALLOWED: 409,
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
};

function toAppError(code: ErrorCode, fields?: Record<string, string>): AppError {
  return new AppError(code, RECORDS_ERROR_STATUS[code] ?? 500, fields);
}
const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });

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
    // Decision 302: staff's e-mail log for a request shows each message's subject and text.
    outbox: {
      ...deps.outbox,
      registerTemplate: (name, template) =>
        deps.outbox.registerTemplate(name, { ...template, isSentTextKept: true }),
    },
    districtName: async () => (await options.readDistrict()).name,
    officerEmail: async () => (await options.readDistrict()).recordsOfficer.email,
    feeRequests: options.fees?.requests,
  };
  registerRecordsTemplates(records);
  // A paid fee estimate lets the work go on (awaiting payment → in progress).
  // A payment for a request denied, withdrawn or waived meanwhile is refunded (decision 292).
  options.fees?.onPaid('records', (requestId, fee) => settleRecordsFee(records, requestId, fee));
  registerRecordsOfficerTemplates(records);
  registerRecordsAppealTemplate(records);
  registerRecordsWithdrawnTemplate(records);
  registerRecordsWorkTemplates(records);
  registerRecordsFilesTemplate(records);
  deps.jobs.register({
    name: RECORDS_FILES_PURGE_JOB,
    intervalMs: FILES_PURGE_INTERVAL_MS,
    run: async () => ({ purged: await purgeExpiredRecordsFiles(records) }),
  });
  deps.jobs.register({
    name: RECORDS_APPEALS_JOB,
    intervalMs: REMINDER_INTERVAL_MS,
    run: async () => ({ deemedDenied: await closeUndecidedAppeals(records) }),
  });
  deps.jobs.register({
    name: RECORDS_REMINDER_JOB,
    intervalMs: REMINDER_INTERVAL_MS,
    run: async () => ({ reminded: await sendDueReminders(records) }),
  });
  await instance.register(fastifyFormbody, { bodyLimit: 32_768 });
  // One responsive record per upload, with the documents library's limits.
  await instance.register(fastifyMultipart, {
    limits: { fileSize: MAX_RECORDS_FILE_BYTES, files: 1, fields: 5, fieldSize: 1_000, parts: 6 },
  });
  const app = instance.withTypeProvider<ZodTypeProvider>();

  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    title: string,
    view: RecordsPageView,
    answer: Omit<FeaturePageAnswer, 'title' | 'view'> = {},
  ) {
    return options.pages.send(request, reply, { title, view, ...answer });
  }
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendPage(
      request,
      reply,
      'Request not found',
      { kind: 'records-not-found' },
      { statusCode: 404, headers: PRIVATE_HEADERS, isNoIndex: true },
    );
  // "Error: " leads the title while a field of the form has a message.
  const formTitle = (errors: Record<string, string>) =>
    `${Object.keys(errors).some((name) => name in RECORDS_REQUEST_FIELD_LABELS) ? 'Error: ' : ''}Request public records online`;

  app.get(RECORDS_PATHS.form, async (request, reply) =>
    sendPage(request, reply, formTitle({}), { kind: 'records-form', values: {}, errors: {} }),
  );

  app.post(RECORDS_PATHS.form, { schema: { body: FormBodySchema } }, async (request, reply) => {
    const values = firstValues(request.body);
    const filed = await submitRecordsRequest(records, values);
    if (filed.ok) {
      return reply
        .code(303)
        .header('cache-control', 'no-store')
        .redirect(
          `${RECORDS_PATHS.status}/${filed.value.accessToken}?filed=${filed.value.isMailed ? '1' : 'unmailed'}`,
        );
    }
    const errors = filed.fields ?? {};
    return sendPage(
      request,
      reply,
      formTitle(errors),
      { kind: 'records-form', values: values as RecordsFormValues, errors },
      { statusCode: 400, isNoIndex: true },
    );
  });

  async function statusPage(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    extra: {
      isJustFiled?: boolean;
      /** Filed past the address's daily mail allowance: nothing was e-mailed (decision 290). */
      isUnmailed?: boolean;
      notice?: string;
      appealErrors?: Record<string, string>;
      clarificationErrors?: Record<string, string>;
      withdrawErrors?: Record<string, string>;
    } = {},
    statusCode = 200,
  ) {
    const found = await repo.findRecordsRequest(deps.db, { accessToken: token });
    if (!found) return notFound(request, reply);
    const clock = await readClockOf(records, found);
    const timeline = await listStatusEvents(deps.db, RECORDS_REQUEST_MACHINE.subjectKind, found.id);
    return sendPage(
      request,
      reply,
      `Records request ${found.requestNumber}`,
      {
        kind: 'records-status',
        request: found,
        businessDaysLeft: clock.businessDaysLeft,
        timeline,
        isJustFiled: extra.isJustFiled ?? false,
        isUnmailed: extra.isUnmailed ?? false,
        deadline: describeDeadline(found),
        canAppeal: await canAppeal(records, found),
        appealsOfficer: deps.env.RECORDS_APPEALS_OFFICER_NAME,
        ...(extra.notice ? { notice: extra.notice } : {}),
        appealErrors: extra.appealErrors ?? {},
        clarificationQuestion:
          found.status === 'awaiting_clarification'
            ? ((await readClarificationQuestion(records, found.id))?.message ?? '')
            : null,
        clarificationErrors: extra.clarificationErrors ?? {},
        canWithdraw: canMove(RECORDS_REQUEST_MACHINE, found.status, 'withdrawn'),
        withdrawErrors: extra.withdrawErrors ?? {},
        officerEmail: await records.officerEmail(),
        files: (await listRecordsFiles(records, found.id)).map((file) => ({
          href: `${RECORDS_PATHS.status}/${token}/files/${file.id}`,
          fileName: file.fileName,
          sizeBytes: Number(file.sizeBytes),
          expiresAt: file.expiresAt,
          isAvailable: isRecordsFileAvailable(file, deps.clock()),
        })),
      },
      { statusCode, headers: PRIVATE_HEADERS, isNoIndex: true },
    );
  }

  app.get(
    `${RECORDS_PATHS.status}/:token`,
    {
      schema: {
        params: TokenParamsSchema,
        querystring: z.object({ filed: z.string().optional() }),
      },
    },
    async (request, reply) =>
      statusPage(request, reply, request.params.token, {
        isJustFiled: request.query.filed === '1' || request.query.filed === 'unmailed',
        isUnmailed: request.query.filed === 'unmailed',
      }),
  );

  /**
   * The requester's forms on the status page (appeal, clarification, withdrawal): the answer is the status
   * page again, with a notice, the form's field errors (400), or why the request takes no such
   * answer now (409; 404 for an unknown link).
   */
  function statusPageForm(
    action: 'appeal' | 'clarify' | 'withdraw',
    run: (deps: RecordsDeps, token: string, body: unknown) => Promise<Result<unknown>>,
    wording: { done: string; refused: string },
  ) {
    const errorsKey = (
      {
        appeal: 'appealErrors',
        clarify: 'clarificationErrors',
        withdraw: 'withdrawErrors',
      } as const
    )[action];
    app.post(
      `${RECORDS_PATHS.status}/:token/${action}`,
      { schema: { params: TokenParamsSchema, body: FormBodySchema } },
      async (request, reply) => {
        const { token } = request.params;
        const outcome = await run(records, token, firstValues(request.body));
        if (outcome.ok) return statusPage(request, reply, token, { notice: wording.done });
        if (outcome.code === 'VALIDATION_FAILED') {
          return statusPage(request, reply, token, { [errorsKey]: outcome.fields ?? {} }, 400);
        }
        return statusPage(
          request,
          reply,
          token,
          { notice: wording.refused },
          outcome.code === 'RECORDS_REQUEST_NOT_FOUND' ? 404 : 409,
        );
      },
    );
  }
  statusPageForm('appeal', appealRecordsRequest, {
    done: `Your appeal is sent to ${deps.env.RECORDS_APPEALS_OFFICER_NAME}. You will get the decision by e-mail.`,
    refused: 'This request cannot be appealed now.',
  });
  statusPageForm('clarify', answerClarification, {
    done: 'Thank you. The records officer has your answer and goes on with your request.',
    refused: 'This request does not wait for a clarification now.',
  });
  statusPageForm(
    'withdraw',
    (recordsDeps, token, body) =>
      withdrawRecordsRequest({ ...recordsDeps, feeRequests: options.fees?.requests }, token, body),
    {
      done: 'Your request is withdrawn. We have e-mailed you a confirmation.',
      refused: 'This request can no longer be withdrawn.',
    },
  );

  app.get(
    `${RECORDS_PATHS.status}/:token/files/:fileId`,
    {
      schema: {
        params: TokenParamsSchema.extend({ fileId: z.string().min(1).max(100) }),
      },
    },
    async (request, reply) => {
      const found = await readRecordsFileForRequester(
        records,
        request.params.token,
        request.params.fileId,
      );
      if (!found) return notFound(request, reply);
      if (!found.isAvailable) {
        return sendPage(
          request,
          reply,
          'File no longer available',
          {
            kind: 'records-file-gone',
            statusHref: `${RECORDS_PATHS.status}/${request.params.token}`,
          },
          { statusCode: 410, headers: PRIVATE_HEADERS, isNoIndex: true },
        );
      }
      return reply
        .headers(PRIVATE_HEADERS)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="${found.fileName}"`)
        .type(found.contentType)
        .send(Buffer.from(found.bytes));
    },
  );

  app.get(RECORDS_PATHS.log, { schema: { querystring: PageQuerySchema } }, async (request, reply) =>
    sendPage(request, reply, 'Public records request log', {
      kind: 'records-log',
      ...(await repo.listPublicLog(deps.db, request.query.page)),
    }),
  );

  // Back office: requesters' details are personal data, so every answer is no-store.
  const manage = { onRequest: app.requirePermission('records:manage') };
  /**
   * Decision 302: the chief administrative officer may hold only `records:appeals`; such an
   * account reads the appealed requests (the queue and one request), and nothing else.
   */
  const manageHook = app.requirePermission('records:manage');
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
    { ...manageOrAppeals, schema: { querystring: RecordsQueueQuerySchema } },
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
    { ...manageOrAppeals, schema: { params: IdParamsSchema } },
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
  app.post(
    '/api/admin/records/requests/:id/acknowledge',
    { ...manage, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const moved = await acknowledgeRecordsRequest(
        records,
        request.params.id,
        `staff:${staffOf(request).username}`,
      );
      if (!moved.ok) throw toAppError(moved.code);
      return reply.headers(PRIVATE_HEADERS).send({ status: moved.value.status });
    },
  );
  app.post(
    '/api/admin/records/requests/:id/extend',
    { ...manage, schema: { params: IdParamsSchema, body: ExtendRequestBodySchema } },
    async (request, reply) => {
      const moved = await extendRecordsRequest(
        records,
        request.params.id,
        request.body,
        `staff:${staffOf(request).username}`,
      );
      if (!moved.ok) throw toAppError(moved.code, moved.fields);
      return reply
        .headers(PRIVATE_HEADERS)
        .send({ status: moved.value.status, dueDay: moved.value.dueDay });
    },
  );
  app.post(
    '/api/admin/records/requests/:id/deny',
    { ...manage, schema: { params: IdParamsSchema, body: DenyRequestBodySchema } },
    async (request, reply) => {
      const moved = await denyRecordsRequest(
        records,
        request.params.id,
        request.body,
        `staff:${staffOf(request).username}`,
      );
      if (!moved.ok) throw toAppError(moved.code);
      return reply.headers(PRIVATE_HEADERS).send({ status: moved.value.status });
    },
  );

  app.post(
    '/api/admin/records/requests/:id/appeal-decision',
    {
      onRequest: app.requirePermission('records:appeals'),
      schema: { params: IdParamsSchema, body: AppealDecisionBodySchema },
    },
    async (request, reply) => {
      const moved = await decideRecordsAppeal(
        records,
        request.params.id,
        request.body,
        `staff:${staffOf(request).username}`,
      );
      if (!moved.ok) throw toAppError(moved.code, moved.fields);
      return reply.headers(PRIVATE_HEADERS).send({ status: moved.value.status });
    },
  );

  app.post(
    '/api/admin/records/requests/:id/clarify',
    { ...manage, schema: { params: IdParamsSchema, body: ClarifyRequestBodySchema } },
    async (request, reply) => {
      const moved = await askForClarification(
        records,
        request.params.id,
        request.body,
        `staff:${staffOf(request).username}`,
      );
      if (!moved.ok) throw toAppError(moved.code);
      return reply.headers(PRIVATE_HEADERS).send({ status: moved.value.status });
    },
  );
  app.post(
    '/api/admin/records/requests/:id/estimate-fees',
    { ...manage, schema: { params: IdParamsSchema, body: EstimateFeesBodySchema } },
    async (request, reply) => {
      const estimated = await estimateRecordsFees(
        { ...records, feeRequests: options.fees?.requests },
        request.params.id,
        request.body,
        `staff:${staffOf(request).username}`,
      );
      if (!estimated.ok) throw toAppError(estimated.code, estimated.fields);
      return reply.headers(PRIVATE_HEADERS).send({
        status: estimated.value.status,
        feeCents: estimated.value.feeCents,
        payUrl: estimated.value.feePayUrl,
      });
    },
  );
  app.post(
    '/api/admin/records/requests/:id/fee-waiver',
    { ...manage, schema: { params: IdParamsSchema, body: FeeWaiverBodySchema } },
    async (request, reply) => {
      const decided = await decideRecordsFeeWaiver(
        records,
        request.params.id,
        request.body,
        `staff:${staffOf(request).username}`,
      );
      if (!decided.ok) throw toAppError(decided.code);
      return reply.headers(PRIVATE_HEADERS).send({
        status: decided.value.status,
        feeWaiverDecision: decided.value.feeWaiverDecision,
      });
    },
  );

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
  app.post(
    '/api/admin/records/requests/:id/fulfil',
    { ...manage, schema: { params: IdParamsSchema, body: FulfilRequestBodySchema } },
    async (request, reply) => {
      const moved = await fulfilRecordsRequest(
        records,
        request.params.id,
        request.body,
        `staff:${staffOf(request).username}`,
      );
      if (!moved.ok) throw toAppError(moved.code, moved.fields);
      return reply.headers(PRIVATE_HEADERS).send({ status: moved.value.status });
    },
  );

  app.put(
    '/api/admin/records/requests/:id/public-log',
    {
      ...manage,
      schema: { params: IdParamsSchema, body: PublicLogEntryBodySchema },
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
  app.get('/api/admin/records/report', manage, async (_request, reply) => {
    const months: RecordsReportResponse['months'] = await readMonthlyReport();
    return reply.headers(PRIVATE_HEADERS).send({ months } satisfies RecordsReportResponse);
  });
  app.get('/api/admin/records/report.csv', manage, async (_request, reply) => {
    const report = await readMonthlyReport();
    return reply
      .headers(PRIVATE_HEADERS)
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="records-requests-report.csv"')
      .send(formatRecordsReportCsv(report));
  });

  app.post(
    '/api/admin/records/requests/:id/expedite',
    {
      ...manage,
      schema: {
        params: IdParamsSchema,
        body: z.object({
          isGranted: z.boolean(),
          reason: z.string().trim().min(1, 'Write the reason.').max(2_000),
        }),
      },
    },
    async (request, reply) => {
      const decided = await decideExpedite(
        records,
        request.params.id,
        request.body,
        `staff:${staffOf(request).username}`,
      );
      if (!decided.ok) throw toAppError(decided.code);
      return reply
        .headers(PRIVATE_HEADERS)
        .send({ isExpedited: decided.value.isExpedited === 1, dueDay: decided.value.dueDay });
    },
  );
};
