/**
 * News posts (issue 10, item 2): the API contract shared by the server's routes and the back
 * office, and the shape the public pages render from.
 */
import { z } from 'zod';
import {
  listOf,
  RichTextSchema,
  ShortTextSchema,
  TextSchema,
  WebAddressSchema,
} from '#domain/content/content-fields.ts';
import { toDistrictInstant } from '#domain/content/site-alert.schema.ts';
import { LocalDateTimeSchema, patternText } from '#domain/text-checks.ts';

export const NEWS_API = {
  posts: '/api/news/posts',
  post: (id: string) => `/api/news/posts/${encodeURIComponent(id)}`,
  /** PUT here saves and publishes (content:publish); PUT to `post` saves a draft (content:edit). */
  published: (id: string) => `/api/news/posts/${encodeURIComponent(id)}/published`,
  unpublish: (id: string) => `/api/news/posts/${encodeURIComponent(id)}/unpublish`,
} as const;

/** The public address of the news feed (Atom); the Spanish feed is `/es/news/feed.xml`. */
export const NEWS_FEED_PATH = '/news/feed.xml';
/** Attachments per post. */
export const MAX_NEWS_ATTACHMENTS = 10;

/** A path on this site, file names included (/documents/notice.pdf). */
const DocumentPathSchema = z
  .string()
  .trim()
  .max(400, { abort: true })
  .regex(/^\/(?!\/)[\w/.~%-]*$/, { abort: true });

/**
 * A document from the library attached to a post, by its key (its address follows the library:
 * a replaced file keeps it). `label` is the link's text; without it the document's title.
 */
export const LibraryAttachmentSchema = z.object({
  documentKey: z.string().trim().min(1, 'Choose a document from the library.').max(200),
  label: ShortTextSchema.optional(),
});

/**
 * A link attached before posts took documents from the library (a title and an address). Kept
 * as it is so older posts still show it; new attachments come from the library.
 */
export const LinkAttachmentSchema = z.object({
  title: ShortTextSchema,
  href: z.union([DocumentPathSchema, WebAddressSchema], {
    error: 'Enter a path on this site such as /documents/notice.pdf, or a web address.',
  }),
});

export const NewsAttachmentSchema = z.union([LibraryAttachmentSchema, LinkAttachmentSchema]);
export type NewsAttachment = z.infer<typeof NewsAttachmentSchema>;
export type LibraryAttachment = z.infer<typeof LibraryAttachmentSchema>;

/** Whether an attachment names a library document (not an older free link). */
export function isLibraryAttachment(attachment: NewsAttachment): attachment is LibraryAttachment {
  return 'documentKey' in attachment;
}

/** An attachment as the public pages show it: resolved from the library when it is one. */
export interface PublicNewsAttachment {
  title: string;
  href: string;
  /** The file's type (application/pdf) when the library knows it. */
  contentType: string | null;
  sizeBytes: number | null;
  /** The library document whose own title the link reads (no label of the post's own). */
  documentKey?: string;
  /** On a page in another language: the title is the document's current Spanish title. */
  isTranslated?: boolean;
}

const DaySchema = patternText(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date.', { max: 10 }).refine(
  (value) => !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()),
  'Enter a real date.',
);

/** What an editor sends. "Publish at" is the district's wall clock (America/Denver). */
export const NewsPostInputSchema = z.object({
  title: ShortTextSchema,
  date: DaySchema,
  summary: TextSchema,
  bodyHtml: RichTextSchema,
  publishAtLocal: LocalDateTimeSchema.nullable(),
  attachments: listOf(NewsAttachmentSchema, MAX_NEWS_ATTACHMENTS),
});
export type NewsPostInput = z.infer<typeof NewsPostInputSchema>;

/** Publishing a post: the post, and whether its e-mail subscribers hear of it (issue 18). */
export const PublishNewsPostBodySchema = NewsPostInputSchema.extend({
  notifySubscribers: z.boolean().optional(),
});

export const NEWS_POST_STATUSES = ['draft', 'published'] as const;
export type NewsPostStatus = (typeof NEWS_POST_STATUSES)[number];

/** A post as the back office sees it. */
export const NewsPostSchema = NewsPostInputSchema.extend({
  id: z.string(),
  slug: z.string(),
  status: z.enum(NEWS_POST_STATUSES),
  /** UTC instant, or null: shown as soon as it is published. */
  publishAt: z.string().nullable(),
  /** Where the public reads it once it shows. */
  path: z.string(),
  updatedAt: z.string(),
});
export type NewsPost = z.infer<typeof NewsPostSchema>;

export const NewsPostListSchema = z.object({ posts: z.array(NewsPostSchema) });
export const NewsPostIdParamsSchema = z.object({
  id: z.string().min(1).max(100),
});

/** A published post as the public pages show it. */
export interface PublicNewsPost {
  id: string;
  slug: string;
  title: string;
  /** Calendar day, YYYY-MM-DD. */
  date: string;
  summary: string;
  /** Sanitized on the server before it was stored. */
  bodyHtml: string;
  attachments: PublicNewsAttachment[];
  /**
   * On a page in another language, the fields shown in it (decision 331): `title`, `summary`,
   * `bodyHtml` with current Spanish; the others are English, marked `lang="en"`.
   */
  translatedBlocks?: string[];
}

/** The public path of a post. */
export function newsPostPath(slug: string): string {
  return `/news/${slug}`;
}

/** The UTC instant of an editor's "publish at" (America/Denver wall clock), or null. */
export function toPublishAt(local: string | null): string | null {
  return local ? toDistrictInstant(local) : null;
}

/**
 * The address part of a post's title: lower-case letters and digits joined by hyphens
 * ("Burn Season Opens!" → "burn-season-opens"); "post" when nothing is left.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    // The line above leaves single hyphens, so one at each end is all there is to trim.
    .replace(/^-|-$/g, '')
    .slice(0, 80)
    .replace(/-$/, '');
  return slug || 'post';
}

/** Whether the public sees a post at `now`: published, and its "publish at" has come. */
export function isNewsPostVisible(
  post: { status: NewsPostStatus; publishAt: string | null },
  now: Date,
): boolean {
  return (
    post.status === 'published' &&
    (post.publishAt === null || new Date(post.publishAt).getTime() <= now.getTime())
  );
}
