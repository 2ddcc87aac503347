import { formatLongDay } from '#domain/calendar-date.ts';
import { INSPECTION_PAGE_PATH } from '#domain/inspections/inspections-api.ts';
import {
  bookingHeading,
  type InspectionBookingPageView,
  type InspectionPageView,
} from '#domain/inspections/inspection-pages.ts';
import { groupSlotsByDay, type FreeSlot } from '#domain/inspections/inspection-slots.ts';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';
import { FeaturePageBody } from '#web/components/ui/server-form.tsx';

/**
 * The booking page (issue 17): a list of free times as radio buttons in one form, so it works
 * without JavaScript, on a phone and by keyboard.
 */

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

function SlotForm({
  token,
  slots,
  action,
}: {
  token: string;
  slots: readonly FreeSlot[];
  action: 'book' | 'move';
}) {
  if (slots.length === 0) {
    return (
      <p>There are no free times to book online right now. Call the district office to book.</p>
    );
  }
  return (
    <form method="post" action={INSPECTION_PAGE_PATH}>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="action" value={action} />
      {groupSlotsByDay(slots).map((group) => (
        <fieldset key={group.day} className="slots-day">
          <legend>{formatLongDay(group.day)}</legend>
          <ul className="slots">
            {group.slots.map((slot) => (
              <li key={slot.start}>
                <label>
                  <input type="radio" name="start" value={slot.start} required />
                  {` ${slotLabel(slot, group.slots)}`}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      <button type="submit" className="button">
        {action === 'book' ? 'Book this time' : 'Move to this time'}
      </button>
    </form>
  );
}

function Actions({ view }: { view: InspectionBookingPageView }) {
  const { booking } = view;
  const isScheduled = booking?.status === 'scheduled';
  const isCancelled = booking?.status === 'cancelled';
  if (!isScheduled && view.feeDue) {
    const amount = (view.feeDue.amountCents / 100).toFixed(2);
    return (
      <>
        <h2>Pay the re-inspection fee</h2>
        <p>{`The re-inspection fee is $${amount}. Once it is paid, the free times appear here.`}</p>
        <p>
          <a href={view.feeDue.payUrl}>{`Pay the re-inspection fee ($${amount})`}</a>
        </p>
      </>
    );
  }
  if (isCancelled && view.slots.length === 0) {
    return (
      <p>
        There are no free times to book online right now. Call the Fire Marshal at the district
        office to book a new time.
      </p>
    );
  }
  if (!isScheduled) {
    return (
      <>
        <h2>{isCancelled ? 'Book a new time' : 'Free times'}</h2>
        <SlotForm token={view.token} slots={view.slots} action="book" />
      </>
    );
  }
  if (booking.canChange) {
    return (
      <>
        <h2>Move to another time</h2>
        <SlotForm token={view.token} slots={view.slots} action="move" />
        <h2>Cancel</h2>
        <form method="post" action={INSPECTION_PAGE_PATH}>
          <input type="hidden" name="token" value={view.token} />
          <input type="hidden" name="action" value="cancel" />
          <button type="submit" className="button button--secondary">
            Cancel this inspection
          </button>
        </form>
      </>
    );
  }
  return (
    <p>This inspection can no longer be changed online. Call the district office to change it.</p>
  );
}

function Details({ view }: { view: InspectionBookingPageView }) {
  const { booking } = view;
  const needs = `Permit ${view.permitNumber} at ${view.address} needs a ${view.inspectionType.toLowerCase()} inspection by the Fire Marshal (about ${view.durationMinutes} minutes).`;
  if (booking?.status === 'scheduled') {
    return (
      <dl className="feature-details">
        <dt>When</dt>
        <dd>{`${formatLongDay(booking.day)}, ${formatTime(booking.time)} (Mountain Time)`}</dd>
        <dt>Inspection</dt>
        <dd>{booking.inspectionType}</dd>
        <dt>Where</dt>
        <dd>{view.address}</dd>
        <dt>Permit</dt>
        <dd>{view.permitNumber}</dd>
      </dl>
    );
  }
  if (booking?.status === 'cancelled') {
    return (
      <>
        <p>
          {`Your ${booking.inspectionType.toLowerCase()} inspection on ${formatLongDay(booking.day)}, ${formatTime(booking.time)} (Mountain Time) was cancelled. The Fire Marshal will not come at that time.`}
        </p>
        <p>{`${needs}${view.slots.length > 0 && !view.feeDue ? ' Book a new time below.' : ''}`}</p>
      </>
    );
  }
  return <p>{`${needs} Choose a time below.`}</p>;
}

function BookingPage({ view }: { view: InspectionBookingPageView }) {
  return (
    <>
      <PageHeader title={bookingHeading(view)} />
      <FeaturePageBody>
        {view.error ? (
          <div className="error-summary" role="alert" tabIndex={-1} id="error-summary">
            <h2 className="error-summary__title">There is a problem</h2>
            <p>{view.error}</p>
          </div>
        ) : null}
        {view.notice ? (
          <p className="feature-notice" role="status">
            {view.notice}
          </p>
        ) : null}
        <Details view={view} />
        <Actions view={view} />
      </FeaturePageBody>
    </>
  );
}

/** One inspection page, chosen by its view's kind. */
export function InspectionPage({ view }: { view: InspectionPageView }) {
  switch (view.kind) {
    case 'inspection-booking':
      return <BookingPage view={view} />;
    case 'inspection-message':
      return (
        <>
          <PageHeader title={view.title} />
          <FeaturePageBody>
            <p>{view.message}</p>
          </FeaturePageBody>
        </>
      );
  }
}
