import { z } from 'zod';

/**
 * The Spanish a person wrote for a piece of staff content (issue 29 item 4, decision 316): the
 * text, and the English it translated, kept word for word. When the English changes, the Spanish
 * no longer matches its source and is out of date: the Spanish page shows the English for that
 * block (marked `lang="en"`) until staff update it. Nothing is machine translated.
 */
export interface SpanishVersion<T> {
  /** The Spanish, as staff wrote it. */
  text: T;
  /** The English the Spanish was written from, when it was saved. */
  source: T;
}

/** A schema for a Spanish version of content that `schema` validates. */
export function spanishVersionSchema<T extends z.ZodType>(schema: T) {
  return z.object({ text: schema, source: schema });
}

export type SpanishVersionState = 'missing' | 'out-of-date' | 'current';

/** JSON with object keys sorted, so the same content compares equal whatever its key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : item,
  );
}

/** Whether a block's Spanish exists and still translates the English it stands beside. */
export function spanishVersionState<T>(
  english: T,
  spanish: SpanishVersion<T> | null | undefined,
): SpanishVersionState {
  if (!spanish) return 'missing';
  return canonicalJson(spanish.source) === canonicalJson(english) ? 'current' : 'out-of-date';
}

/**
 * What a page in `locale` shows of a block: the Spanish while it is current, else the English,
 * flagged so the page marks it `lang="en"`.
 */
export function contentForLocale<T>(
  english: T,
  spanish: SpanishVersion<T> | null | undefined,
  locale: string,
): { value: T; isEnglish: boolean } {
  if (locale !== 'es') return { value: english, isEnglish: false };
  return spanishVersionState(english, spanish) === 'current' && spanish
    ? { value: spanish.text, isEnglish: false }
    : { value: english, isEnglish: true };
}
