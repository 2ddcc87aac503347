import { z } from 'zod';
import { FIRE_CONDITIONS_ITEM_ID } from './content-api.ts';
import { FireConditionsSchema } from './fire-conditions.schema.ts';
import { isPageId, PAGES, pageSchemaFor } from './page-content.schema.ts';
import { SITE_ROUTES } from './site-routes.ts';
import {
  contentForLocale,
  spanishVersionState,
  type SpanishVersion,
  type SpanishVersionState,
} from '../i18n/spanish-version.ts';
import type { Locale } from '../i18n/locale.ts';

/**
 * The Spanish staff wrote for an item, by block (decision 327): a block is one top-level field of
 * the item's content ('hero', 'mission', 'heading').
 */
export type SpanishBlocks = Readonly<Record<string, SpanishVersion<unknown>>>;

/** The items whose blocks staff write Spanish for: the pages served at /es/, fire conditions. */
export const SPANISH_CONTENT_ITEM_IDS: readonly string[] = [
  ...new Set(SITE_ROUTES.filter((route) => route.hasSpanish === true).map((route) => route.id)),
  FIRE_CONDITIONS_ITEM_ID,
];

/**
 * Fields with no words to translate: dates, phone numbers, on/off choices, document keys, a
 * page address; the fire danger shows its level in the page's language from the catalogue.
 */
export const UNTRANSLATED_BLOCKS: ReadonlySet<string> = new Set([
  'danger',
  'prohibitsOpenBurning',
  'openBurningSeason',
  'effectiveDate',
  'dispatchPhone',
  'applyPath',
  'formIds',
  'additionalDocumentIds',
  'pdfIds',
  'fiscalYearStart',
]);

export function hasSpanishContent(itemId: string): boolean {
  return SPANISH_CONTENT_ITEM_IDS.includes(itemId);
}

function objectSchemaFor(itemId: string): z.ZodObject | undefined {
  if (itemId === FIRE_CONDITIONS_ITEM_ID) return FireConditionsSchema;
  if (isPageId(itemId)) {
    const schema = pageSchemaFor(itemId);
    return schema instanceof z.ZodObject ? schema : undefined;
  }
  return undefined;
}

/** The blocks of an item staff write Spanish for, in the order of its content. */
export function translatableBlocks(itemId: string): string[] {
  if (!hasSpanishContent(itemId)) return [];
  const schema = objectSchemaFor(itemId);
  return schema ? Object.keys(schema.shape).filter((key) => !UNTRANSLATED_BLOCKS.has(key)) : [];
}

/** The schema a block's Spanish (and the English it came from) must pass. */
export function spanishBlockSchemaFor(itemId: string, block: string): z.ZodType | undefined {
  if (!translatableBlocks(itemId).includes(block)) return undefined;
  return objectSchemaFor(itemId)?.shape[block] as z.ZodType | undefined;
}

/**
 * An item's content as a page in `locale` shows it: each block's current Spanish in place of
 * its English, and the blocks that show Spanish (the rest stay English, marked `lang="en"`).
 */
export function localizeContent<T extends object>(
  english: T,
  spanish: SpanishBlocks | undefined,
  locale: Locale,
): { value: T; spanishBlocks: string[] } {
  if (locale === 'en' || !spanish) return { value: english, spanishBlocks: [] };
  const value: Record<string, unknown> = { ...(english as Record<string, unknown>) };
  const spanishBlocks: string[] = [];
  for (const [block, version] of Object.entries(spanish)) {
    if (!Object.hasOwn(value, block)) continue;
    const shown = contentForLocale(value[block], version, locale);
    if (shown.isEnglish) continue;
    value[block] = shown.value;
    spanishBlocks.push(block);
  }
  return { value: value as T, spanishBlocks };
}

/** One block of an item whose Spanish is missing or out of date. */
export interface SpanishToDo {
  itemId: string;
  block: string;
  state: Exclude<SpanishVersionState, 'current'>;
}

/** The blocks of `itemId` whose Spanish is missing or no longer matches the English. */
export function findSpanishToDo(
  itemId: string,
  english: object,
  spanish: SpanishBlocks | undefined,
): SpanishToDo[] {
  const record = english as Record<string, unknown>;
  return translatableBlocks(itemId).flatMap((block) => {
    if (!Object.hasOwn(record, block)) return [];
    const state = spanishVersionState(record[block], spanish?.[block]);
    return state === 'current' ? [] : [{ itemId, block, state }];
  });
}

