import type { Feature, FeatureContext } from '#server/feature.ts';
import { searchPageExtras, type SearchDeps } from './search.pages.ts';

/** The site search page: results from the published pages, the library and the posts. */
export function createSearch({ deps }: FeatureContext, ports: Omit<SearchDeps, 'dbKind'>): Feature {
  return { name: 'search', pageExtras: searchPageExtras({ ...ports, dbKind: deps.dbKind }) };
}
