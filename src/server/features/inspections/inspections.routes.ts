import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_MESSAGES, type ErrorCode, type Result } from '#domain/errors.ts';
import { bookingHeading, type InspectionPageView } from '#domain/inspections/inspection-pages.ts';
import { InspectionSettingsSchema } from '#domain/inspections/inspection-settings.ts';
import type { FreeSlot } from '#domain/inspections/inspection-slots.ts';
import { groupSlotsByDay } from '#domain/inspections/inspection-slots.ts';
import {
  BookSlotBodySchema,
  INSPECTIONS_API,
  INSPECTION_PAGE_PATH,
  INSPECTOR_FEED_TOKEN_PATH,
  MY_INSPECTIONS_PATH,
  inspectorFeedPath,
  inspectionPagePath,
  StaffBookingSearchQuerySchema,
  type Booking,
  type InspectorFeed,
  type StaffBookingSearch,
  type StaffBookingView,
} from '#domain/inspections/inspections-api.ts';
import {
  MAX_INSPECTION_PHOTOS,
  MAX_INSPECTION_PHOTO_BYTES,
  RecordResultBodySchema,
  type InspectionResult,
} from '#domain/inspections/inspection-result.ts';
import {
  INSPECTION_REPORT_CSV_PATH,
  INSPECTION_REPORT_PATH,
} from '#domain/inspections/inspection-report.ts';
import { AppError } from '#server/app-error.ts';
import type { FeatureOptions } from '#server/app-deps.ts';
import type { FeaturePages } from '#server/feature-pages.ts';
import { staffOf } from '#server/plugins/auth.ts';
import { queueInspectionReminders, registerInspectionTemplates } from './inspection-mail.ts';
import * as repo from './inspections.repo.ts';
import {
  addInspectionPhotos,
  inspectionReportCsv,
  loadResultForm,
  readInspectionReport,
  readInspectionPhoto,
  recordInspectionResult,
  type FeeRequestsPort,
  type PhotoUpload,
} from './inspection-results.service.ts';
import {
  findInspectionsLosingBlock,
  updateInspectionSettings,
} from './inspection-availability.service.ts';
import {
  findBookingForApplication,
  listSlotsForApplication,
  loadBookingPage,
} from './inspection-booking.service.ts';
import {
  bookInspection,
  cancelInspection,
  rescheduleInspection,
} from './inspection-changes.service.ts';
import {
  issueFeedToken,
  listMyInspections,
  renderInspectorFeed,
  revokeFeedTokens,
  searchApplicationsForStaff,
} from './staff-inspections.service.ts';
import type { InspectionDeps } from './inspection-deps.ts';

const ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  NOT_FOUND: 404,
  INSPECTION_NOT_FOUND: 404,
  INSPECTION_CANCELLED: 409,
  CHANGED_MEANWHILE: 409,
  INSPECTION_NOT_NEEDED: 409,
  INSPECTION_ALREADY_BOOKED: 409,
  INSPECTION_NOT_CHANGEABLE: 409,
  INSPECTION_CHANGES_LIMITED: 429,
  SLOT_TAKEN: 409,
  SLOT_NOT_AVAILABLE: 409,
  REINSPECTION_FEE_DUE: 409,
  INSPECTION_NOT_SCHEDULED: 409,
  INSPECTION_RESULT_KEY_REUSED: 409,
  INSPECTION_PHOTO_NOT_IMAGE: 415,
  INSPECTION_PHOTO_TOO_LARGE: 413,
  INSPECTION_TOO_MANY_PHOTOS: 400,
};

// The status token is a private link: never cached, never sent on as Referer.
const PRIVATE_HEADERS = { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' };

const TokenParamsSchema = z.object({ token: z.string().min(1).max(100) });
const PermitParamsSchema = z.object({ permitNumber: z.string().min(1).max(40) });
const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });

function photoError(
  code: 'INSPECTION_PHOTO_TOO_LARGE' | 'INSPECTION_TOO_MANY_PHOTOS' | 'INSPECTION_PHOTO_NOT_IMAGE',
) {
  return new AppError(code, ERROR_STATUS[code] ?? 400, { photos: ERROR_MESSAGES[code] });
}

