import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatLongDayIn } from '#domain/calendar-date.ts';
import type { MessageId } from '#domain/i18n/catalogues.ts';
import { INSPECTION_PAGE_PATH } from '#domain/inspections/inspections-api.ts';
import {
  bookingHeading,
  type InspectionBookingPageView,
  type InspectionPageView,
} from '#domain/inspections/inspection-pages.ts';
import { groupSlotsByDay, type FreeSlot } from '#domain/inspections/inspection-slots.ts';
import { PageHeader } from '#web/components/page/page-header.tsx';
import { FeaturePageBody } from '#web/components/ui/server-form.tsx';
import { useLocale, useText } from '#web/lib/i18n.tsx';

/**
 * The booking page (issue 17): a list of free times as radio buttons in one form, so it works
 * without JavaScript, on a phone and by keyboard.
 */

function formatTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Days and wall-clock times in the page's language ("9:00 AM", "9:00 a.m."). */
function useBookingWords() {
  const intl = useIntl();
  const locale = useLocale();
  const time = (hhmm: string) =>
    locale === 'en'
      ? formatTime(hhmm)
      : intl.formatTime(new Date(`1970-01-01T${hhmm}:00Z`), {
          hour: 'numeric',
          minute: '2-digit',
          timeZone: 'UTC',
        });
  return { day: (day: string) => formatLongDayIn(intl, day), time };
}

/**
 * A sentence with staff-named things in it (the inspection type, the address): on a page in
 * another language they are marked English (`lang="en"`); an English page gets the plain text.
 */
function WithEnglish({
  id,
  values,
  english,
}: {
  id: MessageId;
  values: Record<string, string | number>;
  english: readonly string[];
}): ReactNode {
  const t = useText();
  if (useLocale() === 'en') return t(id, values);
  const marked = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      english.includes(key) ? <span lang="en">{value}</span> : value,
    ]),
  );
  return <FormattedMessage id={id} values={marked} />;
}

