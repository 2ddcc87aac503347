import { z } from 'zod';
import { NewsPostInputSchema } from '../news/news.schema.ts';
import { DISTRICT_ITEM_ID, FIRE_CONDITIONS_ITEM_ID } from './content-api.ts';
import { DistrictWordsSchema } from './district-words.ts';
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
import {
  documentSpanishItemId,
  isDocumentItem,
  isMeetingItem,
  meetingSpanishItemId,
  recordSpanishBlocks,
} from './spanish-records.ts';
import type { Meeting } from '#domain/meetings/board-meetings.ts';
import type { SiteDocument } from '#domain/documents/document-library.schema.ts';

/**
 * The Spanish staff wrote for an item, by block (decision 327): a block is one top-level field of
 * the item's content ('hero', 'mission', 'heading').
 */
export type SpanishBlocks = Readonly<Record<string, SpanishVersion<unknown>>>;

/**
 * The content items whose blocks staff write Spanish for: the pages served at /es/, fire
 * conditions, the words of the district's details (decision 331). News posts have theirs too,
 * one item per post (`newsSpanishItemId`).
 */
export const SPANISH_CONTENT_ITEM_IDS: readonly string[] = [
  ...new Set(SITE_ROUTES.filter((route) => route.hasSpanish === true).map((route) => route.id)),
  // The page an unknown address gets, in the reader's language too (issue 37).
  'not-found',
  FIRE_CONDITIONS_ITEM_ID,
  DISTRICT_ITEM_ID,
];

/** A news post's Spanish is the item `news-<post id>` (decision 331). */
const NEWS_ITEM_PREFIX = 'news-';

/** The blocks of a news post staff write Spanish for. */
export const NewsSpanishSchema = NewsPostInputSchema.pick({
  title: true,
  summary: true,
  bodyHtml: true,
});

/** The item a news post's Spanish is kept under. */
export function newsSpanishItemId(postId: string): string {
  return `${NEWS_ITEM_PREFIX}${postId}`;
}

/** The post whose Spanish an item is, or undefined (the News page's own labels are `news`). */
export function newsPostIdOf(itemId: string): string | undefined {
  return itemId.startsWith(NEWS_ITEM_PREFIX) && !isPageId(itemId)
    ? itemId.slice(NEWS_ITEM_PREFIX.length)
    : undefined;
}

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
  // The minutes page's meetings have Spanish of their own, one item each (decision 329); the
  // annual schedule is dates, times and places, its rule drawn in the page's language.
  'meetings',
  'meetingSchedule',
]);

export function hasSpanishContent(itemId: string): boolean {
  return SPANISH_CONTENT_ITEM_IDS.includes(itemId) || newsPostIdOf(itemId) !== undefined;
}

function objectSchemaFor(itemId: string): z.ZodObject | undefined {
  if (itemId === FIRE_CONDITIONS_ITEM_ID) return FireConditionsSchema;
  if (itemId === DISTRICT_ITEM_ID) return DistrictWordsSchema;
  if (newsPostIdOf(itemId) !== undefined) return NewsSpanishSchema;
  if (isPageId(itemId)) {
    const schema = pageSchemaFor(itemId);
    return schema instanceof z.ZodObject ? schema : undefined;
  }
  return undefined;
}

/** The blocks of an item staff write Spanish for, in the order of its content. */
export function translatableBlocks(itemId: string): string[] {
  const recordBlocks = recordSpanishBlocks(itemId);
  if (recordBlocks) return Object.keys(recordBlocks);
  if (!hasSpanishContent(itemId)) return [];
  const schema = objectSchemaFor(itemId);
  return schema ? Object.keys(schema.shape).filter((key) => !UNTRANSLATED_BLOCKS.has(key)) : [];
}

