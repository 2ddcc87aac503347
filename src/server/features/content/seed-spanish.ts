import { isDeepStrictEqual } from 'node:util';
import { DISTRICT_ITEM_ID, FIRE_CONDITIONS_ITEM_ID } from '#domain/content/content-api.ts';
import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import { districtWordsOf } from '#domain/content/district-words.ts';
import { isPageId, type PageId } from '#domain/content/page-content.schema.ts';
import {
  SEED_ALERT,
  SEED_DISTRICT,
  SEED_FIRE_CONDITIONS,
  SEED_PAGES,
} from '#domain/content/seed-content.ts';
import {
  SEED_DISTRICT_WORDS_ES,
  SEED_DOCUMENT_DESCRIPTIONS_ES,
  SEED_DOCUMENT_TITLES_ES,
  SEED_FIRE_CONDITIONS_ES,
  SEED_SPANISH_PAGES,
} from '#domain/content/seed-spanish.ts';
import { alertSpanishState, SiteAlertSchema } from '#domain/content/site-alert.schema.ts';
import { documentSpanishItemId } from '#domain/content/spanish-records.ts';
import { translatableBlocks } from '#domain/content/spanish-content.ts';
import { spanishVersionState, type SpanishVersion } from '#domain/i18n/spanish-version.ts';
import { bumpContentVersion, insertVersion, listPublished } from './content.repo.ts';
import { SEED_ALERT_ITEM_ID, type ContentDeps } from './content.service.ts';

/** One block's seeded Spanish: the item, the block, and the Spanish with the seed's English. */
export interface SeedSpanishBlock {
  itemId: string;
  block: string;
  version: SpanishVersion<unknown>;
}

function blocksOf(itemId: string, english: object, spanish: object): SeedSpanishBlock[] {
  const source = english as Record<string, unknown>;
  return Object.entries(spanish).map(([block, text]) => {
    if (!translatableBlocks(itemId).includes(block)) {
      throw new Error(`The seed's Spanish has a block ${itemId}.${block} with no Spanish version.`);
    }
    return { itemId, block, version: { text, source: source[block] } };
  });
}

/**
 * Every seeded block's Spanish as a Spanish version of the seed's English (decision 346): the
 * pages, the fire conditions, the district's words and the library's titles and descriptions. The alert keeps its
 * Spanish inside its own content (`SEED_ALERT.spanish`, decision 325).
 */
export function listSeedSpanish(): SeedSpanishBlock[] {
  const pages = (Object.keys(SEED_SPANISH_PAGES) as PageId[]).flatMap((pageId) =>
    blocksOf(pageId, SEED_PAGES[pageId], SEED_SPANISH_PAGES[pageId] ?? {}),
  );
  return [
    ...pages,
    ...blocksOf(FIRE_CONDITIONS_ITEM_ID, SEED_FIRE_CONDITIONS, SEED_FIRE_CONDITIONS_ES),
    ...blocksOf(DISTRICT_ITEM_ID, districtWordsOf(SEED_DISTRICT), SEED_DISTRICT_WORDS_ES),
    ...Object.entries(SEED_DOCUMENT_TITLES_ES).map(([key, version]) => ({
      itemId: documentSpanishItemId(key),
      block: 'title',
      version,
    })),
    ...Object.entries(SEED_DOCUMENT_DESCRIPTIONS_ES).map(([key, version]) => ({
      itemId: documentSpanishItemId(key),
      block: 'description',
      version,
    })),
  ];
}

/** The English each item's blocks read now: the published content, else the seed. */
async function readPublishedEnglish(deps: ContentDeps): Promise<Map<string, object>> {
  const english = new Map<string, object>();
  for (const row of await listPublished(deps.db)) {
    const data = JSON.parse(row.data) as object;
    if (isPageId(row.itemId)) english.set(row.itemId, { ...SEED_PAGES[row.itemId], ...data });
    else if (row.itemId === DISTRICT_ITEM_ID) {
      english.set(row.itemId, districtWordsOf(data as DistrictDetails));
    } else english.set(row.itemId, data);
  }
  for (const document of deps.listDocuments ? await deps.listDocuments() : []) {
    english.set(documentSpanishItemId(document.key), document);
  }
  return english;
}

/**
 * Stores the seed's Spanish as if staff had written it against the seeded English: a fresh
 * database gets all of it; an existing one gets a block's Spanish only where the block has no
 * Spanish yet and its published English is still the seed's, so staff's words and staff's
 * changes to the English are never overwritten. Returns how many blocks it added.
 */
