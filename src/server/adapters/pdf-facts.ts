import zlib from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib';
import type { PdfFacts } from './pdf-inspection.ts';

/** Keys that carry scripts, launch actions or attached files anywhere in a PDF. */
const ACTIVE_KEYS = ['JS', 'JavaScript', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia'];

/** Deepest nesting of direct dictionaries and arrays looked into; references are visited on their own. */
const MAX_DEPTH = 32;

function isActiveDict(dict: PDFDict): boolean {
  const subtype = dict.get(PDFName.of('S'))?.toString();
  const type = dict.get(PDFName.of('Type'))?.toString();
  return (
    ACTIVE_KEYS.some((key) => dict.has(PDFName.of(key))) ||
    subtype === '/JavaScript' ||
    subtype === '/Launch' ||
    type === '/EmbeddedFile' ||
    type === '/Filespec'
  );
}

function containsActiveContent(object: PDFObject, depth: number): boolean {
  if (depth > MAX_DEPTH) return true;
  const dict =
    object instanceof PDFDict ? object : object instanceof PDFRawStream ? object.dict : undefined;
  if (dict) {
    if (isActiveDict(dict)) return true;
    return dict.values().some((value) => containsActiveContent(value, depth + 1));
  }
  if (object instanceof PDFArray) {
    return object.asArray().some((value) => containsActiveContent(value, depth + 1));
  }
  return false;
}

/**
 * Opens a PDF and reads what the upload checks need. Runs in the inspection worker for uploads;
 * only the district's own seed files are read on the main thread.
 */
export async function readPdfFacts(bytes: Uint8Array): Promise<PdfFacts | { unreadable: true }> {
  let pdf: PDFDocument;
  try {
    // Loading inflates the object streams: the part a "PDF bomb" makes huge.
    pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    return { unreadable: true };
  }
  let hasActiveContent = false;
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (containsActiveContent(object, 0)) {
      hasActiveContent = true;
      break;
    }
  }
  const catalog = pdf.catalog;
  const markInfo = catalog.lookupMaybe(PDFName.of('MarkInfo'), PDFDict);
  const language = catalog.get(PDFName.of('Lang'));
  return {
    isMarked: markInfo?.get(PDFName.of('Marked'))?.toString() === 'true',
    hasStructure: catalog.get(PDFName.of('StructTreeRoot')) !== undefined,
    hasLanguage: Boolean(language) && !/^[(<]\s*[)>]$/.test(language?.toString() ?? ''),
    hasActiveContent,
  };
}

/** The most one compressed stream of an uploaded PDF may inflate to, and all of them together. */
export const MAX_INFLATED_STREAM_BYTES = 64 * 1024 * 1024;
export const MAX_INFLATED_TOTAL_BYTES = 256 * 1024 * 1024;

const STREAM_KEYWORD = Buffer.from('stream');

/**
 * Whether a Flate stream of the PDF inflates past MAX_INFLATED_STREAM_BYTES, or all of them past
 * MAX_INFLATED_TOTAL_BYTES. zlib stops at the limit (`maxOutputLength`), so a "PDF bomb" is refused
 * after a bounded amount of work however fast the machine is, before pdf-lib inflates anything; the
 * worker's time and heap limits stay as the second line. Data after every `stream` keyword is
 * tried: what is not a Flate stream fails to inflate and is skipped.
 */
export function exceedsInflateLimits(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  let from = 0;
  for (;;) {
    const at = buffer.indexOf(STREAM_KEYWORD, from);
    if (at < 0) return false;
    from = at + STREAM_KEYWORD.length;
    if (at >= 3 && buffer.toString('latin1', at - 3, at) === 'end') continue;
    let start = from;
    if (buffer[start] === 0x0d) start += 1;
    if (buffer[start] !== 0x0a) continue;
    start += 1;
    try {
      total += zlib.inflateSync(buffer.subarray(start), {
        maxOutputLength: MAX_INFLATED_STREAM_BYTES,
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
      }).length;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return true;
      continue;
    }
    if (total > MAX_INFLATED_TOTAL_BYTES) return true;
  }
}
