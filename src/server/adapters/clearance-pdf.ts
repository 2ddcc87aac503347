import type { PermitLogo } from './permit-pdf-settings.ts';
import {
  addSectionHeading,
  drawPageFooters,
  drawQrCode,
  drawRule,
  QR_SIZE,
  startDistrictDocument,
} from './permit-pdf.ts';
import { addArtifact, addList, addText, PDF_FONT_BOLD } from './tagged-pdf.ts';

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

/**
 * The clearance certificate as a tagged PDF, laid out like the permit (decision 101): the district
 * (H1), the certificate's title (H2) and statement, its key facts, the conditions, the
 * inspector's comments, and how to verify it with the QR code. Nothing personal beyond what the
 * permit itself carries.
 */
export async function renderClearancePdf(input: ClearancePdfInput): Promise<Uint8Array> {
  const pdf = startDistrictDocument({
    ...input,
    subject: `${input.title} for permit ${input.permitNumber}, issued by ${input.districtName}`,
  });
  const { doc } = pdf;

  if (input.conditions.length > 0) {
    addSectionHeading(pdf, input.conditionsHeading, 60);
    addList(pdf, input.conditions, { size: 10, gapAfter: 8 });
  }
  if (input.comments.trim()) {
    addSectionHeading(pdf, 'Inspector’s comments', 60);
    addText(pdf, 'P', input.comments, { size: 10, gapAfter: 8 });
  }

  if (doc.y + QR_SIZE + 40 > doc.page.height - MARGIN) doc.continueOnNewPage();
  drawRule(pdf);
  doc.y += 12;
  const top = doc.y;
  addArtifact(pdf, (page) => drawQrCode(page, input.verificationUrl, MARGIN - 8, top - 6));
  const verifyLeft = MARGIN + QR_SIZE + 4;
  const verifyWidth = doc.page.width - MARGIN - verifyLeft;
  addSectionHeading(pdf, 'Verify this clearance', 60, { x: verifyLeft, width: verifyWidth });
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
