import {
  Migrator,
  PostgresAdapter,
  sql,
  type DatabaseIntrospector,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type TableMetadata,
} from 'kysely';
import * as authMigration from './migrations/001-auth.ts';
import * as calendarMigration from './migrations/002-calendar-events.ts';
import * as permitsMigration from './migrations/003-permit-applications.ts';
import * as applicationEventsMigration from './migrations/010-application-events-and-outbox.ts';
import * as sweepLeaseMigration from './migrations/011-sweep-lease.ts';
import * as refundsMigration from './migrations/012-permit-refunds-and-documents.ts';
import * as rateLimitMigration from './migrations/020-rate-limit-counters.ts';
import * as calendarVersionMigration from './migrations/030-calendar-version.ts';
import * as staffAccountsMigration from './migrations/040-staff-accounts.ts';
import * as contentMigration from './migrations/050-content.ts';
import * as documentsMigration from './migrations/060-documents.ts';
import * as outboxLeaseMigration from './migrations/100-outbox-lease.ts';
import * as newsAndSearchMigration from './migrations/070-news-and-search.ts';
import * as documentFinanceKindsMigration from './migrations/120-document-finance-kinds.ts';
import * as newsLibraryAttachmentsMigration from './migrations/121-news-library-attachments.ts';
import * as signInHardeningMigration from './migrations/140-sign-in-hardening.ts';
import * as permitUploadCapsMigration from './migrations/150-permit-upload-caps-and-client-secret.ts';
import * as statusEventsMigration from './migrations/200-status-events.ts';
import * as openBurningMigration from './migrations/201-open-burning.ts';
import * as recordsRequestsMigration from './migrations/220-records-requests.ts';
import * as feesMigration from './migrations/270-fees.ts';
import * as recordsFeesAndFilesMigration from './migrations/250-records-fees-and-files.ts';
import * as burnCheckInCodeMigration from './migrations/290-burn-check-in-code.ts';
import * as recordsLogSubjectMigration from './migrations/280-records-log-subject.ts';
import * as feeRefundsMigration from './migrations/292-fee-refunds.ts';
import * as outboxMessageIdMigration from './migrations/297-outbox-message-id.ts';
import * as workingCalendarMigration from './migrations/299-working-calendar.ts';
import * as recordsAppealClockMigration from './migrations/302-records-appeal-clock.ts';
import * as urgentNoticesMigration from './migrations/304-urgent-notices.ts';
import * as burnStateRegistrationMigration from './migrations/307-burn-state-registration.ts';
import * as propertyProfilesMigration from './migrations/311-property-profiles.ts';
import * as propertySitePlansMigration from './migrations/320-property-site-plans.ts';
import * as propertyPrivacySectionMigration from './migrations/320a-property-privacy-section.ts';
import * as burnPermitLanguageMigration from './migrations/324-burn-permit-language.ts';
import * as subscriberLanguageMigration from './migrations/325-subscriber-language.ts';
import * as residentLanguageMigration from './migrations/326-resident-language.ts';
import * as contentSpanishMigration from './migrations/327-content-spanish.ts';
import * as permitApplicationLanguageMigration from './migrations/328-permit-application-language.ts';
import * as feeLanguageMigration from './migrations/332-fee-language.ts';
import * as propertyVerificationMigration from './migrations/334-property-verification.ts';
import * as capMessagesMigration from './migrations/340-cap-messages.ts';
import * as propertyLanguageMigration from './migrations/347-property-language.ts';
import * as chipperMigration from './migrations/350-chipper.ts';
import * as outboxPriorityMigration from './migrations/190-outbox-priority.ts';
import * as subscriptionsMigration from './migrations/191-subscriptions.ts';
import * as inspectionsMigration from './migrations/210-inspections.ts';
import * as inspectionFeedTokensMigration from './migrations/211-inspection-feed-tokens.ts';
import * as clearancesMigration from './migrations/240-clearances.ts';
import * as inspectionResultsMigration from './migrations/230-inspection-results.ts';
import * as oneScheduledInspectionMigration from './migrations/296-one-scheduled-inspection.ts';

