import { fillPlaceholders } from '#domain/i18n/fill-placeholders.ts';
import type { PermitLogo } from './permit-pdf-settings.ts';
import {
  addSectionHeading,
  drawPageFooters,
  drawVerificationBlock,
  drawRule,
  QR_SIZE,
  startDistrictDocument,
} from './permit-pdf.ts';
import { addList, addText } from './tagged-pdf.ts';

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
  /** The document's language (BCP 47, its /Lang): the booking's (decision 332); English else. */
  lang?: string;
  /** The layout's words in that language; the English ones when absent. */
  words?: ClearancePdfWords;
}

/** The layout's own words; `{…}` marks what is filled in. */
export interface ClearancePdfWords {
  /** '{title} for permit {permitNumber}, issued by {district}' */
  subject: string;
  comments: string;
  verify: string;
  verifyNote: string;
  /** '{label} · Page {page} of {count}' */
  footer: string;
}

/** The layout's words on an English certificate. */
export const CLEARANCE_PDF_WORDS: ClearancePdfWords = {
  subject: '{title} for permit {permitNumber}, issued by {district}',
  comments: 'Inspector’s comments',
  verify: 'Verify this clearance',
  verifyNote:
    'Scan the code or open this address to check with the district that this clearance is genuine, and whether it is valid, temporary, expired or revoked.',
  footer: '{label} · Page {page} of {count}',
};

const MARGIN = 54;

/**
 * The clearance certificate as a tagged PDF, laid out like the permit (decision 101): the district
 * (H1), the certificate's title (H2) and statement, its key facts, the conditions, the
 * inspector's comments, and how to verify it with the QR code. Nothing personal beyond what the
 * permit itself carries.
 */
export async function renderClearancePdf(input: ClearancePdfInput): Promise<Uint8Array> {
  const words = input.words ?? CLEARANCE_PDF_WORDS;
  const pdf = startDistrictDocument({
    ...input,
    subject: fillPlaceholders(words.subject, {
      title: input.title,
      permitNumber: input.permitNumber,
      district: input.districtName,
    }),
  });
  const { doc } = pdf;

  if (input.conditions.length > 0) {
    addSectionHeading(pdf, input.conditionsHeading, 60);
    addList(pdf, input.conditions, { size: 10, gapAfter: 8 });
  }
  if (input.comments.trim()) {
    addSectionHeading(pdf, words.comments, 60);
    addText(pdf, 'P', input.comments, { size: 10, gapAfter: 8 });
  }

  if (doc.y + QR_SIZE + 40 > doc.page.height - MARGIN) doc.continueOnNewPage();
  drawRule(pdf);
  doc.y += 12;
  drawVerificationBlock(pdf, input.verificationUrl, words, 60);
  drawRule(pdf);
  drawPageFooters(pdf, `${input.title} ${input.permitNumber}`, words.footer);
  return pdf.finish();
}
