import escapeHtml from 'escape-html';
import { DISTRICT_TIME_ZONE } from '#domain/clock.ts';
import { DISTRICT } from '#domain/content/district.ts';
import { formatCents } from '#domain/permits/permit-fee.ts';
import type { PermitStatusView, PermitVerification } from './status.service.ts';

/**
 * The applicant's status page (/permits/status), rendered on the server as plain HTML so it
 * works without JavaScript: a lookup form, or one application's status and receipt.
 */

export const STATUS_PAGE_TEXT = {
  title: 'Permit status',
  intro:
    'Enter your permit number and the e-mail address you applied with, or open the link in your permit e-mail.',
  permitNumberLabel: 'Permit number',
  permitNumberHint: 'For example RC-2026-000123',
  emailLabel: 'E-mail address',
  submit: 'Find my permit',
  notFound:
    'We could not find a permit with that number and e-mail address. Check both and try again.',
  tooMany: 'Too many lookups from your address. Try again in a few minutes.',
  missing: 'Enter your permit number and e-mail address.',
  void: 'This permit has been voided. It is no longer valid.',
  refunded: 'This payment has been refunded in full. The permit is no longer valid.',
  download: 'Download the permit (PDF)',
  lookUpAnother: 'Look up another permit',
} as const;

function formatInstant(iso: string | null): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('en-US', {
    timeZone: DISTRICT_TIME_ZONE,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** The plain page around the status and verification pages. */
export function layout(body: string, title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} | ${escapeHtml(DISTRICT.name)}</title>
</head>
<body>
<a href="#main">Skip to main content</a>
<header><p><a href="/">${escapeHtml(DISTRICT.name)}</a></p></header>
<main id="main">
${body}
</main>
<footer><p>Questions? Call <a href="tel:${escapeHtml(DISTRICT.mainOffice.phone.replace(/[^\d+]/g, ''))}">${escapeHtml(DISTRICT.mainOffice.phone)}</a>, ${escapeHtml(DISTRICT.mainOffice.hours)}.</p></footer>
</body>
</html>
`;
}

/** The lookup form, with a message above it when a lookup failed. */
export function renderLookupPage(
  options: { message?: string; permitNumber?: string; email?: string } = {},
): string {
  const text = STATUS_PAGE_TEXT;
  const message = options.message
    ? `<p role="alert" id="lookup-error"><strong>${escapeHtml(options.message)}</strong></p>`
    : '';
  const described = options.message ? ' aria-describedby="lookup-error"' : '';
  return layout(
    `<h1>${text.title}</h1>
<p>${escapeHtml(text.intro)}</p>
${message}
<form method="post" action="/permits/status">
<p><label for="permitNumber">${text.permitNumberLabel}</label><br>
<span id="permitNumber-hint">${text.permitNumberHint}</span><br>
<input id="permitNumber" name="permitNumber" type="text" autocomplete="off" required maxlength="40" aria-describedby="permitNumber-hint" value="${escapeHtml(options.permitNumber ?? '')}"${described}></p>
<p><label for="email">${text.emailLabel}</label><br>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="200" value="${escapeHtml(options.email ?? '')}"${described}></p>
<p><button type="submit">${text.submit}</button></p>
</form>`,
    text.title,
  );
}

/** One application's status, dates, money and receipt. */
export function renderStatusPage(view: PermitStatusView): string {
  const text = STATUS_PAGE_TEXT;
  const row = (label: string, value: string) =>
    value ? `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>` : '';
  const warning = view.isVoid
    ? `<p role="status"><strong>${text.void}</strong></p>`
    : view.isRefunded
      ? `<p role="status"><strong>${text.refunded}</strong></p>`
      : '';
  const download = view.pdfUrl
    ? `<p><a href="${escapeHtml(view.pdfUrl)}" download>${text.download}</a></p>`
    : '';
  return layout(
    `<h1>${text.title}</h1>
<h2>${escapeHtml(view.title)} ${escapeHtml(view.permitNumber)}</h2>
${warning}
<p>Status: <strong>${escapeHtml(view.statusText)}</strong></p>
${download}
<h2>Dates</h2>
<dl>
${row('Applied', formatInstant(view.appliedAt))}
${row('Paid', formatInstant(view.paidAt))}
${row('Permit issued', formatInstant(view.issuedAt))}
${row('Permit e-mailed', formatInstant(view.emailedAt))}
${row('Voided', formatInstant(view.voidedAt))}
</dl>
<h2>Receipt</h2>
<dl>
${row('Permit', `${view.title} ${view.permitNumber}`)}
${row('Permit cost', formatCents(view.costCents))}
${row('Processing fee', formatCents(view.feeCents))}
${row('Amount paid', formatCents(view.totalCents))}
${row('Amount refunded', formatCents(view.refundedCents))}
${row('Payment reference', view.paymentReference)}
${row('Permit e-mailed to', view.emailedTo)}
</dl>
<p><a href="/permits/status">${text.lookUpAnother}</a></p>`,
    `${text.title}: ${view.permitNumber}`,
  );
}

export const VERIFY_PAGE_TEXT = {
  title: 'Permit verification',
  notFound:
    'The district has no permit with this number. Check the number printed on the permit, or call the main office.',
} as const;

/** The public answer for a genuine permit number: type, status and dates, nothing personal. */
export function renderVerificationPage(view: PermitVerification): string {
  const row = (label: string, value: string) =>
    `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
  const verdict = view.isValid
    ? `${escapeHtml(DISTRICT.name)} issued this permit and it is valid.`
    : `${escapeHtml(DISTRICT.name)} issued this permit, but it is no longer valid.`;
  return layout(
    `<h1>${VERIFY_PAGE_TEXT.title}</h1>
<p role="status"><strong>Genuine permit ${escapeHtml(view.permitNumber)}.</strong> ${verdict}</p>
<dl>
${row('Permit number', view.permitNumber)}
${row('Permit', view.title)}
${row('Status', view.statusText)}
${row('Date of issue', view.issuedOn)}
${row('Valid through', view.validThrough)}
</dl>`,
    `${VERIFY_PAGE_TEXT.title}: ${view.permitNumber}`,
  );
}

/** The answer for a number the district never issued: that, and nothing else. */
export function renderUnknownPermitPage(): string {
  return layout(
    `<h1>${VERIFY_PAGE_TEXT.title}</h1>
<p role="alert"><strong>${VERIFY_PAGE_TEXT.notFound}</strong></p>`,
    VERIFY_PAGE_TEXT.title,
  );
}
