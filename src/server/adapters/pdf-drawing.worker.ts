import { parentPort } from 'node:worker_threads';
import type { PdfJob, WorkerAnswer } from './pdf-drawer.ts';
import { renderJob } from './pdf-render-job.ts';

/**
 * One worker of the PDF pool (pdf-drawer.ts): importing tagged-pdf.ts parses the fonts once, then
 * each message is one document. The bytes go back transferred, not copied.
 */
parentPort?.on('message', async ({ id, job }: { id: number; job: PdfJob }) => {
  try {
    const bytes = await renderJob(withBufferLogo(job));
    // A Buffer may share its memory with others; transfer a copy that owns all of its own.
    const owned =
      bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
        ? bytes
        : new Uint8Array(bytes);
    parentPort?.postMessage({ id, bytes: owned }, [owned.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

// Ready once this module, PDFKit and the fonts are loaded: the pool's time limit counts from here.
parentPort?.postMessage({ ready: true } satisfies WorkerAnswer);

/** A PNG logo arrives as a Uint8Array (messages carry no Buffers); PDFKit's image() needs a Buffer. */
function withBufferLogo(job: PdfJob): PdfJob {
  const { logo } = job.input;
  if (logo.kind !== 'png' || Buffer.isBuffer(logo.data)) return job;
  const received: Uint8Array = logo.data;
  const data = Buffer.from(received.buffer, received.byteOffset, received.byteLength);
  return { ...job, input: { ...job.input, logo: { kind: 'png', data } } } as PdfJob;
}
