import { fieldsOf } from '#domain/zod-fields.ts';
import type { Kysely } from 'kysely';
import { DISTRICT_ITEM_ID, FIRE_CONDITIONS_ITEM_ID } from '#domain/content/content-api.ts';
import { districtWordsOf } from '#domain/content/district-words.ts';
import { isPageId, type MinutesPage } from '#domain/content/page-content.schema.ts';
import { SEED_FIRE_CONDITIONS } from '#domain/content/seed-content.ts';
import {
  findSpanishToDo,
  hasSpanishContent,
  SPANISH_CONTENT_ITEM_IDS,
  spanishBlockSchemaFor,
  spanishEditPath,
  spanishItemName,
  spanishListLengthProblem,
  translatableBlocks,
  type SpanishBlocks,
  type SpanishItem,
  type SpanishItemList,
  type SpanishToDoList,
} from '#domain/content/spanish-content.ts';
import {
  documentName,
  documentSpanishItemId,
  hasShownTitle,
  isDocumentItem,
  isMeetingItem,
  meetingName,
  meetingSpanishItemId,
} from '#domain/content/spanish-records.ts';
import type { SiteDocument } from '#domain/documents/document-library.schema.ts';
import type { Meeting } from '#domain/meetings/board-meetings.ts';
import { fail, ok, type Result } from '#domain/errors.ts';
import { spanishVersionState, type SpanishVersion } from '#domain/i18n/spanish-version.ts';
import { recordActivity, type ActivityActor } from '#server/activity/activity-log.ts';
import type { Database } from '#server/db/database.ts';
import { bumpContentVersion } from './content.repo.ts';
import { MEETINGS_ITEM_ID } from './meeting-agendas.ts';
import type { ContentDeps } from './content.service.ts';
import type { PublishedSnapshot } from './published-content.ts';
import { sanitizeRichTextFields } from '#server/html/rich-text.ts';

/** Said when the "Spanish" is the English it should translate, unchanged. */
export const SAME_AS_ENGLISH = 'Write the Spanish: this is still the English.';

/** Every stored Spanish version, by item and block (the published snapshot holds them). */
export async function listSpanishVersions(
  db: Kysely<Database>,
): Promise<Record<string, SpanishBlocks>> {
  const rows = await db
    .selectFrom('contentSpanishVersions')
    .select(['itemId', 'block', 'text', 'source'])
    .execute();
  const byItem: Record<string, Record<string, SpanishVersion<unknown>>> = {};
  for (const row of rows) {
    byItem[row.itemId] ??= {};
    byItem[row.itemId]![row.block] = {
      text: JSON.parse(row.text) as unknown,
      source: JSON.parse(row.source) as unknown,
    };
  }
  return byItem;
}

/**
 * Staff content kept outside the content items whose Spanish is kept with theirs, item by item
 * (news posts, decision 331). app.ts composes it from the feature that owns the content.
 */
export interface OtherSpanishItems {
  /** An item's English as the public site shows it, and its name; undefined when unknown. */
  find: (itemId: string) => Promise<{ name: string; english: object } | undefined>;
  /** The items the list of Spanish to write names. */
  list: () => Promise<{ itemId: string; name: string; english: object }[]>;
  /** After an item's Spanish is saved (the post's search entry takes it in). */
  afterSave?: (itemId: string) => Promise<void>;
}

/** The published board meetings, each with its Spanish item id (decision 329). */
function publishedMeetings(snapshot: PublishedSnapshot): { itemId: string; meeting: Meeting }[] {
  return (snapshot.pages[MEETINGS_ITEM_ID] as MinutesPage).meetings.map((meeting) => ({
    itemId: meetingSpanishItemId(meeting),
    meeting,
  }));
}

/** The library's documents whose titles pages show, each with its Spanish item id. */
function publishedDocuments(
  snapshot: PublishedSnapshot,
): { itemId: string; document: SiteDocument }[] {
  return snapshot.documents
    .filter((document) => hasShownTitle(document.key))
    .map((document) => ({ itemId: documentSpanishItemId(document.key), document }));
}

/** The English the public site shows now for an item that has Spanish blocks, and its name. */
function publishedEnglishOf(
  snapshot: PublishedSnapshot,
  itemId: string,
): { english: object; name: string } | undefined {
  if (itemId === FIRE_CONDITIONS_ITEM_ID) {
    return {
      english: snapshot.fireConditions ?? SEED_FIRE_CONDITIONS,
      name: spanishItemName(itemId),
    };
  }
  if (itemId === DISTRICT_ITEM_ID) {
    return { english: districtWordsOf(snapshot.district), name: spanishItemName(itemId) };
  }
  if (isMeetingItem(itemId)) {
    const meeting = publishedMeetings(snapshot).find((entry) => entry.itemId === itemId)?.meeting;
    return meeting ? { english: meeting, name: meetingName(meeting) } : undefined;
  }
  if (isDocumentItem(itemId)) {
    const document = publishedDocuments(snapshot).find(
      (entry) => entry.itemId === itemId,
    )?.document;
    return document ? { english: document, name: documentName(document) } : undefined;
  }
  return isPageId(itemId) && hasSpanishContent(itemId)
    ? { english: snapshot.pages[itemId], name: spanishItemName(itemId) }
    : undefined;
}

/** An item's English and name: a content item's from the snapshot, else from `others`. */
export async function findSpanishSource(
  snapshot: PublishedSnapshot,
  itemId: string,
  others: OtherSpanishItems | undefined,
): Promise<{ name: string; english: object } | undefined> {
  const published = publishedEnglishOf(snapshot, itemId);
  if (published) return published;
  return hasSpanishContent(itemId) ? others?.find(itemId) : undefined;
}

