import type { Kysely } from 'kysely';

/**
 * News attachments come from the documents library (issue 10, item 2): a post names a document
 * by its key and the page shows its current address, type and size. Posts saved before named a
 * title and an address; those whose address is a library file become library attachments (their
 * title kept as the link text). Other links (another website) stay as they were.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const posts = (await db.selectFrom('news_posts').select(['id', 'attachments']).execute()) as {
    id: string;
    attachments: string;
  }[];
  if (posts.length === 0) return;
  const documents = (await db.selectFrom('documents').select(['key', 'file_name']).execute()) as {
    key: string;
    file_name: string;
  }[];
  const keyByFile = new Map(documents.map((row) => [row.file_name, row.key]));
  for (const post of posts) {
    const attachments = JSON.parse(post.attachments) as Record<string, unknown>[];
    let changed = false;
    const converted = attachments.map((attachment) => {
      const href = typeof attachment.href === 'string' ? attachment.href : '';
      if (!href.startsWith('/documents/')) return attachment;
      let fileName: string;
      try {
        fileName = decodeURIComponent(href.slice('/documents/'.length));
      } catch {
        return attachment;
      }
      const key = keyByFile.get(fileName);
      if (!key) return attachment;
      changed = true;
      return { documentKey: key, label: attachment.title };
    });
    if (changed)
      await db
        .updateTable('news_posts')
        .set({ attachments: JSON.stringify(converted) })
        .where('id', '=', post.id)
        .execute();
  }
}

export async function down(): Promise<void> {
  // Library attachments stay readable; nothing to undo.
}
