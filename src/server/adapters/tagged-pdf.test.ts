import { describe, expect, it } from 'vitest';
import { createTaggedPdf, fontOf, PDF_FONT_BOLD } from './tagged-pdf.ts';

const options = { title: 'T', author: 'A', subject: 'S', creationDate: new Date(0), margin: 54 };

describe('tagged PDF fonts', () => {
  it('parses DejaVu once per thread, not again in every document (issue 26)', async () => {
    const first = createTaggedPdf(options);
    const second = createTaggedPdf(options);
    expect(fontOf(second.doc)).toBe(fontOf(first.doc));
    await Promise.all([first.finish(), second.finish()]);
  });

  it('shapes a word once per thread and still draws every document the same, whatever came before (issue 26)', async () => {
    const draw = async (words: string, size: number) => {
      const pdf = createTaggedPdf(options);
      pdf.doc.fontSize(size).text(words, { width: 200 });
      pdf.doc.font(PDF_FONT_BOLD).text(`${words} — Nguyễn Łukasz`, { width: 120 });
      return pdf.finish();
    };
    const alone = await draw('Fire sprinkler permit for Aspen Lane', 12);
    // The same words at other sizes and in other documents in between: the shared shapes must
    // not carry one document's scaling into the next.
    await draw('Fire sprinkler permit for Aspen Lane', 30);
    await draw('permit Aspen', 7);
    expect(Buffer.compare(await draw('Fire sprinkler permit for Aspen Lane', 12), alone)).toBe(0);
  });
});
