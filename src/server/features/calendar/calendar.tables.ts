import type { Selectable } from 'kysely';

export interface CalendarEventsTable {
  id: string;
  title: string;
  /** YYYY-MM-DD in the district's zone. */
  startDate: string;
  endDate: string;
  /** HH:mm wall-clock time in the district's zone. */
  startTime: string;
  endTime: string;
  /** '' when the administrator gave none. */
  description: string;
  /** 0 or 1: PostgreSQL and SQLite both store an integer flag. */
  isMultiDay: number;
  createdAt: string;
  createdBy: string | null;
}

export interface CalendarTables {
  calendarEvents: CalendarEventsTable;
}

export type CalendarEventRow = Selectable<CalendarEventsTable>;