/** The photos of a multipart upload (field `photos`), each read whole within the size limit. */
async function readPhotoUploads(request: FastifyRequest): Promise<PhotoUpload[]> {
  if (!request.isMultipart())
    throw new AppError(
      'VALIDATION_FAILED',
      400,
      undefined,
      'Send the photos as multipart/form-data.',
    );
  const uploads: PhotoUpload[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'photos' && bytes.length > 0) uploads.push({ bytes });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw photoError('INSPECTION_PHOTO_TOO_LARGE');
    if (code === 'FST_FILES_LIMIT') throw photoError('INSPECTION_TOO_MANY_PHOTOS');
    if (error instanceof AppError) throw error;
    request.log.info({ err: error }, 'unreadable inspection photo upload');
    throw new AppError(
      'VALIDATION_FAILED',
      400,
      undefined,
      'The photos could not be read. Send them again.',
    );
  }
  if (uploads.length === 0)
    throw new AppError('VALIDATION_FAILED', 400, { photos: 'Choose at least one photo.' });
  return uploads;
}

/**
 * A lost race or a stale choice answers 409 with the next free times beside the usual error, so
 * the applicant chooses again at once; a change that lost to another change (a cancel, a move, a
 * second booking) answers 409 with the booking as it is now (decision 296).
 */
function sendBookingResult(
  reply: FastifyReply,
  result: Result<Booking> & { nextSlots?: FreeSlot[]; booking?: Booking | null },
  okStatus: number,
) {
  reply.headers(PRIVATE_HEADERS);
  if (result.ok) return reply.code(okStatus).send({ booking: result.value });
  if (result.nextSlots || result.booking !== undefined) {
    return reply.code(ERROR_STATUS[result.code] ?? 409).send({
      error: { code: result.code, message: ERROR_MESSAGES[result.code] },
      ...(result.nextSlots ? { nextSlots: result.nextSlots } : {}),
      ...(result.booking !== undefined ? { booking: result.booking } : {}),
    });
  }
  throw new AppError(result.code, ERROR_STATUS[result.code] ?? 500, result.fields);
}

export const INSPECTION_REMINDER_JOB = 'inspections.reminders';
const REMINDER_INTERVAL_MS = 10 * 60_000;

export interface InspectionsRoutesOptions extends FeatureOptions {
  readDistrictName: () => Promise<string>;
  /** Called once per newly recorded result, after it is committed (the clearance reacts). */
  onResultRecorded?: (result: InspectionResult) => Promise<void>;
  /** The shared fees feature; without it re-inspections are booked without a fee. */
  feeRequests?: FeeRequestsPort;
  /** Draws the booking page in the site's layout. */
  pages: FeaturePages;
}

