import { PdfDrawingError, documentDrawers, type PdfDrawer, type PdfJob } from './pdf-drawer.ts';

/**
 * Draws on the calling thread (PDF_WORKERS=0: tests, scripts). PDFKit and the fonts load on the
 * first document, so a server that draws in workers never loads them on its own thread.
 */
export function createInThreadPdfDrawer(): PdfDrawer {
  let isClosed = false;
  const draw = async (job: PdfJob): Promise<Buffer> => {
    if (isClosed) throw new PdfDrawingError('closed');
    const { renderJob } = await import('./pdf-render-job.ts');
    return Buffer.from(await renderJob(job));
  };
  return {
    start: () => {},
    ...documentDrawers(draw),
    close: async () => {
      isClosed = true;
    },
  };
}
