import { createHash } from 'node:crypto';
import { escapeHtml } from '#domain/html-escape.ts';
import type { FastifyPluginAsync } from 'fastify';
import fresh from 'fresh';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Feed } from 'feed';
import { TZDate } from '@date-fns/tz';
import { DISTRICT_TIME_ZONE } from '#domain/clock.ts';
import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import {
  NEWS_API,
  NEWS_FEED_PATH,
  NewsPostIdParamsSchema,
  NewsPostInputSchema,
  NewsPostListSchema,
  type NewsPost,
  type NewsPostInput,
  NewsPostSchema,
  newsPostPath,
  PublishNewsPostBodySchema,
} from '#domain/news/news.schema.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { AppError } from '#server/app-error.ts';
import { absolutizeRichTextLinks } from '#server/html/rich-text.ts';
import { staffActorOf } from '#server/plugins/auth.ts';
import {
  createNewsPost,
  findMissingAttachments,
  findNewsPost,
  listNewsPosts,
  listVisibleNewsPosts,
  saveNewsPost,
  type NewsDeps,
  type SaveNewsResult,
} from './news.service.ts';
import { trimTrailingSlashes } from '#domain/url-path.ts';
import { LOCALE_TAGS, pathInLocale } from '#domain/i18n/locale.ts';
import { localizeNewsPost } from './news.spanish.ts';

export interface NewsRoutesOptions {
  deps: AppDeps;
  /** After a post is published (app.ts hands it to e-mail subscriptions, issue 18). */
  onPublished?: (
    post: NewsPost,
    options: { notifySubscribers: boolean | undefined },
    actor: { userId: string | null; username: string },
  ) => Promise<void>;
  /** The published district details (feed title and author). */
  getDistrictDetails: () => Promise<DistrictDetails>;
  /** The library's public documents by key (attachments), from the documents feature. */
  findDocuments: NewsDeps['findDocuments'];
  /** The posts' Spanish, kept with the content's (decision 331). */
  readSpanish?: NewsDeps['readSpanish'];
}

/** Noon of a post's calendar day in the district, as the feed's date. */
function dayInstant(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, 12, 0, 0, DISTRICT_TIME_ZONE).getTime());
}

function unwrap(result: SaveNewsResult) {
  if (result.ok) return result.value;
  throw new AppError(result.code, result.code === 'NEWS_POST_NOT_FOUND' ? 404 : 409);
}

/**
 * News posts (issue 10, item 2): the back office API under /api/news (content:edit writes drafts,
 * content:publish publishes and unpublishes; every change is in the activity log) and the public
 * Atom feed. The public pages are rendered by the site pages with `newsPageExtras`.
 */
