import { newsPostPath } from '#domain/news/news.schema.ts';
import { newsSpanishItemId } from '#domain/content/spanish-content.ts';
import type { Feature, FeatureContext } from '#server/feature.ts';
import { newsPageExtras } from './news.pages.ts';
import { newsRoutes } from './news.routes.ts';
import {
  listVisibleNewsPosts,
  seedNews,
  seedNewsSpanish,
  type NewsDeps,
  type SeedNewsSpanish,
} from './news.service.ts';
import { newsSpanishItems } from './news.spanish.ts';

/** News posts (issue 18): the list, the post pages, the feed; a publish is `news.published`. */
export function createNews(
  { deps, events, readDistrict }: FeatureContext,
  ports: Pick<NewsDeps, 'findDocuments'> & {
    readSpanish: NonNullable<NewsDeps['readSpanish']>;
    /** The content's store of Spanish versions, for the seeded post's Spanish (decision 331). */
    seedSpanish: SeedNewsSpanish;
  },
) {
  const { seedSpanish, ...newsPorts } = ports;
  const news: NewsDeps = { db: deps.db, clock: deps.clock, ...newsPorts };
  return {
    name: 'news',
    seed: async () => {
      await seedNews(news);
      await seedNewsSpanish(news, seedSpanish);
    },
    pageExtras: newsPageExtras(news),
    /** Posts' Spanish, listed and edited beside the content's (decision 331). */
    spanishItems: newsSpanishItems(news),
    /** Every visible post's address, for the sitemap. */
    listPaths: async () =>
      (await listVisibleNewsPosts(news)).posts.map((post) => newsPostPath(post.slug)),
    routes: (app) =>
      app.register(newsRoutes, {
        deps,
        findDocuments: ports.findDocuments,
        readSpanish: ports.readSpanish,
        getDistrictDetails: readDistrict,
        onPublished: async (post, { notifySubscribers }, actor) => {
          const spanish = await ports.readSpanish(newsSpanishItemId(post.id));
          await events.emit('news.published', { post, notifySubscribers, spanish, actor });
        },
      }),
  } satisfies Feature & Record<string, unknown>;
}
