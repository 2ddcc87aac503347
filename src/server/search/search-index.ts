import type { Generated, Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import sanitizeHtml from 'sanitize-html';
import {
  MAX_SEARCH_QUERY,
  MAX_SEARCH_RESULTS,
  type SearchEntryKind,
  type SearchResult,
} from '#domain/search/search.schema.ts';
import type { DbKind } from '#server/db/create-db.ts';
import type { Database } from '#server/db/database.ts';
import { escapeHtml } from '#domain/html-escape.ts';

/**
 * The site search index (issue 10, item 6). Every feature that has something to find (pages,
 * news, meetings, documents) writes its entries here when it saves, in the same transaction,
 * and removes them when they stop being public. The search itself is the database's own
 * full-text search (migration 070): FTS5 on SQLite, tsvector on PostgreSQL.
 */
export interface SearchEntriesTable {
  id: Generated<number>;
  key: string;
  kind: string;
  title: string;
  body: string;
  url: string;
  visibleFrom: string | null;
  updatedAt: string;
}

export interface SearchTables {
  searchEntries: SearchEntriesTable;
}

type Db = Kysely<Database> | Transaction<Database>;

export interface SearchEntry {
  /** Unique per thing: `${kind}:${id}`, e.g. 'news:2b1f…', 'document:grama-request-form'. */
  key: string;
  kind: SearchEntryKind;
  title: string;
  /** Plain text (use `htmlToText` for rich text). */
  body: string;
  /** Where a result leads: a path on this site. */
  url: string;
  /** UTC instant before which the entry is not found (a scheduled post); null: now. */
  visibleFrom?: string | null;
}

// Marks a matched term in the database's snippet; removed from indexed text, so they cannot
// come from content.
const MARK_START = '\u0002';
const MARK_END = '\u0003';
const MARKERS = new RegExp(`[${MARK_START}${MARK_END}]`, 'g');
const MAX_BODY = 100_000;

/** The words of rich text, without markup. */
export function htmlToText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h\d|li|ul|ol)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Adds or replaces one entry. */
export async function upsertSearchEntry(db: Db, entry: SearchEntry, at: Date): Promise<void> {
  const values = {
    key: entry.key,
    kind: entry.kind,
    title: entry.title.replace(MARKERS, ''),
    body: entry.body.replace(MARKERS, '').slice(0, MAX_BODY),
    url: entry.url,
    visibleFrom: entry.visibleFrom ?? null,
    updatedAt: at.toISOString(),
  };
  await db
    .insertInto('searchEntries')
    .values(values)
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        kind: values.kind,
        title: values.title,
        body: values.body,
        url: values.url,
        visibleFrom: values.visibleFrom,
        updatedAt: values.updatedAt,
      }),
    )
    .execute();
}

/** Removes an entry (the thing was unpublished or deleted); no error if there is none. */
export async function removeSearchEntry(db: Db, key: string): Promise<void> {
  await db.deleteFrom('searchEntries').where('key', '=', key).execute();
}

/** Replaces every entry of one kind at once (a feature re-indexing all it has). */
export async function replaceSearchEntries(
  db: Kysely<Database>,
  kind: SearchEntryKind,
  entries: readonly SearchEntry[],
  at: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const keys = entries.map((entry) => entry.key);
    let stale = trx.deleteFrom('searchEntries').where('kind', '=', kind);
    if (keys.length > 0) stale = stale.where('key', 'not in', keys);
    await stale.execute();
    for (const entry of entries) await upsertSearchEntry(trx, entry, at);
  });
}

/** Escapes a snippet and turns the database's markers into <mark> elements. */
export function markSnippet(snippet: string): string {
  let open = false;
  let html = '';
  for (const part of snippet.split(new RegExp(`([${MARK_START}${MARK_END}])`))) {
    if (part === MARK_START && !open) {
      html += '<mark>';
      open = true;
    } else if (part === MARK_END && open) {
      html += '</mark>';
      open = false;
    } else if (part !== MARK_START && part !== MARK_END) {
      html += escapeHtml(part);
    }
  }
  return open ? `${html}</mark>` : html;
}

/**
 * The words of a query as an FTS5 expression: each word quoted (so no character of the query is
 * FTS5 syntax), all required. Null when the query has no word at all.
 */
export function toFtsQuery(query: string): string | null {
  const words = query.match(/[\p{L}\p{N}]+/gu)?.slice(0, 12) ?? [];
  return words.length > 0 ? words.map((word) => `"${word}"`).join(' ') : null;
}

interface ResultRow {
  kind: string;
  title: string;
  url: string;
  snippet: string | null;
}

/**
 * The entries that match `query` and are visible at `now`, best first (titles weigh more), at
 * most MAX_SEARCH_RESULTS, each with a marked snippet of its body.
 */
export async function searchEntries(
  db: Kysely<Database>,
  dbKind: DbKind,
  rawQuery: string,
  now: Date,
): Promise<SearchResult[]> {
  const query = rawQuery.trim().slice(0, MAX_SEARCH_QUERY);
  if (query === '') return [];
  const nowText = now.toISOString();
  let rows: ResultRow[];
  if (dbKind === 'postgres') {
    // Rank and limit first, then build snippets for the few results only.
    const result = await sql<ResultRow>`
      with q as (select websearch_to_tsquery('english', ${query}) as query),
      best as (
        select e.id, ts_rank(e.search_vector, q.query) as rank
        from search_entries e, q
        where e.search_vector @@ q.query
          and (e.visible_from is null or e.visible_from <= ${nowText})
        order by rank desc, e.id
        limit ${MAX_SEARCH_RESULTS}
      )
      select e.kind, e.title, e.url,
        ts_headline('english', e.body, q.query,
          ${`StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, MaxFragments=1, FragmentDelimiter=" … "`}
        ) as snippet
      from best join search_entries e on e.id = best.id, q
      order by best.rank desc, e.id`.execute(db);
    rows = result.rows;
  } else {
    const match = toFtsQuery(query);
    if (!match) return [];
    const result = await sql<ResultRow>`
      select e.kind, e.title, e.url,
        snippet(search_entries_fts, 1, ${MARK_START}, ${MARK_END}, '…', 24) as snippet
      from search_entries_fts
      join search_entries e on e.id = search_entries_fts.rowid
      where search_entries_fts match ${match}
        and (e.visible_from is null or e.visible_from <= ${nowText})
      order by bm25(search_entries_fts, 5.0, 1.0), e.id
      limit ${MAX_SEARCH_RESULTS}`.execute(db);
    rows = result.rows;
  }
  return rows.map((row) => ({
    kind: row.kind,
    title: row.title,
    url: row.url,
    snippetHtml: markSnippet(row.snippet ?? ''),
  }));
}
