import type { AuthTables } from '#server/features/auth/auth.tables.ts';
import type { CalendarTables } from '#server/features/calendar/calendar.tables.ts';
import type { PermitTables } from '#server/features/permits/permits.tables.ts';
import type { RateLimitTables } from '#server/plugins/rate-limit-store.ts';

/** Every table, keyed by its camelCase name (CamelCasePlugin maps it to snake_case). */
export interface Database extends AuthTables, CalendarTables, PermitTables, RateLimitTables {}
