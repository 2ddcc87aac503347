import { renderClearancePdf } from './clearance-pdf.ts';
import type { PdfJob } from './pdf-drawer.ts';
import { renderPermitPdf } from './permit-pdf.ts';

/** Draws one job on this thread: each pool worker calls it, as does the in-thread drawer. */
export function renderJob(job: PdfJob): Promise<Uint8Array> {
  return job.kind === 'permit' ? renderPermitPdf(job.input) : renderClearancePdf(job.input);
}
