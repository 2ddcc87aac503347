import zlib from 'node:zlib';

// WinAnsi codes 0x80-0x9f that differ from Latin-1 (PDFKit's standard fonts use WinAnsiEncoding).
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

function decodeWinAnsiHex(hex: string): string {
  let text = '';
  for (let index = 0; index + 1 < hex.length; index += 2) {
    const code = Number.parseInt(hex.slice(index, index + 2), 16);
    text += WIN_ANSI_HIGH[code] ?? String.fromCharCode(code);
  }
  return text;
}

/** Every stream of the file, inflated where it is Flate-compressed. */
function readStreams(bytes: Uint8Array): Buffer[] {
  const buffer = Buffer.from(bytes);
  const streams: Buffer[] = [];
  let from = 0;
  for (;;) {
    const start = buffer.indexOf('stream\n', from);
    if (start < 0) break;
    const end = buffer.indexOf('\nendstream', start);
    if (end < 0) break;
    const data = buffer.subarray(start + 'stream\n'.length, end);
    try {
      streams.push(zlib.inflateSync(data));
    } catch {
      streams.push(data);
    }
    from = end + 'endstream'.length;
  }
  return streams;
}

/**
 * The text a PDF shows, one line per text-showing operator, in the order of its content streams
 * (which is the reading order for the district's single-column documents). Understands the
 * hex glyph strings PDFKit writes with the standard fonts; enough for tests, not a general parser.
 */
export function readPdfText(bytes: Uint8Array): string {
  const lines: string[] = [];
  for (const stream of readStreams(bytes)) {
    const content = stream.toString('latin1');
    for (const match of content.matchAll(
      /\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
    )) {
      const hexParts =
        match[1] !== undefined
          ? [...match[1].matchAll(/<([0-9a-f]*)>/gi)].map((part) => part[1] ?? '')
          : [match[2] ?? ''];
      lines.push(hexParts.map(decodeWinAnsiHex).join(''));
    }
  }
  return lines.join('\n');
}

/** The structure element types (/S) of a tagged PDF, as written in the file. */
export function readPdfStructureTypes(bytes: Uint8Array): string[] {
  return [
    ...Buffer.from(bytes)
      .toString('latin1')
      .matchAll(/\/S \/(\w+)/g),
  ].map((match) => match[1] ?? '');
}

/** The raw bytes as text, for checking catalog and info entries such as /Lang and /Title. */
export function readPdfSource(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('latin1');
}

function decodePdfString(literal: string): string {
  if (literal.startsWith('<')) {
    const hex = literal.slice(1, -1);
    const bytes = Buffer.from(hex, 'hex');
    return hex.toLowerCase().startsWith('feff')
      ? bytes.subarray(2).swap16().toString('utf16le')
      : bytes.toString('latin1');
  }
  return literal.slice(1, -1).replace(/\\([()\\])/g, '$1');
}

/** A document information entry (Title, Author, Subject, …), following an indirect reference. */
export function readPdfInfoEntry(bytes: Uint8Array, key: string): string | undefined {
  const source = readPdfSource(bytes);
  const info = /\/Info (\d+) 0 R/.exec(source)?.[1];
  if (!info) return undefined;
  const infoBody =
    new RegExp(`\\n${info} 0 obj\\n<<([\\s\\S]*?)>>\\nendobj`).exec(source)?.[1] ?? '';
  const value = new RegExp(`/${key} (?:(\\d+) 0 R|(\\([^)]*\\)|<[0-9a-fA-F]*>))`).exec(infoBody);
  if (!value) return undefined;
  const literal =
    value[2] ??
    new RegExp(`\\n${value[1]} 0 obj\\n(\\([\\s\\S]*?\\)|<[0-9a-fA-F]*>)\\nendobj`).exec(
      source,
    )?.[1];
  return literal === undefined ? undefined : decodePdfString(literal);
}
