import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FeaturePageView } from '#domain/content/feature-page.ts';
import type { SiteRoute } from '#domain/content/site-routes.ts';
import type { MessageId } from '#domain/i18n/catalogues.ts';
import { PRIVATE_HEADERS } from '#server/html/form-posts.ts';

/** One answer of a feature page: what it shows and how the response is sent. */
export interface FeaturePageAnswer {
  /** The document title before the district's name. */
  title: string;
  /** The page's meta description (the title when none is given). */
  description?: string;
  view: FeaturePageView;
  statusCode?: number;
  /** Headers the page adds or overrides (a private page's Cache-Control and Referrer-Policy). */
  headers?: Record<string, string>;
  /** Private pages and answers to a form stay out of search engines. */
  isNoIndex?: boolean;
}

/** Answers a content page of the site, or the not-found page with 404 when there is no route. */
export interface SiteRoutePages {
  send: (
    request: FastifyRequest,
    reply: FastifyReply,
    route: SiteRoute | undefined,
  ) => Promise<FastifyReply>;
}

/** Draws a feature page in the site's layout (src/server/features/content/site-pages.ts). */
export interface FeaturePages {
  send: (
    request: FastifyRequest,
    reply: FastifyReply,
    answer: FeaturePageAnswer,
  ) => Promise<FastifyReply>;
}

/**
 * A feature's page sender, typed to its own views, and its answer for a private link that names
 * nothing: `notFound.titleId` over `notFound.view`, 404 unless told, never cached or indexed.
 */
export function featurePageSender<View extends FeaturePageView>(
  pages: FeaturePages,
  notFound: { titleId: MessageId; view: View },
) {
  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    title: string,
    view: View,
    answer: Omit<FeaturePageAnswer, 'title' | 'view'> = {},
  ) {
    return pages.send(request, reply, { title, view, ...answer });
  }
  const sendNotFound = (request: FastifyRequest, reply: FastifyReply, statusCode = 404) =>
    sendPage(request, reply, request.intl.t(notFound.titleId), notFound.view, {
      statusCode,
      headers: PRIVATE_HEADERS,
      isNoIndex: true,
    });
  return { sendPage, sendNotFound };
}
