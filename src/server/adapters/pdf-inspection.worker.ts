import { parentPort, workerData } from 'node:worker_threads';
import { readPdfFacts } from './pdf-facts.ts';

parentPort?.postMessage(await readPdfFacts(workerData as Uint8Array));
