import { Worker } from 'node:worker_threads';

/** What the upload checks need to know about a PDF. */
export interface PdfFacts {
  isMarked: boolean;
  hasStructure: boolean;
  hasLanguage: boolean;
  /** JavaScript, a launch action or an embedded file anywhere in it (decision 120). */
  hasActiveContent: boolean;
}

export type PdfInspection =
  { ok: true; facts: PdfFacts } | { ok: false; reason: 'unreadable' | 'too-complex' };

/** How long one PDF may take to open, and how much heap its worker may use. */
export const PDF_INSPECTION_TIME_LIMIT_MS = 4_000;
export const PDF_INSPECTION_HEAP_LIMIT_MB = 192;

/**
 * Opens a PDF in a worker thread with a heap limit and a time limit (issue 16, finding 5): a
 * compressed "PDF bomb" inflates there, never on the thread that answers requests, and one that
 * runs over either limit is stopped and reported as too complex.
 */
export function inspectPdf(
  bytes: Uint8Array,
  limits: { timeMs?: number; heapMb?: number } = {},
): Promise<PdfInspection> {
  return new Promise((resolve) => {
    let isSettled = false;
    const settle = (answer: PdfInspection) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    };
    const worker = new Worker(new URL('./pdf-inspection.worker.ts', import.meta.url), {
      workerData: bytes,
      resourceLimits: {
        maxOldGenerationSizeMb: limits.heapMb ?? PDF_INSPECTION_HEAP_LIMIT_MB,
        maxYoungGenerationSizeMb: 32,
      },
    });
    const timer = setTimeout(
      () => settle({ ok: false, reason: 'too-complex' }),
      limits.timeMs ?? PDF_INSPECTION_TIME_LIMIT_MS,
    );
    worker.once('message', (message: PdfFacts | { unreadable: true } | { tooComplex: true }) =>
      settle(
        'unreadable' in message
          ? { ok: false, reason: 'unreadable' }
          : 'tooComplex' in message
            ? { ok: false, reason: 'too-complex' }
            : { ok: true, facts: message },
      ),
    );
    // ERR_WORKER_OUT_OF_MEMORY and any other failure to finish: the file is refused.
    worker.once('error', () => settle({ ok: false, reason: 'too-complex' }));
    worker.once('exit', () => settle({ ok: false, reason: 'too-complex' }));
  });
}
