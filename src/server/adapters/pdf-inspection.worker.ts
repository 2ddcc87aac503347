import { parentPort, workerData } from 'node:worker_threads';
import { exceedsInflateLimits, readPdfFacts } from './pdf-facts.ts';

const bytes = workerData as Uint8Array;
parentPort?.postMessage(
  exceedsInflateLimits(bytes) ? { tooComplex: true } : await readPdfFacts(bytes),
);