/** The same wall-clock time twice on one day (the fall-back night) carries its zone. */
function slotLabel(
  slot: FreeSlot,
  daySlots: readonly FreeSlot[],
  time: (hhmm: string) => string,
): string {
  const repeated = daySlots.filter((other) => other.time === slot.time).length > 1;
  if (!repeated) return time(slot.time);
  const zone = new Date(slot.start)
    .toLocaleTimeString('en-US', { timeZone: 'America/Denver', timeZoneName: 'short' })
    .split(' ')
    .at(-1);
  return `${time(slot.time)} ${zone}`;
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
  const t = useText();
  const words = useBookingWords();
  if (slots.length === 0) {
    return <p>{t('inspectionBooking.noTimes')}</p>;
  }
  return (
    <form method="post" action={INSPECTION_PAGE_PATH}>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="action" value={action} />
      {groupSlotsByDay(slots).map((group) => (
        <fieldset key={group.day} className="slots-day">
          <legend>{words.day(group.day)}</legend>
          <ul className="slots">
            {group.slots.map((slot) => (
              <li key={slot.start}>
                <label>
                  <input type="radio" name="start" value={slot.start} required />
                  {` ${slotLabel(slot, group.slots, words.time)}`}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      <button type="submit" className="button">
        {t(action === 'book' ? 'inspectionBooking.bookThis' : 'inspectionBooking.moveThis')}
      </button>
    </form>
  );
}

function Actions({ view }: { view: InspectionBookingPageView }) {
  const t = useText();
  const { booking } = view;
  const isScheduled = booking?.status === 'scheduled';
  const isCancelled = booking?.status === 'cancelled';
  if (!isScheduled && view.feeDue) {
    const amount = (view.feeDue.amountCents / 100).toFixed(2);
    return (
      <>
        <h2>{t('inspectionBooking.payHeading')}</h2>
        <p>{t('inspectionBooking.payText', { amount: `$${amount}` })}</p>
        <p>
          <a href={view.feeDue.payUrl}>
            {t('inspectionBooking.payLink', { amount: `$${amount}` })}
          </a>
        </p>
      </>
    );
  }
  if (isCancelled && view.slots.length === 0) {
    return <p>{t('inspectionBooking.noTimesCancelled')}</p>;
  }
  if (!isScheduled) {
    return (
      <>
        <h2>{t(isCancelled ? 'inspectionBooking.bookNew' : 'inspectionBooking.freeTimes')}</h2>
        <SlotForm token={view.token} slots={view.slots} action="book" />
      </>
    );
  }
  if (booking.canChange) {
    return (
      <>
        <h2>{t('inspectionBooking.moveHeading')}</h2>
        <SlotForm token={view.token} slots={view.slots} action="move" />
        <h2>{t('inspectionBooking.cancelHeading')}</h2>
        <form method="post" action={INSPECTION_PAGE_PATH}>
          <input type="hidden" name="token" value={view.token} />
          <input type="hidden" name="action" value="cancel" />
          <button type="submit" className="button button--secondary">
            {t('inspectionBooking.cancelButton')}
          </button>
        </form>
      </>
    );
  }
  return <p>{t('inspectionBooking.notChangeable')}</p>;
}

function Details({ view }: { view: InspectionBookingPageView }) {
  const t = useText();
  const words = useBookingWords();
  const locale = useLocale();
  const { booking } = view;
  const needsValues = {
    permitNumber: view.permitNumber,
    address: view.address,
    inspectionType: view.inspectionType.toLowerCase(),
    minutes: view.durationMinutes,
  };
  // English keeps one text node, as before; another language marks the staff-named type English.
  const needs = (after: string) =>
    locale === 'en' ? (
      `${t('inspectionBooking.needs', needsValues)}${after}`
    ) : (
      <>
        <WithEnglish
          id="inspectionBooking.needs"
          values={needsValues}
          english={['inspectionType']}
        />
        {after}
      </>
    );
  if (booking?.status === 'scheduled') {
    return (
      <dl className="feature-details">
        <dt>{t('inspectionBooking.when')}</dt>
        <dd>
          {t('inspectionBooking.dayTime', {
            day: words.day(booking.day),
            time: words.time(booking.time),
          })}
        </dd>
        <dt>{t('inspectionBooking.inspection')}</dt>
        <dd lang={locale === 'en' ? undefined : 'en'}>{booking.inspectionType}</dd>
        <dt>{t('inspectionBooking.where')}</dt>
        <dd>{view.address}</dd>
        <dt>{t('inspectionBooking.permit')}</dt>
        <dd>{view.permitNumber}</dd>
      </dl>
    );
  }
  if (booking?.status === 'cancelled') {
    return (
      <>
        <p>
          <WithEnglish
            id="inspectionBooking.wasCancelled"
            values={{
              inspectionType: booking.inspectionType.toLowerCase(),
              when: t('inspectionBooking.dayTime', {
                day: words.day(booking.day),
                time: words.time(booking.time),
              }),
            }}
            english={['inspectionType']}
          />
        </p>
        <p>
          {needs(view.slots.length > 0 && !view.feeDue ? t('inspectionBooking.bookBelow') : '')}
        </p>
      </>
    );
  }
  return <p>{needs(t('inspectionBooking.chooseBelow'))}</p>;
}

const HEADINGS: Readonly<Record<string, MessageId>> = {
  'Your inspection': 'inspectionBooking.headingScheduled',
  'Your inspection was cancelled': 'inspectionBooking.headingCancelled',
  'Book your inspection': 'inspectionBooking.headingBook',
};

function BookingPage({ view }: { view: InspectionBookingPageView }) {
  const t = useText();
  const heading = HEADINGS[bookingHeading(view)];
  return (
    <>
      <PageHeader title={heading ? t(heading) : bookingHeading(view)} />
      <FeaturePageBody>
        {view.error ? (
          <div className="error-summary" role="alert" tabIndex={-1} id="error-summary">
            <h2 className="error-summary__title">{t('inspectionBooking.errorSummary')}</h2>
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
