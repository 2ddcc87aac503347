import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ALERT_ITEM_PREFIX,
  AlertListSchema,
  AlertReadersSchema,
  CONTENT_API,
  ContentItemDetailSchema,
  ContentItemListSchema,
  DISTRICT_ITEM_ID,
  FIRE_CONDITIONS_ITEM_ID,
  ItemIdParamsSchema,
  PageDataQuerySchema,
  PreviewBodySchema,
  PreviewResponseSchema,
  SaveContentBodySchema,
  VersionParamsSchema,
  type AlertReaders,
} from '#domain/content/content-api.ts';
import { isPageId } from '#domain/content/page-content.schema.ts';
import type { PublishedAlert } from '#domain/content/site-alert.schema.ts';
import {
  SaveSpanishBodySchema,
  SPANISH_API,
  SpanishBlockParamsSchema,
  SpanishItemListSchema,
  SpanishItemSchema,
  SpanishToDoListSchema,
} from '#domain/content/spanish-content.ts';
import { findSiteRoute, SITE_ROUTES } from '#domain/content/site-routes.ts';
import { englishPathOf, localeOfPath } from '#domain/i18n/locale.ts';
import { safeReturnPath } from '#domain/url-path.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { AppError } from '#server/app-error.ts';
import { staffActorOf } from '#server/plugins/auth.ts';
import {
  createAlert,
  getContentItem,
  listAlerts,
  listContentItems,
  prepareContent,
  restoreContentVersion,
  saveContentItem,
} from './content.service.ts';
import {
  describeSpanishItem,
  describeSpanishRecords,
  findSpanishSource,
  listSpanishToDo,
  saveSpanishBlock,
  type OtherSpanishItems,
} from './content.spanish.ts';
import type { PublishedContent } from './published-content.ts';
import {
  buildPageData,
  DISMISSED_ALERTS_COOKIE,
  MAX_DISMISSED_ALERTS,
  readDismissedAlerts,
  type SitePages,
} from './site-pages.ts';

export interface ContentRoutesOptions {
  deps: AppDeps;
  published: PublishedContent;
  /** Absent when the site has not been built: the API works, previews answer 503. */
  sitePages: SitePages | undefined;
  /** After an item is published (app.ts hands alerts to e-mail subscriptions, issue 18). */
  onPublished?: (
    itemId: string,
    options: {
      notifySubscribers: boolean | undefined;
      /** The item's content the public site showed before (pages only; null when none). */
      publishedBefore?: unknown;
    },
    actor: { userId: string | null; username: string },
  ) => Promise<void>;
  /** After an earlier version is published again (app.ts republishes the alerts as CAP). */
  onRestored?: (itemId: string) => Promise<void>;
  /** Who an alert's e-mail reaches, by language (app.ts asks e-mail subscriptions). */
  countAlertReaders?: () => Promise<AlertReaders>;
  /** Staff content outside the content items with Spanish kept here (news posts, decision 331). */
  otherSpanishItems?: OtherSpanishItems;
}

const ONE_YEAR_SECONDS = 31_536_000;

function firstPathOf(pageId: string): string | null {
  const route = SITE_ROUTES.find((candidate) => candidate.id === pageId);
  return route && !route.path.includes(':') ? route.path : null;
}

/**
 * The content API (issue 9, items 5-8) under /api/content, and the alert Dismiss form target.
 * Every change goes through `canEdit`, the one gate of this feature.
 */
