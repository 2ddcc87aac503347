import { SEED_PAGES } from '../../content/seed-content.ts';

/** The e-mail updates page's published words as the district first wrote them (its seed). */
const PAGE = SEED_PAGES.subscribe;

/**
 * E-mail updates in English (issue 29, decision 325): the words of the subscribe pages as the
 * seed gives them (a Spanish page shows their Spanish while staff's English still reads so), the
 * language choice, and the words around every subscription e-mail.
 */
export const SUBSCRIBE_EN = {
  'subscribe.page.metaTitle': PAGE.meta.title,
  'subscribe.page.metaDescription': PAGE.meta.description,
  'subscribe.page.title': PAGE.title,
  'subscribe.page.intro': PAGE.intro,
  'subscribe.page.listsLegend': PAGE.listsLegend,
  'subscribe.page.emailLabel': PAGE.emailLabel,
  'subscribe.page.emailHint': PAGE.emailHint,
  'subscribe.page.submit': PAGE.submit,
  'subscribe.page.noLists': PAGE.noLists,
  'subscribe.page.errorSummaryTitle': PAGE.errorSummaryTitle,
  'subscribe.page.checkEmailTitle': PAGE.checkEmailTitle,
  'subscribe.page.checkEmail': PAGE.checkEmail,
  'subscribe.page.tooMany': PAGE.tooMany,
  'subscribe.page.confirmTitle': PAGE.confirmTitle,
  'subscribe.page.confirmIntro': PAGE.confirmIntro,
  'subscribe.page.confirmButton': PAGE.confirmButton,
  'subscribe.page.confirmedTitle': PAGE.confirmedTitle,
  'subscribe.page.confirmed': PAGE.confirmed,
  'subscribe.page.manageLinkLabel': PAGE.manageLinkLabel,
  'subscribe.page.linkInvalidTitle': PAGE.linkInvalidTitle,
  'subscribe.page.linkInvalid': PAGE.linkInvalid,
  'subscribe.page.startAgainLabel': PAGE.startAgainLabel,
  'subscribe.page.manageTitle': PAGE.manageTitle,
  'subscribe.page.manageIntro': PAGE.manageIntro,
  'subscribe.page.saveButton': PAGE.saveButton,
  'subscribe.page.saved': PAGE.saved,
  'subscribe.page.leaveAllButton': PAGE.leaveAllButton,
  'subscribe.page.leftTitle': PAGE.leftTitle,
  'subscribe.page.left': PAGE.left,
  'subscribe.page.privacyNote': PAGE.privacyNote,
  'subscribe.page.privacyLinkLabel': PAGE.privacyLink.label,

  'subscribe.language.legend': 'Language of the e-mails',
  'subscribe.language.en': 'English',
  'subscribe.language.es': 'Español',

  // The e-mail address checks of SubscriberEmailSchema, for translateEnglish.
  'subscribe.error.emailMissing': 'Enter your e-mail address.',
  'subscribe.error.emailTooLong': 'Enter an e-mail address of at most 254 characters.',
  'subscribe.error.emailFormat':
    'Enter an e-mail address in the correct format, like name@example.org',

  'subscribe.unsubscribed': 'You are unsubscribed.',

  // The lists the district starts with, as migration 191 seeds them (issue 37).
  'subscribe.list.alerts.name': 'Fire restrictions and alerts',
  'subscribe.list.alerts.description':
    'Warnings and emergencies: fire restrictions, evacuations, road closures.',
  'subscribe.list.news.name': 'News',
  'subscribe.list.news.description': 'News from the district.',
  'subscribe.list.meetings.name': 'Board meeting notices and agendas',
  'subscribe.list.meetings.description':
    'Notice of each board meeting, its agenda, and changes of time or place.',
  'subscribe.list.jobs.name': 'Job openings',
  'subscribe.list.jobs.description': 'New positions at the district.',
} as const satisfies Record<string, string>;
