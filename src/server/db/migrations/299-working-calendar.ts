import { sql, type Kysely } from 'kysely';
import { UTAH_LEGAL_HOLIDAY_RULES } from '#domain/calendar/utah-legal-holidays.ts';

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
  await db.schema
    .createTable('legal_holiday_rules')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('month', 'integer')
    .addColumn('day_of_month', 'integer')
    .addColumn('weekday', 'integer')
    .addColumn('nth', 'integer')
    .addColumn('easter_offset_days', 'integer')
    .addColumn('observance', 'text', (column) => column.notNull())
    .addColumn('effective_from', 'text')
    .addColumn('effective_to', 'text')
    .addColumn('is_active', 'integer', (column) => column.notNull().defaultTo(sql`1`))
    .addColumn('source', 'text', (column) => column.notNull())
    .execute();
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
  await db.schema
    .alterTable('district_calendar_days')
    .addColumn('kind', 'text', (column) => column.notNull().defaultTo('closed'))
    .execute();
  await db
    .insertInto('permissions')
    .values({ id: PERMISSION[0], description: PERMISSION[1] })
    .execute();
  const roles = await db.selectFrom('roles').select('id').where('id', 'in', ROLES).execute();
  if (roles.length > 0) {
    await db
      .insertInto('role_permissions')
      .values(roles.map((role) => ({ role_id: role.id, permission_id: PERMISSION[0] })))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('role_permissions').where('permission_id', '=', PERMISSION[0]).execute();
  await db.deleteFrom('permissions').where('id', '=', PERMISSION[0]).execute();
  await db.deleteFrom('district_calendar_days').where('kind', '=', 'working').execute();
  await db.schema.alterTable('district_calendar_days').dropColumn('kind').execute();
  await db.schema.alterTable('district_calendar_days').renameTo('records_closures').execute();
  await db.schema.dropTable('legal_holiday_rules').execute();
}
