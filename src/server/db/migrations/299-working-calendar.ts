import { sql, type Kysely } from 'kysely';
import { UTAH_LEGAL_HOLIDAY_RULES } from '#domain/calendar/utah-legal-holidays.ts';
import * as column from './columns.ts';
import { insertGrants, insertPermissions } from './feature-setup.ts';
import { addColumnsTo, createTableWith, dropColumnsFrom, dropTables } from './table-steps.ts';

// Decision 299: one working calendar. Utah's legal holidays become a rule table seeded from Utah
// Code 63G-1-301 as in force on May 6, 2026, which staff correct when the statute changes. The
// records clock's closure days become the district's calendar days: a closure, or a computed
// holiday the district works.
const PERMISSION: [id: string, description: string] = [
  'working-calendar:manage',
  'See Utah legal holidays, add district closure days and mark a holiday a working day',
];
const ROLES = ['administrator', 'records-officer'];

export async function up(db: Kysely<any>): Promise<void> {
  await createTableWith(db, 'legal_holiday_rules', [
    column.id,
    column.requiredInteger('position'),
    column.requiredText('name', 'kind'),
    column.optionalInteger('month', 'day_of_month', 'weekday', 'nth', 'easter_offset_days'),
    column.requiredText('observance'),
    column.optionalText('effective_from', 'effective_to'),
    column.custom('is_active', 'integer', (isActive) => isActive.notNull().defaultTo(sql`1`)),
    column.requiredText('source'),
  ]);
  await db
    .insertInto('legal_holiday_rules')
    .values(
      UTAH_LEGAL_HOLIDAY_RULES.map((rule, position) => ({
        id: rule.id,
        position,
        name: rule.name,
        kind: rule.kind,
        month: rule.month,
        day_of_month: rule.dayOfMonth,
        weekday: rule.weekday,
        nth: rule.nth,
        easter_offset_days: rule.easterOffsetDays,
        observance: rule.observance,
        effective_from: rule.effectiveFrom,
        effective_to: rule.effectiveTo,
        is_active: rule.isActive ? 1 : 0,
        source: rule.source,
      })),
    )
    .execute();
  await db.schema.alterTable('records_closures').renameTo('district_calendar_days').execute();
  await addColumnsTo(
    db,
    'district_calendar_days',
    column.custom('kind', 'text', (kind) => kind.notNull().defaultTo('closed')),
  );
  await insertPermissions(db, [PERMISSION]);
  const roles = await db.selectFrom('roles').select('id').where('id', 'in', ROLES).execute();
  if (roles.length > 0) {
    await insertGrants(
      db,
      roles.map((role): [string, string] => [role.id as string, PERMISSION[0]]),
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('role_permissions').where('permission_id', '=', PERMISSION[0]).execute();
  await db.deleteFrom('permissions').where('id', '=', PERMISSION[0]).execute();
  await db.deleteFrom('district_calendar_days').where('kind', '=', 'working').execute();
  await dropColumnsFrom(db, 'district_calendar_days', 'kind');
  await db.schema.alterTable('district_calendar_days').renameTo('records_closures').execute();
  await dropTables(db, 'legal_holiday_rules');
}
