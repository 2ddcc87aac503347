import {
  EXPEDITE_GROUNDS,
  EXPEDITE_GROUND_LABELS,
  RECORDS_FORMATS,
  RECORDS_FORMAT_LABELS,
  RECORDS_REQUEST_FIELD_LABELS,
  RECORDS_REQUEST_MACHINE,
  formatCents,
  type RecordsRequestField,
} from '#domain/records/records-request.ts';
import { toDistrictDay } from '#domain/records/grama-clock.ts';
import {
  describedBy,
  escapeHtml as e,
  fieldError,
  invalid,
  plainPage,
} from '#server/html/plain-page.ts';
import type { StatusEventRow } from '#server/status/status-events.tables.ts';
import { RECORDS_PATHS, describeDeadline, formatLongDay } from './records.service.ts';
import type { RecordsRequestRow } from './records.tables.ts';

/**
 * The public records pages as plain server-rendered HTML with no script (issue 20 asks for a
 * form and status page that work without JavaScript); every input labelled.
 */

function layout(input: { title: string; body: string; districtName: string }): string {
  return plainPage({
    ...input,
    links: [
      { href: '/public-records', label: 'Public Records' },
      { href: '/public-records/request', label: 'Records request' },
    ],
    footer:
      "Requests follow Utah's Government Records Access and Management Act (Utah Code Title 63G, Chapter 2).",
  });
}

export type RecordsFormValues = Partial<Record<RecordsRequestField, string>>;

/** Where the error summary's link for a field points (the first radio of a group). */
function anchorOf(name: string): string {
  if (name === 'format') return `format-${RECORDS_FORMATS[0]}`;
  if (name === 'expediteGround') return `expediteGround-${EXPEDITE_GROUNDS[0]}`;
  return name;
}

export function renderRequestFormPage(input: {
  districtName: string;
  values: RecordsFormValues;
  errors: Record<string, string>;
}): string {
  const { values, errors } = input;
  const label = RECORDS_REQUEST_FIELD_LABELS;
  const text = (
    name: RecordsRequestField,
    type: string,
    autocomplete: string,
    hint?: string,
  ) => `<div class="field">
<label for="${name}">${e(label[name])}</label>
${hint ? `<p class="hint" id="${name}-hint">${e(hint)}</p>` : ''}${fieldError(name, errors)}
<input type="${type}" id="${name}" name="${name}" value="${e(values[name] ?? '')}"${autocomplete ? ` autocomplete="${autocomplete}"` : ''}${describedBy(name, errors, Boolean(hint))}${invalid(name, errors)}>
</div>`;
  const area = (name: RecordsRequestField, hint?: string, autocomplete = '') => `<div class="field">
<label for="${name}">${e(label[name])}</label>
${hint ? `<p class="hint" id="${name}-hint">${e(hint)}</p>` : ''}${fieldError(name, errors)}
<textarea id="${name}" name="${name}"${autocomplete ? ` autocomplete="${autocomplete}"` : ''}${describedBy(name, errors, Boolean(hint))}${invalid(name, errors)}>${e(values[name] ?? '')}</textarea>
</div>`;
  const checkbox = (name: RecordsRequestField) => `<div class="field">
<input type="checkbox" id="${name}" name="${name}" value="yes"${values[name] === 'yes' ? ' checked' : ''}> <label for="${name}" class="inline">${e(label[name])}</label>
</div>`;
  const errorEntries = Object.entries(errors).filter(([name]) => name in label);
  const summary =
    errorEntries.length > 0
      ? `<div class="summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1">
<h2 id="error-summary-title">There is a problem</h2>
<ul>${errorEntries.map(([name, message]) => `<li><a href="#${anchorOf(name)}">${e(message)}</a></li>`).join('')}</ul>
</div>`
      : '';
  return layout({
    title: `${errorEntries.length > 0 ? 'Error: ' : ''}Request public records online`,
    districtName: input.districtName,
    body: `<h1>Request public records online</h1>
${summary}
<p>The district responds within 10 business days after it receives your request (5 business days when it grants an expedited response). A request received after 5 PM or on a weekend or holiday counts from the next business day. You can also use the <a href="/public-records/request">printable request form</a>.</p>
<form method="post" action="${RECORDS_PATHS.form}" novalidate>
<h2>About you</h2>
${text('requesterName', 'text', 'name')}
${text('email', 'email', 'email', 'We send your request number and private status link here.')}
${text('phone', 'tel', 'tel')}
${area('mailingAddress', undefined, 'street-address')}
<h2>The records</h2>
${area('description', 'Describe the records as exactly as you can: subject, people, places, kinds of document.')}
<fieldset>
<legend>Date range of the records (optional)</legend>
${text('fromDay', 'date', '', 'Format YYYY-MM-DD.')}
${text('toDay', 'date', '', 'Format YYYY-MM-DD.')}
</fieldset>
<fieldset${errors.format ? ' aria-describedby="format-error"' : ''}>
<legend>${e(label.format)}</legend>${fieldError('format', errors)}
${RECORDS_FORMATS.map(
  (format) =>
    `<div><input type="radio" id="format-${format}" name="format" value="${format}"${values.format === format ? ' checked' : ''}> <label for="format-${format}" class="inline">${e(RECORDS_FORMAT_LABELS[format])}</label></div>`,
).join('\n')}
</fieldset>
<h2>Fees</h2>
<p>Fees cover only the actual cost of providing the records. You get an estimate before any work that costs money.</p>
${checkbox('feeWaiver')}
${area('feeWaiverReason', 'Only if you ask for a waiver.')}
<h2>Expedited response</h2>
${checkbox('expedited')}
<fieldset${errors.expediteGround ? ' aria-describedby="expediteGround-error"' : ''}>
<legend>${e(label.expediteGround)}</legend>
<p class="hint">Only if you ask for an expedited response.</p>${fieldError('expediteGround', errors)}
${EXPEDITE_GROUNDS.map(
  (ground) =>
    `<div><input type="radio" id="expediteGround-${ground}" name="expediteGround" value="${ground}"${values.expediteGround === ground ? ' checked' : ''}> <label for="expediteGround-${ground}" class="inline">${e(EXPEDITE_GROUND_LABELS[ground])}</label></div>`,
).join('\n')}
</fieldset>
${area('expediteReason', 'Only if you ask for an expedited response.')}
<button type="submit">Send the request</button>
</form>`,
  });
}

