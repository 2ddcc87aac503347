import type { CalendarEvent } from '#domain/calendar/calendar-event.schema.ts';
import { endsAtNextMidnight, toWallClockDate } from '#domain/calendar/availability.ts';
import type { PageTextTranslator } from '#web/lib/page-text.tsx';
import { formatCalendarDate, formatDateIn } from '../calendar-dates.ts';

interface EventListProps {
  heading: string;
  events: readonly CalendarEvent[];
  isAdmin: boolean;
  onDelete: (event: CalendarEvent) => void;
  /** The page's words, and its language's tag when not US English (decision 330). */
  tr: PageTextTranslator;
  tag: string | undefined;
}

function describeWhen(
  event: CalendarEvent,
  tr: PageTextTranslator,
  tag: string | undefined,
): { date: string; time: string } {
  const formatDay = (day: string) =>
    tag
      ? formatDateIn(tag, toWallClockDate(day), {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          year: 'numeric',
        })
      : formatCalendarDate(toWallClockDate(day), 'EEE, MMM d, yyyy');
  const formatTime = (day: string, time: string) =>
    formatCalendarDate(toWallClockDate(day, time), tag ? 'p' : 'h:mm a', tag);
  if (event.isMultiDay) {
    const date =
      event.startDate === event.endDate
        ? formatDay(event.startDate)
        : `${formatDay(event.startDate)} – ${formatDay(event.endDate)}`;
    return { date, time: tr('All day') };
  }
  const end = endsAtNextMidnight(event)
    ? tr('midnight')
    : formatTime(event.startDate, event.endTime);
  return {
    date: formatDay(event.startDate),
    time: `${formatTime(event.startDate, event.startTime)} – ${end}`,
  };
}

/**
 * The visible range's events as a list: the calendar grid's events, '+N more' popup and hover
 * tooltips are out of reach for keyboard and screen-reader users (WCAG 2.1.1, 1.4.13).
 */
export function EventList({ heading, events, isAdmin, onDelete, tr, tag }: EventListProps) {
  return (
    <section className="calendar-events" aria-labelledby="calendar-events-heading">
      <h2 id="calendar-events-heading">{heading}</h2>
      {events.length === 0 ? (
        <p>{tr('No events in this period.')}</p>
      ) : (
        <ul className="calendar-events__list">
          {events.map((event) => {
            const when = describeWhen(event, tr, tag);
            return (
              <li key={event.id} className="calendar-events__item">
                <h3 className="calendar-events__title">{event.title}</h3>
                <p className="calendar-events__when">
                  <span>{when.date}</span>, <span>{when.time}</span>
                </p>
                {event.description ? (
                  <p className="calendar-events__description">{event.description}</p>
                ) : null}
                {isAdmin ? (
                  <button
                    type="button"
                    className="button button--secondary calendar-events__delete"
                    lang={tag ? 'en' : undefined}
                    onClick={() => onDelete(event)}
                  >
                    Delete<span className="visually-hidden"> {event.title}</span>
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
