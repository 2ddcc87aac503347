import {
  describeBurnWindows,
  type BurnDayStatus,
  type BurnSettings,
} from '#domain/burn/burn-day.ts';
import {
  BURN_MATERIALS,
  BURN_MATERIAL_LABELS,
  BURN_PERMIT_MACHINE,
  type BurnApplicationField,
} from '#domain/burn/burn-permit.ts';
import {
  describedBy,
  escapeHtml,
  fieldError,
  invalid,
  plainPage,
} from '#server/html/plain-page.ts';
import type { BurnPermitSummary, DayCheckIn } from './burn.repo.ts';
import { BURN_PATHS, mapLinkOf } from './burn.service.ts';

/**
 * The open-burning pages as plain server-rendered HTML: no script at all (issue 19 asks for pages
 * that work without JavaScript), one small stylesheet of our own, every input labelled.
 */

export { escapeHtml };
const e = escapeHtml;

function layout(input: { title: string; body: string; districtName: string }): string {
  return plainPage({
    ...input,
    links: [
      { href: '/permits', label: 'Permit Forms' },
      { href: BURN_PATHS.page, label: 'Open burning' },
    ],
    footer:
      'Open burning follows Utah Admin. Code R307-202. Report an uncontrolled fire: call 911.',
  });
}

function formatDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function formatInstant(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    timeZone: 'America/Denver',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

function statusBox(status: BurnDayStatus, headingLevel: 'h1' | 'h2'): string {
  const kind = status.isBurningAllowed ? 'allowed' : 'forbidden';
  return `<section class="status status--${kind}" aria-labelledby="burn-status-title">
<${headingLevel} id="burn-status-title">Burn day status</${headingLevel}>
<p><strong>${e(status.headline)}</strong></p>
${status.reason ? `<p>${e(status.reason)}</p>` : ''}
<p>For ${e(formatDay(status.day))}, until ${e(formatInstant(status.validUntil))} Mountain time.${
    status.clearingIndex !== null ? ` Clearing index: ${e(status.clearingIndex)}.` : ''
  }</p>
</section>`;
}

export function renderStatusPage(districtName: string, status: BurnDayStatus): string {
  return layout({
    // Short: the layout adds the district's name, and a title stays within 70 characters.
    title: `Burn day: ${status.headline}`,
    districtName,
    body: `${statusBox(status, 'h1')}
<p><a href="${BURN_PATHS.page}">About open burn permits</a></p>`,
  });
}

export function renderBurnPage(
  districtName: string,
  status: BurnDayStatus,
  settings: BurnSettings,
): string {
  return layout({
    title: 'Open burning',
    districtName,
    body: `<h1>Open burning</h1>
${statusBox(status, 'h2')}
<h2>Open burn permits</h2>
<p>You need a permit for each burn of yard waste, a ditch bank or agricultural material. Burning is allowed only from ${e(describeBurnWindows(settings.windows))}, and only on burn days.</p>
<p><a href="${BURN_PATHS.apply}">Apply for an open burn permit</a>${settings.feeCents === 0 ? ' (no fee)' : ''}</p>
<h2>On the day you burn</h2>
<p>Check the status above, then check in with the private link in your permit e-mail before you light. If the status changes to No burning, put your fire out: we e-mail everyone who checked in.</p>
<p><a href="${BURN_PATHS.status}">Today’s status on its own page</a></p>
<p><a href="${BURN_PATHS.statusFeed}">Add burn days to your calendar (iCalendar feed)</a></p>`,
  });
}

export type ApplyFormValues = Partial<Record<BurnApplicationField, string>>;

const FIELD_LABELS: Record<BurnApplicationField, string> = {
  applicantName: 'Your name',
  phone: 'Phone',
  email: 'E-mail',
  street: 'Street address of the burn',
  town: 'Town',
  material: 'Material',
  materialDescription: 'What you will burn and how much',
  pileSize: 'Pile size',
  fromDay: 'First day',
  toDay: 'Last day',
  acceptConditions: 'Conditions',
  stateRegistrationNumber: 'State burn registration number',
};

/** The state's registration number, asked when the settings say so (decision 307). */
function stateRegistrationField(
  url: string,
  values: ApplyFormValues,
  errors: Record<string, string>,
) {
  const name = 'stateRegistrationNumber';
  return `<div class="field">
<label for="${name}">${FIELD_LABELS[name]}</label>
<p class="hint" id="${name}-hint">Register the burn with the state first, at <a href="${e(url)}">the state’s open burn registration</a>, then enter the number it gives you.</p>${fieldError(name, errors)}
<input type="text" id="${name}" name="${name}" value="${e(values[name] ?? '')}"${describedBy(name, errors, true)}${invalid(name, errors)}>
</div>`;
}

export function renderApplyPage(input: {
  districtName: string;
  settings: BurnSettings;
  values: ApplyFormValues;
  errors: Record<string, string>;
  banner?: string;
}): string {
  const { settings, values, errors } = input;
  const text = (name: BurnApplicationField, type: string, autocomplete: string, hint?: string) =>
    `<div class="field">
<label for="${name}">${e(FIELD_LABELS[name])}</label>
${hint ? `<p class="hint" id="${name}-hint">${e(hint)}</p>` : ''}${fieldError(name, errors)}
<input type="${type}" id="${name}" name="${name}" value="${e(values[name] ?? '')}"${autocomplete ? ` autocomplete="${autocomplete}"` : ''}${describedBy(name, errors, Boolean(hint))}${invalid(name, errors)}>
</div>`;
  const errorEntries = Object.entries(errors).filter(([name]) => name in FIELD_LABELS);
  const summary =
    errorEntries.length > 0
      ? `<div class="summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1">
<h2 id="error-summary-title">There is a problem</h2>
<ul>${errorEntries
          .map(
            ([name, message]) =>
              `<li><a href="#${name === 'material' ? 'material-yard-waste' : name === 'acceptConditions' ? 'acceptConditions' : name}">${e(message)}</a></li>`,
          )
          .join('')}</ul>
</div>`
      : '';
  return layout({
    title: `${errorEntries.length > 0 ? 'Error: ' : ''}Apply for an open burn permit`,
    districtName: input.districtName,
    body: `<h1>Apply for an open burn permit</h1>
${input.banner ? `<div class="refused" role="alert"><p>${e(input.banner)}</p></div>` : ''}
${summary}
<p>One permit covers one burn at one address, for the material you describe, on burn days between the dates you choose. Burning is allowed only from ${e(describeBurnWindows(settings.windows))}. ${settings.feeCents === 0 ? 'There is no fee.' : ''}</p>
<form method="post" action="${BURN_PATHS.apply}" novalidate>
<h2>About you</h2>
${text('applicantName', 'text', 'name')}
${text('phone', 'tel', 'tel', 'A number we can reach on the day you burn.')}
${text('email', 'email', 'email', 'We send the permit and your check-in link here.')}
<h2>Where</h2>
${text('street', 'text', 'address-line1')}
<div class="field">
<label for="town">Town</label>
<p class="hint" id="town-hint">The burn must be in the district.</p>${fieldError('town', errors)}
<select id="town" name="town"${describedBy('town', errors, true)}${invalid('town', errors)}>
<option value="">Choose a town</option>
${settings.towns.map((town) => `<option${values.town === town ? ' selected' : ''}>${e(town)}</option>`).join('\n')}
</select>
</div>
${settings.asksStateRegistration ? stateRegistrationField(settings.stateRegistrationUrl, values, errors) : ''}
<h2>What</h2>
<fieldset class="field"${errors.material ? ' aria-describedby="material-error"' : ''}>
<legend>Material</legend>${fieldError('material', errors)}
${BURN_MATERIALS.map(
  (material) =>
    `<div><input type="radio" id="material-${material}" name="material" value="${material}"${values.material === material ? ' checked' : ''}> <label for="material-${material}" class="inline">${e(BURN_MATERIAL_LABELS[material])}</label></div>`,
).join('\n')}
</fieldset>
<div class="field">
<label for="materialDescription">${FIELD_LABELS.materialDescription}</label>
<p class="hint" id="materialDescription-hint">For example: tree prunings and dry leaves, about 2 cubic yards.</p>${fieldError('materialDescription', errors)}
<textarea id="materialDescription" name="materialDescription"${describedBy('materialDescription', errors, true)}${invalid('materialDescription', errors)}>${e(values.materialDescription ?? '')}</textarea>
</div>
${text('pileSize', 'text', '', 'For example: 2 piles, each 6 ft across and 4 ft high.')}
<h2>When</h2>
${text('fromDay', 'date', '', 'Format YYYY-MM-DD.')}
${text('toDay', 'date', '', `Format YYYY-MM-DD. At most 31 days, inside one window.`)}
<h2>Conditions</h2>
<ul>${settings.conditions.map((condition) => `<li>${e(condition)}</li>`).join('')}</ul>
<div class="field">${fieldError('acceptConditions', errors)}
<input type="checkbox" id="acceptConditions" name="acceptConditions" value="yes"${values.acceptConditions === 'yes' ? ' checked' : ''}${describedBy('acceptConditions', errors)}> <label for="acceptConditions" class="inline">I agree to these conditions</label>
</div>
<button type="submit">Apply for the permit</button>
</form>`,
  });
}

export function renderPermitPage(input: {
  districtName: string;
  permit: BurnPermitSummary;
  status: BurnDayStatus;
  todaysCheckIn?: { startTime: string; endTime: string } | undefined;
  message?: { kind: 'notice' | 'refused'; text: string } | undefined;
  fieldErrors?: Record<string, string>;
  values?: { startTime?: string; endTime?: string };
  statusCode?: number;
  /** The private pay link while the permit waits for its fee. */
  payUrl?: string;
}): string {
  const { permit, status } = input;
  const errors = input.fieldErrors ?? {};
  const base = `${BURN_PATHS.permit}/${encodeURIComponent(permit.accessToken)}`;
  const message = input.message
    ? `<div class="${input.message.kind}" role="${input.message.kind === 'refused' ? 'alert' : 'status'}"><p>${e(input.message.text)}</p></div>`
    : '';
  const checkInForm =
    permit.status === 'issued'
      ? input.todaysCheckIn
        ? `<p>You are checked in for today, ${e(input.todaysCheckIn.startTime)} to ${e(input.todaysCheckIn.endTime)}.</p>`
        : `<form method="post" action="${base}/check-in" novalidate>
<p>I am burning today, ${e(formatDay(status.day))}:</p>
<div class="field"><label for="startTime">From</label><p class="hint" id="startTime-hint">24-hour time, like 09:00.</p>${fieldError('startTime', errors)}
<input type="time" id="startTime" name="startTime" value="${e(input.values?.startTime ?? '')}"${describedBy('startTime', errors, true)}${invalid('startTime', errors)}></div>
<div class="field"><label for="endTime">To</label><p class="hint" id="endTime-hint">24-hour time, like 15:00.</p>${fieldError('endTime', errors)}
<input type="time" id="endTime" name="endTime" value="${e(input.values?.endTime ?? '')}"${describedBy('endTime', errors, true)}${invalid('endTime', errors)}></div>
<button type="submit">Check in</button>
</form>`
      : '';
  return layout({
    title: `Open burn permit ${permit.permitNumber ?? ''}`.trim(),
    districtName: input.districtName,
    body: `<h1>Your open burn permit</h1>
${message}
<dl>
<dt>Permit</dt><dd>${e(permit.permitNumber ?? 'Not issued yet')}</dd>
<dt>Status</dt><dd>${e(BURN_PERMIT_MACHINE.labels[permit.status])}${permit.revokeReason ? `: ${e(permit.revokeReason)}` : ''}</dd>
<dt>Address</dt><dd>${e(permit.street)}, ${e(permit.town)}</dd>
<dt>Material</dt><dd>${e(BURN_MATERIAL_LABELS[permit.material])}: ${e(permit.materialDescription)} (${e(permit.pileSize)})</dd>
<dt>Dates</dt><dd>${e(permit.fromDay)} to ${e(permit.toDay)}, burn days only</dd>
</dl>
${permit.status === 'awaiting_payment' && input.payUrl ? `<h2>Pay the fee</h2>\n<p>The district charges ${e(formatFee(permit.feeCents))} for an open burn permit. Nothing is issued until it is paid; then your permit goes on as the district set it (issued at once, or after review).</p>\n<p><a href="${e(input.payUrl)}">Pay ${e(formatFee(permit.feeCents))} by card</a></p>` : ''}
${permit.status === 'issued' || permit.status === 'revoked' ? `<p><a href="${base}/pdf">Download the permit (PDF)</a></p>` : ''}
${statusBox(status, 'h2')}
${permit.status === 'issued' ? `<h2>Check in</h2>${checkInForm}` : ''}`,
  });
}

function formatFee(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export function renderVerifyPage(
  districtName: string,
  permit: BurnPermitSummary | undefined,
  statusLabel = permit ? BURN_PERMIT_MACHINE.labels[permit.status] : '',
): string {
  return layout({
    title: 'Verify an open burn permit',
    districtName,
    body: permit
      ? `<h1>Open burn permit ${e(permit.permitNumber)}</h1>
<p>This is a genuine permit of the district. Status: <strong>${e(statusLabel)}</strong>.</p>
<dl><dt>Burn address</dt><dd>${e(permit.street)}, ${e(permit.town)}</dd><dt>Dates</dt><dd>${e(permit.fromDay)} to ${e(permit.toDay)}</dd></dl>
<p>The permit holder checks in with the private link in their permit e-mail, or here: <a href="${BURN_PATHS.checkIn}?permit=${encodeURIComponent(permit.permitNumber ?? '')}">Check in to burn today with permit ${e(permit.permitNumber)}</a>.</p>
<p><a href="${BURN_PATHS.status}">Today’s burn day status</a></p>`
      : `<h1>Permit not found</h1><p>The district has not issued an open burn permit with this number.</p>`,
  });
}

export interface CheckInFormValues {
  permitNumber?: string;
  holder?: string;
  startTime?: string;
  endTime?: string;
}

/**
 * The QR code's short check-in form: the permit number, the holder's phone (last 4 digits) or
 * e-mail, and "I am burning today, from … to …". The server decides, as on the private link.
 */
export function renderCheckInPage(input: {
  districtName: string;
  status: BurnDayStatus;
  values: CheckInFormValues;
  errors: Record<string, string>;
  message?: { kind: 'notice' | 'refused'; text: string } | undefined;
}): string {
  const { values, errors, status } = input;
  const message = input.message
    ? `<div class="${input.message.kind}" role="${input.message.kind === 'refused' ? 'alert' : 'status'}"><p>${e(input.message.text)}</p></div>`
    : '';
  const labels: Record<string, string> = {
    permitNumber: 'Permit number',
    holder: 'Last 4 digits of your phone, or your e-mail',
    startTime: 'From',
    endTime: 'To',
  };
  const failed = Object.keys(labels).filter((name) => errors[name]);
  const summary =
    failed.length > 0
      ? `<div class="summary" role="alert" aria-labelledby="summary-title"><h2 id="summary-title">There is a problem</h2><ul>${failed
          .map((name) => `<li><a href="#${name}">${e(labels[name])}: ${e(errors[name])}</a></li>`)
          .join('')}</ul></div>`
      : '';
  const field = (name: keyof CheckInFormValues, type: string, hint: string, extra = '') =>
    `<div class="field"><label for="${name}">${e(labels[name])}</label><p class="hint" id="${name}-hint">${e(hint)}</p>${fieldError(name, errors)}
<input type="${type}" id="${name}" name="${name}" value="${e(values[name] ?? '')}"${extra}${describedBy(name, errors, true)}${invalid(name, errors)}></div>`;
  return layout({
    title: 'Check in to burn today',
    districtName: input.districtName,
    body: `<h1>Check in to burn today</h1>
<p>Tell the district, before you light, that you burn today under your open burn permit. Dispatch then knows your smoke is a permitted burn.</p>
${summary}${message}
${statusBox(status, 'h2')}
<form method="post" action="${BURN_PATHS.checkIn}" novalidate>
${field('permitNumber', 'text', 'As printed on your permit, like OB-2026-000001.', ' autocomplete="off"')}
${field('holder', 'text', 'The phone number or e-mail address on your permit.', ' autocomplete="off"')}
<fieldset><legend>I am burning today, ${e(formatDay(status.day))}</legend>
${field('startTime', 'time', '24-hour time, like 09:00.')}
${field('endTime', 'time', '24-hour time, like 15:00.')}
</fieldset>
<button type="submit">Check in</button>
</form>`,
  });
}

export function renderBurnsTable(burns: readonly DayCheckIn[]): string {
  if (burns.length === 0) return '<p>No registered burns today.</p>';
  return `<div class="table-wrap" role="region" aria-labelledby="burns-title" tabindex="0"><table>
<caption id="burns-title">Registered burns</caption>
<thead><tr><th scope="col">Permit</th><th scope="col">Address</th><th scope="col">Time</th><th scope="col">Material</th><th scope="col">Holder and phone</th><th scope="col">Map</th></tr></thead>
<tbody>
${burns
  .map(
    (burn) =>
      `<tr><td data-label="Permit">${e(burn.permitNumber)}</td><td data-label="Address">${e(burn.street)}, ${e(burn.town)}</td><td data-label="Time">${e(burn.startTime)}–${e(burn.endTime)}</td><td data-label="Material">${e(BURN_MATERIAL_LABELS[burn.material])}: ${e(burn.materialDescription)} (${e(burn.pileSize)})</td><td data-label="Holder and phone">${e(burn.applicantName)}, <a class="tel" href="tel:${e(burn.phone.replace(/[^0-9+]/g, ''))}">${e(burn.phone)}</a>${burn.stateRegistrationNumber ? `, state registration ${e(burn.stateRegistrationNumber)}` : ''}</td><td data-label="Map"><a href="${e(mapLinkOf(burn))}">Map of ${e(burn.street)}</a></td></tr>`,
  )
  .join('\n')}
</tbody></table></div>`;
}

export function renderDispatchPage(
  districtName: string,
  status: BurnDayStatus,
  burns: readonly DayCheckIn[],
): string {
  return layout({
    title: 'Today’s registered burns',
    districtName,
    body: `<h1>Today’s registered burns</h1>
${statusBox(status, 'h2')}
${renderBurnsTable(burns)}`,
  });
}

export function renderNotFoundPage(districtName: string): string {
  return layout({
    title: 'Page not found',
    districtName,
    body: '<h1>Page not found</h1><p>This link is not valid. Use the link in your permit e-mail.</p>',
  });
}
