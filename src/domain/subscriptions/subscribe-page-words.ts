import type { SubscribePage } from '../content/page-content.schema.ts';
import { CATALOGUES, type MessageId } from '../i18n/catalogues.ts';
import type { Locale } from '../i18n/locale.ts';
import { contentForLocale } from '../i18n/spanish-version.ts';

/** Each published word of the e-mail updates pages, and its catalogue message (decision 325). */
export const SUBSCRIBE_PAGE_WORDS = {
  metaTitle: 'subscribe.page.metaTitle',
  metaDescription: 'subscribe.page.metaDescription',
  title: 'subscribe.page.title',
  intro: 'subscribe.page.intro',
  listsLegend: 'subscribe.page.listsLegend',
  emailLabel: 'subscribe.page.emailLabel',
  emailHint: 'subscribe.page.emailHint',
  submit: 'subscribe.page.submit',
  noLists: 'subscribe.page.noLists',
  errorSummaryTitle: 'subscribe.page.errorSummaryTitle',
  checkEmailTitle: 'subscribe.page.checkEmailTitle',
  checkEmail: 'subscribe.page.checkEmail',
  tooMany: 'subscribe.page.tooMany',
  confirmTitle: 'subscribe.page.confirmTitle',
  confirmIntro: 'subscribe.page.confirmIntro',
  confirmButton: 'subscribe.page.confirmButton',
  confirmedTitle: 'subscribe.page.confirmedTitle',
  confirmed: 'subscribe.page.confirmed',
  manageLinkLabel: 'subscribe.page.manageLinkLabel',
  linkInvalidTitle: 'subscribe.page.linkInvalidTitle',
  linkInvalid: 'subscribe.page.linkInvalid',
  startAgainLabel: 'subscribe.page.startAgainLabel',
  manageTitle: 'subscribe.page.manageTitle',
  manageIntro: 'subscribe.page.manageIntro',
  saveButton: 'subscribe.page.saveButton',
  saved: 'subscribe.page.saved',
  leaveAllButton: 'subscribe.page.leaveAllButton',
  leftTitle: 'subscribe.page.leftTitle',
  left: 'subscribe.page.left',
  privacyNote: 'subscribe.page.privacyNote',
  privacyLinkLabel: 'subscribe.page.privacyLinkLabel',
} as const satisfies Record<string, MessageId>;
export type SubscribePageWord = keyof typeof SUBSCRIBE_PAGE_WORDS;

function englishOf(content: SubscribePage, word: SubscribePageWord): string {
  if (word === 'metaTitle') return content.meta.title;
  if (word === 'metaDescription') return content.meta.description;
  if (word === 'privacyLinkLabel') return content.privacyLink.label;
  return content[word];
}

/**
 * A word of the e-mail updates pages in `locale`: staff publish the English; the catalogue holds
 * the Spanish of the English the district started with. A Spanish page shows that Spanish while
 * staff's English still reads so, and staff's English (flagged, for `lang="en"`) once they have
 * changed it: a Spanish version whose source is the catalogue's English (decision 316).
 */
export function subscribePageWord(
  content: SubscribePage,
  word: SubscribePageWord,
  locale: Locale,
  t: (id: MessageId) => string,
): { value: string; isEnglish: boolean } {
  const id = SUBSCRIBE_PAGE_WORDS[word];
  const english = englishOf(content, word);
  if (locale === 'en') return { value: english, isEnglish: false };
  return contentForLocale(english, { text: t(id), source: CATALOGUES.en[id] }, locale);
}

/**
 * The catalogue messages of the lists the district starts with (migration 191 seeds them in
 * English). Staff may rename a list or add one: a list whose words are no longer the seed's
 * shows staff's English, flagged (issue 37).
 */
export const SEEDED_LIST_WORDS: Readonly<
  Record<string, { name: MessageId; description: MessageId }>
> = {
  alerts: { name: 'subscribe.list.alerts.name', description: 'subscribe.list.alerts.description' },
  news: { name: 'subscribe.list.news.name', description: 'subscribe.list.news.description' },
  meetings: {
    name: 'subscribe.list.meetings.name',
    description: 'subscribe.list.meetings.description',
  },
  jobs: { name: 'subscribe.list.jobs.name', description: 'subscribe.list.jobs.description' },
};

/** A list's name or description in `locale`: the catalogue's while staff's English is the seed's. */
export function subscriptionListWord(
  list: { id: string; name: string; description: string },
  word: 'name' | 'description',
  locale: Locale,
  t: (id: MessageId) => string,
): { value: string; isEnglish: boolean } {
  const english = list[word];
  const id = SEEDED_LIST_WORDS[list.id]?.[word];
  if (locale === 'en') return { value: english, isEnglish: false };
  if (!id) return { value: english, isEnglish: true };
  return contentForLocale(english, { text: t(id), source: CATALOGUES.en[id] }, locale);
}
