import { describe, expect, it } from 'vitest';
import { createTaggedPdf, fontOf } from './tagged-pdf.ts';

const options = { title: 'T', author: 'A', subject: 'S', creationDate: new Date(0), margin: 54 };

describe('tagged PDF fonts', () => {
  it('parses DejaVu once per thread, not again in every document (issue 26)', async () => {
    const first = createTaggedPdf(options);
    const second = createTaggedPdf(options);
    expect(fontOf(second.doc)).toBe(fontOf(first.doc));
    await Promise.all([first.finish(), second.finish()]);
  });
});
