import type { Selectable } from 'kysely';

export type ContentItemKind = 'page' | 'district' | 'fire-conditions' | 'alert';

export interface ContentItemsTable {
  /** A page id ('about'), 'district', 'fire-conditions' or 'alert-<uuid>'. */
  id: string;
  kind: ContentItemKind;
  publishedVersionId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ContentVersionsTable {
  id: string;
  itemId: string;
  /** 1, 2, 3… per item. */
  number: number;
  /** JSON of the item's content. */
  data: string;
  createdAt: string;
  createdBy: string;
  note: string;
}

export interface ContentStateTable {
  id: number;
  /** Bumped by every publish; servers compare it to drop stale pages. */
  version: number;
}

/** The Spanish of one block of an item (decision 327): JSON of the block's value. */
export interface ContentSpanishVersionsTable {
  itemId: string;
  /** The block's key in the item's content ('hero', 'mission', 'heading'). */
  block: string;
  /** The Spanish, as staff wrote it. */
  text: string;
  /** The English the Spanish was written from. */
  source: string;
  updatedAt: string;
  updatedBy: string;
}

export interface ContentTables {
  contentItems: ContentItemsTable;
  contentSpanishVersions: ContentSpanishVersionsTable;
  contentVersions: ContentVersionsTable;
  contentState: ContentStateTable;
}

export type ContentVersionRow = Selectable<ContentVersionsTable>;
