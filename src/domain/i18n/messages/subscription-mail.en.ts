/**
 * The words around every subscription e-mail (issue 29, decision 325): the confirmation, and the
 * frame of each notice (the item itself is staff content). Only plain `{name}` placeholders:
 * the back office previews the English with `fillMailText`, without FormatJS.
 */
export const SUBSCRIPTION_MAIL_EN = {
  'subscriptionMail.confirmSubject': 'Confirm your e-mail updates from {districtName}',
  'subscriptionMail.confirmAsked':
    'Someone, probably you, asked {districtName} to send e-mail updates to this address:',
  'subscriptionMail.confirmOpen':
    'To start them, open this link within {hours} hours and press Confirm:',
  'subscriptionMail.confirmLink': 'Confirm my e-mail updates',
  'subscriptionMail.confirmIgnore':
    'If you did not ask for this, ignore this e-mail. You will get nothing more from us.',
  'subscriptionMail.readOnWebsite': 'Read it on the website: {url}',
  'subscriptionMail.readTitleOnWebsite': 'Read “{title}” on the website',
  'subscriptionMail.whyYouGetThis':
    'You get this because you subscribed to "{listName}" from {districtName}.',
  'subscriptionMail.whyYouGetThisHtml':
    'You get this because you subscribed to “{listName}” from {districtName}.',
  'subscriptionMail.changeSubscriptions': 'Change your subscriptions',
  'subscriptionMail.unsubscribeAll': 'Unsubscribe from everything',
  // Said in another language above staff's English when no current translation was written; an
  // English mail never shows them (issue 37, item 3).
  'subscriptionMail.itemInEnglish': 'District notice; the text follows in English',
  'subscriptionMail.urgentItemInEnglish': 'District urgent notice; the text follows in English',
  'subscriptionMail.subjectInEnglish': 'Notice (in English)',
  'subscriptionMail.urgentSubjectInEnglish': 'Urgent notice (in English)',
} as const satisfies Record<string, string>;
