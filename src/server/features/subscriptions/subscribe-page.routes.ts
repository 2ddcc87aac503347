import { trimTrailingSlashes } from '#domain/url-path.ts';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SubscribePage } from '#domain/content/page-content.schema.ts';
import { SITE_ROUTES } from '#domain/content/site-routes.ts';
import { LOCALE_TAGS, type Locale } from '#domain/i18n/locale.ts';
import { translateEnglish } from '#domain/i18n/translate-english.ts';
import { subscribePageWord } from '#domain/subscriptions/subscribe-page-words.ts';
import {
  SUBSCRIBE_CONFIRM_PATH,
  SUBSCRIBE_MANAGE_PATH,
  SUBSCRIBE_PATH,
  SUBSCRIBE_UNSUBSCRIBE_PATH,
  SubscribeFormSchema,
  SubscriberEmailSchema,
  type SubscribePageView,
} from '#domain/subscriptions/subscriptions-api.ts';
import type { SiteRoutePages } from '#server/feature-pages.ts';
import { seeOther } from '#server/html/form-posts.ts';
import { bilingualPaths, localizedPathFor } from '#server/i18n/request-locale.ts';
import type { PageExtra, PageExtraProviders } from '#server/page-extras.ts';
import {
  confirmSubscription,
  findByManageToken,
  requestSubscription,
  unsubscribeOneClick,
  updateSubscriberLanguage,
  updateSubscriberLists,
} from './subscription-sign-up.service.ts';
import type { SubscriptionsDeps } from './subscriptions.deps.ts';
import { listLists } from './subscriptions.repo.ts';

// Private links carry a token in their address: never cached, never passed on as Referer.
const PRIVATE_PAGE_HEADERS = {
  'cache-control': 'private, no-store',
  'referrer-policy': 'no-referrer',
};

const TokenSchema = z.string().trim().max(200).optional();
const TokenBodySchema = z.object({ token: TokenSchema, action: z.string().max(20).optional() });
const ManageBodySchema = TokenBodySchema.extend({
  lists: SubscribeFormSchema.shape.lists,
  language: SubscribeFormSchema.shape.language,
});

/** A page's path and its Spanish twin under /es (the three pages have `hasSpanish`). */
function withSpanish(path: string): string[] {
  return bilingualPaths(path, [path]);
}

function routeOf(path: string) {
  return SITE_ROUTES.find((route) => route.path === path);
}

/**
 * The document title and description in the request's language: the catalogue's Spanish while
 * staff's English is still the district's first text (decision 325).
 */
function withMeta(request: FastifyRequest, content: SubscribePage, extra: PageExtra): PageExtra {
  const locale = request.locale;
  if (locale === 'en') return extra;
  const { t } = request.intl;
  const meta = {
    title: subscribePageWord(content, 'metaTitle', locale, t).value,
    description: subscribePageWord(content, 'metaDescription', locale, t).value,
  };
  return { ...extra, data: { ...extra.data, page: { ...content, meta } } };
}

function pageOf(view: SubscribePageView, statusCode = 200): PageExtra {
  return {
    data: { subscribe: view },
    cacheKey: null,
    statusCode,
    headers: PRIVATE_PAGE_HEADERS,
  };
}

