import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export interface PermitPdfInput {
  districtName: string;
  districtAddress: string;
  title: string;
  permitNumber: string;
  /** Already formatted in the district's time zone. */
  dateOfIssue: string;
  fields: readonly { label: string; value: string }[];
  costText: string;
  feeText: string;
  totalText: string;
  paymentReference: string;
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 54;
const LABEL_WIDTH = 190;
const FONT_SIZE = 10.5;
const LINE_HEIGHT = 15;

// The standard fonts encode WinAnsi only; anything else (emoji, CJK) would make pdf-lib throw.
function toWinAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\r?\n|\r|\t/g, ' ')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of toWinAnsi(text).split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    // A single word wider than the column is cut into pieces.
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  lines.push(line);
  return lines;
}

/** The permit as a one- or multi-page PDF: district header, number, every field, payment. */
export async function renderPermitPdf(input: PermitPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${input.title} ${input.permitNumber}`);
  pdf.setAuthor(input.districtName);
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  let y = PAGE_HEIGHT - MARGIN;

  const draw = (text: string, x: number, font: PDFFont, size = FONT_SIZE) => {
    page.drawText(toWinAnsi(text), { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
  };
  const ensureRoom = (lines: number) => {
    if (y - lines * LINE_HEIGHT >= MARGIN) return;
    page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    y = PAGE_HEIGHT - MARGIN;
  };
  const row = (label: string, value: string) => {
    const valueLines = wrap(value || '-', regular, FONT_SIZE, PAGE_WIDTH - 2 * MARGIN - LABEL_WIDTH);
    const labelLines = wrap(label, bold, FONT_SIZE, LABEL_WIDTH - 10);
    const height = Math.max(valueLines.length, labelLines.length);
    ensureRoom(height);
    const top = y;
    for (const line of labelLines) {
      draw(line, MARGIN, bold);
      y -= LINE_HEIGHT;
    }
    y = top;
    for (const line of valueLines) {
      draw(line, MARGIN + LABEL_WIDTH, regular);
      y -= LINE_HEIGHT;
    }
    y = top - height * LINE_HEIGHT - 3;
  };

  draw(input.districtName, MARGIN, bold, 16);
  y -= 20;
  draw(input.districtAddress, MARGIN, regular, 10);
  y -= 30;
  draw(input.title, MARGIN, bold, 14);
  y -= 24;
  row('Permit number', input.permitNumber);
  row('Date of issue', input.dateOfIssue);
  y -= 10;
  for (const field of input.fields) row(field.label, field.value);
  y -= 10;
  ensureRoom(6);
  draw('Amount paid', MARGIN, bold, 12);
  y -= 20;
  row('Permit cost', input.costText);
  row('Processing fee', input.feeText);
  row('Total paid', input.totalText);
  row('Payment reference', input.paymentReference);
  return pdf.save();
}
