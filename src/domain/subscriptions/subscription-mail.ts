/** The words of subscription e-mails, built from plain values so both sides can show a preview. */

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
}

export interface BuiltMail {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * Simple HTML that reads well in any mail program and with a screen reader: a language, a
 * title, one heading, paragraphs, links with their purpose in their text, no layout tables.
 */
function htmlDocument(title: string, inner: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;max-width:40em">${inner}</body></html>`;
}

/** A notice to subscribers: the district's name, a text version of the item, a link to it. */
export function buildNoticeMail(input: NoticeMailInput): BuiltMail {
  const subject = `${input.subject} – ${input.districtName}`;
  const text = [
    input.districtName,
    input.subject,
    '',
    ...paragraphsOf(input.body).flatMap((paragraph) => [paragraph, '']),
    `Read it on the website: ${input.url}`,
    '',
    '--',
    `You get this because you subscribed to "${input.listName}" from ${input.districtName}.`,
    `Change your subscriptions: ${input.manageUrl}`,
    `Unsubscribe from everything: ${input.unsubscribeUrl}`,
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(input.districtName)}</p>`,
      `<h1 style="font-size:1.4em">${escapeHtml(input.subject)}</h1>`,
      ...paragraphsOf(input.body).map(
        (paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`,
      ),
      `<p><a href="${escapeHtml(input.url)}">Read “${escapeHtml(input.subject)}” on the website</a></p>`,
      '<hr>',
      `<p>You get this because you subscribed to “${escapeHtml(input.listName)}” from ${escapeHtml(input.districtName)}.</p>`,
      `<p><a href="${escapeHtml(input.manageUrl)}">Change your subscriptions</a> · <a href="${escapeHtml(input.unsubscribeUrl)}">Unsubscribe from everything</a></p>`,
    ].join(''),
  );
  return { subject, text, html };
}

/** The one mail sent before an address is confirmed. */
export function buildConfirmationMail(input: {
  districtName: string;
  confirmUrl: string;
  listNames: string[];
  validHours: number;
}): BuiltMail {
  const subject = `Confirm your e-mail updates from ${input.districtName}`;
  const text = [
    `Someone, probably you, asked ${input.districtName} to send e-mail updates to this address:`,
    ...input.listNames.map((name) => `- ${name}`),
    '',
    `To start them, open this link within ${input.validHours} hours and press Confirm:`,
    input.confirmUrl,
    '',
    'If you did not ask for this, ignore this e-mail. You will get nothing more from us.',
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      `<p>Someone, probably you, asked ${escapeHtml(input.districtName)} to send e-mail updates to this address:</p>`,
      `<ul>${input.listNames.map((name) => `<li>${escapeHtml(name)}</li>`).join('')}</ul>`,
      `<p>To start them, open this link within ${input.validHours} hours and press Confirm:</p>`,
      `<p><a href="${escapeHtml(input.confirmUrl)}">Confirm my e-mail updates</a></p>`,
      '<p>If you did not ask for this, ignore this e-mail. You will get nothing more from us.</p>',
    ].join(''),
  );
  return { subject, text, html };
}
