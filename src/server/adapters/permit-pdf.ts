import { LOCALES, LOCALE_TAGS } from '#domain/i18n/locale.ts';
import { createSiteIntl, type SiteIntl } from '#domain/i18n/site-intl.ts';
import QRCode from 'qrcode';
import type { PermitPdfContent } from '#domain/permits/permit-documents.ts';
import type { PermitLogo } from './permit-pdf-settings.ts';
import {
  addArtifact,
  addLabelledRows,
  addList,
  addText,
  createTaggedPdf,
  PDF_FONT,
  PDF_FONT_BOLD,
  type TaggedPdf,
  UNDRAWABLE_MARK,
} from './tagged-pdf.ts';

/** What the permit says (src/domain/permits/permit-documents.ts writes it) and the district's mark. */
export type PermitPdfInput = PermitPdfContent & {
  logo: PermitLogo;
  /**
   * The permit's issue time (from the clock, at issue): a re-rendered permit (admin download,
   * e-mail retry) stays identical to the first.
   */
  createdAt: Date;
  /** The permit's language as a BCP 47 tag (its /Lang); 'en-US' unless given (issue 29). */
  lang?: string;
  /** The layout's own words in that language; English unless given. */
  words?: PermitPdfWords;
};

/**
 * The words the permit's layout writes around what it says: headings, notes, the page footer
 * (`{label}`, `{page}`, `{count}` filled in) and the document's subject (`{title}`, `{number}`,
 * `{district}`). A permit in another language passes its own (issue 29).
 */
export interface PermitPdfWords {
  subject: string;
  allows: string;
  conditions: string;
  details: string;
  enteredByApplicant: string;
  enteredByApplicantNote: string;
  paid: string;
  officer: string;
  verify: string;
  verifyNote: string;
  undrawableNote: string;
  footer: string;
}

const MARGIN = 54;
export const LOGO_SIZE = 64;
const LABEL_WIDTH = 170;
export const QR_SIZE = 84;
const ACCENT = '#9b1c1c';
const ACCENT_DARK = '#7f1d1d';
const MUTED = '#4b5563';
const RULE = '#d1d5db';

/** The district's mark (PNG or parsed SVG) in a LOGO_SIZE square; an artifact. */
export function drawLogo(doc: PDFKit.PDFDocument, logo: PermitLogo, x: number, y: number) {
  if (logo.kind === 'png') {
    doc.image(logo.data, x, y, { fit: [LOGO_SIZE, LOGO_SIZE], align: 'center', valign: 'center' });
    return;
  }
  const { viewBox } = logo;
  const scale = LOGO_SIZE / Math.max(viewBox.width, viewBox.height);
  doc.translate(x, y).scale(scale).translate(-viewBox.x, -viewBox.y);
  for (const path of logo.paths) doc.path(path.d).fill(path.fill);
}

/** A QR code of `url` with its quiet zone, QR_SIZE square; an artifact. */
export function drawQrCode(doc: PDFKit.PDFDocument, url: string, x: number, y: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  // Four modules of quiet zone around the code, as scanners expect.
  const cell = QR_SIZE / (modules.size + 8);
  doc.rect(x, y, QR_SIZE, QR_SIZE).fill('#ffffff');
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column))
        doc.rect(x + (column + 4) * cell, y + (row + 4) * cell, cell, cell);
    }
  }
  doc.fill('#000000');
}

/** A horizontal rule across the text column, as an artifact. */
export function drawRule(pdf: TaggedPdf, color = RULE, weight = 0.75) {
  const { doc } = pdf;
  const y = doc.y;
  addArtifact(pdf, (page) => {
    page
      .moveTo(MARGIN, y)
      .lineTo(page.page.width - MARGIN, y)
      .lineWidth(weight)
      .strokeColor(color)
      .stroke();
  });
}

/** A section heading (H2) kept with what follows it; `x`/`width` place it beside an artifact. */
export function addSectionHeading(
  pdf: TaggedPdf,
  text: string,
  keepWithNext = 70,
  place: { x?: number; width?: number } = {},
) {
  addText(pdf, 'H2', text, {
    font: PDF_FONT_BOLD,
    size: 11.5,
    color: ACCENT_DARK,
    gapAfter: 4,
    keepWithNext,
    ...place,
  });
}

/**
 * The QR code of the verification page with its heading, note and address beside it, as every
 * issued document ends; leaves `doc.y` below both.
 */