export const inspectionsRoutes: FastifyPluginAsync<InspectionsRoutesOptions> = async (
  fastify,
  { deps: appDeps, readDistrictName, onResultRecorded, feeRequests, pages },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: InspectionDeps = { db: appDeps.db, clock: appDeps.clock, outbox: appDeps.outbox };
  const mailDeps = { ...deps, env: appDeps.env, readDistrictName };
  registerInspectionTemplates(mailDeps);
  appDeps.jobs.register({
    name: INSPECTION_REMINDER_JOB,
    intervalMs: REMINDER_INTERVAL_MS,
    run: async () => ({ queued: await queueInspectionReminders(mailDeps) }),
  });

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
      const base = appDeps.env.PUBLIC_URL ?? `http://localhost:${appDeps.env.PORT}`;
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
      const base = new URL(appDeps.env.PUBLIC_URL ?? `http://localhost:${appDeps.env.PORT}`);
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

  app.get(
    '/api/inspections/:token/slots',
    { schema: { params: TokenParamsSchema } },
    async (request, reply) => {
      const result = await listSlotsForApplication(deps, request.params.token);
      if (!result.ok) throw new AppError(result.code, ERROR_STATUS[result.code] ?? 500);
      reply.headers(PRIVATE_HEADERS);
      return {
        inspectionType: result.value.inspectionType.name,
        durationMinutes: result.value.inspectionType.durationMinutes,
        days: groupSlotsByDay(result.value.slots),
      };
    },
  );

  app.get(
    '/api/inspections/:token/booking',
    { schema: { params: TokenParamsSchema } },
    async (request, reply) => {
      const result = await findBookingForApplication(deps, request.params.token);
      if (!result.ok) throw new AppError(result.code, ERROR_STATUS[result.code] ?? 500);
      reply.headers(PRIVATE_HEADERS);
      return { booking: result.value };
    },
  );

  app.post(
    '/api/inspections/:token/booking',
    { schema: { params: TokenParamsSchema, body: BookSlotBodySchema } },
    async (request, reply) =>
      sendBookingResult(
        reply,
        await bookInspection(deps, request.params.token, request.body.start, 'applicant'),
        201,
      ),
  );

  app.put(
    '/api/inspections/:token/booking',
    { schema: { params: TokenParamsSchema, body: BookSlotBodySchema } },
    async (request, reply) =>
      sendBookingResult(
        reply,
        await rescheduleInspection(deps, request.params.token, request.body.start, 'applicant'),
        200,
      ),
  );

  app.delete(
    '/api/inspections/:token/booking',
    { schema: { params: TokenParamsSchema } },
    async (request, reply) =>
      sendBookingResult(
        reply,
        await cancelInspection(deps, request.params.token, 'applicant'),
        200,
      ),
  );

  // Reports (issue 17, item 6): JSON for the page, CSV for a spreadsheet; never cached.
  app.get(
    INSPECTION_REPORT_PATH,
    { onRequest: app.requirePermission('inspections:read') },
    async (_request, reply) => {
      reply.headers(PRIVATE_HEADERS);
      return readInspectionReport(deps.db);
    },
  );
  app.get(
    INSPECTION_REPORT_CSV_PATH,
    { onRequest: app.requirePermission('inspections:read') },
    async (_request, reply) =>
      reply
        .headers(PRIVATE_HEADERS)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="inspection-report.csv"')
        .send(inspectionReportCsv(await readInspectionReport(deps.db))),
  );

  // The inspector's result (issue 17, item 4): the form's data, photos, then the result itself.
  app.get(
    '/api/admin/inspections/:id/result',
    { onRequest: app.requirePermission('inspections:read'), schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const form = await loadResultForm(deps, request.params.id);
      if (!form.ok) throw new AppError(form.code, ERROR_STATUS[form.code] ?? 404);
      reply.headers(PRIVATE_HEADERS);
      return form.value;
    },
  );

  app.post(
    '/api/admin/inspections/:id/result',
    {
      onRequest: app.requirePermission('inspections:manage'),
      schema: { params: IdParamsSchema, body: RecordResultBodySchema },
    },
    async (request, reply) => {
      const actor = `staff:${staffOf(request).username}`;
      // The re-inspection fee, when the outcome asks one, is written in the result's transaction.
      const recorded = await recordInspectionResult(
        deps,
        request.params.id,
        request.body,
        actor,
        feeRequests,
      );
      if (!recorded.ok) throw new AppError(recorded.code, ERROR_STATUS[recorded.code] ?? 409);
      // The result is committed; a failing reaction is logged, never a lost result.
      if (recorded.value.isNew && onResultRecorded) {
        await onResultRecorded(recorded.value.event).catch((error: unknown) =>
          request.log.error({ err: error }, 'onResultRecorded failed'),
        );
      }
      return reply
        .code(recorded.value.isNew ? 201 : 200)
        .headers(PRIVATE_HEADERS)
        .send({ result: recorded.value.result, isNew: recorded.value.isNew });
    },
  );

  await fastify.register(async (uploads) => {
    await uploads.register(fastifyMultipart, {
      limits: {
        fileSize: MAX_INSPECTION_PHOTO_BYTES,
        files: MAX_INSPECTION_PHOTOS,
        fields: 5,
        fieldSize: 1_000,
        parts: MAX_INSPECTION_PHOTOS + 5,
      },
    });
    const typed = uploads.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/api/admin/inspections/:id/photos',
      {
        onRequest: typed.requirePermission('inspections:manage'),
        schema: { params: IdParamsSchema },
      },
      async (request, reply) => {
        const photos = await readPhotoUploads(request);
        const actor = `staff:${staffOf(request).username}`;
        const added = await addInspectionPhotos(deps, request.params.id, photos, actor);
        if (!added.ok) {
          if (
            added.code.startsWith('INSPECTION_PHOTO') ||
            added.code === 'INSPECTION_TOO_MANY_PHOTOS'
          )
            throw photoError(added.code as Parameters<typeof photoError>[0]);
          throw new AppError(added.code, ERROR_STATUS[added.code] ?? 409);
        }
        return reply.code(201).headers(PRIVATE_HEADERS).send({ photos: added.value });
      },
    );
  });

  app.get(
    '/api/admin/inspections/photos/:id',
    { onRequest: app.requirePermission('inspections:read'), schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const photo = await readInspectionPhoto(deps.db, request.params.id);
      if (!photo) throw new AppError('NOT_FOUND', 404);
      return reply
        .headers(PRIVATE_HEADERS)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .type(photo.contentType)
        .send(Buffer.from(photo.bytes));
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

  app.post(
    staffPath,
    {
      onRequest: app.requirePermission('inspections:manage'),
      schema: { params: PermitParamsSchema, body: BookSlotBodySchema },
    },
    async (request, reply) => {
      const actor = `staff:${staffOf(request).username}`;
      const token = await staffTokenOf(request.params.permitNumber);
      return sendBookingResult(
        reply,
        await bookInspection(deps, token, request.body.start, actor, activityActorOf(request)),
        201,
      );
    },
  );

  app.put(
    staffPath,
    {
      onRequest: app.requirePermission('inspections:manage'),
      schema: { params: PermitParamsSchema, body: BookSlotBodySchema },
    },
    async (request, reply) => {
      const actor = `staff:${staffOf(request).username}`;
      const token = await staffTokenOf(request.params.permitNumber);
      return sendBookingResult(
        reply,
        await rescheduleInspection(
          deps,
          token,
          request.body.start,
          actor,
          true,
          activityActorOf(request),
        ),
        200,
      );
    },
  );

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

  // The booking page: plain HTML and one form, no script (issue 17).
  await fastify.register(fastifyFormbody, { bodyLimit: 4_096 });
  const PageQuerySchema = z.object({
    token: z.string().max(100).optional(),
    done: z.enum(['booked', 'moved', 'cancelled']).optional(),
  });
  const PageBodySchema = z.object({
    token: z.string().max(100).default(''),
    action: z.enum(['book', 'move', 'cancel']).default('book'),
    start: z.string().max(40).optional(),
  });
  const NOTICES = {
    booked:
      'Your inspection is booked. We have e-mailed you the details and a calendar invitation.',
    moved: 'Your inspection has moved. We have e-mailed you the new time.',
    cancelled: 'Your inspection is cancelled. We have e-mailed you to confirm.',
  } as const;

  // The page comes from the permit's private link: never cached, indexed or sent on as Referer.
  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    title: string,
    view: InspectionPageView,
    statusCode = 200,
  ) {
    return pages.send(request, reply, {
      title,
      view,
      statusCode,
      headers: PRIVATE_HEADERS,
      isNoIndex: true,
    });
  }

  async function renderPage(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    extra: { error?: string; notice?: string; statusCode?: number } = {},
  ) {
    const page = await loadBookingPage(deps, token);
    if (!page.ok) {
      const isMissing = page.code === 'NOT_FOUND';
      const title = isMissing ? 'Booking link not found' : 'No inspection to book';
      return sendPage(
        request,
        reply,
        title,
        {
          kind: 'inspection-message',
          title,
          message: isMissing
            ? 'We could not find a permit for this link. Use the link in your permit e-mail.'
            : ERROR_MESSAGES[page.code],
        },
        isMissing ? 404 : 409,
      );
    }
    return sendPage(
      request,
      reply,
      bookingHeading(page.value),
      {
        kind: 'inspection-booking',
        token,
        permitNumber: page.value.permitNumber,
        inspectionType: page.value.inspectionType.name,
        durationMinutes: page.value.inspectionType.durationMinutes,
        address: page.value.address,
        booking: page.value.booking,
        slots: page.value.slots,
        feeDue: page.value.feeDue,
        ...(extra.error ? { error: extra.error } : {}),
        ...(extra.notice ? { notice: extra.notice } : {}),
      },
      extra.statusCode ?? 200,
    );
  }

  app.get(
    INSPECTION_PAGE_PATH,
    { schema: { querystring: PageQuerySchema } },
    async (request, reply) =>
      renderPage(request, reply, request.query.token ?? '', {
        ...(request.query.done ? { notice: NOTICES[request.query.done] } : {}),
      }),
  );

  app.post(INSPECTION_PAGE_PATH, { schema: { body: PageBodySchema } }, async (request, reply) => {
    const { token, action, start } = request.body;
    if (action !== 'cancel' && (!start || Number.isNaN(Date.parse(start)))) {
      return renderPage(request, reply, token, {
        error: 'Choose a time from the list.',
        statusCode: 400,
      });
    }
    const result =
      action === 'cancel'
        ? await cancelInspection(deps, token, 'applicant')
        : action === 'move'
          ? await rescheduleInspection(deps, token, start!, 'applicant')
          : await bookInspection(deps, token, start!, 'applicant');
    if (result.ok) {
      const done = action === 'cancel' ? 'cancelled' : action === 'move' ? 'moved' : 'booked';
      return reply.code(303).redirect(`${inspectionPagePath(token)}&done=${done}`);
    }
    return renderPage(request, reply, token, {
      error: ERROR_MESSAGES[result.code],
      statusCode: ERROR_STATUS[result.code] ?? 400,
    });
  });
};
