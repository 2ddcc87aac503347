import type { FeaturePageView } from '#domain/content/feature-page.ts';
import { lazyWithTimeout } from './lazy-with-timeout.ts';

// Each feature's pages load only when one of them is drawn; the server's prerender waits for them.
const FormRefusedPage = lazyWithTimeout(() =>
  import('#web/features/pages/components/form-refused-page.tsx').then((module) => ({
    default: module.FormRefusedPage,
  })),
);
const BurnPage = lazyWithTimeout(() =>
  import('#web/features/burn/components/burn-pages.tsx').then((module) => ({
    default: module.BurnPage,
  })),
);
const RecordsPage = lazyWithTimeout(() =>
  import('#web/features/records/components/records-pages.tsx').then((module) => ({
    default: module.RecordsPage,
  })),
);
const PropertyPage = lazyWithTimeout(() =>
  import('#web/features/property/components/property-pages.tsx').then((module) => ({
    default: module.PropertyPage,
  })),
);
const ChipperPage = lazyWithTimeout(() =>
  import('#web/features/chipper/components/chipper-pages.tsx').then((module) => ({
    default: module.ChipperPage,
  })),
);
const InspectionPage = lazyWithTimeout(() =>
  import('#web/features/inspections/components/inspection-pages.tsx').then((module) => ({
    default: module.InspectionPage,
  })),
);

/** A feature's own page (open burning, records requests, inspection booking) inside the layout. */
export function FeaturePageElement({ view }: { view: FeaturePageView }) {
  if (view.kind === 'form-refused') return <FormRefusedPage view={view} />;
  if (view.kind.startsWith('burn-')) {
    return <BurnPage view={view as Extract<FeaturePageView, { kind: `burn-${string}` }>} />;
  }
  if (view.kind.startsWith('records-')) {
    return <RecordsPage view={view as Extract<FeaturePageView, { kind: `records-${string}` }>} />;
  }
  if (view.kind.startsWith('property-')) {
    return <PropertyPage view={view as Extract<FeaturePageView, { kind: `property-${string}` }>} />;
  }
  if (view.kind.startsWith('chipper-')) {
    return <ChipperPage view={view as Extract<FeaturePageView, { kind: `chipper-${string}` }>} />;
  }
  return (
    <InspectionPage view={view as Extract<FeaturePageView, { kind: `inspection-${string}` }>} />
  );
}