export function drawVerificationBlock(
  pdf: TaggedPdf,
  verificationUrl: string,
  words: { verify: string; verifyNote: string },
  keepWithNext: number,
) {
  const { doc } = pdf;
  const top = doc.y;
  addArtifact(pdf, (page) => drawQrCode(page, verificationUrl, MARGIN - 8, top - 6));
  const verifyLeft = MARGIN + QR_SIZE + 4;
  const verifyWidth = doc.page.width - MARGIN - verifyLeft;
  addSectionHeading(pdf, words.verify, keepWithNext, { x: verifyLeft, width: verifyWidth });
  addText(pdf, 'P', words.verifyNote, {
    size: 9.5,
    x: verifyLeft,
    width: verifyWidth,
    gapAfter: 4,
  });
  addText(pdf, 'P', verificationUrl, {
    font: PDF_FONT_BOLD,
    size: 10,
    x: verifyLeft,
    width: verifyWidth,
  });
  doc.y = Math.max(doc.y, top + QR_SIZE - 12) + 8;
}

/** What every document the district issues opens with: who issues it, and what it is. */
export interface DistrictDocumentHead {
  title: string;
  permitNumber: string;
  subject: string;
  districtName: string;
  districtAddress: string;
  districtContact: string;
  logo: PermitLogo;
  statement: string;
  keyFacts: readonly { label: string; value: string }[];
  createdAt: Date;
  /** The document's language, a BCP 47 tag ('en-US' unless given). */
  lang?: string | undefined;
}

/**
 * Starts a district document (the permit, the clearance certificate): a tagged PDF with the
 * district's letterhead (mark, name as H1, address and contact), the title (H2), the statement
 * and the key facts, then a rule. Answers the PDF, positioned below it.
 */
export function startDistrictDocument(head: DistrictDocumentHead): TaggedPdf {
  const pdf = createTaggedPdf({
    title: `${head.title} ${head.permitNumber}`,
    author: head.districtName,
    subject: head.subject,
    creationDate: head.createdAt,
    margin: MARGIN,
    bufferPages: true,
    ...(head.lang ? { lang: head.lang } : {}),
  });
  const { doc } = pdf;
  const contentWidth = doc.page.width - 2 * MARGIN;

  addArtifact(pdf, (page) => page.rect(0, 0, page.page.width, 10).fill(ACCENT));
  const headerTop = MARGIN - 8;
  addArtifact(pdf, (page) => drawLogo(page, head.logo, MARGIN, headerTop));
  const textX = MARGIN + LOGO_SIZE + 16;
  const textWidth = contentWidth - LOGO_SIZE - 16;
  doc.y = headerTop + 6;
  addText(pdf, 'H1', head.districtName, {
    font: PDF_FONT_BOLD,
    size: 17,
    gapAfter: 3,
    x: textX,
    width: textWidth,
  });
  addText(pdf, 'P', head.districtAddress, { size: 9.5, color: MUTED, x: textX, width: textWidth });
  addText(pdf, 'P', head.districtContact, { size: 9.5, color: MUTED, x: textX, width: textWidth });
  doc.y = Math.max(doc.y, headerTop + LOGO_SIZE) + 12;
  drawRule(pdf, ACCENT, 1.5);
  doc.y += 16;

  addText(pdf, 'H2', head.title, { font: PDF_FONT_BOLD, size: 21, gapAfter: 4 });
  addText(pdf, 'P', head.statement, { size: 10.5, color: MUTED, gapAfter: 10 });
  addLabelledRows(pdf, head.keyFacts, { labelWidth: LABEL_WIDTH, size: 11, gapAfter: 10 });
  drawRule(pdf);
  doc.y += 10;
  return pdf;
}

/**
 * The permit as a tagged PDF, read in this order: the district (H1) with its address; the permit's
 * title (H2), who it was issued to and its key facts; what it allows and its conditions; the
 * application's details; the applicant's own entries; the payment; the issuing officer (when one
 * is configured); and how to verify it. The mark, rules and QR code are artifacts: their
 * meaning is in the text beside them.
 */
export async function renderPermitPdf(input: PermitPdfInput): Promise<Uint8Array> {
  const words = input.words ?? permitPdfWordsFor(input.lang);
  const pdf = startDistrictDocument({
    ...input,
    subject: fillIn(words.subject, {
      title: input.title,
      number: input.permitNumber,
      district: input.districtName,
    }),
    statement: input.issuedStatement,
  });
  const { doc } = pdf;

  addSectionHeading(pdf, words.allows);
  addText(pdf, 'P', input.allows, { size: 10, gapAfter: 8 });
  addSectionHeading(pdf, words.conditions);
  addList(pdf, input.conditions, { size: 10, gapAfter: 6 });

  addClosingBlock(pdf, input, words);

  addSectionHeading(pdf, words.details);
  addLabelledRows(pdf, input.details, { labelWidth: LABEL_WIDTH, size: 9.5, gapAfter: 10 });

  if (input.enteredByApplicant.length > 0) {
    addSectionHeading(pdf, words.enteredByApplicant, 110);
    addText(pdf, 'P', words.enteredByApplicantNote, { size: 9, color: MUTED, gapAfter: 4 });
    addLabelledRows(pdf, input.enteredByApplicant, {
      labelWidth: LABEL_WIDTH,
      size: 9.5,
      gapAfter: 10,
    });
  }

  addSectionHeading(pdf, words.paid, 80);
  addLabelledRows(pdf, input.payment, { labelWidth: LABEL_WIDTH, size: 9.5 });
  if (pdf.hasUndrawableText()) {
    doc.y += 10;
    addText(pdf, 'P', words.undrawableNote, { size: 9, color: MUTED, keepWithNext: 30 });
  }
  drawPageFooters(pdf, `${input.title} ${input.permitNumber}`, words.footer);
  return pdf.finish();
}

