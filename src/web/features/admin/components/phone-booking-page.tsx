import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { formatLongDay } from '#domain/calendar-date.ts';
import {
  BookSlotBodySchema,
  StaffBookingSearchQuerySchema,
  type StaffBookingMatch,
  type StaffBookingView,
} from '#domain/inspections/inspections-api.ts';
import { FieldShell, InputField } from '#web/components/staff/staff-fields.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import {
  changeStaffBooking,
  readStaffBooking,
  searchBookings,
} from '../api/inspections-admin-api.ts';

const NETWORK_FAILURE = 'We could not reach the server. Try again.';

function describeBooking(view: StaffBookingView): string {
  const { booking } = view;
  if (!booking) return 'No inspection booked yet.';
  const when = `${formatLongDay(booking.day)} at ${booking.time} (Mountain Time)`;
  if (booking.status === 'scheduled')
    return `${booking.inspectionType} inspection booked for ${when}.`;
  if (booking.status === 'cancelled')
    return `The ${booking.inspectionType.toLowerCase()} inspection for ${when} was cancelled.`;
  return `${booking.inspectionType} inspection on ${when}: ${booking.statusText}.`;
}

/**
 * /admin/inspections/phone (issue 28, item 5): staff book, move and cancel an inspection for a
 * caller through the same API, slot finder and e-mails as the applicant's own booking page. A
 * change that lost a race (409) shows what happened with the free times as they are now.
 */
