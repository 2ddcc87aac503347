import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  PermitWordingOverridesSchema,
  type PermitWordingOverrides,
} from '#domain/permits/permit-wording.ts';

/**
 * The district's mark on the permit PDF (issue 11, item 3): PERMIT_LOGO_PATH names a PNG or an
 * SVG file; without it the neutral mark in ./assets/district-mark.svg is used. PDFKit draws SVG
 * path data itself (`doc.path`), so an SVG logo is read as its `<path d fill>` elements inside
 * its viewBox; a logo drawn with other SVG elements (text, gradients, embedded images) must be
 * exported as PNG. No native rasteriser is needed either way.
 */
export type PermitLogo =
  | { kind: 'png'; data: Buffer }
  | {
      kind: 'svg';
      viewBox: { x: number; y: number; width: number; height: number };
      paths: readonly { d: string; fill: string }[];
    };

export const DEFAULT_PERMIT_LOGO_PATH = fileURLToPath(
  new URL('./assets/district-mark.svg', import.meta.url),
);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function readAttribute(element: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)
    .exec(element)
    ?.slice(1)
    .find((value) => value !== undefined);
}

/** The paths of an SVG logo, or an error naming what is wrong with the file. */
export function parseSvgLogo(svg: string): PermitLogo {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) throw new Error('the file is neither a PNG nor an SVG image');
  const numbers = (readAttribute(root, 'viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (numbers.length !== 4 || numbers.some((value) => !Number.isFinite(value)))
    throw new Error('the SVG needs a viewBox="x y width height"');
  const [x, y, width, height] = numbers as [number, number, number, number];
  const paths = [...svg.matchAll(/<path\b[^>]*>/gi)].flatMap(([element]) => {
    const d = readAttribute(element, 'd');
    const fill = readAttribute(element, 'fill') ?? '#000000';
    return d && fill !== 'none' ? [{ d, fill }] : [];
  });
  if (paths.length === 0)
    throw new Error('the SVG has no filled <path> elements; export it as PNG');
  return { kind: 'svg', viewBox: { x, y, width, height }, paths };
}

function parseLogo(data: Buffer): PermitLogo {
  if (data.subarray(0, 8).equals(PNG_SIGNATURE)) return { kind: 'png', data };
  return parseSvgLogo(data.toString('utf8'));
}

/** A configured file's parsed content, kept while the file's size and modification time stay. */
const PARSED_FILES = new Map<string, { version: string; parsed: unknown }>();

/**
 * Reads and parses a configured file once for as long as it is unchanged: every permit asked for
 * its logo and wording again, reading and parsing the files each time (issue 26). A replaced file
 * is read again at the next permit, as before; a bad one still fails that permit.
 */
async function readParsed<T>(kind: string, path: string, parse: (data: Buffer) => T): Promise<T> {
  const { size, mtimeMs } = await stat(path);
  const key = `${kind}\u0000${path}`;
  const version = `${size}:${mtimeMs}`;
  const kept = PARSED_FILES.get(key);
  if (kept?.version === version) return kept.parsed as T;
  const parsed = parse(await readFile(path));
  PARSED_FILES.set(key, { version, parsed });
  return parsed;
}

/** Reads a logo file: PNG by its signature, SVG otherwise. */
export async function loadPermitLogo(path: string = DEFAULT_PERMIT_LOGO_PATH): Promise<PermitLogo> {
  return readParsed('logo', path, parseLogo);
}

function parseWording(text: string): PermitWordingOverrides {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('the file is not valid JSON');
  }
  const parsed = PermitWordingOverridesSchema.safeParse(json);
  if (!parsed.success) throw new Error(z.prettifyError(parsed.error).replace(/\n/g, ' '));
  return parsed.data;
}

/**
 * What is wrong with a configured logo or wording file, for the start-up check (env.ts), so a
 * bad file stops the server at start rather than the issue of a permit.
 */
export function findPermitFileProblem(kind: 'logo' | 'wording', path: string): string | undefined {
  try {
    const data = readFileSync(path);
    if (kind === 'logo') parseLogo(data);
    else parseWording(data.toString('utf8'));
    return undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'no such file';
    return (error as Error).message;
  }
}

/**
 * A deployment's own permit wording (PERMIT_WORDING_PATH, a JSON file); none without the
 * setting. The server checks the file at start (findPermitFileProblem).
 */
export async function loadPermitWording(path: string | undefined): Promise<PermitWordingOverrides> {
  if (!path) return {};
  return readParsed('wording', path, (data) => parseWording(data.toString('utf8')));
}