/** Each translatable block of an item: its published English, its Spanish, the Spanish's state. */
export function describeSpanishItem(
  snapshot: PublishedSnapshot,
  itemId: string,
  published: { english: object; name: string } | undefined = publishedEnglishOf(snapshot, itemId),
): SpanishItem | undefined {
  if (!published) return undefined;
  const english = published.english as Record<string, unknown>;
  const spanish = snapshot.spanish[itemId];
  return {
    itemId,
    name: published.name,
    blocks: translatableBlocks(itemId)
      // An empty field (a meeting with no agenda yet) has nothing to translate.
      .filter((block) => Object.hasOwn(english, block) && english[block] !== '')
      .map((block) => ({
        block,
        english: english[block],
        spanish: spanish?.[block] ?? null,
        state: spanishVersionState(english[block], spanish?.[block]),
      })),
  };
}

/** Every meeting's (or document's) Spanish, as the workspace edits them. */
export function describeSpanishRecords(
  snapshot: PublishedSnapshot,
  kind: 'meetings' | 'documents',
): SpanishItemList {
  const itemIds =
    kind === 'meetings'
      ? publishedMeetings(snapshot).map((entry) => entry.itemId)
      : publishedDocuments(snapshot).map((entry) => entry.itemId);
  return {
    items: itemIds.flatMap((itemId) => describeSpanishItem(snapshot, itemId) ?? []),
  };
}

/**
 * What the workspace lists: every block whose Spanish is missing or out of date, the pages'
 * first, then the meetings' and the documents' titles (decision 329).
 */
export async function listSpanishToDo(
  snapshot: PublishedSnapshot,
  others?: OtherSpanishItems,
): Promise<SpanishToDoList> {
  const itemIds = [
    ...SPANISH_CONTENT_ITEM_IDS,
    ...publishedMeetings(snapshot).map((entry) => entry.itemId),
    ...publishedDocuments(snapshot).map((entry) => entry.itemId),
  ];
  const items = [
    ...[...new Set(itemIds)].flatMap((itemId) => {
      const published = publishedEnglishOf(snapshot, itemId);
      return published ? [{ itemId, ...published }] : [];
    }),
    // News posts (decision 331), after the pages, meetings and documents.
    ...((await others?.list()) ?? []),
  ];
  return {
    entries: items.flatMap(({ itemId, name, english }) =>
      findSpanishToDo(itemId, english, snapshot.spanish[itemId]).map((entry) => ({
        ...entry,
        name,
        editPath: spanishEditPath(itemId, entry.block),
      })),
    ),
  };
}

/**
 * Saves the Spanish of one block and the English it was written from, and shows it on the
 * public site at once (the content counter moves). Both are checked against the block's schema.
 */
export async function saveSpanishBlock(
  deps: ContentDeps,
  snapshot: PublishedSnapshot,
  itemId: string,
  block: string,
  input: { text: unknown; source: unknown },
  actor: ActivityActor,
): Promise<Result<SpanishVersion<unknown>, 'NOT_FOUND' | 'VALIDATION_FAILED'>> {
  const schema = spanishBlockSchemaFor(itemId, block);
  if (!schema) return fail('NOT_FOUND');
  // A meeting or document is translated while it is on the site (decision 329).
  if ((isMeetingItem(itemId) || isDocumentItem(itemId)) && !publishedEnglishOf(snapshot, itemId)) {
    return fail('NOT_FOUND');
  }
  const clean = (value: unknown) =>
    (sanitizeRichTextFields({ [block]: value }) as Record<string, unknown>)[block];
  const text = schema.safeParse(clean(input.text));
  if (!text.success) {
    const fields = Object.fromEntries(
      Object.entries(fieldsOf(text.error, { rootKey: '_' })).map(([key, message]) => [
        key === '_' ? block : `${block}.${key}`,
        message,
      ]),
    );
    return fail('VALIDATION_FAILED', fields);
  }
  const source = schema.safeParse(clean(input.source));
  if (!source.success) {
    return fail('VALIDATION_FAILED', {
      [block]: 'The English this Spanish translates is not valid. Reload the page and try again.',
    });
  }
  // A copy of the English saved as its Spanish would show English unmarked on the Spanish page.
  if (JSON.stringify(text.data) === JSON.stringify(source.data)) {
    return fail('VALIDATION_FAILED', { [block]: SAME_AS_ENGLISH });
  }
  const listProblem = spanishListLengthProblem(text.data, source.data);
  if (listProblem) return fail('VALIDATION_FAILED', { [block]: listProblem });
  const now = deps.clock();
  const row = {
    itemId,
    block,
    text: JSON.stringify(text.data),
    source: JSON.stringify(source.data),
    updatedAt: now.toISOString(),
    updatedBy: actor.username,
  };
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('contentSpanishVersions')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['itemId', 'block']).doUpdateSet({
          text: row.text,
          source: row.source,
          updatedAt: row.updatedAt,
          updatedBy: row.updatedBy,
        }),
      )
      .execute();
    await bumpContentVersion(trx);
    await recordActivity(trx, {
      at: now,
      actor,
      action: 'content.spanish',
      subject: `${publishedEnglishOf(snapshot, itemId)?.name ?? spanishItemName(itemId)} (${itemId}) Spanish of ${block}`,
      after: { text: text.data, source: source.data },
    });
  });
  return ok({ text: text.data, source: source.data });
}
