import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  readPdfInfoEntry,
  readPdfSource,
  readPdfStructureTypes,
  readPdfText,
} from '#tests/support/pdf-text.ts';
import {
  CANDIDATE_FORMS_PAGE_COUNT,
  DOCUMENT_IDS,
  DOCUMENTS_MANIFEST,
  getImageSet,
  getPdf,
  listPdfs,
  type PdfDocumentId,
} from './documents.ts';

const documentsDir = path.resolve('public/documents');

function fileOf(href: string): string {
  return path.join(documentsDir, decodeURIComponent(href.replace(/^\/documents\//, '')));
}

describe('documents manifest', () => {
  it('lists every document the pages link to, each id once', () => {
    const ids = DOCUMENTS_MANIFEST.documents.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...DOCUMENT_IDS].sort());
  });

  it('points only at files that exist in public/documents', () => {
    const files = DOCUMENTS_MANIFEST.documents.flatMap((entry) =>
      entry.type === 'pdf' ? [entry.file] : entry.pages.map((page) => page.file),
    );
    for (const file of files) {
      expect(fs.existsSync(path.join(documentsDir, file)), file).toBe(true);
    }
  });

  it('gives each PDF a title and a /documents/ link to a real PDF file', () => {
    const pdfIds = DOCUMENT_IDS.filter((id): id is PdfDocumentId => id !== 'candidate-forms');
    for (const id of pdfIds) {
      const pdf = getPdf(id);
      expect(pdf.title).not.toBe('');
      expect(pdf.href).toMatch(/^\/documents\/.+\.pdf$/);
      expect(fs.readFileSync(fileOf(pdf.href)).subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(listPdfs()).toHaveLength(pdfIds.length);
  });

  // WCAG 2.1 AA covers these PDFs (issue 2), so a replacement must be tagged too; only the
  // SAMPLE checks at the end apply to the generated files alone.
  it('tags every PDF for screen readers: structure tree, language, title, one heading 1, text in reading order', () => {
    for (const pdf of listPdfs()) {
      const bytes = fs.readFileSync(fileOf(pdf.href));
      const source = readPdfSource(bytes);
      expect(source, pdf.href).toContain('/StructTreeRoot');
      expect(source, pdf.href).toMatch(/\/Marked\s*true/);
      expect(source, pdf.href).toMatch(/\/Lang\s*[(<]/);
      const text = readPdfText(bytes).replace(/\s+/g, ' ');
      if (!text.startsWith('SAMPLE')) continue;
      expect(source, pdf.href).toContain('/Lang (en-US)');
      expect(source, pdf.href).toContain('/DisplayDocTitle true');
      expect(readPdfInfoEntry(bytes, 'Title'), pdf.href).toBe(pdf.title);
      expect(
        readPdfStructureTypes(bytes).filter((type) => type === 'H1'),
        pdf.href,
      ).toHaveLength(1);
      expect(text.indexOf(pdf.title), pdf.href).toBeGreaterThan(0);
    }
  });

  it('has the 22 candidate-form pages in order, each with its page text as alt text', () => {
    const set = getImageSet('candidate-forms');
    expect(set.title).toBe('2025 Candidate Forms');
    expect(set.pages).toHaveLength(CANDIDATE_FORMS_PAGE_COUNT);
    set.pages.forEach((page, index) => {
      expect(page.alt).toContain(`page ${index + 1} of ${CANDIDATE_FORMS_PAGE_COUNT}`);
      expect(page.alt.length).toBeGreaterThan(40);
      expect(fs.readFileSync(fileOf(page.href), 'utf8')).toContain(
        `Page ${index + 1} of ${CANDIDATE_FORMS_PAGE_COUNT}`,
      );
    });
  });

  it('marks every generated file as a sample', () => {
    const set = getImageSet('candidate-forms');
    for (const page of set.pages)
      expect(fs.readFileSync(fileOf(page.href), 'utf8')).toContain('SAMPLE');
  });

  it('refuses a PDF id that the manifest lists as an image set', () => {
    expect(() => getPdf('candidate-forms' as PdfDocumentId)).toThrow(/not a PDF/);
  });
});
