import fs from 'node:fs';
import { createRequire } from 'node:module';
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
  /** When the document came to be (a permit's issue time), so a re-render stays byte-for-byte the same. */
  creationDate: Date;
  margin: number;
  /** Keeps every page open until the end, for footers that count the pages. */
  bufferPages?: boolean;
  /** The document's language (its /Lang), a BCP 47 tag; 'en-US' unless given. */
  lang?: string;
}

export interface TaggedPdf {
  doc: PDFKit.PDFDocument;
  /** The 'Document' structure element; add headings, paragraphs, lists and tables to it in reading order. */
  root: PDFKit.PDFStructureElement;
  /** Closes the structure tree and the document and resolves to its bytes. */
  finish(): Promise<Buffer>;
  /** The text as the embedded font can draw it (see toDrawableText); remembers when it could not. */
  drawable(text: string): string;
  /** True once some text held characters the embedded font cannot draw (shown as UNDRAWABLE_MARK). */
  hasUndrawableText(): boolean;
}

/**
 * DejaVu Sans (the dejavu-fonts-ttf package) covers Latin Extended, Vietnamese, Greek and
 * Cyrillic. PDFKit embeds a subset of it with a Unicode map, as PDF/UA-1 7.21.4.1 requires; the
 * standard 14 fonts are neither embedded nor able to print "Łukasz" or "Nguyễn" (issue 16).
 */
export const PDF_FONT = 'DejaVuSans';
export const PDF_FONT_BOLD = 'DejaVuSans-Bold';
const require = createRequire(import.meta.url);

/** A font PDFKit has parsed (a fontkit font); PDFKit accepts one wherever it takes a font file. */
type ParsedFont = FontWithGlyphs & { layout: unknown };

/**
 * Parses a font file once. Handing PDFKit the font's bytes made it parse them again in every
 * document, about three times (the default font and each registered one): 50 ms of a 65 ms
 * permit (issue 26). PDFKit takes a parsed font (anything with `layout`) in place of the bytes
 * and keeps each document's subset apart, so one parse serves every document this thread draws.
 */
function parseFont(file: string): ParsedFont {
  const data = fs.readFileSync(require.resolve(file));
  return rememberLayouts(
    fontOf(new PDFDocument({ font: data as unknown as string })) as ParsedFont,
  );
}

/** How many shaped words one font keeps (a permit has a few hundred; most recur in every permit). */
export const FONT_LAYOUT_CACHE_SIZE = 5_000;

/** What fontkit's `layout` answers: a glyph run PDFKit reads (and scales in place). */
interface GlyphRun {
  glyphs: unknown[];
  positions: Record<string, number>[];
}

/**
 * Shapes each word once per thread, not once per document. PDFKit keeps shaped words only for the
 * document being drawn, so every permit shaped the same labels again through fontkit's OpenType
 * lookups: half of a permit's CPU (issue 26). fontkit's answer depends only on the text and the
 * features asked for; PDFKit scales the positions of the run it gets in place, so each caller gets
 * its own copy of the positions (the glyphs are fontkit's shared glyph objects, read only).
 */
function rememberLayouts(font: ParsedFont): ParsedFont {
  const shape = (font.layout as (...args: unknown[]) => GlyphRun).bind(font);
  const runs = new Map<string, GlyphRun>();
  font.layout = (text: unknown, features: unknown, ...rest: unknown[]): GlyphRun => {
    if (typeof text !== 'string' || rest.some((argument) => argument !== undefined))
      return shape(text, features, ...rest);
    const key = `${JSON.stringify(features ?? null)}\u0000${text}`;
    let run = runs.get(key);
    if (run === undefined) {
      run = shape(text, features);
      runs.set(key, run);
      if (runs.size > FONT_LAYOUT_CACHE_SIZE) runs.delete(runs.keys().next().value as string);
    }
    const copy = Object.create(Object.getPrototypeOf(run) as object) as GlyphRun;
    return Object.assign(copy, run, {
      glyphs: [...run.glyphs],
      positions: run.positions.map((position) =>
        Object.assign(Object.create(Object.getPrototypeOf(position) as object) as object, position),
      ),
    });
  };
  return font;
}

const FONTS: Record<string, ParsedFont> = {
  [PDF_FONT]: parseFont('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  [PDF_FONT_BOLD]: parseFont('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
/** Stands in for a run of characters the font cannot draw; the document then says so in a note. */
export const UNDRAWABLE_MARK = '[…]';

export function createTaggedPdf(options: TaggedPdfOptions): TaggedPdf {
  const doc = new PDFDocument({
    tagged: true,
    lang: options.lang ?? 'en-US',
    displayTitle: true,
    pdfVersion: '1.7',
    size: 'LETTER',
    margin: options.margin,
    bufferPages: options.bufferPages ?? false,
    // The embedded font is set below; without this PDFKit would also write an unembedded Helvetica.
    font: FONTS[PDF_FONT] as unknown as string,
    // PDF/UA-1 identification (XMP pdfuaid:part 1); @types/pdfkit does not list the value yet.
    subset: 'PDF/UA' as PDFKit.PDFDocumentOptions['subset'],
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
  for (const [name, font] of Object.entries(FONTS))
    doc.registerFont(name, font as unknown as string, name);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  const regular = fontOf(doc);
  let undrawable = false;
  return {
    doc,
    root,
    hasUndrawableText: () => undrawable,
    drawable(text) {
      const drawable = toDrawableText(text, regular);
      if (drawable !== text.replace(LINE_BREAKS, ' ')) undrawable = true;
      return drawable;
    },
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
        .text(pdf.drawable(text), style.x ?? doc.page.margins.left, doc.y, {
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
      items.map((item) => pdf.drawable(item)),
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
    splitToFitPage(doc, pdf.drawable(value || '-'), valueWidth).map((piece, index) => {
      const header: HeaderCell = {
        text: pdf.drawable(index === 0 ? label : `${label} (continued)`),
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

interface FontWithGlyphs {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

/** PDFKit keeps the current fontkit font on `_font.font`; its glyph table says what it can draw. */
export function fontOf(doc: PDFKit.PDFDocument): FontWithGlyphs {
  return (doc as unknown as { _font: { font: FontWithGlyphs } })._font.font;
}

const LINE_BREAKS = /\r\n|[\r\n\t]/g;

/**
 * Line breaks and tabs become spaces; each run of characters the font has no glyph for (CJK,
 * most emoji, control characters) becomes UNDRAWABLE_MARK rather than a "?" or an empty box.
 */
export function toDrawableText(text: string, font: FontWithGlyphs): string {
  let out = '';
  let inRun = false;
  for (const char of text.replace(LINE_BREAKS, ' ')) {
    const codePoint = char.codePointAt(0) ?? 0;
    const isDrawable = codePoint >= 0x20 && font.hasGlyphForCodePoint(codePoint);
    if (isDrawable) out += char;
    else if (!inRun) out += UNDRAWABLE_MARK;
    inRun = !isDrawable;
  }
  return out;
}
