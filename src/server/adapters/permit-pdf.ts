import type { PermitPdfContent } from '#domain/permits/permit-documents.ts';
import { addLabelledRows, addText, createTaggedPdf, PDF_FONT_BOLD } from './tagged-pdf.ts';

/** What the permit says: src/domain/permits/permit-documents.ts writes it. */
export type PermitPdfInput = PermitPdfContent;

const MARGIN = 54;
const LABEL_WIDTH = 190;
const FONT_SIZE = 10.5;
// A fixed date keeps a re-rendered permit (admin download, e-mail retry) identical to the first.
const FIXED_PDF_DATE = new Date(0);

/**
 * The permit as a tagged PDF of one or more pages, read in this order: the district (H1), the
 * permit (H2) with its number, date of issue and every submitted field, then 'Amount paid' (H2).
 */
export async function renderPermitPdf(input: PermitPdfInput): Promise<Uint8Array> {
  const pdf = createTaggedPdf({
    title: `${input.title} ${input.permitNumber}`,
    author: input.districtName,
    subject: `${input.title} ${input.permitNumber} issued by ${input.districtName}`,
    creationDate: FIXED_PDF_DATE,
    margin: MARGIN,
  });
  addText(pdf, 'H1', input.districtName, { font: PDF_FONT_BOLD, size: 16, gapAfter: 2 });
  addText(pdf, 'P', input.districtAddress, { size: 10, gapAfter: 18 });
  addText(pdf, 'H2', input.title, { font: PDF_FONT_BOLD, size: 14, gapAfter: 8, keepWithNext: 80 });
  addLabelledRows(
    pdf,
    [
      { label: 'Permit number', value: input.permitNumber },
      { label: 'Date of issue', value: input.dateOfIssue },
      ...input.fields,
    ],
    { labelWidth: LABEL_WIDTH, size: FONT_SIZE, gapAfter: 14 },
  );
  addText(pdf, 'H2', 'Amount paid', {
    font: PDF_FONT_BOLD,
    size: 12,
    gapAfter: 6,
    keepWithNext: 80,
  });
  addLabelledRows(
    pdf,
    [
      { label: 'Permit cost', value: input.costText },
      { label: 'Processing fee', value: input.feeText },
      { label: 'Total paid', value: input.totalText },
      { label: 'Payment reference', value: input.paymentReference },
    ],
    { labelWidth: LABEL_WIDTH, size: FONT_SIZE },
  );
  return pdf.finish();
}
