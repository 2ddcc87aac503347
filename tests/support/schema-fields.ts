import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';

/** One field of a domain schema, parsed on its own: its whole chain (preprocess, trim, checks). */
export interface SchemaField {
  /** module › export › field path, for reports. */
  name: string;
  schema: z.ZodType;
  /** True when a regular expression sits in the field's checks (refinements may hold more). */
  hasPattern: boolean;
}

type Def = Record<string, unknown> & { type: string };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** True when the schema, or one it wraps, checks a pattern. */
function hasPatternCheck(schema: z.ZodType, seen = new Set<z.ZodType>()): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = defOf(schema);
  const checks = (def.checks ?? []) as Array<{ _zod: { def: { pattern?: unknown } } }>;
  if (checks.some((check) => check._zod.def.pattern instanceof RegExp)) return true;
  return innerSchemas(def).some((inner) => hasPatternCheck(inner, seen));
}

/** The schemas a wrapper, pipe, union or collection holds. */
function innerSchemas(def: Def): z.ZodType[] {
  const found: unknown[] = [def.innerType, def.in, def.out, def.element, def.left, def.right];
  if (def.type === 'record') found.push(def.valueType);
  if (Array.isArray(def.options)) found.push(...def.options);
  if (def.type === 'lazy' && typeof def.getter === 'function') found.push(def.getter());
  return found.filter((value): value is z.ZodType => value instanceof z.ZodType);
}

/** Every object field reachable from a schema, each named by its path. */
function collectFields(
  schema: z.ZodType,
  name: string,
  into: SchemaField[],
  seen: Set<z.ZodType>,
): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = defOf(schema);
  if (def.type === 'object') {
    for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
      into.push({ name: `${name}.${key}`, schema: field, hasPattern: hasPatternCheck(field) });
      collectFields(field, `${name}.${key}`, into, seen);
    }
    return;
  }
  for (const inner of innerSchemas(def)) collectFields(inner, name, into, seen);
}

/**
 * Every exported zod schema in src/domain and every field inside it, found by importing each
 * module, so a schema added later is covered without a list to keep.
 */
export async function listDomainSchemaFields(root = 'src/domain'): Promise<SchemaField[]> {
  const files = (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  const fields: SchemaField[] = [];
  const seen = new Set<z.ZodType>();
  for (const file of files) {
    const module = (await import(pathToFileURL(path.resolve(root, file)).href)) as Record<
      string,
      unknown
    >;
    for (const [exportName, value] of Object.entries(module)) {
      if (!(value instanceof z.ZodType)) continue;
      const name = `${file.replace(/\.ts$/, '')} › ${exportName}`;
      if (defOf(value).type !== 'object' && !seen.has(value)) {
        fields.push({ name, schema: value, hasPattern: hasPatternCheck(value) });
      }
      collectFields(value, name, fields, seen);
    }
  }
  return fields;
}

/** Length of each adversarial string: the probe sent 64,500 spaces. */
export const ATTACK_LENGTH = 64_500;

/**
 * What a ReDoS checker sends: a prefix that gets a pattern going, a long run of one repeated
 * piece, then a suffix that makes the match fail at the very end.
 */
export function adversarialStrings(length = ATTACK_LENGTH): string[] {
  const prefixes = ['', '1', '/', 'a@', 'mailto:a@', 'https://', '2026-01-01T'];
  const pumps = [' ', '1', 'a', '/', '-', '.', '@', '1 ', '\t', 'x', '0-', 'a.', '%'];
  const suffixes = ['x!', '!', '\n\u0000'];
  const strings: string[] = [];
  for (const prefix of prefixes) {
    for (const pump of pumps) {
      const run = pump.repeat(Math.ceil(length / pump.length));
      for (const suffix of suffixes) strings.push(`${prefix}${run}${suffix}`);
    }
  }
  return strings;
}

function timeParse(schema: z.ZodType, input: string) {
  const start = performance.now();
  try {
    const result = schema.safeParse(input);
    return { elapsed: performance.now() - start, isAccepted: result.success };
  } catch (error) {
    // safeParse never throws; a refinement that does would answer 500.
    throw new Error(`threw ${String(error)} on ${JSON.stringify(input.slice(0, 20))}…`, {
      cause: error,
    });
  }
}

/**
 * The slowest parse of the field over the strings, in milliseconds (stopping early past
 * `budgetMs`), and how many of the strings it accepted at full length.
 */
export function worstParseMs(field: SchemaField, strings: readonly string[], budgetMs = Infinity) {
  let worst = 0;
  let worstInput = '';
  let accepted = 0;
  for (const input of strings) {
    const first = timeParse(field.schema, input);
    const { isAccepted } = first;
    let { elapsed } = first;
    // A garbage collection or a busy neighbour can stall one parse; a slow pattern stalls every
    // one. The fastest of three is the pattern's own time (one far over budget needs no more).
    for (let retry = 0; retry < 2 && elapsed > 2 && elapsed < budgetMs * 20; retry += 1) {
      elapsed = Math.min(elapsed, timeParse(field.schema, input).elapsed);
    }
    // Counted only when trimming leaves the long run: '   …   x!' trims to a fair 'x!'.
    if (isAccepted && input.trim().length > 1000) accepted += 1;
    if (elapsed > worst) {
      worst = elapsed;
      worstInput = input;
    }
    if (worst > budgetMs) break;
  }
  return { worst, worstInput, accepted };
}
