import type { MessageId } from './catalogues.ts';

/**
 * Messages whose translation differs, on purpose, from another message with the same English
 * (issue 29): each is chosen by its id in one place where the wording must differ (a short page
 * title, a button in the first person). `translateEnglish` and `translateText`, which turn an
 * English text into a message, never pick one of these; every other message with the same English
 * has the same translation (`findDivergentTranslations`, checked in catalogue-check.test.ts).
 */
export const CONTEXTUAL_MESSAGES: ReadonlyMap<MessageId, string> = new Map<MessageId, string>([
  ['burn.verify.datesValue', 'a value on its own line: capital "Del"'],
  ['burn.mail.days', 'inside a sentence: "del … al …"'],
  ['burn.apply.pageTitle', 'the short document title'],
  ['burn.permit.checkInButton', 'a button in the first person ("Avisar que voy a quemar")'],
  ['permits.card.declined', "a card's answer, not a permit's status"],
  ['subscribe.page.metaTitle', 'the short document title'],
  ['subscriptionMail.unsubscribeAll', 'a link in an e-mail ("sus suscripciones")'],
  ['layout.languageLink', 'the link to the other language names that language'],
  ['content.recordsRequest.onlineLink', 'a link in the imperative, beside the form title'],
  ['search.kind.news', "one result's kind, singular"],
  ['recordsPages.meetingType.Emergency', 'the kind of a board meeting ("Reunión de emergencia")'],
  ['recordsPages.openDocument', 'a link to open a document, in the imperative ("Abrir")'],
]);