export function renderStatusPage(input: {
  districtName: string;
  request: RecordsRequestRow;
  businessDaysLeft: number;
  timeline: StatusEventRow[];
  isJustFiled: boolean;
  canAppeal: boolean;
  appealsOfficer: string;
  notice?: string;
  appealErrors: Record<string, string>;
  /** The officer's question while the request waits for the requester's clarification. */
  clarificationQuestion?: string | null;
  clarificationErrors?: Record<string, string>;
  /** True while the machine lets the request go to withdrawn. */
  canWithdraw?: boolean;
  withdrawErrors?: Record<string, string>;
  /** The records officer's address, for fees already paid. */
  officerEmail?: string;
  /** The responsive records, downloadable through this private page until they expire. */
  files?: Array<{
    href: string;
    fileName: string;
    sizeBytes: number;
    expiresAt: string;
    isAvailable: boolean;
  }>;
}): string {
  const files = input.files ?? [];
  const appealErrors = input.appealErrors;
  const clarificationErrors = input.clarificationErrors ?? {};
  const withdrawErrors = input.withdrawErrors ?? {};
  const { request } = input;
  const isOpen = !request.respondedAt && request.status !== 'withdrawn';
  const left =
    input.businessDaysLeft > 0
      ? `${input.businessDaysLeft} business day${input.businessDaysLeft === 1 ? '' : 's'} left`
      : input.businessDaysLeft === 0
        ? 'Due today'
        : `Overdue by ${-input.businessDaysLeft} business day${input.businessDaysLeft === -1 ? '' : 's'}`;
  return layout({
    title: `Records request ${request.requestNumber}`,
    districtName: input.districtName,
    body: `<h1>Records request ${e(request.requestNumber)}</h1>
${
  input.isJustFiled
    ? `<div class="notice" role="status"><p>We received your request. We have e-mailed ${e(request.email)} the request number and this page's link: keep it to follow your request.</p><p>${e(describeDeadline(request))}</p></div>`
    : ''
}
<dl>
<dt>Status</dt><dd>${e(RECORDS_REQUEST_MACHINE.labels[request.status])}</dd>
<dt>Received</dt><dd>Counts from ${e(formatLongDay(request.receivedDay))}</dd>
<dt>Response due</dt><dd>${e(formatLongDay(request.dueDay))}</dd>
${request.status === 'appealed' && request.appealDueDay ? `<dt>Appeal decision due</dt><dd>${e(formatLongDay(request.appealDueDay))}</dd>` : ''}
${isOpen ? `<dt>Days left</dt><dd>${e(left)}</dd>` : ''}
<dt>Records asked for</dt><dd>${e(request.description)}</dd>
</dl>
${input.notice ? `<div class="notice" role="status"><p>${e(input.notice)}</p></div>` : ''}
${
  request.withheld
    ? `<h2>Withheld</h2>
<p>${e(request.withheld)}</p>`
    : ''
}
${
  files.length > 0
    ? `<h2>Your records</h2>
<ul class="downloads">${files
        .map((file) =>
          file.isAvailable
            ? `<li><a href="${e(file.href)}" download>${e(file.fileName)}</a> (${e(formatSize(file.sizeBytes))}), available until ${e(formatLongDay(toDistrictDay(new Date(file.expiresAt)).day))}</li>`
            : `<li>${e(file.fileName)}: This file is no longer available.</li>`,
        )
        .join('')}</ul>`
    : ''
}
${
  request.status === 'awaiting_payment' && request.feeCents
    ? `<h2>Fees</h2>
<p>The fee for your request is estimated at ${e(formatCents(request.feeCents))}, the actual cost:</p>
<p>${e(request.feeDescription)}</p>
${
  request.feePayUrl
    ? `<p><a href="${e(request.feePayUrl)}">Pay ${e(formatCents(request.feeCents))} by card</a>. The work goes on once it is paid.</p>`
    : '<p>The records officer will tell you how to pay. The work goes on once it is paid.</p>'
}`
    : ''
}
${
  input.clarificationQuestion !== null && input.clarificationQuestion !== undefined
    ? `<h2>Clarify your request</h2>
<p>The records officer asks:</p>
<blockquote><p>${e(input.clarificationQuestion)}</p></blockquote>
<form method="post" action="${RECORDS_PATHS.status}/${e(request.accessToken)}/clarify" novalidate>
<div class="field">
<label for="clarification">Your answer</label>${fieldError('clarification', clarificationErrors)}
<textarea id="clarification" name="clarification"${describedBy('clarification', clarificationErrors)}${invalid('clarification', clarificationErrors)}></textarea>
</div>
<button type="submit">Send your answer</button>
</form>`
    : ''
}
<h2>What happened</h2>
<ol class="timeline">${input.timeline
      .map(
        (entry) =>
          `<li><time datetime="${e(entry.at)}">${e(
            new Date(entry.at).toLocaleString('en-US', {
              timeZone: 'America/Denver',
              month: 'long',
              day: 'numeric',
              year: 'numeric',
              hour: 'numeric',
              minute: '2-digit',
            }),
          )}</time>: ${e(entry.toStatus ? (RECORDS_REQUEST_MACHINE.labels[entry.toStatus as RecordsRequestRow['status']] ?? entry.toStatus) : (entry.reason ?? entry.kind))}</li>`,
      )
      .join('')}</ol>
${
  input.canAppeal
    ? `<h2>Appeal</h2>
<p>You may appeal to ${e(input.appealsOfficer)}, the district's chief administrative officer (Utah Code 63G-2-401): within 30 days of a denial, or now because the deadline has passed without a response.</p>
<form method="post" action="${RECORDS_PATHS.status}/${e(request.accessToken)}/appeal" novalidate>
<div class="field">
<label for="appealReason">Why you appeal</label>${fieldError('appealReason', appealErrors)}
<textarea id="appealReason" name="appealReason"${describedBy('appealReason', appealErrors)}${invalid('appealReason', appealErrors)}></textarea>
</div>
<button type="submit">Send the appeal</button>
</form>`
    : ''
}
${
  input.canWithdraw
    ? `<h2>Withdraw this request</h2>
<p>If you no longer need these records, withdraw the request: the district stops work on it and you cannot reopen it. Fees already paid are not refunded by this form; contact the records officer${input.officerEmail ? ` at <a href="mailto:${e(input.officerEmail)}">${e(input.officerEmail)}</a>` : ''} about them.</p>
<form method="post" action="${RECORDS_PATHS.status}/${e(request.accessToken)}/withdraw" novalidate>
<div class="field">${fieldError('confirmWithdraw', withdrawErrors)}
<input type="checkbox" id="confirmWithdraw" name="confirmWithdraw" value="yes"${describedBy('confirmWithdraw', withdrawErrors)}${invalid('confirmWithdraw', withdrawErrors)}> <label for="confirmWithdraw" class="inline">I want to withdraw this request</label>
</div>
<button type="submit">Withdraw this request</button>
</form>`
    : ''
}`,
  });
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function renderFileGonePage(districtName: string, statusHref: string): string {
  return layout({
    title: 'File no longer available',
    districtName,
    body: `<h1>This file is no longer available</h1>
<p>Responsive records stay on your request's page for a set time, and this one has expired. <a href="${e(statusHref)}">Back to your request</a>; ask the records officer if you need it again.</p>`,
  });
}

