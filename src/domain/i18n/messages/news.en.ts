/**
 * Words around staff content with a Spanish version (decision 331): the news feed's title and
 * the name the pages' head gives it, and the hint of the footer's credit link (the district's
 * details), which the layout carries. The posts and details are staff content.
 */
export const NEWS_EN = {
  'news.feedTitle': 'News | {districtName}',
  'news.feedLinkTitle': 'News (Atom)',
  'layout.creditOpensInNewTab': 'opens in a new tab',
} as const satisfies Record<string, string>;
