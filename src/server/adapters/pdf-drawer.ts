import { Worker } from 'node:worker_threads';
import type { ClearancePdfInput } from './clearance-pdf.ts';
import type { PermitPdfInput } from './permit-pdf.ts';
import type { ChipperRoutePdfInput } from './chipper-route-pdf.ts';
import type { PropertyLetterPdfInput } from './property-letter-pdf.ts';

/** One document to draw: what the worker is told. */
export type PdfJob =
  | { kind: 'permit'; input: PermitPdfInput }
  | { kind: 'clearance'; input: ClearancePdfInput }
  | { kind: 'property-letter'; input: PropertyLetterPdfInput }
  | { kind: 'chipper-route'; input: ChipperRoutePdfInput };

/**
 * Draws the district's PDFs (permits, open burn permits, clearance certificates). main.ts makes
 * one at start and hands it to the features through buildApp; features never build one.
 */
export interface PdfDrawer {
  /** Gets ready to draw (starts the workers) so the first document does not wait for that. */
  start(): void;
  drawPermit(input: PermitPdfInput): Promise<Buffer>;
  drawClearance(input: ClearancePdfInput): Promise<Buffer>;
  /** The letter that verifies a property profile's address (decision 334). */
  drawPropertyLetter(input: PropertyLetterPdfInput): Promise<Buffer>;
  /** A chipping day's printed route (issue 38). */
  drawChipperRoute(input: ChipperRoutePdfInput): Promise<Buffer>;
  /** Refuses new work, fails what waits in the queue, lets what is being drawn finish. */
  close(): Promise<void>;
}

/** Each document's draw method, as one job of its kind (the pool's and the in-thread drawer's). */
export function documentDrawers(
  draw: (job: PdfJob) => Promise<Buffer>,
): Omit<PdfDrawer, 'start' | 'close'> {
  return {
    drawPermit: (input) => draw({ kind: 'permit', input }),
    drawClearance: (input) => draw({ kind: 'clearance', input }),
    drawPropertyLetter: (input) => draw({ kind: 'property-letter', input }),
    drawChipperRoute: (input) => draw({ kind: 'chipper-route', input }),
  };
}

/** Why a document was not drawn. */
export type PdfDrawingFailure = 'busy' | 'crashed' | 'timed-out' | 'failed' | 'closed';

export class PdfDrawingError extends Error {
  readonly reason: PdfDrawingFailure;
  constructor(reason: PdfDrawingFailure, detail?: string) {
    super(`The PDF was not drawn (${reason})${detail ? `: ${detail}` : ''}`);
    this.name = 'PdfDrawingError';
    this.reason = reason;
  }
}

/** Documents that may wait for a worker; one more is refused at once rather than queued. */
export const PDF_QUEUE_LIMIT = 200;
/**
 * A permit draws in about 15 ms; one still drawing after this is stopped with its worker. It
 * counts from the moment the worker is ready (its fonts parsed), not from the post: a worker
 * starting cold on a loaded machine takes seconds that are not the document's.
 */
export const PDF_DRAW_TIME_LIMIT_MS = 30_000;
/** A worker not ready (module loaded, fonts parsed) after this is stopped as crashed. */
export const PDF_WORKER_START_LIMIT_MS = 120_000;
/** Heap of one drawing worker: the fonts and a document take about 40 MB. */
export const PDF_WORKER_HEAP_LIMIT_MB = 256;

export interface PdfWorkerPoolOptions {
  /** Worker threads; each draws one document at a time. */
  size: number;
  queueLimit?: number;
  timeLimitMs?: number;
  startLimitMs?: number;
  /** The worker script; tests pass one that can crash or hang on request. */
  workerUrl?: URL;
}

interface QueuedJob {
  id: number;
  job: PdfJob;
  resolve: (bytes: Buffer) => void;
  reject: (error: PdfDrawingError) => void;
}

interface Slot {
  worker: Worker | null;
  /** The worker said it is ready: its module, PDFKit and the fonts are loaded. */
  isReady: boolean;
  current: QueuedJob | null;
  timer: NodeJS.Timeout | undefined;
}

/** What a worker says: once that it is ready, then one answer per job. */
export type WorkerAnswer =
  { ready: true } | { id: number; bytes: Uint8Array } | { id: number; error: string };

/**
 * Draws PDFs in worker threads (issue 26): a permit took 65 ms of the only thread that answers
 * requests, and a burst of completions held it long enough to answer others 503. Each worker
 * parses the fonts once (tagged-pdf.ts) and draws one document at a time; jobs wait in a bounded
 * queue. Workers start with start() or on the first job. A worker that crashes, or runs past the time limit
 * (counted from when it is ready), is dropped with its job failed and a fresh one takes the next job. Idle workers do not keep the
 * process alive.
 */
