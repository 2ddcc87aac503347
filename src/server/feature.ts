import type { FastifyInstance } from 'fastify';
import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import type { AppDeps } from '#server/app-deps.ts';
import type { AppEvents } from '#server/app-events.ts';
import type { AttentionCount } from '#server/attention/attention-registry.ts';
import type { FeaturePages } from '#server/feature-pages.ts';
import type { PageExtraProviders } from '#server/page-extras.ts';
import type { SitePages } from '#server/features/content/site-pages.ts';

/**
 * What every feature's `create<Feature>(context, ports)` receives (decision 341): the adapters
 * start-up built, the events features tell each other, and the district's published details.
 * What one feature offers another (the fees, the clearances) is a port the offering feature
 * returns, handed on by app.ts.
 */
export interface FeatureContext {
  deps: AppDeps;
  events: AppEvents;
  /** The district details staff edit (name, phone, address), read when needed. */
  readDistrict: () => Promise<DistrictDetails>;
}

/** The site's page drawing, made once every feature has said what its pages need. */
export interface FeatureSite {
  /** Draws a feature page in the site's layout; answers 503 without a build. */
  pages: FeaturePages;
  /** The content pages; absent without a build (the API still works). */
  sitePages: SitePages | undefined;
}

/**
 * What a feature adds to the app (decision 341). app.ts lists the features in order; start-up
 * seeds each, makes the site's pages with every feature's page data, then registers each one's
 * routes. A feature's background jobs, e-mail templates and event handlers are registered by its
 * `create…` on the scheduler, outbox and events it is given.
 */
export interface Feature {
  name: string;
  /** The back office home's "needs attention" counts. */
  attention?: readonly AttentionCount[];
  /** Data a site page adds at request time (news posts, permit status, search results). */
  pageExtras?: PageExtraProviders;
  /** What a fresh database gets; runs once at start-up, in the order features are listed. */
  seed?: () => Promise<void>;
  /** Registers the feature's routes and pages. */
  routes?: (app: FastifyInstance, site: FeatureSite) => PromiseLike<unknown>;
}

/** Without a build (no server bundle) a feature page answers 503 and says how to make one. */
export const NO_BUILD_PAGES: FeaturePages = {
  send: async (_request, reply) =>
    reply
      .code(503)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('This page needs the site build: run npm run build.'),
};
