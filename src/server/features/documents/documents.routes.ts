import fastifyMultipart, { type Multipart } from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DocumentMetadataSchema,
  DocumentStateBodySchema,
  LibraryDocumentSchema,
  LibraryListSchema,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_SIZE_LABEL,
} from '#domain/documents/document-library.schema.ts';
import { AppError } from '#server/app-error.ts';
import { findNulCharacter, NUL_CHARACTER_MESSAGE } from '#server/plugins/nul-guard.ts';
import { staffActorOf } from '#server/plugins/auth.ts';
import { checkUpload, type CheckedUpload } from './document-upload-check.ts';
import {
  createDocument,
  listLibrary,
  readPublicFile,
  replaceDocumentFile,
  setDocumentState,
  updateDocumentMetadata,
  type DocumentsDeps,
} from './documents.service.ts';

const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });
const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 10_000;

interface MultipartForm {
  fields: Record<string, string>;
  file: Buffer | undefined;
}

function fileError(message: string): AppError {
  return new AppError('VALIDATION_FAILED', 400, { file: message });
}

async function readForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart())
    throw new AppError(
      'VALIDATION_FAILED',
      400,
      undefined,
      'Send the document as multipart/form-data.',
    );
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        if (findNulCharacter(value) !== undefined)
          throw new AppError('VALIDATION_FAILED', 400, { [part.fieldname]: NUL_CHARACTER_MESSAGE });
        fields[part.fieldname] = value;
        continue;
      }
      const bytes = await readFilePart(part);
      if (part.fieldname === 'file' && !file) file = bytes;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    request.log.info({ err: error }, 'unreadable document upload');
    throw new AppError(
      'VALIDATION_FAILED',
      400,
      undefined,
      'The form could not be read. Please send it again.',
    );
  }
  return { fields, file };
}

async function readFilePart(part: Multipart & { type: 'file' }): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw fileError(`The file is larger than ${MAX_DOCUMENT_SIZE_LABEL}.`);
    throw error;
  }
}

async function checkedFile(
  file: Buffer | undefined,
  expectedType?: string,
): Promise<CheckedUpload> {
  if (file === undefined) throw fileError('Choose a file to upload.');
  const checked = await checkUpload(file, expectedType);
  if (!checked.ok) throw fileError(checked.message);
  return checked.value;
}

function parseMetadata(fields: Record<string, string>) {
  const parsed = DocumentMetadataSchema.safeParse({
    title: fields.title ?? '',
    date: fields.date ?? '',
    description: fields.description ?? '',
    category: fields.category ?? '',
    financialKind: fields.financialKind ?? '',
    effectiveDate: fields.effectiveDate ?? '',
    fiscalYear: fields.fiscalYear ?? '',
  });
  if (parsed.success) return { ok: true as const, value: parsed.data };
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
  return { ok: false as const, problems };
}

/**
 * The documents library (issue 10, item 1): the back office's API under /api/documents and the
 * public files under /documents/*, served from the database with an ETag.
 */
export const documentsRoutes: FastifyPluginAsync<{ documents: DocumentsDeps }> = async (
  instance,
  { documents: deps },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  await instance.register(fastifyMultipart, {
    limits: {
      fileSize: MAX_DOCUMENT_BYTES,
      files: 1,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      parts: MAX_FIELDS + 1,
    },
  });
  const canEdit = app.requirePermission('content:edit');
  const uploadLimit = MAX_DOCUMENT_BYTES + 1024 * 1024;

  app.get(
    '/api/documents',
    { onRequest: canEdit, schema: { response: { 200: LibraryListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { documents: await listLibrary(deps.db) };
    },
  );

  app.post(
    '/api/documents',
    {
      onRequest: canEdit,
      bodyLimit: uploadLimit,
      schema: { response: { 201: LibraryDocumentSchema } },
    },
    async (request, reply) => {
      const form = await readForm(request);
      const metadata = parseMetadata(form.fields);
      let upload: CheckedUpload | undefined;
      let fileProblem: string | undefined;
      try {
        upload = await checkedFile(form.file);
      } catch (error) {
        if (!(error instanceof AppError) || !error.fields?.file) throw error;
        fileProblem = error.fields.file;
      }
      if (!metadata.ok || !upload)
        throw new AppError('VALIDATION_FAILED', 400, {
          ...(metadata.ok ? {} : metadata.problems),
          ...(fileProblem ? { file: fileProblem } : {}),
        });
      const created = await createDocument(deps, staffActorOf(request), metadata.value, upload);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/documents/:id',
    {
      onRequest: canEdit,
      schema: {
        params: IdParamsSchema,
        body: DocumentMetadataSchema,
        response: { 200: LibraryDocumentSchema },
      },
    },
    async (request) => {
      const updated = await updateDocumentMetadata(
        deps,
        staffActorOf(request),
        request.params.id,
        request.body,
      );
      if (!updated) throw new AppError('NOT_FOUND', 404);
      return updated;
    },
  );

  app.put(
    '/api/documents/:id/file',
    {
      onRequest: canEdit,
      bodyLimit: uploadLimit,
      schema: { params: IdParamsSchema, response: { 200: LibraryDocumentSchema } },
    },
    async (request) => {
      const current = (await listLibrary(deps.db)).find((doc) => doc.id === request.params.id);
      if (!current) throw new AppError('NOT_FOUND', 404);
      const form = await readForm(request);
      const upload = await checkedFile(
        form.file,
        current.contentType === 'image/svg+xml' ? undefined : current.contentType,
      );
      if (current.contentType === 'image/svg+xml')
        throw fileError(
          'Replace a page image with a PNG or JPEG under a new upload; this page is kept as it is.',
        );
      const replaced = await replaceDocumentFile(deps, staffActorOf(request), current.id, upload);
      if (!replaced) throw new AppError('NOT_FOUND', 404);
      return replaced;
    },
  );

  app.put(
    '/api/documents/:id/state',
    {
      onRequest: canEdit,
      schema: {
        params: IdParamsSchema,
        body: DocumentStateBodySchema,
        response: { 200: LibraryDocumentSchema },
      },
    },
    async (request) => {
      const updated = await setDocumentState(
        deps,
        staffActorOf(request),
        request.params.id,
        request.body.state,
      );
      if (!updated) throw new AppError('NOT_FOUND', 404);
      return updated;
    },
  );

  app.get('/documents/*', async (request, reply) => {
    const wildcard = (request.params as { '*': string })['*'];
    let fileName: string;
    try {
      fileName = decodeURIComponent(wildcard);
    } catch {
      throw new AppError('NOT_FOUND', 404);
    }
    // PostgreSQL refuses NUL in text; no stored file name has one, or is that long.
    if (fileName.includes('\0') || fileName.length > 500) return reply.callNotFound();
    const file = await readPublicFile(deps.db, fileName);
    if (!file) return reply.callNotFound();
    const etag = `"${file.sha256.slice(0, 32)}"`;
    reply
      .header('etag', etag)
      .header('last-modified', new Date(file.updatedAt).toUTCString())
      // Revalidated on every use, so a replaced file shows at once; an unchanged one costs a 304.
      .header('cache-control', 'public, no-cache');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const downloadName = file.fileName.split('/').pop() ?? 'document';
    reply
      .type(file.contentType)
      .header(
        'content-disposition',
        `inline; filename="${downloadName.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(downloadName)}`,
      );
    if (file.contentType === 'image/svg+xml')
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    return reply.send(Buffer.from(file.bytes));
  });
};