/** The schema a block's Spanish (and the English it came from) must pass. */
export function spanishBlockSchemaFor(itemId: string, block: string): z.ZodType | undefined {
  if (!translatableBlocks(itemId).includes(block)) return undefined;
  const recordBlocks = recordSpanishBlocks(itemId);
  if (recordBlocks) return recordBlocks[block];
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

/**
 * A list of items shown with their own Spanish (meetings, documents: decision 329), as a page in
 * `locale` shows them, and the blocks shown in Spanish as `<item id>.<block>`.
 */
function localizeItems<T extends object>(
  items: readonly T[],
  itemIdOf: (item: T) => string,
  spanish: Readonly<Record<string, SpanishBlocks>>,
  locale: Locale,
): { value: T[]; spanishBlocks: string[] } {
  if (locale === 'en') return { value: [...items], spanishBlocks: [] };
  const spanishBlocks: string[] = [];
  const value = items.map((item) => {
    const itemId = itemIdOf(item);
    const shown = localizeContent(item, spanish[itemId], locale);
    spanishBlocks.push(...shown.spanishBlocks.map((block) => `${itemId}.${block}`));
    return shown.value;
  });
  return { value, spanishBlocks };
}

/** Board meetings as a page in `locale` shows them (decision 329). */
export function localizeMeetings(
  meetings: readonly Meeting[],
  spanish: Readonly<Record<string, SpanishBlocks>>,
  locale: Locale,
): { value: Meeting[]; spanishBlocks: string[] } {
  return localizeItems(meetings, meetingSpanishItemId, spanish, locale);
}

/** The library's documents as a page in `locale` shows them: their titles (decision 329). */
export function localizeDocuments(
  documents: readonly SiteDocument[],
  spanish: Readonly<Record<string, SpanishBlocks>>,
  locale: Locale,
): { value: SiteDocument[]; spanishBlocks: string[] } {
  return localizeItems(
    documents,
    (document) => documentSpanishItemId(document.key),
    spanish,
    locale,
  );
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
    // An empty field (a meeting with no agenda yet) has nothing to translate.
    if (!Object.hasOwn(record, block) || record[block] === '') return [];
    const state = spanishVersionState(record[block], spanish?.[block]);
    return state === 'current' ? [] : [{ itemId, block, state }];
  });
}

/**
 * Where a Spanish list leaves a list's entries unmatched: a list the English has as many
 * entries in as the Spanish (a job, a role, a station dropped or added would show on one page
 * and not on the other). Undefined when the shapes agree.
 */
export function spanishListLengthProblem(text: unknown, source: unknown): string | undefined {
  if (!Array.isArray(text) || !Array.isArray(source) || text.length === source.length) {
    return undefined;
  }
  return `Write one Spanish entry for each of the ${source.length} English entries.`;
}

/** Where staff edit an item's Spanish: its form in the back office, at the block. */
export function spanishEditPath(itemId: string, block: string): string {
  const anchor = spanishFormAnchor(itemId, block);
  if (itemId === DISTRICT_ITEM_ID) return `/admin/district#${anchor}`;
  const postId = newsPostIdOf(itemId);
  if (postId !== undefined) {
    return `/admin/news?post=${encodeURIComponent(postId)}#${anchor}`;
  }
  if (isMeetingItem(itemId)) return `/admin/meetings#${anchor}`;
  if (isDocumentItem(itemId)) return `/admin/documents#${anchor}`;
  return `/admin/pages/${encodeURIComponent(itemId)}#${anchor}`;
}

/**
 * The id of the form that edits a block's Spanish: `spanish-<block>` on a page's form, with the
 * item's id too where one page edits many items (the meetings, the documents: decision 329).
 */
export function spanishFormAnchor(itemId: string, block: string): string {
  return isMeetingItem(itemId) || isDocumentItem(itemId)
    ? `spanish-${itemId}-${block}`
    : `spanish-${block}`;
}

/** The name staff see for an item in the list of Spanish to write (a post's is its title). */
export function spanishItemName(itemId: string): string {
  if (itemId === FIRE_CONDITIONS_ITEM_ID) return 'Fire conditions';
  if (itemId === DISTRICT_ITEM_ID) return 'District details';
  if (newsPostIdOf(itemId) !== undefined) return 'News post';
  return isPageId(itemId) ? PAGES[itemId].name : itemId;
}

export const SpanishStateSchema = z.enum(['missing', 'out-of-date', 'current']);

/** GET /api/content/items/:id/spanish: each block's published English and its Spanish. */
export const SpanishItemSchema = z.object({
  itemId: z.string(),
  /** How staff know the item: a page's name, "Regular board meeting, …", "Document: …". */
  name: z.string(),
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

/** GET /api/content/spanish/meetings and …/documents: every meeting's or document's Spanish. */
export const SpanishItemListSchema = z.object({ items: z.array(SpanishItemSchema) });
export type SpanishItemList = z.infer<typeof SpanishItemListSchema>;

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
  meetings: '/api/content/spanish/meetings',
  documents: '/api/content/spanish/documents',
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