/** Where staff edit an item's Spanish: its form in the back office, at the block. */
export function spanishEditPath(itemId: string, block: string): string {
  return `/admin/pages/${encodeURIComponent(itemId)}#spanish-${block}`;
}

/** The name staff see for an item in the list of Spanish to write. */
export function spanishItemName(itemId: string): string {
  if (itemId === FIRE_CONDITIONS_ITEM_ID) return 'Fire conditions';
  return isPageId(itemId) ? PAGES[itemId].name : itemId;
}

export const SpanishStateSchema = z.enum(['missing', 'out-of-date', 'current']);

/** GET /api/content/items/:id/spanish: each block's published English and its Spanish. */
export const SpanishItemSchema = z.object({
  itemId: z.string(),
  blocks: z.array(
    z.object({
      block: z.string(),
      english: z.unknown(),
      spanish: z.object({ text: z.unknown(), source: z.unknown() }).nullable(),
      state: SpanishStateSchema,
    }),
  ),
});
export type SpanishItem = z.infer<typeof SpanishItemSchema>;

/** PUT /api/content/items/:id/spanish/:block: the Spanish, and the English it translates. */
export const SaveSpanishBodySchema = z.object({ text: z.unknown(), source: z.unknown() });

export const SpanishBlockParamsSchema = z.object({
  id: z.string().max(100),
  block: z.string().max(100),
});

/** GET /api/content/spanish: what is missing or out of date, with where to fix it. */
export const SpanishToDoListSchema = z.object({
  entries: z.array(
    z.object({
      itemId: z.string(),
      name: z.string(),
      block: z.string(),
      state: z.enum(['missing', 'out-of-date']),
      editPath: z.string(),
    }),
  ),
});
export type SpanishToDoList = z.infer<typeof SpanishToDoListSchema>;

export const SPANISH_API = {
  toDo: '/api/content/spanish',
  item: (id: string) => `/api/content/items/${encodeURIComponent(id)}/spanish`,
  block: (id: string, block: string) =>
    `/api/content/items/${encodeURIComponent(id)}/spanish/${encodeURIComponent(block)}`,
} as const;

/**
 * The pages whose content is the fixed words of a feature (a lookup form's labels and messages):
 * while a block still holds the seeded English, a page in another language shows the
 * catalogue's translation of it (decision 330); staff's own Spanish goes first, and English that
 * staff changed stays English until they write its Spanish.
 */
export const CATALOGUE_WORDED_PAGES: ReadonlySet<string> = new Set([
  'permit-status',
  'permit-verify',
  'calendar',
]);

/** Every text of a block translated, or undefined when one has no translation. */
function translateBlock(
  value: unknown,
  translate: (english: string) => string | undefined,
): unknown {
  if (typeof value === 'string') {
    // An address (a link's path) is not words.
    return value.startsWith('/') ? value : translate(value);
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => translateBlock(item, translate));
    return items.includes(undefined) ? undefined : items;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([key, item]) => [key, translateBlock(item, translate)] as const,
    );
    return entries.some(([, item]) => item === undefined) ? undefined : Object.fromEntries(entries);
  }
  return value;
}

/**
 * `localizeContent`'s result with each block staff left untranslated and whose words the
 * catalogue holds in full shown in the catalogue's translation (`CATALOGUE_WORDED_PAGES`).
 */
export function localizeCatalogueBlocks<T extends object>(
  localized: { value: T; spanishBlocks: string[] },
  translate: (english: string) => string | undefined,
): { value: T; spanishBlocks: string[] } {
  const value: Record<string, unknown> = { ...(localized.value as Record<string, unknown>) };
  const spanishBlocks = [...localized.spanishBlocks];
  for (const [block, english] of Object.entries(value)) {
    if (spanishBlocks.includes(block)) continue;
    const translated = translateBlock(english, translate);
    if (translated === undefined) continue;
    value[block] = translated;
    spanishBlocks.push(block);
  }
  return { value: value as T, spanishBlocks };
}
