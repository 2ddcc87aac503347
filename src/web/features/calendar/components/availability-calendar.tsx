import {
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import {
  Calendar,
  type Components,
  type DateRange,
  type Formats,
  type Messages,
  type SlotInfo,
  type View,
  type ViewsProps,
} from 'react-big-calendar';
import type { CalendarEvent } from '#domain/calendar/calendar-event.schema.ts';
import {
  createDefaultDraft,
  describeSelection,
  findViewRange,
  formatDisplayTimeRange,
  listEventsInRange,
  toCalendarDay,
  toDisplayInterval,
  toWallClockDate,
  type CalendarViewName,
  type EventDraft,
} from '#domain/calendar/availability.ts';
import { LOCALE_TAGS } from '#domain/i18n/locale.ts';
import { lazyWithTimeout } from '#web/app/lazy-with-timeout.ts';
import { usePageLocale, usePageText, type PageTextTranslator } from '#web/lib/page-text.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { clearAuthToken, readAuthToken } from '#web/lib/auth-token.ts';
import { formatBlockDeletionPrompt } from '#domain/inspections/block-deletion.ts';
import {
  deleteCalendarEvent,
  fetchCalendarEvents,
  fetchInspectionsLosingEvent,
} from '../api/calendar-api.ts';
import { getDistrictNowDate, readDistrictNow } from '../district-clock.ts';
import { formatCalendarDate, formatDateIn } from '../calendar-dates.ts';
import { createCalendarLocalizer, readLocaleWeekStart } from '../localizer.ts';
import { PlainColumnHeader, useCalendarRoleFix } from '../rbc-aria-fixes.tsx';
import { useIsNarrowScreen } from '../use-narrow-screen.ts';
import { EventList } from './event-list.tsx';
import { OneTableAgenda } from './one-table-agenda.tsx';

// A visitor never opens these: their code (the login and event forms, react-hook-form) loads
// when an administrator first opens one (docs/decisions/103-javascript-weight.md).
const LoginDialog = lazyWithTimeout(() =>
  import('./login-dialog.tsx').then((module) => ({ default: module.LoginDialog })),
);
const AddEventDialog = lazyWithTimeout(() =>
  import('./add-event-dialog.tsx').then((module) => ({ default: module.AddEventDialog })),
);
/** The session calls, loaded only for someone who logs in or holds a token. */
const loadStaffSession = () => import('#web/lib/staff-session.ts');

export const EVENT_DELETED_MESSAGE = 'Event deleted successfully!';
export const EVENT_DELETE_FAILED_MESSAGE = 'Error deleting event';

/** Calendar settings of spec §9. */
const STEP_MINUTES = 60;
const TIMESLOTS = 1;
const POPUP_OFFSET = 30;
const CALENDAR_STYLE: CSSProperties = { height: 750 };
// The agenda (narrow screens) is a list; a fixed height would leave a tall empty box under it.
const AGENDA_STYLE: CSSProperties = { height: 'auto' };
const WIDE_VIEWS: View[] = ['month', 'week', 'day'];
// The agenda is one table with its headers tied to its cells (issue 16), not the library's two.
const NARROW_VIEWS: ViewsProps<DisplayEvent> = {
  agenda: OneTableAgenda,
  month: true,
  week: true,
  day: true,
};
// The week and day views write times as the event list does ("– midnight"); the agenda too.
const FORMATS: Formats = {
  eventTimeRangeFormat: ({ start, end }) => formatDisplayTimeRange(start, end),
};
const EVENT_STYLE: CSSProperties = {
  backgroundColor: '#b91c1c',
  borderColor: '#7f1d1d',
  color: '#ffffff',
};

interface DisplayEvent {
  event: CalendarEvent;
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
}

const CALENDAR_COMPONENTS: Components<DisplayEvent> = {
  week: { header: PlainColumnHeader },
  day: { header: PlainColumnHeader },
};

function describeTooltip({ event }: DisplayEvent): string {
  return event.description ? `${event.title}: ${event.description}` : event.title;
}

function styleEvent() {
  return { style: EVENT_STYLE };
}

const MONTH_YEAR: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };
const LONG_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const DAY_MONTH: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long' };

function describeRange(
  view: CalendarViewName,
  day: string,
  weekStartsOn: number,
  tr: PageTextTranslator,
  tag: string | undefined,
): string {
  const range = findViewRange(view, day, weekStartsOn);
  const first = toWallClockDate(range.firstDay);
  const last = toWallClockDate(range.lastDay);
  // US English as the specification writes it; another language through the browser's Intl.
  const write = (date: Date, pattern: string, options: Intl.DateTimeFormatOptions) =>
    tag ? formatDateIn(tag, date, options) : formatCalendarDate(date, pattern);
  switch (view) {
    case 'month':
      return tr('Events in {period}', { period: write(first, 'MMMM yyyy', MONTH_YEAR) });
    case 'day':
      return tr('Events on {period}', {
        period: write(first, 'EEEE, MMMM d, yyyy', { weekday: 'long', ...LONG_DAY }),
      });
    default:
      return tr('Events from {first} to {last}', {
        first: write(first, 'MMMM d, yyyy', LONG_DAY),
        last: write(last, 'MMMM d, yyyy', LONG_DAY),
      });
  }
}

