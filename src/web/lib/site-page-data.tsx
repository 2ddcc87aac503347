import { createContext, useContext, type ReactNode } from 'react';
import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import type { SitePageData } from '#domain/content/site-page-data.ts';
import { SEED_DISTRICT } from '#domain/content/seed-district.ts';

export const SitePageDataContext = createContext<SitePageData | null>(null);

/** Gives the page being shown its content (server rendering and the hydrated app alike). */
export function SitePageDataProvider({
  data,
  children,
}: {
  data: SitePageData;
  children: ReactNode;
}) {
  return <SitePageDataContext.Provider value={data}>{children}</SitePageDataContext.Provider>;
}

export function useSitePageData(): SitePageData {
  const data = useContext(SitePageDataContext);
  if (!data) throw new Error('useSitePageData needs a SitePageDataProvider');
  return data;
}

/** The page's data where there is one (a component also rendered alone in tests gets null). */
export function useSitePageDataIfAny(): SitePageData | null {
  return useContext(SitePageDataContext);
}

/** The district's details (name, phones, addresses) as the database holds them. */
export function useDistrictDetails(): DistrictDetails {
  return useSitePageData().district;
}

/**
 * The district's details for a widget that also renders on its own (component tests, the
 * payment fields): the page's details when there is page data, else the seed's.
 */
export function useDistrictDetailsIfAny(): DistrictDetails {
  return useContext(SitePageDataContext)?.district ?? SEED_DISTRICT;
}