export function renderNotFoundPage(districtName: string): string {
  return layout({
    title: 'Request not found',
    districtName,
    body: `<h1>Request not found</h1>
<p>This link does not match a records request. Check the link in the e-mail we sent you, or <a href="${RECORDS_PATHS.form}">file a new request</a>.</p>`,
  });
}

export function renderPublicLogPage(input: {
  districtName: string;
  rows: Array<{
    requestNumber: string;
    receivedDay: string;
    dueDay: string;
    logSubject: string | null;
    status: RecordsRequestRow['status'];
    respondedAt: string | null;
  }>;
}): string {
  return layout({
    title: 'Public records request log',
    districtName: input.districtName,
    body: `<h1>Public records request log</h1>
<p>Every records request the district received, with its dates, subject and outcome. The subject is written by the records officer; the log names no requester and holds no personal data.</p>
${
  input.rows.length === 0
    ? '<p>No requests yet.</p>'
    : `<table>
<caption>Requests, newest first</caption>
<thead><tr><th scope="col">Request</th><th scope="col">Received</th><th scope="col">Due</th><th scope="col">Subject</th><th scope="col">Outcome</th></tr></thead>
<tbody>${input.rows
        .map(
          (row) =>
            `<tr><td>${e(row.requestNumber)}</td><td>${e(row.receivedDay)}</td><td>${e(row.dueDay)}</td><td>${e(row.logSubject ?? 'Not described yet')}</td><td>${e(RECORDS_REQUEST_MACHINE.labels[row.status])}</td></tr>`,
        )
        .join('')}</tbody>
</table>`
}`,
  });
}