/** react-big-calendar's words and headings in another language (decision 330). */
function describeCalendarIn(
  tag: string,
  tr: PageTextTranslator,
): { messages: Messages<DisplayEvent>; formats: Formats } {
  const write = (options: Intl.DateTimeFormatOptions) => (date: Date) =>
    formatDateIn(tag, date, options);
  const dayMonth = write(DAY_MONTH);
  const clock = write({ hour: 'numeric', minute: '2-digit' });
  const range = ({ start, end }: DateRange) => `${dayMonth(start)} – ${dayMonth(end)}`;
  return {
    messages: {
      date: tr('Date'),
      time: tr('Time'),
      event: tr('Event'),
      allDay: tr('All Day'),
      week: tr('Week'),
      day: tr('Day'),
      month: tr('Month'),
      previous: tr('Back'),
      next: tr('Next'),
      today: tr('Today'),
      agenda: tr('Agenda'),
      noEventsInRange: tr('There are no events in this range.'),
      showMore: (total) => tr('+{total} more', { total }),
      // Read by the phone agenda (one-table-agenda.tsx).
      ...{ from: tr('from'), until: tr('until') },
    },
    formats: {
      eventTimeRangeFormat: ({ start, end }) =>
        formatDisplayTimeRange(start, end, clock, tr('midnight')),
      monthHeaderFormat: write(MONTH_YEAR),
      dayHeaderFormat: write({ weekday: 'long', ...DAY_MONTH }),
      dayRangeHeaderFormat: range,
      agendaHeaderFormat: range,
      agendaDateFormat: write({ weekday: 'short', ...DAY_MONTH }),
    },
  };
}

/**
 * The Fire Marshal availability calendar (spec §2, §4): everyone sees the events; an administrator
 * holding a token adds events by button or by selecting slots, and deletes them.
 */
