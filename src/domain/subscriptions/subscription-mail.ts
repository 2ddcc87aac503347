/** The words of subscription e-mails, built from plain values so both sides can show a preview. */
import type { SUBSCRIPTION_MAIL_EN } from '../i18n/messages/subscription-mail.en.ts';
import { escapeHtml } from '#domain/html-escape.ts';

/** A mail word (`subscriptionMail.*`) in the mail's language, placeholders filled in. */
export type MailText = (
  id: keyof typeof SUBSCRIPTION_MAIL_EN,
  values?: Record<string, string | number>,
) => string;

/**
 * A mail word with its plain `{name}` placeholders filled in, without FormatJS: the back office
 * previews English notices with it (its bundle carries no FormatJS). The server formats with
 * `createSiteIntl(language).t`; a test checks both give the same text for every mail word.
 */
export function fillMailText(
  messages: Readonly<Record<keyof typeof SUBSCRIPTION_MAIL_EN, string>>,
): MailText {
  return (id, values = {}) =>
    messages[id].replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
}

export interface NoticeMailInput {
  districtName: string;
  listName: string;
  subject: string;
  /** Plain text of the item, paragraphs separated by blank lines. */
  body: string;
  /** Absolute link to the item. */
  url: string;
  manageUrl: string;
  unsubscribeUrl: string;
  /** An urgent notice (No burning, an urgent alert): said so above staff's English. */
  isUrgent?: boolean;
}

/** The language of a mail: its words (`t`), its `lang`, and whether the item is staff's English. */
export interface MailLanguage {
  t: MailText;
  /** The mail's language tag (`en`, `es`). */
  lang: string;
  /** The item is English in a mail of another language (no current Spanish was written). */
  isItemEnglish?: boolean;
}

export interface BuiltMail {
  subject: string;
  text: string;
  html: string;
}

function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * A mail word as HTML: its text escaped, and each of `html`'s values (already HTML) where its
 * placeholder stood.
 */
function htmlWord(
  t: MailText,
  id: Parameters<MailText>[0],
  values: Record<string, string | number>,
  html: Record<string, string>,
): string {
  const names = Object.keys(html);
  const marks = Object.fromEntries(names.map((name, index) => [name, `\u0000${index}\u0000`]));
  let out = escapeHtml(t(id, { ...values, ...marks }));
  names.forEach((name, index) => {
    out = out.replace(`\u0000${index}\u0000`, () => html[name] ?? '');
  });
  return out;
}

/**
 * Simple HTML that reads well in any mail program and with a screen reader: a language, a
 * title, one heading, paragraphs, links with their purpose in their text, no layout tables.
 */
function htmlDocument(title: string, inner: string, lang: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;max-width:40em">${inner}</body></html>`;
}

/**
 * A notice to subscribers in the subscriber's language: the district's name, a text version of
 * the item, a link to it. Staff's English in a mail of another language (no current Spanish) is
 * marked `lang="en"` in the HTML, as on the site; list names are staff's English too.
 */
export function buildNoticeMail(
  input: NoticeMailInput,
  { t, lang, isItemEnglish }: MailLanguage,
): BuiltMail {
  // Never English alone in a mail of another language: a line in the reader's language says what
  // this is and that the text follows in English (issue 37, item 3).
  const inEnglish = isItemEnglish === true && lang !== 'en';
  const urgent = input.isUrgent === true;
  const lead = inEnglish
    ? t(urgent ? 'subscriptionMail.urgentItemInEnglish' : 'subscriptionMail.itemInEnglish')
    : undefined;
  const subjectLead = inEnglish
    ? `${t(urgent ? 'subscriptionMail.urgentSubjectInEnglish' : 'subscriptionMail.subjectInEnglish')}: `
    : '';
  const subject = `${subjectLead}${input.subject} – ${input.districtName}`;
  const text = [
    input.districtName,
    ...(lead ? [lead] : []),
    input.subject,
    '',
    ...paragraphsOf(input.body).flatMap((paragraph) => [paragraph, '']),
    t('subscriptionMail.readOnWebsite', { url: input.url }),
    '',
    '--',
    t('subscriptionMail.whyYouGetThis', {
      listName: input.listName,
      districtName: input.districtName,
    }),
    `${t('subscriptionMail.changeSubscriptions')}: ${input.manageUrl}`,
    `${t('subscriptionMail.unsubscribeAll')}: ${input.unsubscribeUrl}`,
  ].join('\n');
  const item = isItemEnglish === true ? ' lang="en"' : '';
  const listName =
    lang === 'en'
      ? escapeHtml(input.listName)
      : `<span lang="en">${escapeHtml(input.listName)}</span>`;
  const title =
    isItemEnglish === true
      ? `<span lang="en">${escapeHtml(input.subject)}</span>`
      : escapeHtml(input.subject);
  const html = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(input.districtName)}</p>`,
      ...(lead ? [`<p><strong>${escapeHtml(lead)}</strong></p>`] : []),
      `<h1 style="font-size:1.4em"${item}>${escapeHtml(input.subject)}</h1>`,
      ...paragraphsOf(input.body).map(
        (paragraph) => `<p${item}>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`,
      ),
      `<p><a href="${escapeHtml(input.url)}">${htmlWord(t, 'subscriptionMail.readTitleOnWebsite', {}, { title })}</a></p>`,
      '<hr>',
      `<p>${htmlWord(t, 'subscriptionMail.whyYouGetThisHtml', { districtName: input.districtName }, { listName })}</p>`,
      `<p><a href="${escapeHtml(input.manageUrl)}">${escapeHtml(t('subscriptionMail.changeSubscriptions'))}</a> · <a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(t('subscriptionMail.unsubscribeAll'))}</a></p>`,
    ].join(''),
    lang,
  );
  return { subject, text, html };
}

/** The one mail sent before an address is confirmed, in the language asked for. */
export function buildConfirmationMail(
  input: {
    districtName: string;
    confirmUrl: string;
    /** The lists asked for, in the mail's language where the catalogue has them (issue 37). */
    lists: readonly { name: string; isEnglish: boolean }[];
    validHours: number;
  },
  { t, lang }: MailLanguage,
): BuiltMail {
  const { districtName } = input;
  const subject = t('subscriptionMail.confirmSubject', { districtName });
  const asked = t('subscriptionMail.confirmAsked', { districtName });
  const open = t('subscriptionMail.confirmOpen', { hours: input.validHours });
  const ignore = t('subscriptionMail.confirmIgnore');
  const text = [
    asked,
    ...input.lists.map(({ name }) => `- ${name}`),
    '',
    open,
    input.confirmUrl,
    '',
    ignore,
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(asked)}</p>`,
      `<ul>${input.lists.map(({ name, isEnglish }) => `<li${isEnglish && lang !== 'en' ? ' lang="en"' : ''}>${escapeHtml(name)}</li>`).join('')}</ul>`,
      `<p>${escapeHtml(open)}</p>`,
      `<p><a href="${escapeHtml(input.confirmUrl)}">${escapeHtml(t('subscriptionMail.confirmLink'))}</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join(''),
    lang,
  );
  return { subject, text, html };
}
