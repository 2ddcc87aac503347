export interface CalendarTables {}