export function AvailabilityCalendar() {
  const tr = usePageText();
  const locale = usePageLocale();
  // The page's language (decision 330); US English draws as the specification has it.
  const tag = locale === 'en' ? undefined : LOCALE_TAGS[locale];
  // The staff's parts (login, managing availability) stay English, marked so on other pages.
  const staffLang = tag ? 'en' : undefined;
  const weekStartsOn = useMemo(() => readLocaleWeekStart(), []);
  const localizer = useMemo(() => createCalendarLocalizer(weekStartsOn, tag), [weekStartsOn, tag]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the page text never changes
  const translated = useMemo(() => (tag ? describeCalendarIn(tag, tr) : undefined), [tag]);
  const isNarrow = useIsNarrowScreen();
  const gridRef = useRef<HTMLDivElement>(null);
  useCalendarRoleFix(gridRef);

  const [isLoggedIn, setIsLoggedIn] = useState(() => readAuthToken() !== null);
  // Staff whose roles do not include the calendar (an editor, say) see why they cannot add.
  const [canEdit, setCanEdit] = useState(true);
  const [mustSetUpTwoStep, setMustSetUpTwoStep] = useState(false);
  const isAdmin = isLoggedIn && canEdit;
  const [events, setEvents] = useState<CalendarEvent[]>([]);
  const [chosenView, setChosenView] = useState<CalendarViewName | null>(null);
  const [date, setDate] = useState(() => toWallClockDate(readDistrictNow().day));
  const [isLoginOpen, setIsLoginOpen] = useState(false);
  const [draft, setDraft] = useState<EventDraft | null>(null);

  const view: CalendarViewName =
    chosenView === null || (chosenView === 'agenda' && !isNarrow)
      ? isNarrow
        ? 'agenda'
        : 'month'
      : chosenView;

  const loadEvents = useCallback(
    (signal?: AbortSignal) =>
      fetchCalendarEvents(signal).then(setEvents, (error: unknown) => {
        if (signal?.aborted) return;
        // Spec §8: a failed fetch is logged only.
        console.error('Could not load calendar events', error);
      }),
    [],
  );

  useEffect(() => {
    const controller = new AbortController();
    void loadEvents(controller.signal);
    return () => controller.abort();
  }, [loadEvents]);

  // A stored token may have expired or been revoked; drop it when the server says so.
  const checkAccount = useCallback(() => {
    if (!readAuthToken()) return;
    loadStaffSession()
      .then(({ fetchMe }) => fetchMe())
      .then(
        (me) => {
          setMustSetUpTwoStep(me.mustSetUpTwoStep);
          setCanEdit(!me.mustSetUpTwoStep && me.permissions.includes('calendar:edit'));
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 401) {
            clearAuthToken();
            setIsLoggedIn(false);
          }
        },
      );
  }, []);
  useEffect(checkAccount, [checkAccount]);

  const displayEvents = useMemo<DisplayEvent[]>(
    () => events.map((event) => ({ event, title: event.title, ...toDisplayInterval(event) })),
    [events],
  );
  const day = toCalendarDay(date);
  const listedEvents = listEventsInRange(events, findViewRange(view, day, weekStartsOn));

  const endSession = () => {
    clearAuthToken();
    setIsLoggedIn(false);
    setCanEdit(true);
    setDraft(null);
  };

  const handleLogout = async () => {
    const { logOut } = await loadStaffSession();
    await logOut();
    endSession();
  };

  const handleSelectSlot = (slot: SlotInfo) => {
    if (!isAdmin) return;
    setDraft(describeSelection({ start: slot.start, end: slot.end, stepMinutes: STEP_MINUTES }));
  };

  const handleDelete = async (event: CalendarEvent) => {
    if (!isAdmin) return;
    // Booked inspections in the block are listed before the delete cancels them (decision 171);
    // if the list cannot be read, the specification's plain prompt stands.
    const affected = await fetchInspectionsLosingEvent(event.id).catch(() => []);
    if (!window.confirm(formatBlockDeletionPrompt(event.title, affected))) return;
    try {
      await deleteCalendarEvent(event.id);
      window.alert(EVENT_DELETED_MESSAGE);
    } catch (error) {
      window.alert(EVENT_DELETE_FAILED_MESSAGE);
      if (error instanceof ApiError && error.status === 401) endSession();
    }
    await loadEvents();
  };

  return (
    <div className="availability-calendar">
      {isLoggedIn && !canEdit ? (
        <p className="banner banner--warning" lang={staffLang}>
          {mustSetUpTwoStep ? (
            <>
              Set up two-step sign-in in the <a href="/admin/two-step">back office</a> before you
              change the calendar.
            </>
          ) : (
            <>
              Your account cannot change the calendar. Ask an administrator for the fire marshal
              role, or open the <a href="/admin">back office</a>.
            </>
          )}
        </p>
      ) : null}
      {isAdmin ? (
        <div className="availability-calendar__instructions" lang={staffLang}>
          <h2>Managing availability</h2>
          <ul>
            <li>Click a date or time to add an event.</li>
            <li>Drag across dates to add a multi-day event.</li>
            <li>
              Click an event to delete it, or use its Delete button in the list below the calendar.
            </li>
          </ul>
        </div>
      ) : null}
      <div className="availability-calendar__grid" ref={gridRef}>
        <Calendar<DisplayEvent>
          localizer={localizer}
          culture="en-US"
          events={displayEvents}
          views={isNarrow ? NARROW_VIEWS : WIDE_VIEWS}
          view={view}
          onView={(next) => setChosenView(next as CalendarViewName)}
          date={date}
          onNavigate={(next) => setDate(next)}
          getNow={getDistrictNowDate}
          popup
          popupOffset={POPUP_OFFSET}
          step={STEP_MINUTES}
          timeslots={TIMESLOTS}
          style={view === 'agenda' ? AGENDA_STYLE : CALENDAR_STYLE}
          components={CALENDAR_COMPONENTS}
          formats={translated ? { ...FORMATS, ...translated.formats } : FORMATS}
          {...(translated ? { messages: translated.messages } : {})}
          dayLayoutAlgorithm="no-overlap"
          eventPropGetter={styleEvent}
          tooltipAccessor={describeTooltip}
          selectable={isAdmin}
          onSelectSlot={handleSelectSlot}
          onSelectEvent={(displayEvent) => void handleDelete(displayEvent.event)}
          onKeyPressEvent={(displayEvent, keyEvent) => {
            const { key } = keyEvent as KeyboardEvent<HTMLElement>;
            if (key !== 'Enter' && key !== ' ') return;
            keyEvent.preventDefault();
            void handleDelete(displayEvent.event);
          }}
        />
      </div>
      {/* After the calendar's own toolbar and view, so a visitor meets the calendar first (issue 11). */}
      <div className="availability-calendar__toolbar" lang={staffLang}>
        {isLoggedIn ? (
          <>
            {canEdit ? (
              <button
                type="button"
                className="button"
                onClick={() => setDraft(createDefaultDraft(readDistrictNow().day))}
              >
                Add Event
              </button>
            ) : null}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void handleLogout()}
            >
              Logout
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setIsLoginOpen(true)}
          >
            Admin Login
          </button>
        )}
      </div>
      <EventList
        heading={describeRange(view, day, weekStartsOn, tr, tag)}
        tr={tr}
        tag={tag}
        events={listedEvents}
        isAdmin={isAdmin}
        onDelete={(event) => void handleDelete(event)}
      />
      <Suspense fallback={null}>
        {isLoginOpen ? (
          <LoginDialog
            isOpen
            onClose={() => setIsLoginOpen(false)}
            onLoggedIn={() => {
              setIsLoginOpen(false);
              setIsLoggedIn(true);
              checkAccount();
            }}
          />
        ) : null}
        {isAdmin && draft !== null ? (
          <AddEventDialog
            isOpen
            draft={draft}
            onClose={() => setDraft(null)}
            onAdded={() => {
              setDraft(null);
              void loadEvents();
            }}
            onUnauthorized={endSession}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