function toArray(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function tokenOf(request: FastifyRequest): string {
  const token = (request.query as { token?: unknown }).token;
  return typeof token === 'string' ? token.trim().slice(0, 200) : '';
}

/**
 * The public pages of e-mail subscriptions (issue 18): plain forms rendered on the server, so
 * they work without JavaScript and without an account. GETs draw a page; POSTs act and then
 * draw the outcome (or redirect, so a reload does not post again).
 */
export function createSubscribePages(deps: SubscriptionsDeps) {
  // A POST's outcome, drawn with the page's published words by the page's provider.
  const answered = new WeakMap<FastifyRequest, (content: SubscribePage) => PageExtra>();

  async function manageView(token: string, isSaved: boolean): Promise<PageExtra> {
    const found = await findByManageToken(deps, token);
    if (!found) return pageOf({ kind: 'link-invalid' }, 404);
    const lists = await listLists(deps.db, { isPublicOnly: true });
    return pageOf({
      kind: 'manage',
      token,
      email: found.subscriber.email,
      lists,
      selected: found.listIds,
      language: found.subscriber.language,
      isSaved,
    });
  }

  const extras: PageExtraProviders = {
    subscribe: async (request, content) => {
      const page = content as SubscribePage;
      return withMeta(request, page, await viewOf(request, page));
    },
  };

  async function viewOf(request: FastifyRequest, content: SubscribePage): Promise<PageExtra> {
    const done = answered.get(request);
    if (done) return done(content);
    const path = trimTrailingSlashes(request.englishPath);
    if (path === SUBSCRIBE_CONFIRM_PATH) {
      const token = tokenOf(request);
      return token ? pageOf({ kind: 'confirm', token }) : pageOf({ kind: 'link-invalid' }, 404);
    }
    if (path === SUBSCRIBE_MANAGE_PATH) {
      const saved = (request.query as { saved?: unknown }).saved === '1';
      return manageView(tokenOf(request), saved);
    }
    const lists = await listLists(deps.db, { isPublicOnly: true });
    // Links from the alert banner or careers may preselect a list (?list=alerts).
    const preselect = (request.query as { list?: unknown }).list;
    return {
      data: {
        subscribe: {
          kind: 'form',
          lists,
          email: '',
          selected: typeof preselect === 'string' ? [preselect] : [],
          language: request.locale,
          errors: {},
        },
      },
      cacheKey: typeof preselect === 'string' ? `list:${preselect.slice(0, 40)}` : '',
    };
  }

  const routes: FastifyPluginAsync<{ sitePages: SiteRoutePages }> = async (
    instance,
    { sitePages },
  ) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    await instance.register(fastifyFormbody, { bodyLimit: 4096 });
    // RFC 8058 lets the one-click POST come as multipart/form-data; its one field says nothing
    // the address does not, so the body is read and dropped.
    instance.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, _body, done) => done(null, {}),
    );
    const answer = (
      request: FastifyRequest,
      reply: Parameters<SiteRoutePages['send']>[1],
      path: string,
      page: PageExtra | ((content: SubscribePage) => PageExtra),
    ) => {
      answered.set(request, typeof page === 'function' ? page : () => page);
      return sitePages.send(request, reply, routeOf(path));
    };

    for (const path of withSpanish(SUBSCRIBE_PATH)) {
      app.post(path, { schema: { body: SubscribeFormSchema } }, async (request, reply) => {
        const intl = request.intl;
        const listIds = toArray(request.body.lists);
        const email = SubscriberEmailSchema.safeParse(request.body.email ?? '');
        const offered = await listLists(deps.db, { isPublicOnly: true });
        const chosen = listIds.filter((id) => offered.some((list) => list.id === id));
        // The e-mails' language: the one chosen, else the page's (decision 325).
        const language: Locale = request.body.language ?? intl.locale;
        if (!email.success || chosen.length === 0) {
          const emailError = email.success ? undefined : email.error.issues[0]?.message;
          return answer(request, reply, SUBSCRIBE_PATH, (content) =>
            pageOf(
              {
                kind: 'form',
                lists: offered,
                email: (request.body.email ?? '').slice(0, 254),
                selected: chosen,
                language,
                errors: {
                  ...(emailError ? { email: translateEnglish(emailError, intl) } : {}),
                  ...(chosen.length === 0
                    ? { lists: subscribePageWord(content, 'noLists', intl.locale, intl.t).value }
                    : {}),
                },
              },
              400,
            ),
          );
        }
        const outcome = await requestSubscription(deps, {
          email: email.data,
          listIds: chosen,
          language,
        });
        if (outcome.kind === 'too-many') {
          return answer(request, reply, SUBSCRIBE_PATH, pageOf({ kind: 'too-many' }, 429));
        }
        return answer(
          request,
          reply,
          SUBSCRIBE_PATH,
          pageOf({ kind: 'check-email', email: email.data }),
        );
      });
    }

    for (const path of withSpanish(SUBSCRIBE_CONFIRM_PATH)) {
      app.post(path, { schema: { body: TokenBodySchema } }, async (request, reply) => {
        const confirmed = await confirmSubscription(deps, request.body.token ?? '');
        if (!confirmed.ok) {
          return answer(
            request,
            reply,
            SUBSCRIBE_CONFIRM_PATH,
            pageOf({ kind: 'link-invalid' }, 410),
          );
        }
        return answer(
          request,
          reply,
          SUBSCRIBE_CONFIRM_PATH,
          pageOf({
            kind: 'confirmed',
            manageToken: confirmed.manageToken,
            lists: confirmed.lists,
          }),
        );
      });
    }

    for (const path of withSpanish(SUBSCRIBE_MANAGE_PATH)) {
      app.post(path, { schema: { body: ManageBodySchema } }, async (request, reply) => {
        const token = request.body.token ?? '';
        const listIds = request.body.action === 'leave' ? [] : toArray(request.body.lists);
        const found = await findByManageToken(deps, token);
        if (!found) {
          return answer(
            request,
            reply,
            SUBSCRIBE_MANAGE_PATH,
            pageOf({ kind: 'link-invalid' }, 404),
          );
        }
        if (request.body.language && listIds.length > 0) {
          await updateSubscriberLanguage(deps, found.subscriber, request.body.language);
        }
        await updateSubscriberLists(deps, token, listIds);
        if (listIds.length === 0) {
          return answer(request, reply, SUBSCRIBE_MANAGE_PATH, pageOf({ kind: 'left' }));
        }
        return seeOther(
          reply,
          `${localizedPathFor(request, SUBSCRIBE_MANAGE_PATH)}?token=${encodeURIComponent(token)}&saved=1`,
        );
      });
    }

    const unsubscribePaths = bilingualPaths(`${SUBSCRIBE_UNSUBSCRIBE_PATH}/:token`);
    for (const path of unsubscribePaths) {
      // RFC 8058: mail programs POST `List-Unsubscribe=One-Click` here without a page. The
      // answer is the same 200 for a known, an already used or an unknown token.
      app.post(
        path,
        { schema: { params: z.object({ token: z.string().max(200) }) } },
        async (request, reply) => {
          await unsubscribeOneClick(deps, request.params.token);
          return reply
            .header('cache-control', 'no-store')
            .header('content-language', LOCALE_TAGS[request.locale])
            .type('text/plain; charset=utf-8')
            .send(request.intl.t('subscribe.unsubscribed'));
        },
      );
      // A person who opens the HTTPS link of the header lands on the manage page.
      app.get(
        path,
        { schema: { params: z.object({ token: z.string().max(200) }) } },
        async (request, reply) =>
          seeOther(
            reply,
            `${localizedPathFor(request, SUBSCRIBE_MANAGE_PATH)}?token=${encodeURIComponent(request.params.token)}`,
            { isPrivate: true },
          ),
      );
    }
  };

  return { extras, routes };
}
