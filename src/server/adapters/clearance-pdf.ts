import type { PermitLogo } from './permit-pdf-settings.ts';
import { drawLogo, drawPageFooters, drawQrCode, LOGO_SIZE, QR_SIZE } from './permit-pdf.ts';
import {
  addArtifact,
  addLabelledRows,
  addList,
  addText,
  createTaggedPdf,
  PDF_FONT_BOLD,
  type TaggedPdf,
} from './tagged-pdf.ts';

/** What the clearance certificate says; the inspections feature writes it (clearance.service.ts). */
export interface ClearancePdfInput {
  districtName: string;
  districtAddress: string;
  districtContact: string;
  logo: PermitLogo;
  /** 'Fire Clearance Certificate' or 'Temporary Fire Clearance Certificate'. */
  title: string;
  permitNumber: string;
  statement: string;
  keyFacts: { label: string; value: string }[];
  /** The conditions or corrections the inspector listed, if any. */
  conditionsHeading: string;
  conditions: string[];
  comments: string;
  verificationUrl: string;
  /** The certificate's issue time, so a re-render is identical. */
  createdAt: Date;
}

const MARGIN = 54;
const LABEL_WIDTH = 170;
const ACCENT = '#9b1c1c';
const ACCENT_DARK = '#7f1d1d';
const MUTED = '#4b5563';
const RULE = '#d1d5db';

function drawRule(pdf: TaggedPdf, color = RULE, weight = 0.75) {
  const y = pdf.doc.y;
  addArtifact(pdf, (page) => {
    page
      .moveTo(MARGIN, y)
      .lineTo(page.page.width - MARGIN, y)
      .lineWidth(weight)
      .strokeColor(color)
      .stroke();
  });
}

function addHeading(pdf: TaggedPdf, text: string, x?: number, width?: number) {
  addText(pdf, 'H2', text, {
    font: PDF_FONT_BOLD,
    size: 11.5,
    color: ACCENT_DARK,
    gapAfter: 4,
    keepWithNext: 60,
    ...(x === undefined ? {} : { x }),
    ...(width === undefined ? {} : { width }),
  });
}

/**
 * The clearance certificate as a tagged PDF, laid out like the permit (decision 101): the district
 * (H1), the certificate's title (H2) and statement, its key facts, the conditions, the
 * inspector's comments, and how to verify it with the QR code. Nothing personal beyond what the
 * permit itself carries.
 */
export async function renderClearancePdf(input: ClearancePdfInput): Promise<Uint8Array> {
  const pdf = createTaggedPdf({
    title: `${input.title} ${input.permitNumber}`,
    author: input.districtName,
    subject: `${input.title} for permit ${input.permitNumber}, issued by ${input.districtName}`,
    creationDate: input.createdAt,
    margin: MARGIN,
    bufferPages: true,
  });
  const { doc } = pdf;
  const contentWidth = doc.page.width - 2 * MARGIN;

  addArtifact(pdf, (page) => page.rect(0, 0, page.page.width, 10).fill(ACCENT));
  const headerTop = MARGIN - 8;
  addArtifact(pdf, (page) => drawLogo(page, input.logo, MARGIN, headerTop));
  const textX = MARGIN + LOGO_SIZE + 16;
  const textWidth = contentWidth - LOGO_SIZE - 16;
  doc.y = headerTop + 6;
  addText(pdf, 'H1', input.districtName, {
    font: PDF_FONT_BOLD,
    size: 17,
    gapAfter: 3,
    x: textX,
    width: textWidth,
  });
  addText(pdf, 'P', input.districtAddress, { size: 9.5, color: MUTED, x: textX, width: textWidth });
  addText(pdf, 'P', input.districtContact, { size: 9.5, color: MUTED, x: textX, width: textWidth });
  doc.y = Math.max(doc.y, headerTop + LOGO_SIZE) + 12;
  drawRule(pdf, ACCENT, 1.5);
  doc.y += 16;

  addText(pdf, 'H2', input.title, { font: PDF_FONT_BOLD, size: 21, gapAfter: 4 });
  addText(pdf, 'P', input.statement, { size: 10.5, color: MUTED, gapAfter: 10 });
  addLabelledRows(pdf, input.keyFacts, { labelWidth: LABEL_WIDTH, size: 11, gapAfter: 10 });
  drawRule(pdf);
  doc.y += 10;

  if (input.conditions.length > 0) {
    addHeading(pdf, input.conditionsHeading);
    addList(pdf, input.conditions, { size: 10, gapAfter: 8 });
  }
  if (input.comments.trim()) {
    addHeading(pdf, 'Inspector’s comments');
    addText(pdf, 'P', input.comments, { size: 10, gapAfter: 8 });
  }

  if (doc.y + QR_SIZE + 40 > doc.page.height - MARGIN) doc.continueOnNewPage();
  drawRule(pdf);
  doc.y += 12;
  const top = doc.y;
  addArtifact(pdf, (page) => drawQrCode(page, input.verificationUrl, MARGIN - 8, top - 6));
  const verifyLeft = MARGIN + QR_SIZE + 4;
  const verifyWidth = doc.page.width - MARGIN - verifyLeft;
  addHeading(pdf, 'Verify this clearance', verifyLeft, verifyWidth);
  addText(pdf, 'P', VERIFY_NOTE, { size: 9.5, x: verifyLeft, width: verifyWidth, gapAfter: 4 });
  addText(pdf, 'P', input.verificationUrl, {
    font: PDF_FONT_BOLD,
    size: 10,
    x: verifyLeft,
    width: verifyWidth,
  });
  doc.y = Math.max(doc.y, top + QR_SIZE - 12) + 8;
  drawRule(pdf);
  drawPageFooters(pdf, `${input.title} ${input.permitNumber}`);
  return pdf.finish();
}

const VERIFY_NOTE =
  'Scan the code or open this address to check with the district that this clearance is genuine, and whether it is valid, temporary, expired or revoked.';
