import { groupSlotsByDay, type FreeSlot } from '#domain/inspections/inspection-slots.ts';
import { INSPECTION_PAGE_PATH, type Booking } from '#domain/inspections/inspections-api.ts';

/**
 * The booking page as plain server-rendered HTML (issue 17): a list of free times as radio
 * buttons in one form, so it works without JavaScript, on a phone and by keyboard.
 */

function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
const e = escapeHtml;

export const INSPECTION_STYLESHEET_PATH = '/permits/inspection.css';

export const INSPECTION_STYLESHEET = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1f2937;background:#fff}
a{color:#1d4ed8}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.skip{position:absolute;left:-9999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem}
header,main,footer{max-width:52rem;margin:0 auto;padding:1rem}
header{border-bottom:1px solid #d1d5db}
header a{font-weight:600}
h1{font-size:1.75rem;line-height:1.2;margin:.5rem 0 1rem}
h2{font-size:1.25rem;margin:1.5rem 0 .5rem}
fieldset{border:0;padding:0;margin:0 0 1rem}
legend{font-weight:700;font-size:1.1rem;margin:0 0 .25rem;padding:0}
.slots{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:0;padding:0}
.slots label{display:flex;align-items:center;gap:.4rem;min-height:2.75rem;padding:.4rem .8rem;border:1px solid #4b5563;border-radius:.25rem;cursor:pointer}
.slots input{width:1.25rem;height:1.25rem;margin:0}
.notice{border-left:6px solid #1d4ed8;background:#eff6ff;padding:.75rem 1rem;margin:1rem 0}
.summary{border:3px solid #9b1c1c;padding:1rem;margin:1rem 0}
.summary h2{margin-top:0}
button{font:inherit;font-weight:600;min-height:2.75rem;padding:.6rem 1.2rem;border:0;border-radius:.25rem;background:#9b1c1c;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#9b1c1c;border:2px solid #9b1c1c}
dl{display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;gap:.25rem 1rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
@media (max-width:40rem){dl{grid-template-columns:1fr}}
`;

function layout(title: string, districtName: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${e(title)} | ${e(districtName)}</title>
<link rel="stylesheet" href="${INSPECTION_STYLESHEET_PATH}">
</head>
<body>
<a class="skip" href="#main">Skip to main content</a>
<header><a href="/">${e(districtName)}</a> · <a href="/permits">Permit Forms</a></header>
<main id="main">
${body}
</main>
<footer><p>Questions about your inspection? Call the district office.</p></footer>
</body>
</html>`;
}

export function formatDayHeading(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function formatTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The same wall-clock time twice on one day (the fall-back night) carries its zone. */
function slotLabel(slot: FreeSlot, daySlots: readonly FreeSlot[]): string {
  const repeated = daySlots.filter((other) => other.time === slot.time).length > 1;
  if (!repeated) return formatTime(slot.time);
  const zone = new Date(slot.start)
    .toLocaleTimeString('en-US', { timeZone: 'America/Denver', timeZoneName: 'short' })
    .split(' ')
    .at(-1);
  return `${formatTime(slot.time)} ${zone}`;
}

function slotForm(input: {
  token: string;
  slots: readonly FreeSlot[];
  action: 'book' | 'move';
}): string {
  if (input.slots.length === 0) {
    return `<p>There are no free times to book online right now. Call the district office to book.</p>`;
  }
  const groups = groupSlotsByDay(input.slots)
    .map(
      (group) => `<fieldset>
<legend>${e(formatDayHeading(group.day))}</legend>
<ul class="slots">
${group.slots
  .map(
    (slot) =>
      `<li><label><input type="radio" name="start" value="${e(slot.start)}" required> ${e(slotLabel(slot, group.slots))}</label></li>`,
  )
  .join('\n')}
</ul>
</fieldset>`,
    )
    .join('\n');
  return `<form method="post" action="${INSPECTION_PAGE_PATH}">
<input type="hidden" name="token" value="${e(input.token)}">
<input type="hidden" name="action" value="${input.action}">
${groups}
<button type="submit">${input.action === 'book' ? 'Book this time' : 'Move to this time'}</button>
</form>`;
}

function errorSummary(message: string | undefined): string {
  if (!message) return '';
  return `<div class="summary" role="alert" tabindex="-1" id="error-summary">
<h2>There is a problem</h2>
<p>${e(message)}</p>
</div>`;
}

export function renderBookingPage(input: {
  districtName: string;
  token: string;
  permitNumber: string;
  inspectionType: string;
  durationMinutes: number;
  address: string;
  booking: Booking | null;
  slots: readonly FreeSlot[];
  feeDue?: { payUrl: string; amountCents: number } | null;
  error?: string;
  notice?: string;
}): string {
  const { booking } = input;
  const isScheduled = booking?.status === 'scheduled';
  const heading = isScheduled ? 'Your inspection' : 'Book your inspection';
  const details = isScheduled
    ? `<dl>
<dt>When</dt><dd>${e(formatDayHeading(booking.day))}, ${e(formatTime(booking.time))} (Mountain Time)</dd>
<dt>Inspection</dt><dd>${e(booking.inspectionType)}</dd>
<dt>Where</dt><dd>${e(input.address)}</dd>
<dt>Permit</dt><dd>${e(input.permitNumber)}</dd>
</dl>`
    : `<p>Permit ${e(input.permitNumber)} at ${e(input.address)} needs a ${e(input.inspectionType.toLowerCase())} inspection by the Fire Marshal (about ${e(input.durationMinutes)} minutes). Choose a time below.</p>`;
  let actions: string;
  if (!isScheduled && input.feeDue) {
    const amount = (input.feeDue.amountCents / 100).toFixed(2);
    actions = `<h2>Pay the re-inspection fee</h2>
<p>The re-inspection fee is $${e(amount)}. Once it is paid, the free times appear here.</p>
<p><a href="${e(input.feeDue.payUrl)}">Pay the re-inspection fee ($${e(amount)})</a></p>`;
  } else if (!isScheduled) {
    actions = `<h2>Free times</h2>\n${slotForm({ token: input.token, slots: input.slots, action: 'book' })}`;
  } else if (booking.canChange) {
    actions = `<h2>Move to another time</h2>
${slotForm({ token: input.token, slots: input.slots, action: 'move' })}
<h2>Cancel</h2>
<form method="post" action="${INSPECTION_PAGE_PATH}">
<input type="hidden" name="token" value="${e(input.token)}">
<input type="hidden" name="action" value="cancel">
<button type="submit" class="secondary">Cancel this inspection</button>
</form>`;
  } else {
    actions = `<p>This inspection can no longer be changed online. Call the district office to change it.</p>`;
  }
  return layout(
    heading,
    input.districtName,
    `<h1>${heading}</h1>
${errorSummary(input.error)}
${input.notice ? `<p class="notice" role="status">${e(input.notice)}</p>` : ''}
${details}
${actions}`,
  );
}

export function renderMessagePage(districtName: string, title: string, message: string): string {
  return layout(title, districtName, `<h1>${e(title)}</h1>\n<p>${e(message)}</p>`);
}
