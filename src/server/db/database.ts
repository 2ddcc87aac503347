import type { AuthTables } from '#server/features/auth/auth.tables.ts';
import type { ContentTables } from '#server/features/content/content.tables.ts';
import type { CalendarTables } from '#server/features/calendar/calendar.tables.ts';
import type { PermitTables } from '#server/features/permits/permits.tables.ts';

/** Every table, keyed by its camelCase name (CamelCasePlugin maps it to snake_case). */
export interface Database extends AuthTables, CalendarTables, PermitTables, ContentTables {}