export function createPdfWorkerPool(options: PdfWorkerPoolOptions): PdfDrawer {
  const queueLimit = options.queueLimit ?? PDF_QUEUE_LIMIT;
  const timeLimitMs = options.timeLimitMs ?? PDF_DRAW_TIME_LIMIT_MS;
  const startLimitMs = options.startLimitMs ?? PDF_WORKER_START_LIMIT_MS;
  const workerUrl = options.workerUrl ?? new URL('./pdf-drawing.worker.ts', import.meta.url);
  const slots: Slot[] = Array.from({ length: Math.max(1, options.size) }, () => ({
    worker: null,
    isReady: false,
    current: null,
    timer: undefined,
  }));
  const queue: QueuedJob[] = [];
  let nextId = 1;
  let isClosed = false;
  let idleWaiters: (() => void)[] = [];

  function finish(slot: Slot, settle: (job: QueuedJob) => void) {
    const job = slot.current;
    clearTimeout(slot.timer);
    slot.current = null;
    slot.worker?.unref();
    if (job) settle(job);
    dispatch();
  }

  function drop(slot: Slot, worker: Worker, failure: PdfDrawingError) {
    // Only the slot's own worker: a late event from one already replaced changes nothing.
    if (slot.worker !== worker) return;
    slot.worker = null;
    void worker.terminate();
    finish(slot, (job) => job.reject(failure));
  }

  /** The job's clock: its drawing time once the worker is ready, else the worker's start. */
  function startTimer(slot: Slot, worker: Worker) {
    clearTimeout(slot.timer);
    slot.timer = slot.isReady
      ? setTimeout(() => drop(slot, worker, new PdfDrawingError('timed-out')), timeLimitMs)
      : setTimeout(
          () => drop(slot, worker, new PdfDrawingError('crashed', 'not ready in time')),
          startLimitMs,
        );
  }

  function startWorker(slot: Slot): Worker {
    const worker = new Worker(workerUrl, {
      resourceLimits: { maxOldGenerationSizeMb: PDF_WORKER_HEAP_LIMIT_MB },
    });
    slot.isReady = false;
    worker.on('message', (answer: WorkerAnswer) => {
      if (slot.worker !== worker) return;
      if ('ready' in answer) {
        slot.isReady = true;
        if (slot.current) startTimer(slot, worker);
        return;
      }
      if (slot.current?.id !== answer.id) return;
      finish(slot, (job) =>
        'bytes' in answer
          ? job.resolve(
              Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength),
            )
          : job.reject(new PdfDrawingError('failed', answer.error)),
      );
    });
    worker.on('error', (error) =>
      drop(slot, worker, new PdfDrawingError('crashed', error.message)),
    );
    worker.on('exit', (code) => drop(slot, worker, new PdfDrawingError('crashed', `exit ${code}`)));
    return worker;
  }

  function dispatch() {
    for (const slot of slots) {
      if (slot.current || queue.length === 0) continue;
      const job = queue.shift()!;
      slot.worker ??= startWorker(slot);
      const worker = slot.worker;
      slot.current = job;
      worker.ref();
      startTimer(slot, worker);
      worker.postMessage({ id: job.id, job: job.job });
    }
    if (queue.length === 0 && slots.every((slot) => !slot.current)) {
      for (const wake of idleWaiters) wake();
      idleWaiters = [];
    }
  }

  function draw(job: PdfJob): Promise<Buffer> {
    if (isClosed) return Promise.reject(new PdfDrawingError('closed'));
    if (queue.length >= queueLimit) return Promise.reject(new PdfDrawingError('busy'));
    return new Promise((resolve, reject) => {
      queue.push({ id: nextId++, job, resolve, reject });
      dispatch();
    });
  }

  return {
    start() {
      if (isClosed) return;
      for (const slot of slots) {
        slot.worker ??= startWorker(slot);
        slot.worker.unref();
      }
    },
    ...documentDrawers(draw),
    async close() {
      isClosed = true;
      for (const job of queue.splice(0)) job.reject(new PdfDrawingError('closed'));
      if (slots.some((slot) => slot.current))
        await new Promise<void>((resolve) => idleWaiters.push(resolve));
      await Promise.all(
        slots.map(async (slot) => {
          const worker = slot.worker;
          slot.worker = null;
          await worker?.terminate();
        }),
      );
    },
  };
}
