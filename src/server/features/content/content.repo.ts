import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { ContentItemKind, ContentVersionRow } from './content.tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The counter every publish bumps; a server compares it with the copy it rendered from. */
export async function readContentVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('contentState')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.version ?? 0;
}

export async function bumpContentVersion(trx: Db): Promise<void> {
  await trx
    .updateTable('contentState')
    .set({ version: sql`version + 1` })
    .where('id', '=', 1)
    .execute();
}

export interface PublishedRow {
  itemId: string;
  kind: ContentItemKind;
  versionId: string;
  data: string;
}

/** The published version of every item, in one query. */
export async function listPublished(db: Db): Promise<PublishedRow[]> {
  return db
    .selectFrom('contentItems')
    .innerJoin('contentVersions', 'contentVersions.id', 'contentItems.publishedVersionId')
    .select([
      'contentItems.id as itemId',
      'contentItems.kind',
      'contentVersions.id as versionId',
      'contentVersions.data',
    ])
    .execute();
}

export async function findItem(db: Db, itemId: string) {
  return db.selectFrom('contentItems').selectAll().where('id', '=', itemId).executeTakeFirst();
}

export async function listItems(db: Db, kind?: ContentItemKind) {
  let query = db
    .selectFrom('contentItems')
    .leftJoin('contentVersions as published', 'published.id', 'contentItems.publishedVersionId')
    .select([
      'contentItems.id',
      'contentItems.kind',
      'contentItems.updatedAt',
      'contentItems.createdAt',
      'published.number as publishedNumber',
      (eb) =>
        eb
          .selectFrom('contentVersions')
          .select((inner) => inner.fn.max('number').as('latest'))
          .whereRef('contentVersions.itemId', '=', 'contentItems.id')
          .as('latestNumber'),
    ]);
  if (kind) query = query.where('contentItems.kind', '=', kind);
  return query.orderBy('contentItems.createdAt').orderBy('contentItems.id').execute();
}

export async function listVersions(db: Db, itemId: string): Promise<ContentVersionRow[]> {
  return db
    .selectFrom('contentVersions')
    .selectAll()
    .where('itemId', '=', itemId)
    .orderBy('number', 'desc')
    .execute();
}

export async function findVersion(db: Db, itemId: string, versionId: string) {
  return db
    .selectFrom('contentVersions')
    .selectAll()
    .where('itemId', '=', itemId)
    .where('id', '=', versionId)
    .executeTakeFirst();
}

/**
 * Stores a new version of an item (creating the item on its first save) and, when asked,
 * publishes it and bumps the content counter, all in the caller's transaction.
 */
export async function insertVersion(
  trx: Transaction<Database>,
  input: {
    itemId: string;
    kind: ContentItemKind;
    data: unknown;
    createdBy: string;
    note?: string;
    isPublished: boolean;
    now: string;
  },
): Promise<ContentVersionRow> {
  const item = await findItem(trx, input.itemId);
  if (!item) {
    await trx
      .insertInto('contentItems')
      .values({
        id: input.itemId,
        kind: input.kind,
        publishedVersionId: null,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .execute();
  }
  const latest = await trx
    .selectFrom('contentVersions')
    .select((eb) => eb.fn.max('number').as('latest'))
    .where('itemId', '=', input.itemId)
    .executeTakeFirst();
  const version: ContentVersionRow = {
    id: randomUUID(),
    itemId: input.itemId,
    number: Number(latest?.latest ?? 0) + 1,
    data: JSON.stringify(input.data),
    createdAt: input.now,
    createdBy: input.createdBy,
    note: input.note ?? '',
  };
  await trx.insertInto('contentVersions').values(version).execute();
  await trx
    .updateTable('contentItems')
    .set(
      input.isPublished
        ? { updatedAt: input.now, publishedVersionId: version.id }
        : { updatedAt: input.now },
    )
    .where('id', '=', input.itemId)
    .execute();
  if (input.isPublished) await bumpContentVersion(trx);
  return version;
}

/** Fills a fresh database with the seed; items that exist are left alone (safe to rerun). */
export async function insertSeedItems(
  db: Kysely<Database>,
  items: readonly { itemId: string; kind: ContentItemKind; data: unknown }[],
  now: string,
): Promise<number> {
  const existing = new Set(
    (await db.selectFrom('contentItems').select('id').execute()).map((row) => row.id),
  );
  const missing = items.filter((item) => !existing.has(item.itemId));
  if (missing.length === 0) return 0;
  let inserted = 0;
  await db.transaction().execute(async (trx) => {
    for (const item of missing) {
      // Another instance starting at the same moment may have seeded the item already.
      const result = await trx
        .insertInto('contentItems')
        .values({
          id: item.itemId,
          kind: item.kind,
          publishedVersionId: null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) continue;
      const versionId = randomUUID();
      await trx
        .insertInto('contentVersions')
        .values({
          id: versionId,
          itemId: item.itemId,
          number: 1,
          data: JSON.stringify(item.data),
          createdAt: now,
          createdBy: '',
          note: 'First version, from the specification',
        })
        .execute();
      await trx
        .updateTable('contentItems')
        .set({ publishedVersionId: versionId })
        .where('id', '=', item.itemId)
        .execute();
      inserted += 1;
    }
    if (inserted > 0) await bumpContentVersion(trx);
  });
  return inserted;
}
