import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import { NEWS_ITEMS } from '#domain/content/news.ts';
import { SEED_NEWS_POST_ES } from '#domain/content/seed-spanish.ts';
import type { SpanishVersion } from '#domain/i18n/spanish-version.ts';
import {
  localizeContent,
  newsSpanishItemId,
  type SpanishBlocks,
} from '#domain/content/spanish-content.ts';
import type { SiteDocument } from '#domain/documents/document-library.schema.ts';
import {
  isLibraryAttachment,
  isNewsPostVisible,
  newsPostPath,
  slugify,
  toPublishAt,
  type NewsPost,
  type NewsAttachment,
  type NewsPostInput,
  type PublicNewsAttachment,
  type PublicNewsPost,
} from '#domain/news/news.schema.ts';
import { toDistrictLocal } from '#domain/content/site-alert.schema.ts';
import { recordActivity, type ActivityActor } from '#server/activity/activity-log.ts';
import type { Database } from '#server/db/database.ts';
import { sanitizeRichText } from '#server/html/rich-text.ts';
import { htmlToText, removeSearchEntry, upsertSearchEntry } from '#server/search/search-index.ts';
import type { NewsPostsTable } from './news.tables.ts';

export interface NewsDeps {
  db: Kysely<Database>;
  clock: Clock;
  /**
   * The library's public documents (published and archived) with these keys: what a post's
   * attachments link to. Composed in app.ts from the documents feature.
   */
  findDocuments: (keys: readonly string[]) => Promise<SiteDocument[]>;
  /**
   * The Spanish staff wrote for an item (a post's is `news-<id>`, decision 331), kept with the
   * content's Spanish; composed in app.ts. Without it posts have no Spanish.
   */
  readSpanish?: (itemId: string) => Promise<SpanishBlocks | undefined>;
}

type NewsPostRow = Selectable<NewsPostsTable>;

/** The specification's announcement card, the first post of a fresh installation. */
export const SEED_NEWS_POST_ID = 'seed-district-announcement';

function toNewsPost(row: NewsPostRow): NewsPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    date: row.date,
    summary: row.summary,
    bodyHtml: row.bodyHtml,
    attachments: JSON.parse(row.attachments) as NewsPost['attachments'],
    status: row.status,
    publishAt: row.publishAt,
    publishAtLocal: row.publishAt ? toDistrictLocal(row.publishAt) : null,
    path: newsPostPath(row.slug),
    updatedAt: row.updatedAt,
  };
}

/**
 * A post's attachments as the public sees them: a library document by its current title, address,
 * type and size (skipped once it is unpublished); an older free link as it was entered.
 */
export function resolveAttachments(
  attachments: readonly NewsAttachment[],
  documents: readonly SiteDocument[],
): PublicNewsAttachment[] {
  return attachments.flatMap((attachment): PublicNewsAttachment[] => {
    if (!isLibraryAttachment(attachment))
      return [
        { title: attachment.title, href: attachment.href, contentType: null, sizeBytes: null },
      ];
    const document = documents.find((candidate) => candidate.key === attachment.documentKey);
    if (!document) return [];
    return [
      {
        title: attachment.label ?? document.title,
        href: document.href,
        contentType: document.contentType,
        sizeBytes: document.sizeBytes,
        ...(attachment.label === undefined ? { documentKey: document.key } : {}),
      },
    ];
  });
}

function attachmentKeys(rows: readonly NewsPostRow[]): string[] {
  return [
    ...new Set(
      rows.flatMap((row) =>
        (JSON.parse(row.attachments) as NewsAttachment[])
          .filter(isLibraryAttachment)
          .map((attachment) => attachment.documentKey),
      ),
    ),
  ];
}

async function toPublicPosts(deps: NewsDeps, rows: readonly NewsPostRow[]) {
  const keys = attachmentKeys(rows);
  const documents = keys.length > 0 ? await deps.findDocuments(keys) : [];
  return rows.map((row): PublicNewsPost => {
    const post = toNewsPost(row);
    return {
      id: post.id,
      slug: post.slug,
      title: post.title,
      date: post.date,
      summary: post.summary,
      bodyHtml: post.bodyHtml,
      attachments: resolveAttachments(post.attachments, documents),
    };
  });
}

/**
 * The attachments that name no public library document, as field messages
 * (`attachments.1` → "Choose a document from the library."); empty when all are found.
 */
export async function findMissingAttachments(
  deps: NewsDeps,
  input: NewsPostInput,
): Promise<Record<string, string>> {
  const keys = input.attachments.filter(isLibraryAttachment).map((a) => a.documentKey);
  if (keys.length === 0) return {};
  const found = new Set((await deps.findDocuments(keys)).map((document) => document.key));
  const problems: Record<string, string> = {};
  input.attachments.forEach((attachment, index) => {
    if (isLibraryAttachment(attachment) && !found.has(attachment.documentKey))
      problems[`attachments.${index}`] =
        'That document is not in the library or is unpublished. Choose another.';
  });
  return problems;
}

