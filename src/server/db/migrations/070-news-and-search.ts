import { sql, type Kysely } from 'kysely';
import * as column from './columns.ts';
import {
  createIndexOn,
  createTableWith,
  dropTables,
  isPostgres as isPostgresDb,
} from './table-steps.ts';

/**
 * News posts and the site search index (issue 10, items 2 and 6).
 *
 * `search_entries` is the one index every feature feeds (pages, news, meetings, documents): one
 * row per searchable thing. The database's own full-text search reads it: on SQLite an FTS5
 * table kept in step by triggers (external content, porter stemming), on PostgreSQL a generated,
 * weighted tsvector column with a GIN index. Titles weigh more than bodies on both.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = isPostgresDb(db);

  await createTableWith(db, 'news_posts', [
    column.id,
    column.requiredUniqueText('slug'),
    // date: the post's calendar day, YYYY-MM-DD. body_html: sanitized before it is stored.
    // attachments: JSON, [{ title, href }]. status: 'draft' | 'published'.
    column.requiredText('title', 'date', 'summary', 'body_html', 'attachments', 'status'),
    // UTC instant; null shows the post as soon as it is published.
    column.optionalText('publish_at'),
    column.requiredText('created_at', 'updated_at'),
  ]);
  await createIndexOn(db, 'news_posts_public_idx', 'news_posts', ['status', 'date']);

  await createTableWith(db, 'search_entries', [
    column.key('id', isPostgres ? 'bigserial' : 'integer'),
    // What it is and which one: 'page:about', 'news:<id>'.
    column.requiredUniqueText('key'),
    column.requiredText('kind', 'title', 'body', 'url'),
    // UTC instant before which the entry is not shown (a scheduled post); null: always.
    column.optionalText('visible_from'),
    column.requiredText('updated_at'),
  ]);

  if (isPostgres) {
    await sql`alter table search_entries add column search_vector tsvector generated always as (
      setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B')
    ) stored`.execute(db);
    await sql`create index search_entries_vector_idx on search_entries using gin (search_vector)`.execute(
      db,
    );
  } else {
    await sql`create virtual table search_entries_fts using fts5(
      title, body, content='search_entries', content_rowid='id', tokenize='porter unicode61'
    )`.execute(db);
    await sql`create trigger search_entries_ai after insert on search_entries begin
      insert into search_entries_fts(rowid, title, body) values (new.id, new.title, new.body);
    end`.execute(db);
    await sql`create trigger search_entries_ad after delete on search_entries begin
      insert into search_entries_fts(search_entries_fts, rowid, title, body)
        values ('delete', old.id, old.title, old.body);
    end`.execute(db);
    await sql`create trigger search_entries_au after update on search_entries begin
      insert into search_entries_fts(search_entries_fts, rowid, title, body)
        values ('delete', old.id, old.title, old.body);
      insert into search_entries_fts(rowid, title, body) values (new.id, new.title, new.body);
    end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists search_entries_fts`.execute(db);
  await dropTables(db, 'search_entries', 'news_posts');
}
