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

export interface ContentTables {
  contentItems: ContentItemsTable;
  contentVersions: ContentVersionsTable;
  contentState: ContentStateTable;
}

export type ContentVersionRow = Selectable<ContentVersionsTable>;
