/**
 * The inspector's result routes: the result form and its record, the photos, and the reports
 * (JSON for the page, CSV for a spreadsheet).
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_MESSAGES } from '#domain/errors.ts';
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
import { staffOf } from '#server/plugins/auth.ts';
import type { InspectionDeps } from './inspections.deps.ts';
import { PRIVATE_HEADERS } from '#server/html/form-posts.ts';
import { ERROR_STATUS } from './inspection-replies.ts';
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

export interface InspectionResultsRoutesOptions {
  deps: InspectionDeps;
  /** Called once per newly recorded result, after it is committed (the clearance reacts). */
  onResultRecorded?: ((result: InspectionResult) => Promise<void>) | undefined;
  /** The shared fees feature; without it re-inspections are booked without a fee. */
  feeRequests?: FeeRequestsPort | undefined;
}

export const inspectionResultsRoutes: FastifyPluginAsync<InspectionResultsRoutesOptions> = async (
  fastify,
  { deps, onResultRecorded, feeRequests },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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
};
