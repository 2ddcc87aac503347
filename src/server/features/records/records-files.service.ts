import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { fail, ok, type Result } from '#domain/errors.ts';
import {
  MAX_RECORDS_FILE_BYTES,
  MAX_RECORDS_FILE_SIZE_LABEL,
  RECORDS_FILE_TYPES,
  RECORDS_FILE_TYPES_TEXT,
  type FulfilRequestBody,
} from '#domain/records/records-request.ts';
import { ERROR_MESSAGES } from '#domain/errors.ts';
import { inspectPdf } from '#server/adapters/pdf-inspection.ts';
import { recordTimelineEvent } from '#server/status/status-transition.ts';
import * as repo from './records.repo.ts';
import {
  RequestPayloadSchema,
  moveWithMail,
  registerRequesterMail,
  type RecordsDeps,
  actOnRequest,
} from './records-core.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const RECORDS_FULFILLED_TEMPLATE = 'records-request-fulfilled';
export const RECORDS_FILES_PURGE_JOB = 'records.files-purge';

const PDF_REFUSALS = {
  unreadable: 'This PDF cannot be read. Export it again and upload the new file.',
  'too-complex': ERROR_MESSAGES.PDF_TOO_COMPLEX,
  active: ERROR_MESSAGES.UNSAFE_PDF,
} as const;

/** Checks a responsive record by its bytes, as the documents library does; PDFs in the worker. */
export async function checkRecordsFile(
  bytes: Buffer,
): Promise<{ ok: true; contentType: string } | { ok: false; message: string }> {
  if (bytes.length === 0)
    return { ok: false, message: 'The file is empty. Choose the file again.' };
  if (bytes.length > MAX_RECORDS_FILE_BYTES) {
    return { ok: false, message: `The file is larger than ${MAX_RECORDS_FILE_SIZE_LABEL}.` };
  }
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !RECORDS_FILE_TYPES[detected.mime]) {
    return { ok: false, message: `This file is not ${RECORDS_FILE_TYPES_TEXT}.` };
  }
  if (detected.mime === 'application/pdf') {
    const inspected = await inspectPdf(bytes);
    if (!inspected.ok) return { ok: false, message: PDF_REFUSALS[inspected.reason] };
    if (inspected.facts.hasActiveContent) return { ok: false, message: PDF_REFUSALS.active };
  }
  return { ok: true, contentType: detected.mime };
}

/** A safe download name: the base name the officer's file had, its extension from its bytes. */
export function cleanFileName(name: string | undefined, contentType: string): string {
  const extension = RECORDS_FILE_TYPES[contentType] ?? 'bin';
  const base = path
    .basename(name ?? '', path.extname(name ?? ''))
    .replace(/[^\w .()-]+/g, '-')
    .trim()
    .slice(0, 120);
  return `${base || 'record'}.${extension}`;
}

/** Stores one responsive record for the request; it expires after the district's set days. */
export async function addRecordsFile(
  deps: RecordsDeps,
  requestId: string,
  upload: { bytes: Buffer; fileName: string | undefined },
  actor: string,
): Promise<Result<{ id: string; fileName: string; expiresAt: string }>> {
  const request = await repo.findRecordsRequest(deps.db, { id: requestId });
  if (!request) return fail('RECORDS_REQUEST_NOT_FOUND');
  const checked = await checkRecordsFile(upload.bytes);
  if (!checked.ok) return fail('VALIDATION_FAILED', { file: checked.message });
  const now = deps.clock();
  const file = {
    id: randomUUID(),
    requestId,
    fileName: cleanFileName(upload.fileName, checked.contentType),
    contentType: checked.contentType,
    sizeBytes: upload.bytes.length,
    uploadedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + deps.env.RECORDS_FILE_EXPIRY_DAYS * DAY_MS).toISOString(),
    purgedAt: null,
  };
  await deps.db.transaction().execute(async (trx) => {
    await trx.insertInto('recordsFiles').values(file).execute();
    await trx
      .insertInto('recordsFileBytes')
      .values({ fileId: file.id, bytes: upload.bytes })
      .execute();
    await recordTimelineEvent(trx, repo.RECORDS_REQUEST_STORE, requestId, {
      at: file.uploadedAt,
      actor,
      kind: 'file',
      reason: `Record uploaded: ${file.fileName}`,
    });
  });
  return ok({ id: file.id, fileName: file.fileName, expiresAt: file.expiresAt });
}

