import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * News posts and the site search index (issue 10, items 2 and 6).
 *
 * `search_entries` is the one index every feature feeds (pages, news, meetings, documents): one
 * row per searchable thing. The database's own full-text search reads it: on SQLite an FTS5
 * table kept in step by triggers (external content, porter stemming), on PostgreSQL a generated,
 * weighted tsvector column with a GIN index. Titles weigh more than bodies on both.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('news_posts')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('slug', 'text', (column) => column.notNull().unique())
    .addColumn('title', 'text', (column) => column.notNull())
    // The post's calendar day, YYYY-MM-DD.
    .addColumn('date', 'text', (column) => column.notNull())
    .addColumn('summary', 'text', (column) => column.notNull())
    // Sanitized before it is stored.
    .addColumn('body_html', 'text', (column) => column.notNull())
    // JSON: [{ title, href }].
    .addColumn('attachments', 'text', (column) => column.notNull())
    // 'draft' | 'published'
    .addColumn('status', 'text', (column) => column.notNull())
    // UTC instant; null shows the post as soon as it is published.
    .addColumn('publish_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('news_posts_public_idx')
    .on('news_posts')
    .columns(['status', 'date'])
    .execute();

  await db.schema
    .createTable('search_entries')
    .addColumn('id', isPostgres ? 'bigserial' : 'integer', (column) => column.primaryKey())
    // What it is and which one: 'page:about', 'news:<id>'.
    .addColumn('key', 'text', (column) => column.notNull().unique())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('url', 'text', (column) => column.notNull())
    // UTC instant before which the entry is not shown (a scheduled post); null: always.
    .addColumn('visible_from', 'text')
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

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
  await db.schema.dropTable('search_entries').execute();
  await db.schema.dropTable('news_posts').execute();
}
