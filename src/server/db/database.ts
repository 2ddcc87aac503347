import type { ActivityTables } from '#server/activity/activity-log.ts';
import type { SandboxPaymentTables } from '#server/adapters/sandbox-payment-gateway.ts';
import type { AuthTables } from '#server/features/auth/auth.tables.ts';
import type { ContentTables } from '#server/features/content/content.tables.ts';
import type { DocumentTables } from '#server/features/documents/documents.tables.ts';
import type { CalendarTables } from '#server/features/calendar/calendar.tables.ts';
import type { PermitTables } from '#server/features/permits/permits.tables.ts';
import type { OutboxTables } from '#server/outbox/outbox.tables.ts';
import type { RateLimitTables } from '#server/plugins/rate-limit-store.ts';
import type { NewsTables } from '#server/features/news/news.tables.ts';
import type { SearchTables } from '#server/search/search-index.ts';
import type { BurnTables } from '#server/features/burn/burn.tables.ts';
import type { RecordsTables } from '#server/features/records/records.tables.ts';
import type { StatusEventTables } from '#server/status/status-events.tables.ts';
import type { SubscriptionTables } from '#server/features/subscriptions/subscriptions.tables.ts';
import type { FeeTables } from '#server/features/fees/fees.tables.ts';
import type { InspectionTables } from '#server/features/inspections/inspections.tables.ts';
import type { ClearanceTables } from '#server/features/inspections/clearance.tables.ts';
import type { PropertyTables } from '#server/features/property/property.tables.ts';
import type { CapTables } from '#server/features/cap/cap.tables.ts';
import type { ChipperTables } from '#server/features/chipper/chipper.tables.ts';
import type { WorkingCalendarTables } from '#server/working-calendar/working-calendar.tables.ts';

/** Every table, keyed by its camelCase name (CamelCasePlugin maps it to snake_case). */
export interface Database
  extends
    ActivityTables,
    AuthTables,
    CalendarTables,
    PermitTables,
    OutboxTables,
    SandboxPaymentTables,
    ContentTables,
    RateLimitTables,
    NewsTables,
    SearchTables,
    StatusEventTables,
    BurnTables,
    RecordsTables,
    DocumentTables,
    SubscriptionTables,
    InspectionTables,
    FeeTables,
    ClearanceTables,
    WorkingCalendarTables,
    PropertyTables,
    CapTables,
    ChipperTables {}