export function PhoneBookingPage({ onUnauthorized }: { onUnauthorized: () => void }) {
  const ids = useId();
  const [query, setQuery] = useState('');
  const [queryError, setQueryError] = useState<string | undefined>();
  const [matches, setMatches] = useState<StaffBookingMatch[] | null>(null);
  const [view, setView] = useState<StaffBookingView | null>(null);
  const [start, setStart] = useState('');
  const [startError, setStartError] = useState<string | undefined>();
  const [banner, setBanner] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const queryRef = useRef<HTMLInputElement>(null);
  const startRef = useRef<HTMLSelectElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);

  const handleFailure = useCallback(
    (failure: unknown) => {
      if (failure instanceof ApiError && failure.status === 401) onUnauthorized();
      else setBanner(failure instanceof ApiError ? failure.message : NETWORK_FAILURE);
    },
    [onUnauthorized],
  );

  async function find(event: FormEvent) {
    event.preventDefault();
    setNotice('');
    const parsed = StaffBookingSearchQuerySchema.safeParse({ q: query });
    if (!parsed.success) {
      setQueryError(parsed.error.issues[0]?.message);
      queryRef.current?.focus();
      return;
    }
    setQueryError(undefined);
    try {
      const found = await searchBookings(parsed.data.q);
      setBanner(null);
      setMatches(found.matches);
      setNotice(
        found.matches.length === 1
          ? '1 application found.'
          : `${found.matches.length} applications found.`,
      );
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields?.q) {
        setQueryError(failure.fields.q);
        queryRef.current?.focus();
      } else handleFailure(failure);
    }
  }

  async function open(permitNumber: string) {
    try {
      const loaded = await readStaffBooking(permitNumber);
      setView(loaded);
      setStart('');
      setStartError(undefined);
      setBanner(null);
    } catch (failure) {
      handleFailure(failure);
    }
  }

  async function change(action: 'book' | 'move' | 'cancel') {
    if (!view) return;
    setNotice('');
    let body: { start: string } | undefined;
    if (action !== 'cancel') {
      const parsed = BookSlotBodySchema.safeParse({ start });
      if (!start || !parsed.success) {
        setStartError(start ? parsed.error?.issues[0]?.message : 'Choose a time');
        startRef.current?.focus();
        return;
      }
      body = parsed.data;
    }
    setStartError(undefined);
    setIsBusy(true);
    try {
      const { booking } =
        action === 'cancel'
          ? await changeStaffBooking(view.permitNumber, { action })
          : await changeStaffBooking(view.permitNumber, { action, body: body! });
      const when = `${formatLongDay(booking.day)} at ${booking.time}`;
      setBanner(null);
      setNotice(
        action === 'cancel'
          ? `Inspection for ${when} cancelled. The applicant has been e-mailed.`
          : action === 'move'
            ? `Inspection moved to ${when}. The applicant has been e-mailed.`
            : `Inspection booked for ${when}. The applicant has been e-mailed.`,
      );
      setView(await readStaffBooking(view.permitNumber));
      setStart('');
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields?.start) {
        setStartError(failure.fields.start);
        startRef.current?.focus();
      } else if (failure instanceof ApiError && failure.status === 409) {
        // Someone got there first: say what happened and show the booking and times as they are.
        setBanner(`${failure.message} The booking and free times below are up to date.`);
        try {
          setView(await readStaffBooking(view.permitNumber));
          setStart('');
        } catch (reload) {
          handleFailure(reload);
        }
        bannerRef.current?.focus();
      } else handleFailure(failure);
    } finally {
      setIsBusy(false);
    }
  }

  const isScheduled = view?.booking?.status === 'scheduled';
  return (
    <>
      <div ref={bannerRef} tabIndex={-1}>
        {banner ? (
          <p className="banner banner--error" role="alert">
            {banner}
          </p>
        ) : null}
      </div>
      <p role="status" className={notice ? 'banner' : 'visually-hidden'}>
        {notice}
      </p>
      <section aria-labelledby={`${ids}-find`} className="staff-section">
        <h2 id={`${ids}-find`}>Find the caller’s application</h2>
        <form role="search" onSubmit={(event) => void find(event)} noValidate>
          <InputField
            id={`${ids}-q`}
            label="Permit number, applicant name or address"
            error={queryError}
            type="search"
            value={query}
            onChange={setQuery}
            inputRef={queryRef}
          />
          <button type="submit" className="button">
            Find
          </button>
        </form>
        {matches === null ? null : matches.length === 0 ? (
          <p>No paid application that needs an inspection matches. Check the spelling.</p>
        ) : (
          <ul>
            {matches.map((match) => (
              <li key={match.permitNumber}>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-pressed={view?.permitNumber === match.permitNumber}
                  onClick={() => void open(match.permitNumber)}
                >
                  {`${match.permitNumber}: ${match.applicantName}, ${match.address}`}
                </button>{' '}
                <span>{match.permitTitle}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {view ? (
        <section aria-labelledby={`${ids}-booking`} className="staff-section">
          <h2 id={`${ids}-booking`}>
            Permit {view.permitNumber}: {view.applicantName}
          </h2>
          <dl>
            <dt>Address</dt>
            <dd>{view.address}</dd>
            <dt>Phone</dt>
            <dd>{view.phone || 'Not given'}</dd>
            <dt>Inspection</dt>
            <dd>
              {view.inspectionType} (about {view.durationMinutes} minutes)
            </dd>
            <dt>Booking</dt>
            <dd>{describeBooking(view)}</dd>
            {view.booking ? (
              <>
                <dt>Language</dt>
                <dd>{view.booking.language === 'es' ? 'Spanish' : 'English'}</dd>
              </>
            ) : null}
          </dl>
          {!view.canBook ? (
            <p>The inspection passed: nothing is left to book.</p>
          ) : view.days.length === 0 ? (
            <p>There are no free times. Add availability on the calendar first.</p>
          ) : (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void change(isScheduled ? 'move' : 'book');
              }}
            >
              <FieldShell
                id={`${ids}-start`}
                label={isScheduled ? 'New time' : 'Time'}
                hint="Free times in Mountain Time, after the minimum notice."
                error={startError}
              >
                {(control) => (
                  <select
                    {...control}
                    ref={startRef}
                    className="form-input"
                    value={start}
                    onChange={(event) => setStart(event.target.value)}
                  >
                    <option value="">Choose a time</option>
                    {view.days.map((day) => (
                      <optgroup key={day.day} label={formatLongDay(day.day)}>
                        {day.slots.map((slot) => (
                          <option key={slot.start} value={slot.start}>
                            {`${formatLongDay(slot.day)}, ${slot.time}`}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </select>
                )}
              </FieldShell>
              <button type="submit" className="button" disabled={isBusy}>
                {isScheduled ? 'Move to this time' : 'Book this time'}
              </button>
            </form>
          )}
          {isScheduled ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={isBusy}
              onClick={() => void change('cancel')}
            >
              Cancel this inspection
            </button>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