/** What the activity log keeps of a post. */
function loggedValues(post: NewsPost) {
  return {
    title: post.title,
    date: post.date,
    summary: post.summary,
    bodyHtml: post.bodyHtml,
    attachments: post.attachments,
    status: post.status,
    publishAt: post.publishAt,
  };
}

/** The post's fields with current Spanish, in Spanish; none when it has no current Spanish. */
function spanishWordsOf(post: NewsPost, spanish: SpanishBlocks | undefined): string[] {
  const english = { title: post.title, summary: post.summary, bodyHtml: post.bodyHtml };
  const { value, spanishBlocks } = localizeContent(english, spanish, 'es');
  return spanishBlocks.map((block) =>
    block === 'bodyHtml' ? htmlToText(value.bodyHtml) : value[block as keyof typeof value],
  );
}

/**
 * The post's search entry. Its current Spanish is part of the entry's text (decision 331), so
 * a search for its Spanish title finds it; the result leads to the Spanish page from /es/search.
 */
async function indexPost(
  db: Kysely<Database> | Transaction<Database>,
  post: NewsPost,
  at: Date,
  spanish?: SpanishBlocks,
): Promise<void> {
  const key = `news:${post.id}`;
  if (post.status !== 'published') {
    await removeSearchEntry(db, key);
    return;
  }
  await upsertSearchEntry(
    db,
    {
      key,
      kind: 'news',
      title: post.title,
      body: [
        post.summary,
        htmlToText(post.bodyHtml),
        post.attachments.map((a) => (isLibraryAttachment(a) ? (a.label ?? '') : a.title)).join(' '),
        ...spanishWordsOf(post, spanish),
      ].join(' '),
      url: post.path,
      visibleFrom: post.publishAt,
    },
    at,
  );
}

/** Puts the specification's announcement in a fresh database (once; later starts keep edits). */
export async function seedNews(deps: NewsDeps): Promise<void> {
  const existing = await deps.db
    .selectFrom('newsPosts')
    .select('id')
    .where('id', '=', SEED_NEWS_POST_ID)
    .executeTakeFirst();
  if (existing) return;
  const item = NEWS_ITEMS[0];
  if (!item) return;
  const now = deps.clock().toISOString();
  const row: NewsPostRow = {
    id: SEED_NEWS_POST_ID,
    slug: slugify(item.title),
    title: item.title,
    date: item.date,
    summary: item.summary,
    bodyHtml: `<p>${item.summary}</p>`,
    // The announcement PDF from the library (seeded from public/documents with this key).
    // No label of its own: the link reads the document's title, which has seeded Spanish.
    attachments: JSON.stringify([{ documentKey: item.documentId }] satisfies NewsAttachment[]),
    status: 'published',
    publishAt: null,
    createdAt: now,
    updatedAt: now,
  };
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('newsPosts')
      .values(row)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  });
  await indexPost(deps.db, toNewsPost(row), deps.clock());
}

/** Stores an item's seeded Spanish blocks where it has none yet (the content's port). */
export type SeedNewsSpanish = (
  itemId: string,
  blocks: ReadonlyArray<{ block: string; version: SpanishVersion<unknown> }>,
) => Promise<number>;

/**
 * The seeded post's Spanish (decision 331) while its English is still the seed's: stored as the
 * Spanish versions of its title, summary and body, then the post is indexed again so Spanish
 * search finds it. A post staff rewrote, or one with Spanish of its own, is left alone.
 */
export async function seedNewsSpanish(deps: NewsDeps, seedSpanish: SeedNewsSpanish) {
  const item = NEWS_ITEMS[0];
  const post = await findNewsPost(deps, SEED_NEWS_POST_ID);
  if (!item || !post) return;
  const english = { title: item.title, summary: item.summary, bodyHtml: `<p>${item.summary}</p>` };
  if (post.title !== english.title || post.summary !== english.summary) return;
  if (post.bodyHtml !== english.bodyHtml) return;
  const spanish = {
    title: SEED_NEWS_POST_ES.title,
    summary: SEED_NEWS_POST_ES.summary,
    bodyHtml: `<p>${SEED_NEWS_POST_ES.summary}</p>`,
  };
  const added = await seedSpanish(
    newsSpanishItemId(SEED_NEWS_POST_ID),
    (['title', 'summary', 'bodyHtml'] as const).map((block) => ({
      block,
      version: { text: spanish[block], source: english[block] },
    })),
  );
  if (added > 0) await reindexNewsPost(deps, SEED_NEWS_POST_ID);
}

export async function listNewsPosts(deps: NewsDeps): Promise<NewsPost[]> {
  const rows = await deps.db
    .selectFrom('newsPosts')
    .selectAll()
    .orderBy('date', 'desc')
    .orderBy('createdAt', 'desc')
    .execute();
  return rows.map(toNewsPost);
}

export async function findNewsPost(deps: NewsDeps, id: string): Promise<NewsPost | undefined> {
  const row = await deps.db
    .selectFrom('newsPosts')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toNewsPost(row) : undefined;
}

