import PDFDocument from 'pdfkit';

/**
 * Tagged PDFs (a structure tree with headings, paragraphs, lists and tables in reading order)
 * let screen readers navigate the permit and the district's documents: WCAG 2.1 AA covers the
 * PDFs people use to apply or take part (ADA Title II rule, issues 2 and 4).
 */
export interface TaggedPdfOptions {
  title: string;
  author: string;
  subject: string;
  keywords?: string;
  creator?: string;
  /** Fixed dates keep the output byte-for-byte reproducible. */
  creationDate: Date;
  margin: number;
  /** Keeps every page open until the end, for footers that count the pages. */
  bufferPages?: boolean;
}

export interface TaggedPdf {
  doc: PDFKit.PDFDocument;
  /** The 'Document' structure element; add headings, paragraphs, lists and tables to it in reading order. */
  root: PDFKit.PDFStructureElement;
  /** Closes the structure tree and the document and resolves to its bytes. */
  finish(): Promise<Buffer>;
}

export const PDF_FONT = 'Helvetica';
export const PDF_FONT_BOLD = 'Helvetica-Bold';

export function createTaggedPdf(options: TaggedPdfOptions): TaggedPdf {
  const doc = new PDFDocument({
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    pdfVersion: '1.7',
    size: 'LETTER',
    margin: options.margin,
    bufferPages: options.bufferPages ?? false,
    font: PDF_FONT,
    info: {
      Title: options.title,
      Author: options.author,
      Subject: options.subject,
      ...(options.keywords ? { Keywords: options.keywords } : {}),
      Creator: options.creator ?? options.author,
      CreationDate: options.creationDate,
      ModDate: options.creationDate,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  return {
    doc,
    root,
    finish() {
      root.end();
      doc.end();
      return done;
    },
  };
}

type StructType = 'H1' | 'H2' | 'H3' | 'P';

export interface TextStyle {
  font?: string;
  size: number;
  color?: string;
  /** Space below, in points. */
  gapAfter?: number;
  /** Starts a new page unless this much room (points) is left below, so a heading stays with its content. */
  keepWithNext?: number;
  /** Left edge and width (points); the page's margins by default. */
  x?: number;
  width?: number;
}

/** Writes a heading or paragraph as its own structure element, wrapped to the page width. */
export function addText(pdf: TaggedPdf, type: StructType, text: string, style: TextStyle): void {
  const { doc, root } = pdf;
  if (style.keepWithNext && doc.y + style.keepWithNext > doc.page.height - doc.page.margins.bottom)
    doc.continueOnNewPage();
  root.add(
    doc.struct(type, {}, () => {
      doc
        .font(style.font ?? PDF_FONT)
        .fontSize(style.size)
        .fillColor(style.color ?? '#1a1a1a')
        .text(toWinAnsi(text), style.x ?? doc.page.margins.left, doc.y, {
          width: style.width ?? doc.page.width - doc.page.margins.left - doc.page.margins.right,
          lineGap: style.size * 0.25,
        });
    }),
  );
  doc.x = doc.page.margins.left;
  doc.y += style.gapAfter ?? 0;
}

/**
 * Draws decoration (rules, a logo next to its name, a QR code beside its printed URL) as an
 * artifact, which screen readers skip: everything it shows is also in the text.
 */
export function addArtifact(pdf: TaggedPdf, draw: (doc: PDFKit.PDFDocument) => void): void {
  const { doc } = pdf;
  doc.markContent('Artifact');
  doc.save();
  draw(doc);
  doc.restore();
  doc.endMarkedContent();
}

/** A bulleted list: an 'L' element whose items carry 'LI', 'Lbl' and 'LBody'. */
export function addList(pdf: TaggedPdf, items: readonly string[], style: TextStyle): void {
  const { doc, root } = pdf;
  const list = doc.struct('L');
  root.add(list);
  doc
    .font(style.font ?? PDF_FONT)
    .fontSize(style.size)
    .fillColor(style.color ?? '#1a1a1a')
    .list(
      items.map((item) => toWinAnsi(item)),
      doc.page.margins.left + 6,
      doc.y,
      { structParent: list, lineGap: style.size * 0.25, paragraphGap: 2 },
    );
  list.end();
  doc.y += style.gapAfter ?? 0;
}

type TableWithStructure = PDFKit.Mixins.TableOptionsWithData & {
  structParent: PDFKit.PDFStructureElement;
};
type HeaderCell = PDFKit.Mixins.CellOptions & { scope: 'Row' };

const CELL_PADDING = { top: 2, right: 8, bottom: 2, left: 0 };
const LONGEST_UNBROKEN_RUN = 80;

/**
 * Cuts a value into pieces that each fit on one page: PDFKit's table moves a row that does not
 * fit to the next page but clips one taller than a page, which would lose text.
 */
function splitToFitPage(doc: PDFKit.PDFDocument, text: string, width: number): string[] {
  const maxHeight =
    doc.page.height -
    doc.page.margins.top -
    doc.page.margins.bottom -
    CELL_PADDING.top -
    CELL_PADDING.bottom -
    24;
  if (doc.heightOfString(text, { width }) <= maxHeight) return [text];
  const words = text
    .split(' ')
    .flatMap((word) => word.match(new RegExp(`.{1,${LONGEST_UNBROKEN_RUN}}`, 'gu')) ?? ['']);
  const pieces: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && doc.heightOfString(candidate, { width }) > maxHeight) {
      pieces.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  pieces.push(current);
  return pieces;
}

/**
 * Label/value pairs as a two-column table whose labels are row headers (TH, scope Row), so a
 * screen reader announces each value with its label. A value longer than a page continues in
 * further rows labelled '… (continued)'.
 */
export function addLabelledRows(
  pdf: TaggedPdf,
  rows: readonly { label: string; value: string }[],
  options: { labelWidth: number; size: number; gapAfter?: number },
): void {
  const { doc, root } = pdf;
  const left = doc.page.margins.left;
  const valueWidth =
    doc.page.width - left - doc.page.margins.right - options.labelWidth - CELL_PADDING.right;
  doc.font(PDF_FONT).fontSize(options.size);
  const cells = rows.flatMap(({ label, value }) =>
    splitToFitPage(doc, toWinAnsi(value || '-'), valueWidth).map((piece, index) => {
      const header: HeaderCell = {
        text: toWinAnsi(index === 0 ? label : `${label} (continued)`),
        type: 'TH',
        scope: 'Row',
        font: { src: PDF_FONT_BOLD, size: options.size },
      };
      return [header, { text: piece, font: { src: PDF_FONT, size: options.size } }];
    }),
  );
  const table: TableWithStructure = {
    structParent: root,
    position: { x: left, y: doc.y },
    columnStyles: [{ width: options.labelWidth }, '*'],
    defaultStyle: { border: 0, padding: CELL_PADDING, textColor: '#1a1a1a' },
    data: cells,
  };
  doc.table(table);
  doc.x = left;
  doc.y += options.gapAfter ?? 0;
}

// The WinAnsi characters above 0x7f that live outside Latin-1 (curly quotes, dashes, bullet, euro…).
const WIN_ANSI_EXTRAS =
  '\u20ac\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u017d\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u017e\u0178';
const OUTSIDE_WIN_ANSI = new RegExp(`[^\\x20-\\x7e\\xa0-\\xff${WIN_ANSI_EXTRAS}]`, 'gu');

/**
 * The standard 14 fonts encode WinAnsi only, and PDFKit writes any other character (emoji, CJK,
 * control characters) as broken glyph codes, so those become '?' and line breaks spaces.
 */
export function toWinAnsi(text: string): string {
  return text.replace(/\r\n|[\r\n\t]/g, ' ').replace(OUTSIDE_WIN_ANSI, '?');
}
