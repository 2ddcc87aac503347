import { describe, expect, it } from 'vitest';
import { readPdfInfoEntry, readPdfSource, readPdfStructureTypes } from '#tests/support/pdf-text.ts';
import { TINY_PNG } from '#tests/fixtures/permit-applications.ts';
import {
  countPdfPages,
  extractPdfText,
  listPdfFonts,
  readPdfInfo,
  renderFirstPageToPng,
} from '#tests/support/poppler.ts';
import { renderPermitPdf, type PermitPdfInput } from './permit-pdf.ts';
import { loadPermitLogo, parseSvgLogo } from './permit-pdf-settings.ts';

const logo = await loadPermitLogo();

function buildInput(overrides: Partial<PermitPdfInput> = {}): PermitPdfInput {
  return {
    districtName: 'Example Fire Protection District',
    districtAddress: '100 Main Street, Kamas, UT 84036',
    districtContact: '(435) 555-0100 · Monday-Friday 8:00 AM-5:00 PM MST',
    title: 'Propane Tank Permit',
    permitNumber: 'PP-2026-000007',
    issuedStatement: 'Issued to Pat Applicant on 05/04/2026 at 9:30 AM by the district.',
    keyFacts: [
      { label: 'Permit number', value: 'PP-2026-000007' },
      { label: 'Date of issue', value: '05/04/2026' },
      { label: 'Valid through', value: '10/31/2026 (180 days from issue)' },
    ],
    allows: 'The holder may install the propane tank described below.',
    conditions: ['Keep weeds 10 feet from the tank.', 'Keep this permit at the property.'],
    details: [
      { label: 'Applicant name', value: 'Pat Applicant' },
      { label: 'Service address', value: '12 Aspen Lane, Oakley, UT 84055' },
      { label: 'Fax number', value: '' },
    ],
    enteredByApplicant: [],
    payment: [
      { label: 'Permit cost', value: '$107.12' },
      { label: 'Processing fee', value: '$3.75 (3.5% processing fee)' },
      { label: 'Total paid', value: '$110.87' },
      { label: 'Payment reference', value: 'pi_sandbox_0001' },
    ],
    verificationUrl: 'https://fire.example.org/permits/verify/PP-2026-000007',
    logo,
    createdAt: new Date('2026-05-04T15:30:00Z'),
    ...overrides,
  };
}

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

  it('gives screen readers the district as heading 1, each part of the permit as heading 2, the conditions as a list and the details as tables with row headers', async () => {
    const bytes = await renderPermitPdf(buildInput());
    const types = readPdfStructureTypes(bytes);
    expect(types.filter((type) => type === 'H1')).toHaveLength(1);
    // Title, allows, conditions, verify, application details, amount paid.
    expect(types.filter((type) => type === 'H2')).toHaveLength(6);
    expect(types).toEqual(
      expect.arrayContaining(['Document', 'Table', 'TR', 'TH', 'TD', 'L', 'LI', 'LBody']),
    );
    // Three key facts, three fields, then cost, fee, total and payment reference.
    expect(types.filter((type) => type === 'TH')).toHaveLength(10);
    expect(readPdfSource(bytes)).toContain('/Scope /Row');
  });

  it('reads the district, the permit, what it allows, its conditions, the verification URL, the details and the payment, in that order', async () => {
    const text = extractPdfText(await renderPermitPdf(buildInput()));
    const expectedOrder = [
      'Example Fire Protection District',
      '100 Main Street, Kamas, UT 84036',
      'Propane Tank Permit',
      'Issued to Pat Applicant on 05/04/2026 at 9:30 AM',
      'Permit number PP-2026-000007',
      'Date of issue 05/04/2026',
      'Valid through 10/31/2026 (180 days from issue)',
      'What this permit allows The holder may install the propane tank described below.',
      'Conditions',
      'Keep weeds 10 feet from the tank.',
      'Keep this permit at the property.',
      'Verify this permit',
      'https://fire.example.org/permits/verify/PP-2026-000007',
      'Application details',
      'Applicant name Pat Applicant',
      'Service address 12 Aspen Lane, Oakley, UT 84055',
      'Fax number -',
      'Amount paid',
      'Permit cost $107.12',
      'Processing fee $3.75 (3.5% processing fee)',
      'Total paid $110.87',
      'Payment reference pi_sandbox_0001',
      'Propane Tank Permit PP-2026-000007 · Page 1 of 1',
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

  it('names the issuing officer only when one is given, and never a placeholder', async () => {
    const withOfficer = extractPdfText(
      await renderPermitPdf(
        buildInput({ officer: { name: 'Alex Rivera', title: 'Fire Marshal' } }),
      ),
    );
    expect(withOfficer).toContain('Issuing officer Alex Rivera, Fire Marshal');
    const without = extractPdfText(await renderPermitPdf(buildInput()));
    expect(without).not.toContain('Issuing officer');
    expect(without).not.toMatch(/not configured/i);
  });

  it('shows applicant-typed inspection fields under their own heading, after the details', async () => {
    const text = extractPdfText(
      await renderPermitPdf(
        buildInput({
          enteredByApplicant: [
            { label: 'Result of Inspection', value: 'Pending' },
            { label: 'Inspector', value: 'TBD' },
          ],
        }),
      ),
    );
    expect(text).toMatch(
      /Application details .* As entered by the applicant The applicant typed these on the application\. They are not inspection results.* Result of Inspection Pending Inspector TBD Amount paid/,
    );
  });

  it('draws pages that poppler renders to PNG', async () => {
    const bytes = await renderPermitPdf(buildInput());
    expect(countPdfPages(bytes)).toBe(1);
    const png = renderFirstPageToPng(bytes);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // Letter at 72 dpi: 612 x 792 pixels (width and height from the IHDR chunk).
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([612, 792]);
  });

  it('draws a PNG logo as well as an SVG one', async () => {
    const bytes = await renderPermitPdf(buildInput({ logo: { kind: 'png', data: TINY_PNG } }));
    expect(readPdfSource(bytes)).toContain('/Subtype /Image');
    expect(extractPdfText(bytes)).toContain('Propane Tank Permit');
    expect(readPdfSource(await renderPermitPdf(buildInput()))).not.toContain('/Subtype /Image');
  });

  it('keeps every word of a value longer than a page, continuing it on the next page', async () => {
    const comments = `${Array.from({ length: 700 }, (_, index) => `word${index}`).join(' ')} LAST`;
    const bytes = await renderPermitPdf(
      buildInput({ details: [{ label: 'Comments', value: comments }] }),
    );
    const text = extractPdfText(bytes);
    expect(text).toContain('word0 ');
    expect(text).toContain('word699 LAST');
    expect(text).toContain('Comments (continued)');
    expect(text).toContain('Payment reference pi_sandbox_0001');
    expect(text).toMatch(/Page 2 of [23]/);
  });

  it('prints Latin Extended and Vietnamese names as written, in embedded fonts with a Unicode map', async () => {
    const bytes = await renderPermitPdf(
      buildInput({ details: [{ label: 'Applicant name', value: 'Zoë Łukasz Nguyễn' }] }),
    );
    expect(extractPdfText(bytes)).toContain('Applicant name Zoë Łukasz Nguyễn');
    const fonts = listPdfFonts(bytes);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font, font.name).toMatchObject({ isEmbedded: true, hasUnicodeMap: true });
    }
  });

  it('says plainly that a script the font cannot draw is left out, and never prints a question mark for it', async () => {
    const bytes = await renderPermitPdf(
      buildInput({
        details: [{ label: 'Applicant name', value: 'Zoë “Z” O’Neil 王小明 🔥\nsecond line' }],
      }),
    );
    const text = extractPdfText(bytes);
    expect(text).toContain('Applicant name Zoë “Z” O’Neil […] […] second line');
    expect(text).not.toContain('?');
    expect(text).toContain(
      'some characters entered on the application are in a script this PDF cannot show',
    );
    expect(extractPdfText(await renderPermitPdf(buildInput()))).not.toContain('cannot show');
  });

  it('dates the file at its issue time and identifies it as PDF/UA-1', async () => {
    const bytes = await renderPermitPdf(buildInput());
    expect(readPdfInfo(bytes, 'CreationDate')).toBe('2026-05-04T15:30:00Z');
    expect(readPdfSource(bytes)).toMatch(/<pdfuaid:part>1<\/pdfuaid:part>/);
  });
});

describe('permit logo files', () => {
  it('reads the filled paths and viewBox of an SVG', () => {
    const logo = parseSvgLogo(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 20"><path d="M0 0 H10 V20 Z" fill="#123456"/><path d="M1 1" fill="none"/></svg>',
    );
    expect(logo).toEqual({
      kind: 'svg',
      viewBox: { x: 0, y: 0, width: 10, height: 20 },
      paths: [{ d: 'M0 0 H10 V20 Z', fill: '#123456' }],
    });
  });

  it('refuses an SVG without a viewBox or without filled paths, saying what to do', () => {
    expect(() => parseSvgLogo('<svg><path d="M0 0"/></svg>')).toThrow(/viewBox/);
    expect(() => parseSvgLogo('<svg viewBox="0 0 1 1"><circle r="1"/></svg>')).toThrow(
      /export it as PNG/,
    );
    expect(() => parseSvgLogo('not an image')).toThrow(/neither a PNG nor an SVG/);
  });
});
