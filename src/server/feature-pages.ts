import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FeaturePageView } from '#domain/content/feature-page.ts';
import type { SiteRoute } from '#domain/content/site-routes.ts';

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
