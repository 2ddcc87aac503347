import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import {
  Navigate,
  type DateLocalizer,
  type NavigateAction,
  type TitleOptions,
} from 'react-big-calendar';
import { formatDisplayTimeRange } from '#domain/calendar/availability.ts';
import { addDays, endOfDay, isSameDay, listDaysBetween, startOfDay } from '../calendar-dates.ts';

/** react-big-calendar's agenda shows a month from the chosen day. */
const AGENDA_LENGTH_DAYS = 30;

export interface AgendaEvent {
  title: string;
  /** Local wall-clock start. */
  start: Date;
  /** Local wall-clock end; exclusive for all-day events. */
  end: Date;
  allDay: boolean;
}

interface AgendaProps<TEvent extends AgendaEvent> {
  date: Date;
  events: TEvent[];
  length?: number;
  localizer: DateLocalizer;
  getters: {
    eventProp: (
      event: TEvent,
      start: Date,
      end: Date,
      isSelected: boolean,
    ) => { className?: string; style?: CSSProperties };
  };
  onSelectEvent?: (event: TEvent, domEvent: MouseEvent<HTMLElement>) => void;
}

function isOnDay(event: AgendaEvent, day: Date): boolean {
  const dayStart = startOfDay(day);
  const dayEnd = endOfDay(day);
  if (event.start > dayEnd) return false;
  return (
    event.end > dayStart ||
    (event.end.getTime() === event.start.getTime() && isSameDay(event.start, day))
  );
}

/** The time cell: as the event list below the calendar writes it ("6:00 PM – midnight"). */
function describeTime(event: AgendaEvent, day: Date, localizer: DateLocalizer): ReactNode {
  if (event.allDay) return localizer.messages.allDay ?? 'All Day';
  const endsToday = isSameDay(event.start, event.end);
  // The calendar's own words for "from"/"until" on a page in another language (decision 330).
  const words = localizer.messages as { from?: string; until?: string };
  if (isSameDay(event.start, day) && endsToday)
    return words.from
      ? localizer.format({ start: event.start, end: event.end }, 'eventTimeRangeFormat')
      : formatDisplayTimeRange(event.start, event.end);
  if (isSameDay(event.start, day))
    return `${words.from ?? 'from'} ${localizer.format(event.start, 'agendaTimeFormat')}`;
  if (isSameDay(event.end, day))
    return `${words.until ?? 'until'} ${localizer.format(event.end, 'agendaTimeFormat')}`;
  return localizer.messages.allDay ?? 'All Day';
}

/**
 * The phone agenda as ONE table (issue 16): react-big-calendar's own agenda draws its header row
 * and its events as two tables, so a screen reader cannot tie a cell to its column. Here the
 * column headers and every row share one table; each day's events are one row group whose first
 * cell is the day, a row header for the group. On phones global.css stacks the rows as cards.
 */
export function OneTableAgenda<TEvent extends AgendaEvent>({
  date,
  events,
  length = AGENDA_LENGTH_DAYS,
  localizer,
  getters,
  onSelectEvent,
}: AgendaProps<TEvent>) {
  const days = listDaysBetween(startOfDay(date), addDays(startOfDay(date), length));
  const sorted = events.toSorted((a, b) => a.start.getTime() - b.start.getTime());
  const groups = days
    .map((day) => ({ day, events: sorted.filter((event) => isOnDay(event, day)) }))
    .filter((group) => group.events.length > 0);
  if (groups.length === 0) {
    return (
      <div className="rbc-agenda-view">
        <span className="rbc-agenda-empty">
          {localizer.messages.noEventsInRange ?? 'There are no events in this range.'}
        </span>
      </div>
    );
  }
  return (
    <div className="rbc-agenda-view">
      <table className="rbc-agenda-table">
        <thead>
          <tr>
            <th scope="col" className="rbc-header">
              {localizer.messages.date ?? 'Date'}
            </th>
            <th scope="col" className="rbc-header">
              {localizer.messages.time ?? 'Time'}
            </th>
            <th scope="col" className="rbc-header">
              {localizer.messages.event ?? 'Event'}
            </th>
          </tr>
        </thead>
        {groups.map(({ day, events: dayEvents }) => (
          <tbody key={day.toISOString()}>
            {dayEvents.map((event, index) => {
              const props = getters.eventProp(event, event.start, event.end, false);
              return (
                <tr key={index} className={props.className} style={props.style}>
                  {index === 0 ? (
                    <th
                      scope="rowgroup"
                      rowSpan={dayEvents.length}
                      className="rbc-agenda-date-cell"
                    >
                      {localizer.format(day, 'agendaDateFormat')}
                    </th>
                  ) : null}
                  <td
                    className="rbc-agenda-time-cell"
                    data-label={localizer.messages.time ?? 'Time'}
                  >
                    {describeTime(event, day, localizer)}
                  </td>
                  <td
                    className="rbc-agenda-event-cell"
                    data-label={localizer.messages.event ?? 'Event'}
                    onClick={(domEvent) => onSelectEvent?.(event, domEvent)}
                  >
                    {event.title}
                  </td>
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </div>
  );
}

OneTableAgenda.range = (start: Date, { length = AGENDA_LENGTH_DAYS }: { length?: number }) => ({
  start,
  end: addDays(start, length),
});

OneTableAgenda.navigate = (
  date: Date,
  action: NavigateAction,
  { length = AGENDA_LENGTH_DAYS }: { length?: number },
): Date => {
  if (action === Navigate.PREVIOUS) return addDays(date, -length);
  if (action === Navigate.NEXT) return addDays(date, length);
  return date;
};

OneTableAgenda.title = (start: Date, options: TitleOptions): string => {
  const { localizer, length = AGENDA_LENGTH_DAYS } = options as TitleOptions & {
    localizer: DateLocalizer;
    length?: number;
  };
  return localizer.format({ start, end: addDays(start, length) }, 'agendaHeaderFormat');
};
