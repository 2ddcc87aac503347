import { groupSlotsByDay, type FreeSlot } from '#domain/inspections/inspection-slots.ts';
import { escapeHtml as e, plainPage } from '#server/html/plain-page.ts';
import { INSPECTION_PAGE_PATH, type Booking } from '#domain/inspections/inspections-api.ts';

/**
 * The booking page as plain server-rendered HTML (issue 17): a list of free times as radio
 * buttons in one form, so it works without JavaScript, on a phone and by keyboard.
 */

function layout(title: string, districtName: string, body: string): string {
  return plainPage({
    title,
    districtName,
    body,
    links: [{ href: '/permits', label: 'Permit Forms' }],
    footer: 'Questions about your inspection? Call the district office.',
    noReferrer: true,
  });
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
      (group) => `<fieldset class="slots-day">
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
  const isCancelled = booking?.status === 'cancelled';
  const heading = isScheduled
    ? 'Your inspection'
    : isCancelled
      ? 'Your inspection was cancelled'
      : 'Book your inspection';
  const needs = `Permit ${e(input.permitNumber)} at ${e(input.address)} needs a ${e(input.inspectionType.toLowerCase())} inspection by the Fire Marshal (about ${e(input.durationMinutes)} minutes).`;
  const details = isScheduled
    ? `<dl>
<dt>When</dt><dd>${e(formatDayHeading(booking.day))}, ${e(formatTime(booking.time))} (Mountain Time)</dd>
<dt>Inspection</dt><dd>${e(booking.inspectionType)}</dd>
<dt>Where</dt><dd>${e(input.address)}</dd>
<dt>Permit</dt><dd>${e(input.permitNumber)}</dd>
</dl>`
    : isCancelled
      ? `<p>Your ${e(booking.inspectionType.toLowerCase())} inspection on ${e(formatDayHeading(booking.day))}, ${e(formatTime(booking.time))} (Mountain Time) was cancelled. The Fire Marshal will not come at that time.</p>
<p>${needs}${input.slots.length > 0 && !input.feeDue ? ' Book a new time below.' : ''}</p>`
      : `<p>${needs} Choose a time below.</p>`;
  let actions: string;
  if (!isScheduled && input.feeDue) {
    const amount = (input.feeDue.amountCents / 100).toFixed(2);
    actions = `<h2>Pay the re-inspection fee</h2>
<p>The re-inspection fee is $${e(amount)}. Once it is paid, the free times appear here.</p>
<p><a href="${e(input.feeDue.payUrl)}">Pay the re-inspection fee ($${e(amount)})</a></p>`;
  } else if (isCancelled && input.slots.length === 0) {
    actions = `<p>There are no free times to book online right now. Call the Fire Marshal at the district office to book a new time.</p>`;
  } else if (!isScheduled) {
    actions = `<h2>${isCancelled ? 'Book a new time' : 'Free times'}</h2>\n${slotForm({ token: input.token, slots: input.slots, action: 'book' })}`;
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