/** A template's `{name}` placeholders filled in. */
function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** 'Propane Tank Permit PP-2026-000007 · Page 1 of 2' under every page, as a pagination artifact. */
export function drawPageFooters(pdf: TaggedPdf, label: string, footer = PERMIT_PDF_WORDS.footer) {
  const { doc } = pdf;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .font(PDF_FONT)
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        pdf.drawable(fillIn(footer, { label, page: index + 1, count: range.count })),
        MARGIN,
        doc.page.height - MARGIN + 18,
        { width: doc.page.width - 2 * MARGIN, align: 'right', lineBreak: false },
      );
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The issuing officer (when configured), then the verification QR code with the note and the
 * printed URL beside it, between two rules: the permit's own part ends here and the
 * application's details follow.
 */
function addClosingBlock(pdf: TaggedPdf, input: PermitPdfInput, words: PermitPdfWords) {
  const { doc } = pdf;
  const officerHeight = input.officer ? 48 : 0;
  if (doc.y + officerHeight + QR_SIZE + 40 > doc.page.height - MARGIN) doc.continueOnNewPage();
  drawRule(pdf);
  doc.y += 12;
  if (input.officer) {
    addSectionHeading(pdf, words.officer, 0);
    addText(pdf, 'P', `${input.officer.name}, ${input.officer.title}`, {
      size: 10.5,
      gapAfter: 12,
    });
  }
  drawVerificationBlock(pdf, input.verificationUrl, words, 0);
  drawRule(pdf);
  doc.y += 14;
}

/** The layout's words on an English permit. */
export const PERMIT_PDF_WORDS: PermitPdfWords = {
  subject: '{title} {number} issued by {district}',
  allows: 'What this permit allows',
  conditions: 'Conditions',
  details: 'Application details',
  enteredByApplicant: 'As entered by the applicant',
  enteredByApplicantNote:
    'The applicant typed these on the application. They are not inspection results: the district’s inspector records the official outcome.',
  paid: 'Amount paid',
  officer: 'Issuing officer',
  verify: 'Verify this permit',
  verifyNote:
    'Scan the code or open this address to check with the district that this permit is genuine and still valid.',
  undrawableNote: `Note: some characters entered on the application are in a script this PDF cannot show; they appear as ${UNDRAWABLE_MARK}. The district's records keep them exactly as entered.`,
  footer: '{label} · Page {page} of {count}',
};

/**
 * The layout's words of a permit in the intl's language, from the catalogue (decisions 316 and
 * 324): one set for the burn permit and the four paid permits.
 */
export function permitPdfWordsIn({ t }: SiteIntl): PermitPdfWords {
  return {
    subject: t('burn.pdf.subject', {
      title: '{title}',
      number: '{number}',
      district: '{district}',
    }),
    allows: t('burn.pdf.allowsHeading'),
    conditions: t('burn.pdf.conditionsHeading'),
    details: t('burn.pdf.detailsHeading'),
    enteredByApplicant: t('permitDocs.entered'),
    enteredByApplicantNote: t('permitDocs.enteredNote'),
    paid: t('burn.pdf.paidHeading'),
    officer: t('burn.pdf.officerHeading'),
    verify: t('burn.pdf.verifyHeading'),
    verifyNote: t('burn.pdf.verifyNote'),
    undrawableNote: t('burn.pdf.undrawableNote', { mark: UNDRAWABLE_MARK }),
    footer: t('burn.pdf.footer', { label: '{label}', page: '{page}', count: '{count}' }),
  };
}

/** The layout's words for a permit whose content names its language (`lang`); English else. */
function permitPdfWordsFor(lang: string | undefined): PermitPdfWords {
  const locale = LOCALES.find((candidate) => LOCALE_TAGS[candidate] === lang);
  return !locale || locale === 'en' ? PERMIT_PDF_WORDS : permitPdfWordsIn(createSiteIntl(locale));
}
