import { describe, expect, it } from 'vitest';
import {
  readPdfInfoEntry,
  readPdfSource,
  readPdfStructureTypes,
  readPdfText,
} from '#tests/support/pdf-text.ts';
import { renderPermitPdf, type PermitPdfInput } from './permit-pdf.ts';

function buildInput(overrides: Partial<PermitPdfInput> = {}): PermitPdfInput {
  return {
    districtName: 'Example Fire Protection District',
    districtAddress: '100 Main Street, Kamas, UT 84036',
    title: 'Propane Tank Permit',
    permitNumber: 'PP-2026-000007',
    dateOfIssue: 'May 4, 2026',
    fields: [
      { label: 'Applicant name', value: 'Pat Applicant' },
      { label: 'Service address', value: '12 Aspen Lane, Oakley, UT 84055' },
      { label: 'Fax number', value: '' },
    ],
    costText: '$107.12',
    feeText: '$3.75 (3.5% processing fee)',
    totalText: '$110.87',
    paymentReference: 'pi_sandbox_0001',
    ...overrides,
  };
}

const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('permit PDF', () => {
  it('is a tagged PDF in US English titled with the permit and its number', async () => {
    const bytes = await renderPermitPdf(buildInput());
    const source = readPdfSource(bytes);
    expect(source.startsWith('%PDF-1.7')).toBe(true);
    expect(source).toContain('/StructTreeRoot');
    expect(source).toMatch(/\/MarkInfo \d+ 0 R/);
    expect(source).toMatch(/\/Marked true/);
    expect(source).toContain('/Lang (en-US)');
    expect(source).toContain('/DisplayDocTitle true');
    expect(readPdfInfoEntry(bytes, 'Title')).toBe('Propane Tank Permit PP-2026-000007');
    expect(readPdfInfoEntry(bytes, 'Author')).toBe('Example Fire Protection District');
  });

  it('gives screen readers the district as heading 1, the permit and the payment as heading 2, and the details as a table with row headers', async () => {
    const bytes = await renderPermitPdf(buildInput());
    const types = readPdfStructureTypes(bytes);
    expect(types.filter((type) => type === 'H1')).toHaveLength(1);
    expect(types.filter((type) => type === 'H2')).toHaveLength(2);
    expect(types).toEqual(expect.arrayContaining(['Document', 'Table', 'TR', 'TH', 'TD']));
    // Permit number, date of issue, three fields, then cost, fee, total and payment reference.
    expect(types.filter((type) => type === 'TH')).toHaveLength(9);
    expect(readPdfSource(bytes)).toContain('/Scope /Row');
  });

  it('shows the header, permit number, date, every field with its label and the payment, in reading order', async () => {
    const text = squash(readPdfText(await renderPermitPdf(buildInput())));
    const expectedOrder = [
      'Example Fire Protection District',
      '100 Main Street, Kamas, UT 84036',
      'Propane Tank Permit',
      'Permit number PP-2026-000007',
      'Date of issue May 4, 2026',
      'Applicant name Pat Applicant',
      'Service address 12 Aspen Lane, Oakley, UT 84055',
      'Fax number -',
      'Amount paid',
      'Permit cost $107.12',
      'Processing fee $3.75 (3.5% processing fee)',
      'Total paid $110.87',
      'Payment reference pi_sandbox_0001',
    ];
    let position = -1;
    for (const expected of expectedOrder) {
      const found = text.indexOf(expected, position + 1);
      expect(found, `"${expected}" after position ${position} in: ${text}`).toBeGreaterThan(
        position,
      );
      position = found;
    }
  });

  it('keeps every word of a value longer than a page, continuing it on the next page', async () => {
    const comments = `${Array.from({ length: 700 }, (_, index) => `word${index}`).join(' ')} LAST`;
    const bytes = await renderPermitPdf(
      buildInput({ fields: [{ label: 'Comments', value: comments }] }),
    );
    const text = squash(readPdfText(bytes));
    expect(text).toContain('word0 ');
    expect(text).toContain('word699 LAST');
    expect(text).toContain('Comments (continued)');
    expect(text).toContain('Payment reference pi_sandbox_0001');
  });

  it('prints characters the PDF font cannot show as question marks instead of failing', async () => {
    const bytes = await renderPermitPdf(
      buildInput({
        fields: [{ label: 'Applicant name', value: 'Zoë “Z” O’Neil 🔥\nsecond line' }],
      }),
    );
    expect(squash(readPdfText(bytes))).toContain('Applicant name Zoë “Z” O’Neil ? second line');
  });
});
