import { CATALOGUES, type MessageId } from './catalogues.ts';
import type { SiteIntl } from './site-intl.ts';

/** The messages of the site's layout: header, menu, search, footer. */
export type LayoutMessageId = Extract<MessageId, `layout.${string}` | `nav.${string}`>;

/** The layout's words, formatted on the server for one page. */
export type LayoutText = Readonly<Record<LayoutMessageId, string>>;

const LAYOUT_MESSAGE_IDS = Object.keys(CATALOGUES.en).filter(
  (id): id is LayoutMessageId => id.startsWith('layout.') || id.startsWith('nav.'),
);

/**
 * The layout's words in the page's language, carried in the page data: the layout renders in the
 * browser too (app-shell pages hydrate it), and this way the browser needs no catalogue and no
 * FormatJS runtime to draw the same text (decision 310).
 */
export function buildLayoutText(
  { t }: SiteIntl,
  values: { districtName: string; year: number },
): LayoutText {
  return Object.fromEntries(LAYOUT_MESSAGE_IDS.map((id) => [id, t(id, values)])) as Record<
    LayoutMessageId,
    string
  >;
}
