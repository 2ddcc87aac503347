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