/** Published posts the public sees at `now`, newest first. */
export async function listVisibleNewsPosts(
  deps: NewsDeps,
): Promise<{ posts: PublicNewsPost[]; fingerprint: string }> {
  const now = deps.clock();
  const rows = await deps.db
    .selectFrom('newsPosts')
    .selectAll()
    .where('status', '=', 'published')
    .where((eb) => eb.or([eb('publishAt', 'is', null), eb('publishAt', '<=', now.toISOString())]))
    .orderBy('date', 'desc')
    .orderBy('createdAt', 'desc')
    .execute();
  return {
    posts: await toPublicPosts(deps, rows),
    fingerprint: rows.map((row) => `${row.id}@${row.updatedAt}`).join(','),
  };
}

/** One post the public sees at `now`, by its address; undefined for drafts and scheduled ones. */
export async function findVisibleNewsPost(
  deps: NewsDeps,
  slug: string,
): Promise<{ post: PublicNewsPost; fingerprint: string } | undefined> {
  const row = await deps.db
    .selectFrom('newsPosts')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row || !isNewsPostVisible(row, deps.clock())) return undefined;
  const [post] = await toPublicPosts(deps, [row]);
  if (!post) return undefined;
  return { post, fingerprint: `${row.id}@${row.updatedAt}` };
}

async function uniqueSlug(
  db: Kysely<Database> | Transaction<Database>,
  title: string,
): Promise<string> {
  const base = slugify(title);
  const taken = new Set(
    (
      await db
        .selectFrom('newsPosts')
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

function cleanInput(input: NewsPostInput) {
  return {
    title: input.title,
    date: input.date,
    summary: input.summary,
    bodyHtml: sanitizeRichText(input.bodyHtml),
    attachments: JSON.stringify(input.attachments),
    publishAt: toPublishAt(input.publishAtLocal),
  };
}

/** A new post, saved as a draft: nobody outside the back office sees it. */
export async function createNewsPost(
  deps: NewsDeps,
  input: NewsPostInput,
  actor: ActivityActor,
): Promise<NewsPost> {
  const at = deps.clock();
  const id = randomUUID();
  return deps.db.transaction().execute(async (trx) => {
    const row: NewsPostRow = {
      id,
      slug: await uniqueSlug(trx, input.title),
      ...cleanInput(input),
      status: 'draft',
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    };
    await trx.insertInto('newsPosts').values(row).execute();
    const post = toNewsPost(row);
    await recordActivity(trx, {
      at,
      actor,
      action: 'news.create',
      subject: `${post.title} (${post.id})`,
      after: loggedValues(post),
    });
    return post;
  });
}

export type SaveNewsResult =
  | { ok: true; value: NewsPost }
  | { ok: false; code: 'NEWS_POST_NOT_FOUND' | 'NEWS_POST_IS_PUBLISHED' };

/**
 * Saves a post's fields. `status` 'published' publishes it (from its "publish at" time, if
 * any); 'draft' keeps or makes it a draft. Saving a published post as a draft is refused: that is
 * unpublishing, which needs content:publish (the route decides who may call which).
 */
export async function saveNewsPost(
  deps: NewsDeps,
  id: string,
  input: NewsPostInput | null,
  status: 'draft' | 'published',
  actor: ActivityActor,
  options: { allowUnpublish?: boolean } = {},
): Promise<SaveNewsResult> {
  const at = deps.clock();
  // Read before the transaction: the Spanish comes from the published content's copy.
  const spanish = await deps.readSpanish?.(newsSpanishItemId(id));
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('newsPosts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return { ok: false, code: 'NEWS_POST_NOT_FOUND' } as const;
    if (row.status === 'published' && status === 'draft' && !options.allowUnpublish) {
      return { ok: false, code: 'NEWS_POST_IS_PUBLISHED' } as const;
    }
    const before = toNewsPost(row);
    const changes = {
      ...(input ? cleanInput(input) : {}),
      status,
      updatedAt: at.toISOString(),
    };
    await trx.updateTable('newsPosts').set(changes).where('id', '=', id).execute();
    const after = toNewsPost({ ...row, ...changes });
    await recordActivity(trx, {
      at,
      actor,
      action:
        status === 'published'
          ? 'news.publish'
          : row.status === 'published'
            ? 'news.unpublish'
            : 'news.save-draft',
      subject: `${after.title} (${after.id})`,
      before: loggedValues(before),
      after: loggedValues(after),
    });
    await indexPost(trx, after, at, spanish);
    return { ok: true, value: after } as const;
  });
}

/** Indexes a post again after its Spanish changed (a draft stays out of the index). */
export async function reindexNewsPost(deps: NewsDeps, id: string): Promise<void> {
  const post = await findNewsPost(deps, id);
  if (!post) return;
  await indexPost(deps.db, post, deps.clock(), await deps.readSpanish?.(newsSpanishItemId(id)));
}
