import type { NewsPostStatus } from '#domain/news/news.schema.ts';

export interface NewsPostsTable {
  id: string;
  slug: string;
  title: string;
  date: string;
  summary: string;
  bodyHtml: string;
  /** JSON: [{ title, href }]. */
  attachments: string;
  status: NewsPostStatus;
  publishAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface NewsTables {
  newsPosts: NewsPostsTable;
}
