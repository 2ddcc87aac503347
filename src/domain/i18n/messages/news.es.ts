import type { NEWS_EN } from './news.en.ts';

export const NEWS_ES: Readonly<Record<keyof typeof NEWS_EN, string>> = {
  'news.feedTitle': 'Noticias | {districtName}',
  'news.feedLinkTitle': 'Noticias (Atom)',
  'layout.creditOpensInNewTab': 'se abre en una pestaña nueva',
};
