/**
 * Checks a file staff upload to the documents library by its bytes (issue 27 moved it out of
 * documents.service.ts): empty, oversized, wrong-typed, unreadable or active PDFs are refused, and
 * an untagged PDF or one without a language is accepted with a warning (WCAG 2.1 AA).
 */
import { fileTypeFromBuffer } from 'file-type';
import { ERROR_MESSAGES } from '#domain/errors.ts';
import { inspectPdf, type PdfFacts } from '#server/adapters/pdf-inspection.ts';
import {
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_SIZE_LABEL,
  UPLOAD_TYPES,
} from '#domain/documents/document-library.schema.ts';

export const NOT_TAGGED_WARNING =
  'This PDF is not tagged, so screen readers cannot follow its headings and reading order. Ask for a tagged copy or export it again with "tagged PDF" turned on.';
export const NO_LANGUAGE_WARNING =
  'This PDF does not name its language, so screen readers may read it with the wrong voice. Set the document language (for example en-US) and export it again.';

export interface CheckedUpload {
  bytes: Buffer;
  contentType: string;
  extension: string;
  warnings: string[];
}

export type UploadCheck = { ok: true; value: CheckedUpload } | { ok: false; message: string };

const ACCEPTED_TYPES_TEXT = `a PDF, PNG or JPEG file of at most ${MAX_DOCUMENT_SIZE_LABEL}`;

/**
 * WCAG 2.1 AA covers the district's PDFs: a tagged PDF has a structure tree and says it is
 * marked, and names its language (the same properties documents.test.ts checks on the seeds).
 */
export function findAccessibilityWarnings(facts: PdfFacts): string[] {
  const warnings: string[] = [];
  if (!facts.isMarked || !facts.hasStructure) warnings.push(NOT_TAGGED_WARNING);
  if (!facts.hasLanguage) warnings.push(NO_LANGUAGE_WARNING);
  return warnings;
}

/** Refusals of a PDF the worker could not open, or that carries scripts or attached files. */
export const PDF_REFUSALS = {
  unreadable: 'This PDF cannot be read. Export it again and upload the new file.',
  'too-complex': ERROR_MESSAGES.PDF_TOO_COMPLEX,
  active: ERROR_MESSAGES.UNSAFE_PDF,
} as const;

/**
 * Checks an upload by its bytes: an empty, oversized, unreadable or wrong-typed file is refused.
 * With `wrongTypeMessage` (a property site plan, which must be a PDF), any file not of
 * `expectedType` gets that message.
 */
export async function checkUpload(
  bytes: Buffer,
  expectedType?: string,
  wrongTypeMessage?: string,
): Promise<UploadCheck> {
  if (bytes.length === 0)
    return { ok: false, message: 'The file is empty. Choose the file again.' };
  if (bytes.length > MAX_DOCUMENT_BYTES)
    return { ok: false, message: `The file is larger than ${MAX_DOCUMENT_SIZE_LABEL}.` };
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected ? UPLOAD_TYPES[detected.mime] : undefined;
  if (!detected || !extension)
    return { ok: false, message: wrongTypeMessage ?? `This file is not ${ACCEPTED_TYPES_TEXT}.` };
  if (expectedType && detected.mime !== expectedType) {
    if (wrongTypeMessage) return { ok: false, message: wrongTypeMessage };
    const wanted =
      expectedType === 'application/pdf'
        ? 'a PDF'
        : `a ${UPLOAD_TYPES[expectedType]?.toUpperCase() ?? expectedType} file`;
    return {
      ok: false,
      message: `Replace this document with ${wanted}, so its address stays the same.`,
    };
  }
  let warnings: string[] = [];
  if (detected.mime === 'application/pdf') {
    const inspected = await inspectPdf(bytes);
    if (!inspected.ok) return { ok: false, message: PDF_REFUSALS[inspected.reason] };
    if (inspected.facts.hasActiveContent) return { ok: false, message: PDF_REFUSALS.active };
    warnings = findAccessibilityWarnings(inspected.facts);
  }
  return { ok: true, value: { bytes, contentType: detected.mime, extension, warnings } };
}
