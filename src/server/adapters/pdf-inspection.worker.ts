import { parentPort, workerData } from 'node:worker_threads';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import type { PdfFacts } from './pdf-inspection.ts';

/** Keys that carry scripts, launch actions or attached files anywhere in a PDF. */
const ACTIVE_KEYS = ['JS', 'JavaScript', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia'];

async function inspect(bytes: Uint8Array): Promise<PdfFacts | { unreadable: true }> {
  let pdf: PDFDocument;
  try {
    // Loading inflates the object streams: the part a "PDF bomb" makes huge.
    pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    return { unreadable: true };
  }
  let hasActiveContent = false;
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    const dict =
      object instanceof PDFDict ? object : object instanceof PDFRawStream ? object.dict : undefined;
    if (!dict) continue;
    const subtype = dict.get(PDFName.of('S'))?.toString();
    const type = dict.get(PDFName.of('Type'))?.toString();
    if (
      ACTIVE_KEYS.some((key) => dict.has(PDFName.of(key))) ||
      subtype === '/JavaScript' ||
      subtype === '/Launch' ||
      type === '/EmbeddedFile' ||
      type === '/Filespec'
    ) {
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

parentPort?.postMessage(await inspect(workerData as Uint8Array));
