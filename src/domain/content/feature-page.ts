import type { BurnPageView } from '#domain/burn/burn-pages.ts';
import type { ChipperPageView } from '#domain/chipper/chipper-api.ts';
import type { InspectionPageView } from '#domain/inspections/inspection-pages.ts';
import type { PropertyPageView } from '#domain/property/property-profile.ts';
import type { RecordsPageView } from '#domain/records/records-pages.ts';

/**
 * The pages features draw from their own data rather than from published content (open burning,
 * records requests, inspection booking). The server renders them in the site's layout with the
 * static template: no script, forms post and the server answers with the page again.
 */
export type FeaturePageView =
  | BurnPageView
  | RecordsPageView
  | InspectionPageView
  | PropertyPageView
  | ChipperPageView
  | FormRefusedPageView;

/**
 * The answer to a form posted without script that the server refused before its feature saw it
 * (too many from one address, too large, the database away for a moment): the page a browser
 * shows instead of a JSON error body, with the way back to the form.
 */
export interface FormRefusedPageView {
  kind: 'form-refused';
  heading: string;
  message: string;
  /** The form's own page (the address it was posted to). */
  backHref: string;
}
