import { renderClearancePdf } from './clearance-pdf.ts';
import type { PdfJob } from './pdf-drawer.ts';
import { renderPermitPdf } from './permit-pdf.ts';
import { renderPropertyLetterPdf } from './property-letter-pdf.ts';
import { renderChipperRoutePdf } from './chipper-route-pdf.ts';

/** Draws one job on this thread: each pool worker calls it, as does the in-thread drawer. */
export function renderJob(job: PdfJob): Promise<Uint8Array> {
  switch (job.kind) {
    case 'permit':
      return renderPermitPdf(job.input);
    case 'clearance':
      return renderClearancePdf(job.input);
    case 'property-letter':
      return renderPropertyLetterPdf(job.input);
    case 'chipper-route':
      return renderChipperRoutePdf(job.input);
  }
}