export async function seedSpanishContent(deps: ContentDeps): Promise<number> {
  const english = await readPublishedEnglish(deps);
  const existing = new Set(
    (await deps.db.selectFrom('contentSpanishVersions').select(['itemId', 'block']).execute()).map(
      (row) => `${row.itemId}\u0000${row.block}`,
    ),
  );
  const now = deps.clock().toISOString();
  const rows = listSeedSpanish().flatMap(({ itemId, block, version }) => {
    const published = english.get(itemId) as Record<string, unknown> | undefined;
    if (!published || existing.has(`${itemId}\u0000${block}`)) return [];
    if (spanishVersionState(published[block], version) !== 'current') return [];
    return [
      {
        itemId,
        block,
        text: JSON.stringify(version.text),
        source: JSON.stringify(version.source),
        updatedAt: now,
        updatedBy: '',
      },
    ];
  });
  const alertAdded = await seedAlertSpanish(deps, now);
  if (rows.length === 0) return alertAdded;
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('contentSpanishVersions')
      .values(rows)
      // Another instance starting at the same moment may have stored them already.
      .onConflict((conflict) => conflict.columns(['itemId', 'block']).doNothing())
      .execute();
    await bumpContentVersion(trx);
  });
  return rows.length + alertAdded;
}

/**
 * A database seeded before the alert carried its Spanish: the seeded alert, still published with
 * the seed's English and no Spanish, gets a version with the seed's Spanish. One seeded before
 * its link's label had Spanish (issue 37) gets the label's, while its link is the seed's.
 */
async function seedAlertSpanish(deps: ContentDeps, now: string): Promise<number> {
  const row = (await listPublished(deps.db)).find((entry) => entry.itemId === SEED_ALERT_ITEM_ID);
  const parsed = row ? SiteAlertSchema.safeParse(JSON.parse(row.data)) : undefined;
  if (!parsed?.success || !SEED_ALERT.spanish) return 0;
  const stored = parsed.data.spanish;
  const isSeedLink = parsed.data.link?.label === SEED_ALERT.link?.label;
  const { linkLabel: _label, ...seededText } = SEED_ALERT.spanish.text;
  const { linkLabel: _source, ...seededSource } = SEED_ALERT.spanish.source;
  const seeded = isSeedLink ? SEED_ALERT.spanish : { text: seededText, source: seededSource };
  const isSeedWithoutLabel =
    stored !== null &&
    stored !== undefined &&
    stored.text.linkLabel === undefined &&
    isSeedLink &&
    isDeepStrictEqual(stored, { text: seededText, source: seededSource });
  if (stored && !isSeedWithoutLabel) return 0;
  if (alertSpanishState({ ...parsed.data, spanish: seeded }) !== 'current') return 0;
  await deps.db.transaction().execute(async (trx) => {
    await insertVersion(trx, {
      itemId: SEED_ALERT_ITEM_ID,
      kind: 'alert',
      data: { ...parsed.data, spanish: seeded },
      createdBy: '',
      note: 'Spanish, from the specification',
      isPublished: true,
      now,
    });
  });
  return 1;
}

/**
 * Stores another feature's seeded Spanish (the seeded news post's, decision 331) as Spanish
 * versions of its seeded English: only blocks that have no Spanish yet, so staff's words stay.
 * Returns how many blocks it added.
 */
export async function seedItemSpanish(
  deps: Pick<ContentDeps, 'db' | 'clock'>,
  itemId: string,
  blocks: ReadonlyArray<{ block: string; version: SpanishVersion<unknown> }>,
): Promise<number> {
  const existing = new Set(
    (
      await deps.db
        .selectFrom('contentSpanishVersions')
        .select('block')
        .where('itemId', '=', itemId)
        .execute()
    ).map((row) => row.block),
  );
  const now = deps.clock().toISOString();
  const rows = blocks
    .filter(({ block }) => !existing.has(block))
    .map(({ block, version }) => ({
      itemId,
      block,
      text: JSON.stringify(version.text),
      source: JSON.stringify(version.source),
      updatedAt: now,
      updatedBy: '',
    }));
  if (rows.length === 0) return 0;
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('contentSpanishVersions')
      .values(rows)
      .onConflict((conflict) => conflict.columns(['itemId', 'block']).doNothing())
      .execute();
    await bumpContentVersion(trx);
  });
  return rows.length;
}