export const newsRoutes: FastifyPluginAsync<NewsRoutesOptions> = async (
  instance,
  { deps: appDeps, getDistrictDetails, findDocuments, onPublished, readSpanish },
) => {
  const deps: NewsDeps = {
    db: appDeps.db,
    clock: appDeps.clock,
    findDocuments,
    ...(readSpanish ? { readSpanish } : {}),
  };
  /** A post's attachments must name public library documents (or be older links it kept). */
  const checkAttachments = async (input: NewsPostInput) => {
    const problems = await findMissingAttachments(deps, input);
    if (Object.keys(problems).length > 0) throw new AppError('VALIDATION_FAILED', 400, problems);
  };
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const canEdit = app.requirePermission('content:edit');
  const canPublish = app.requirePermission('content:publish');

  app.get(
    NEWS_API.posts,
    { onRequest: canEdit, schema: { response: { 200: NewsPostListSchema } } },
    async () => ({ posts: await listNewsPosts(deps) }),
  );

  app.get(
    '/api/news/posts/:id',
    {
      onRequest: canEdit,
      schema: { params: NewsPostIdParamsSchema, response: { 200: NewsPostSchema } },
    },
    async (request) => {
      const post = await findNewsPost(deps, request.params.id);
      if (!post) throw new AppError('NEWS_POST_NOT_FOUND', 404);
      return post;
    },
  );

  app.post(
    NEWS_API.posts,
    {
      onRequest: canEdit,
      schema: { body: NewsPostInputSchema, response: { 201: NewsPostSchema } },
    },
    async (request, reply) => {
      await checkAttachments(request.body);
      const post = await createNewsPost(deps, request.body, staffActorOf(request));
      return reply.status(201).send(post);
    },
  );

  app.put(
    '/api/news/posts/:id',
    {
      onRequest: canEdit,
      schema: {
        params: NewsPostIdParamsSchema,
        body: NewsPostInputSchema,
        response: { 200: NewsPostSchema },
      },
    },
    async (request) => {
      await checkAttachments(request.body);
      return unwrap(
        await saveNewsPost(deps, request.params.id, request.body, 'draft', staffActorOf(request)),
      );
    },
  );

  app.put(
    '/api/news/posts/:id/published',
    {
      onRequest: canPublish,
      schema: {
        params: NewsPostIdParamsSchema,
        body: PublishNewsPostBodySchema,
        response: { 200: NewsPostSchema },
      },
    },
    async (request) => {
      const { notifySubscribers, ...input } = request.body;
      await checkAttachments(input);
      const post = unwrap(
        await saveNewsPost(deps, request.params.id, input, 'published', staffActorOf(request)),
      );
      await onPublished?.(post, { notifySubscribers }, staffActorOf(request));
      return post;
    },
  );

  app.post(
    '/api/news/posts/:id/unpublish',
    {
      onRequest: canPublish,
      schema: { params: NewsPostIdParamsSchema, response: { 200: NewsPostSchema } },
    },
    async (request) =>
      unwrap(
        await saveNewsPost(deps, request.params.id, null, 'draft', staffActorOf(request), {
          allowUnpublish: true,
        }),
      ),
  );

  // Feed readers poll all day: a conditional GET answers 304 from a hash of the feed's bytes.
  // The Spanish feed (decision 331) has Spanish words and links to the Spanish pages; a post
  // without current Spanish keeps its English there.
  for (const feedPath of [NEWS_FEED_PATH, pathInLocale(NEWS_FEED_PATH, 'es')]) {
    app.get(feedPath, async (request, reply) => {
      const origin =
        (appDeps.env.PUBLIC_URL && trimTrailingSlashes(appDeps.env.PUBLIC_URL)) ??
        `${request.protocol}://${request.host}`;
      const siteIntl = request.intl;
      const { locale } = siteIntl;
      const district = await getDistrictDetails();
      const { posts } = await listVisibleNewsPosts(deps);
      const newsPath = pathInLocale('/news', locale);
      const feed = new Feed({
        id: `${origin}${newsPath}`,
        title: siteIntl.t('news.feedTitle', { districtName: district.name }),
        link: `${origin}${newsPath}`,
        language: locale,
        copyright: district.name,
        updated: posts[0] ? dayInstant(posts[0].date) : new Date(0),
        feedLinks: { atom: `${origin}${feedPath}` },
        author: { name: district.name },
      });
      for (const english of posts) {
        const post = await localizeNewsPost(deps, english, locale);
        const link = `${origin}${pathInLocale(newsPostPath(post.slug), locale)}`;
        feed.addItem({
          id: link,
          link,
          // The library marks titles and summaries type="html"; they are plain text, so they are
          // escaped, or a reader drops "<and>" from "Tour the station <and> meet the crew."
          title: escapeHtml(post.title),
          description: escapeHtml(post.summary),
          // Sanitized when it was saved; its links made absolute for readers away from the site.
          content: absolutizeRichTextLinks(post.bodyHtml, link),
          date: dayInstant(post.date),
        });
      }
      const body = feed.atom1();
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      reply.header('cache-control', 'no-cache').header('etag', etag);
      reply.header('content-language', LOCALE_TAGS[locale]);
      if (fresh(request.headers, { etag })) return reply.status(304).send();
      return reply.type('application/atom+xml; charset=utf-8').send(body);
    });
  }
};
