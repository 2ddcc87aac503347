/**
 * The content API (issue 9, items 5-8): paths and request/response schemas, shared by the
 * server's routes and the back office.
 */
import { z } from 'zod';
import { DistrictDetailsSchema } from './district-details.schema.ts';
import { FireConditionsSchema } from './fire-conditions.schema.ts';
import { isPageId, PAGES, pageSchemaFor, type PageKind } from './page-content.schema.ts';
import { ALERT_LEVELS, SiteAlertInputSchema } from './site-alert.schema.ts';
import { PAGE_DATA_API_PATH } from './site-page-data.ts';

export const CONTENT_API = {
  items: '/api/content/items',
  item: (id: string) => `/api/content/items/${encodeURIComponent(id)}`,
  /** PUT here saves and publishes; PUT to `item` saves a draft. */
  published: (id: string) => `/api/content/items/${encodeURIComponent(id)}/published`,
  restore: (id: string, versionId: string) =>
    `/api/content/items/${encodeURIComponent(id)}/versions/${encodeURIComponent(versionId)}/restore`,
  alerts: '/api/content/alerts',
  /** Who an alert's e-mail reaches, by language (decision 325). */
  alertReaders: '/api/content/alerts/readers',
  alert: (id: string) => `/api/content/alerts/${encodeURIComponent(id)}`,
  preview: '/api/content/preview',
  pageData: PAGE_DATA_API_PATH,
} as const;

export const DISTRICT_ITEM_ID = 'district';
export const FIRE_CONDITIONS_ITEM_ID = 'fire-conditions';
export const ALERT_ITEM_PREFIX = 'alert-';

export type ContentKind = 'page' | 'district' | 'fire-conditions' | 'alert';

/** The schema an item's content must pass before it is stored (alerts: the editor's input). */
export function contentSchemaFor(itemId: string): z.ZodType | undefined {
  if (itemId === DISTRICT_ITEM_ID) return DistrictDetailsSchema;
  if (itemId === FIRE_CONDITIONS_ITEM_ID) return FireConditionsSchema;
  if (itemId.startsWith(ALERT_ITEM_PREFIX)) return SiteAlertInputSchema;
  if (isPageId(itemId)) return pageSchemaFor(itemId);
  return undefined;
}

/** The name editors see for an item. */
export function contentItemName(itemId: string): string {
  if (itemId === DISTRICT_ITEM_ID) return 'District details';
  if (itemId === FIRE_CONDITIONS_ITEM_ID) return 'Fire conditions';
  if (itemId.startsWith(ALERT_ITEM_PREFIX)) return 'Site alert';
  return isPageId(itemId) ? PAGES[itemId].name : itemId;
}

export const ContentVersionSummarySchema = z.object({
  id: z.string(),
  number: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string(),
  note: z.string(),
  isPublished: z.boolean(),
});
export type ContentVersionSummary = z.infer<typeof ContentVersionSummarySchema>;

export const ContentItemSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(['page', 'district', 'fire-conditions', 'alert']),
  name: z.string(),
  publishedNumber: z.number().int().nullable(),
  latestNumber: z.number().int(),
  updatedAt: z.string(),
});
export type ContentItemSummary = z.infer<typeof ContentItemSummarySchema>;

export const ContentItemListSchema = z.object({ items: z.array(ContentItemSummarySchema) });

export const ContentItemDetailSchema = ContentItemSummarySchema.extend({
  /** The newest version's content (an alert's start and end as district wall-clock times). */
  data: z.unknown(),
  /** The published version's content, when one is published ("Notify subscribers" compares). */
  publishedData: z.unknown().optional(),
  latestVersionId: z.string(),
  /** A public path that shows this item, for the preview and the "View page" link. */
  viewPath: z.string().nullable(),
  versions: z.array(ContentVersionSummarySchema),
});
export type ContentItemDetail = z.infer<typeof ContentItemDetailSchema>;

/** A save: the item's content, checked against its schema by the server. */
export const SaveContentBodySchema = z.object({
  data: z.unknown(),
  /**
   * Publishing an alert: send it to its e-mail subscribers (issue 18). Unset, an emergency
   * alert notifies and any other level does not. Publishing the minutes or careers page: when
   * true, notify the meetings or jobs list of what changed since the published version.
   */
  notifySubscribers: z.boolean().optional(),
});
export type SaveContentBody = z.infer<typeof SaveContentBodySchema>;

export const ItemIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const VersionParamsSchema = ItemIdParamsSchema.extend({
  versionId: z.string().min(1).max(100),
});

export const PreviewBodySchema = z.object({
  itemId: z.string().min(1).max(100),
  data: z.unknown(),
});
export const PreviewResponseSchema = z.object({ html: z.string() });

export const ALERT_STATUSES = ['showing', 'scheduled', 'ended', 'not-published'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

export const AlertSummarySchema = z.object({
  id: z.string(),
  level: z.enum(ALERT_LEVELS),
  heading: z.string(),
  status: z.enum(ALERT_STATUSES),
  startsAtLocal: z.string().nullable(),
  endsAtLocal: z.string().nullable(),
  /** Its notice goes out in the urgent lane (decision 304). */
  isUrgent: z.boolean(),
  /** Several alerts may be active; only the newest of each level shows. */
  isShown: z.boolean(),
});
export type AlertSummary = z.infer<typeof AlertSummarySchema>;
export const AlertListSchema = z.object({ alerts: z.array(AlertSummarySchema) });

/**
 * The confirmed subscribers of the alerts list, and those of them who read Spanish: without
 * current Spanish text, an alert's e-mail reaches them in English (decision 325).
 */
export const AlertReadersSchema = z.object({
  subscribers: z.number().int(),
  spanishReaders: z.number().int(),
});
export type AlertReaders = z.infer<typeof AlertReadersSchema>;

export const PageDataQuerySchema = z.object({ path: z.string().min(1).max(300) });

export type { PageKind };