// Listed by hand: Node runs the source directly and a bundle-free static list needs no file scan.
export const MIGRATIONS: Record<string, Migration> = {
  '001-auth': authMigration,
  '002-calendar-events': calendarMigration,
  '003-permit-applications': permitsMigration,
  '010-application-events-and-outbox': applicationEventsMigration,
  '011-sweep-lease': sweepLeaseMigration,
  '012-permit-refunds-and-documents': refundsMigration,
  '020-rate-limit-counters': rateLimitMigration,
  '030-calendar-version': calendarVersionMigration,
  '040-staff-accounts': staffAccountsMigration,
  '050-content': contentMigration,
  '060-documents': documentsMigration,
  '100-outbox-lease': outboxLeaseMigration,
  '070-news-and-search': newsAndSearchMigration,
  '120-document-finance-kinds': documentFinanceKindsMigration,
  '121-news-library-attachments': newsLibraryAttachmentsMigration,
  '140-sign-in-hardening': signInHardeningMigration,
  '150-permit-upload-caps-and-client-secret': permitUploadCapsMigration,
  '200-status-events': statusEventsMigration,
  '201-open-burning': openBurningMigration,
  '190-outbox-priority': outboxPriorityMigration,
  '191-subscriptions': subscriptionsMigration,
  '210-inspections': inspectionsMigration,
  '211-inspection-feed-tokens': inspectionFeedTokensMigration,
  '220-records-requests': recordsRequestsMigration,
  '240-clearances': clearancesMigration,
  '270-fees': feesMigration,
  '230-inspection-results': inspectionResultsMigration,
  '250-records-fees-and-files': recordsFeesAndFilesMigration,
  '280-records-log-subject': recordsLogSubjectMigration,
  '290-burn-check-in-code': burnCheckInCodeMigration,
  '292-fee-refunds': feeRefundsMigration,
  '296-one-scheduled-inspection': oneScheduledInspectionMigration,
  '297-outbox-message-id': outboxMessageIdMigration,
  '299-working-calendar': workingCalendarMigration,
  '302-records-appeal-clock': recordsAppealClockMigration,
  '304-urgent-notices': urgentNoticesMigration,
  '307-burn-state-registration': burnStateRegistrationMigration,
  '311-property-profiles': propertyProfilesMigration,
  '320-property-site-plans': propertySitePlansMigration,
  '320a-property-privacy-section': propertyPrivacySectionMigration,
  '324-burn-permit-language': burnPermitLanguageMigration,
  '325-subscriber-language': subscriberLanguageMigration,
  '326-resident-language': residentLanguageMigration,
  '327-content-spanish': contentSpanishMigration,
  '328-permit-application-language': permitApplicationLanguageMigration,
  '332-fee-language': feeLanguageMigration,
  '334-property-verification': propertyVerificationMigration,
  '340-cap-messages': capMessagesMigration,
  '347-property-language': propertyLanguageMigration,
  '350-chipper': chipperMigration,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

async function createMigrator(db: Kysely<any>): Promise<Migrator> {
  // Kysely looks for its migration tables in every schema unless told which one; on a PostgreSQL
  // holding several schemas (tests run one per open()) it would find another schema's tables.
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const schema = isPostgres
    ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
    : undefined;
  return new Migrator({
    db: schema ? withOwnSchemaIntrospection(db, schema) : db,
    provider,
    // Features get migration numbers in separate ranges (040-049 staff, …) and land in any order,
    // so a database may already hold a higher number than a newly merged migration.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/**
 * The migrator asks whether its two tables exist by listing every table and column of every
 * schema (Kysely's PostgreSQL introspector). On a database other schemas share, that listing
 * fails while another process alters or drops one of their tables ("column … does not exist",
 * CI on 2026-12-02), and it costs a catalogue scan on every /readyz. Only this schema's table
 * names are read instead; the migrator needs nothing more.
 */
function withOwnSchemaIntrospection(db: Kysely<any>, schema: string): Kysely<any> {
  const introspection: DatabaseIntrospector = {
    getSchemas: async () => [{ name: schema }],
    getTables: async () => {
      const { rows } = await sql<{ name: string }>`
        select table_name as name from information_schema.tables where table_schema = ${schema}
      `.execute(db);
      return rows.map((row): TableMetadata => ({
        name: row.name,
        schema,
        isView: false,
        columns: [],
      }));
    },
    getMetadata: async () => ({ tables: await introspection.getTables() }),
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = await createMigrator(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/**
 * The migrations this code knows that the database has not run (for /readyz). Throws when the
 * database cannot be reached.
 */
export async function findPendingMigrations(db: Kysely<any>): Promise<string[]> {
  const migrator = await createMigrator(db);
  const migrations = await migrator.getMigrations();
  return migrations
    .filter((migration) => migration.executedAt === undefined)
    .map((migration) => migration.name);
}
