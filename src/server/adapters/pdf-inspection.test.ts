import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildPdfBomb } from '#tests/fixtures/hostile-pdfs.ts';
import { inspectPdf } from './pdf-inspection.ts';

describe('PDF inspection', () => {
  it('refuses a PDF bomb by its inflated size, however long the time limit', async () => {
    // A minute is far more than inflating 300 MB takes: only the size limit can refuse it.
    const answer = await inspectPdf(buildPdfBomb(300), { timeMs: 60_000 });
    expect(answer).toEqual({ ok: false, reason: 'too-complex' });
  });

  it('reads an ordinary PDF with compressed content', async () => {
    const pdf = await PDFDocument.create();
    for (let page = 0; page < 20; page += 1) pdf.addPage().drawText(`Budget page ${page + 1}`);
    const bytes = await pdf.save({ useObjectStreams: true });
    const answer = await inspectPdf(bytes, { timeMs: 60_000 });
    expect(answer).toMatchObject({ ok: true, facts: { hasActiveContent: false } });
  });
});