export function listRecordsFiles(deps: Pick<RecordsDeps, 'db'>, requestId: string) {
  return deps.db
    .selectFrom('recordsFiles')
    .selectAll()
    .where('requestId', '=', requestId)
    .orderBy('uploadedAt')
    .execute();
}

/** Whether a file can still be downloaded: before its expiry and not yet purged. */
export function isRecordsFileAvailable(
  file: { expiresAt: string; purgedAt: string | null },
  now: Date,
): boolean {
  return file.purgedAt === null && now.toISOString() < file.expiresAt;
}

/** One file through the requester's private link; null when the link and file do not match. */
export async function readRecordsFileForRequester(
  deps: RecordsDeps,
  accessToken: string,
  fileId: string,
): Promise<
  | null
  | { isAvailable: false }
  | { isAvailable: true; fileName: string; contentType: string; bytes: Uint8Array }
> {
  const request = await repo.findRecordsRequest(deps.db, { accessToken });
  if (!request) return null;
  const file = await deps.db
    .selectFrom('recordsFiles')
    .selectAll()
    .where('id', '=', fileId)
    .where('requestId', '=', request.id)
    .executeTakeFirst();
  if (!file) return null;
  if (!isRecordsFileAvailable(file, deps.clock())) return { isAvailable: false };
  const stored = await deps.db
    .selectFrom('recordsFileBytes')
    .select('bytes')
    .where('fileId', '=', file.id)
    .executeTakeFirst();
  if (!stored) return { isAvailable: false };
  return {
    isAvailable: true,
    fileName: file.fileName,
    contentType: file.contentType,
    bytes: stored.bytes,
  };
}

/** Deletes the bytes of every expired file; the file's record and the request stay. */
export async function purgeExpiredRecordsFiles(deps: Pick<RecordsDeps, 'db' | 'clock'>) {
  const now = deps.clock().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const expired = await trx
      .selectFrom('recordsFiles')
      .select('id')
      .where('expiresAt', '<=', now)
      .where('purgedAt', 'is', null)
      .execute();
    if (expired.length === 0) return 0;
    const ids = expired.map((row) => row.id);
    await trx.deleteFrom('recordsFileBytes').where('fileId', 'in', ids).execute();
    await trx.updateTable('recordsFiles').set({ purgedAt: now }).where('id', 'in', ids).execute();
    return ids.length;
  });
}

/**
 * Fulfils the request with the uploaded records, in whole or in part (saying what is withheld and
 * why), and e-mails the requester the link to download them.
 */
export const fulfilRecordsRequest = actOnRequest<FulfilRequestBody>(
  async (deps, request, body, actor) => {
    const { id } = request;
    const files = await listRecordsFiles(deps, id);
    if (request.format === 'electronic' && files.length === 0) {
      return fail('VALIDATION_FAILED', { file: 'Upload the responsive records first.' });
    }
    const at = deps.clock().toISOString();
    const withheld = body.isPartial ? (body.withheld ?? '') : '';
    return moveWithMail(
      deps,
      id,
      body.isPartial ? 'partially_fulfilled' : 'fulfilled',
      {
        actor,
        at,
        reason: body.isPartial
          ? `Fulfilled in part with ${files.length} file(s). Withheld: ${withheld}`
          : `Fulfilled with ${files.length} file(s).`,
        changes: { respondedAt: at, withheld },
      },
      { template: RECORDS_FULFILLED_TEMPLATE, payload: {} },
    );
  },
);

export function registerRecordsFilesTemplate(deps: RecordsDeps): void {
  registerRequesterMail(
    deps,
    RECORDS_FULFILLED_TEMPLATE,
    RequestPayloadSchema,
    (request, _payload, { t }) => {
      const isPartial = request.status === 'partially_fulfilled';
      return {
        subjectEnd: t('recordsRequest.mail.fulfilledSubject'),
        lines: [
          t(
            isPartial ? 'recordsRequest.mail.partiallyFulfilled' : 'recordsRequest.mail.fulfilled',
            { requestNumber: request.requestNumber },
          ),
          ...(isPartial
            ? [t('recordsRequest.mail.withheldWhy', { withheld: request.withheld })]
            : []),
          t('recordsRequest.mail.download', { days: deps.env.RECORDS_FILE_EXPIRY_DAYS }),
        ],
      };
    },
  );
}
