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

/** One row, name 'events': bumped with every add and delete, so every instance sees the change. */
export interface CalendarVersionsTable {
  name: string;
  version: number;
  /** When the events last changed (ISO-8601 instant): the feed's Last-Modified. */
  changedAt: string;
}

export interface CalendarTables {
  calendarEvents: CalendarEventsTable;
  calendarVersions: CalendarVersionsTable;
}

export type CalendarEventRow = Selectable<CalendarEventsTable>;
