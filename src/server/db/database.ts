import type { ActivityTables } from '#server/activity/activity-log.ts';
import type { AuthTables } from '#server/features/auth/auth.tables.ts';
import type { CalendarTables } from '#server/features/calendar/calendar.tables.ts';
import type { PermitTables } from '#server/features/permits/permits.tables.ts';

/** Every table, keyed by its camelCase name (CamelCasePlugin maps it to snake_case). */
export interface Database extends ActivityTables, AuthTables, CalendarTables, PermitTables {}
