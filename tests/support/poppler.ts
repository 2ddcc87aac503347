import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Poppler's command-line tools (poppler-utils, installed by .ci/run) read PDFs the way viewers do:
 * `pdftotext` extracts the text a reader selects, `pdftoppm` draws the pages.
 */

/** The text of every page in reading order, with whitespace runs squashed to single spaces. */
export function extractPdfText(bytes: Uint8Array): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes })
    .toString('utf8')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first page drawn as a PNG at `dpi`. */
export function renderFirstPageToPng(bytes: Uint8Array, dpi = 72): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdftoppm-'));
  try {
    const root = path.join(dir, 'page');
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-singlefile', '-', root], {
      input: bytes,
    });
    return fs.readFileSync(`${root}.png`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The number of pages, from `pdfinfo`. */
export function countPdfPages(bytes: Uint8Array): number {
  const info = execFileSync('pdfinfo', ['-'], { input: bytes }).toString('utf8');
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
}

/** Each font a page uses, from `pdffonts`: its name, type, and whether the file embeds it and maps it to Unicode. */
export function listPdfFonts(
  bytes: Uint8Array,
): { name: string; type: string; isEmbedded: boolean; hasUnicodeMap: boolean }[] {
  const lines = execFileSync('pdffonts', ['-'], { input: bytes }).toString('utf8').split('\n');
  // The columns are: name, type, encoding, emb, sub, uni, object ID (two fields).
  return lines
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const fields = line.trim().split(/\s+/);
      const [emb, , uni] = fields.slice(-5, -2);
      return {
        name: fields[0] ?? '',
        type: fields.slice(1, -6).join(' '),
        isEmbedded: emb === 'yes',
        hasUnicodeMap: uni === 'yes',
      };
    });
}

/** One entry (CreationDate, Producer, …) of `pdfinfo -isodates`. */
export function readPdfInfo(bytes: Uint8Array, key: string): string | undefined {
  const info = execFileSync('pdfinfo', ['-isodates', '-'], { input: bytes }).toString('utf8');
  return new RegExp(`^${key}:\\s+(.*)$`, 'm').exec(info)?.[1]?.trim();
}