export const contentRoutes: FastifyPluginAsync<ContentRoutesOptions> = async (
  instance,
  { deps, published, sitePages, onPublished, onRestored, countAlertReaders, otherSpanishItems },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // Editing and previewing need content:edit; anything that changes the public site needs
  // content:publish (issue 9, item 2: permissions, never role names).
  const canEdit = app.requirePermission('content:edit');
  const canPublish = app.requirePermission('content:publish');

  app.get(
    '/api/content/items',
    { onRequest: canEdit, schema: { response: { 200: ContentItemListSchema } } },
    async () => {
      const items = await listContentItems(deps);
      return { items: items.filter((item) => item.kind !== 'alert') };
    },
  );

  app.get(
    '/api/content/items/:id',
    {
      onRequest: canEdit,
      schema: { params: ItemIdParamsSchema, response: { 200: ContentItemDetailSchema } },
    },
    async (request) => {
      const detail = await getContentItem(deps, request.params.id, firstPathOf);
      if (!detail) throw new AppError('NOT_FOUND', 404);
      return detail;
    },
  );

  // PUT /items/:id saves a draft, a version the public site does not show yet (content:edit);
  // PUT /items/:id/published saves a version and publishes it at once (content:publish).
  for (const [path, publish, guard] of [
    ['/api/content/items/:id', false, canEdit],
    ['/api/content/items/:id/published', true, canPublish],
  ] as const) {
    app.put(
      path,
      {
        onRequest: guard,
        schema: {
          params: ItemIdParamsSchema,
          body: SaveContentBodySchema,
          response: { 200: ContentItemDetailSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        const outcome = await saveContentItem(
          deps,
          id,
          { data: request.body.data, publish },
          staffActorOf(request),
        );
        if (!outcome.ok) {
          throw outcome.code === 'NOT_FOUND'
            ? new AppError('NOT_FOUND', 404)
            : new AppError('VALIDATION_FAILED', 400, outcome.fields);
        }
        if (publish) {
          published.invalidate();
          await onPublished?.(
            id,
            {
              notifySubscribers: request.body.notifySubscribers,
              publishedBefore: outcome.value.publishedBefore,
            },
            staffActorOf(request),
          );
        }
        const detail = await getContentItem(deps, id, firstPathOf);
        if (!detail) throw new AppError('NOT_FOUND', 404);
        return detail;
      },
    );
  }

  // The Spanish staff write beside the English (issue 29 item 4, decision 327): each block's
  // published English and its Spanish; saving a block's Spanish shows it on the site at once.
  app.get(
    SPANISH_API.toDo,
    { onRequest: canEdit, schema: { response: { 200: SpanishToDoListSchema } } },
    async () => listSpanishToDo(await published.get(), otherSpanishItems),
  );

  /** An item's blocks with their English and Spanish; 404 for an item with no Spanish. */
  const describeSpanish = async (itemId: string) => {
    const snapshot = await published.get();
    const source = await findSpanishSource(snapshot, itemId, otherSpanishItems);
    const item = source && describeSpanishItem(snapshot, itemId, source);
    if (!item) throw new AppError('NOT_FOUND', 404);
    return item;
  };

  // Board meetings and documents' titles (decision 329): every one's Spanish at once, for the
  // Spanish sections of /admin/meetings and /admin/documents.
  for (const kind of ['meetings', 'documents'] as const) {
    app.get(
      SPANISH_API[kind],
      { onRequest: canEdit, schema: { response: { 200: SpanishItemListSchema } } },
      async () => describeSpanishRecords(await published.get(), kind),
    );
  }

  app.get(
    '/api/content/items/:id/spanish',
    {
      onRequest: canEdit,
      schema: { params: ItemIdParamsSchema, response: { 200: SpanishItemSchema } },
    },
    async (request) => describeSpanish(request.params.id),
  );

  app.put(
    '/api/content/items/:id/spanish/:block',
    {
      onRequest: canPublish,
      schema: {
        params: SpanishBlockParamsSchema,
        body: SaveSpanishBodySchema,
        response: { 200: SpanishItemSchema },
      },
    },
    async (request) => {
      const { id, block } = request.params;
      // A post, meeting or document that does not exist gets no Spanish kept for it.
      const snapshot = await published.get();
      if (!(await findSpanishSource(snapshot, id, otherSpanishItems))) {
        throw new AppError('NOT_FOUND', 404);
      }
      const outcome = await saveSpanishBlock(
        deps,
        snapshot,
        id,
        block,
        request.body,
        staffActorOf(request),
      );
      if (!outcome.ok) {
        throw outcome.code === 'NOT_FOUND'
          ? new AppError('NOT_FOUND', 404)
          : new AppError('VALIDATION_FAILED', 400, outcome.fields);
      }
      published.invalidate();
      await otherSpanishItems?.afterSave?.(id);
      return describeSpanish(id);
    },
  );

  app.post(
    '/api/content/items/:id/versions/:versionId/restore',
    {
      onRequest: canPublish,
      schema: { params: VersionParamsSchema, response: { 200: ContentItemDetailSchema } },
    },
    async (request) => {
      const { id, versionId } = request.params;
      const outcome = await restoreContentVersion(deps, id, versionId, staffActorOf(request));
      if (!outcome.ok) throw new AppError('NOT_FOUND', 404);
      published.invalidate();
      await onRestored?.(id);
      const detail = await getContentItem(deps, id, firstPathOf);
      if (!detail) throw new AppError('NOT_FOUND', 404);
      return detail;
    },
  );

  app.get(
    '/api/content/alerts',
    { onRequest: canEdit, schema: { response: { 200: AlertListSchema } } },
    async () => ({ alerts: await listAlerts(deps) }),
  );

  app.get(
    CONTENT_API.alertReaders,
    { onRequest: canEdit, schema: { response: { 200: AlertReadersSchema } } },
    async () => (await countAlertReaders?.()) ?? { subscribers: 0, spanishReaders: 0 },
  );

  app.post(
    '/api/content/alerts',
    {
      onRequest: canPublish,
      schema: {
        // Checked against SiteAlertInputSchema by the service, so field names match the form.
        body: SaveContentBodySchema,
        response: { 201: ContentItemDetailSchema },
      },
    },
    async (request, reply) => {
      const outcome = await createAlert(deps, request.body.data, staffActorOf(request));
      if (!outcome.ok) throw new AppError('VALIDATION_FAILED', 400, outcome.fields);
      published.invalidate();
      await onPublished?.(
        outcome.value.id,
        { notifySubscribers: request.body.notifySubscribers },
        staffActorOf(request),
      );
      const detail = await getContentItem(deps, outcome.value.id, firstPathOf);
      return reply.status(201).send(detail!);
    },
  );

  app.post(
    '/api/content/preview',
    {
      onRequest: canEdit,
      schema: { body: PreviewBodySchema, response: { 200: PreviewResponseSchema } },
    },
    async (request) => {
      const { itemId, data } = request.body;
      const prepared = prepareContent(itemId, data);
      if (!prepared.ok) {
        throw prepared.code === 'NOT_FOUND'
          ? new AppError('NOT_FOUND', 404)
          : new AppError('VALIDATION_FAILED', 400, prepared.fields);
      }
      if (!sitePages) throw new AppError('INTERNAL', 503, undefined, 'Build the site to preview.');
      const snapshot = { ...(await published.get()) };
      let alerts: PublishedAlert[] = [];
      let path = '/';
      if (itemId === DISTRICT_ITEM_ID) {
        snapshot.district = prepared.value as typeof snapshot.district;
        path = '/contact';
      } else if (itemId === FIRE_CONDITIONS_ITEM_ID) {
        snapshot.fireConditions = prepared.value as typeof snapshot.fireConditions;
      } else if (itemId.startsWith(ALERT_ITEM_PREFIX)) {
        // The preview shows the alert whatever its schedule says.
        alerts = [{ ...(prepared.value as PublishedAlert), id: itemId, versionId: 'preview' }];
        alerts[0]!.startsAt = null;
        alerts[0]!.endsAt = null;
      } else if (isPageId(itemId)) {
        snapshot.pages = { ...snapshot.pages, [itemId]: prepared.value };
        path = firstPathOf(itemId) ?? '/__not-found__';
      }
      const route = findSiteRoute(path);
      const html = await sitePages.renderDocument(
        path,
        route,
        sitePages.pageData(snapshot, route),
        alerts,
      );
      return { html };
    },
  );

  // Lets `npm run dev` (Vite serves index.html without content) draw pages in the browser.
  app.get(
    '/api/content/page-data',
    { schema: { querystring: PageDataQuerySchema } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      const { path } = request.query;
      return buildPageData(
        deps,
        await published.get(),
        findSiteRoute(englishPathOf(path)),
        localeOfPath(path),
      );
    },
  );

  // The Dismiss button of a site alert: a plain form, so it works without JavaScript.
  instance.register(async (formScope) => {
    formScope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    formScope.post('/alerts/dismiss', async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      const alertVersion = typeof form.alert === 'string' ? form.alert : '';
      const dismissed = readDismissedAlerts(request.cookies[DISMISSED_ALERTS_COOKIE]);
      if (/^[0-9a-f-]{36}$/.test(alertVersion) && !dismissed.includes(alertVersion)) {
        dismissed.push(alertVersion);
      }
      reply.setCookie(DISMISSED_ALERTS_COOKIE, dismissed.slice(-MAX_DISMISSED_ALERTS).join(','), {
        path: '/',
        maxAge: ONE_YEAR_SECONDS,
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
      });
      return reply.redirect(safeReturnPath(form.returnTo), 303);
    });
  });
};
