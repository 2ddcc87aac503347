import { sql, type Kysely } from 'kysely';

// Issue 20: public records requests under GRAMA. Literal lists, so this migration never changes
// once it has run.
const RECORDS_PERMISSIONS: Array<[id: string, description: string]> = [
  ['records:manage', 'Answer public records requests and see requesters’ details'],
];
// Appeals go to the chief administrative officer (Utah Code 63G-2-401); administrators by default.
const APPEALS_PERMISSIONS: Array<[id: string, description: string]> = [
  ['records:appeals', 'Decide appeals of public records requests'],
];
const RECORDS_OFFICER_ROLE: [id: string, label: string] = ['records-officer', 'Records officer'];
const RECORDS_ROLES = ['administrator', RECORDS_OFFICER_ROLE[0]];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('records_requests')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('request_number', 'text', (column) => column.notNull().unique())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('requester_name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('mailing_address', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('from_day', 'text')
    .addColumn('to_day', 'text')
    .addColumn('format', 'text', (column) => column.notNull())
    .addColumn('fee_waiver_requested', 'integer', (column) => column.notNull())
    .addColumn('fee_waiver_reason', 'text', (column) => column.notNull())
    .addColumn('expedite_requested', 'integer', (column) => column.notNull())
    .addColumn('expedite_ground', 'text')
    .addColumn('expedite_reason', 'text', (column) => column.notNull())
    .addColumn('is_expedited', 'integer', (column) => column.notNull())
    .addColumn('received_at', 'text', (column) => column.notNull())
    .addColumn('received_day', 'text', (column) => column.notNull())
    .addColumn('due_day', 'text', (column) => column.notNull())
    .addColumn('paused_business_days', 'integer', (column) => column.notNull())
    .addColumn('access_token', 'text', (column) => column.notNull().unique())
    .addColumn('is_in_public_log', 'integer', (column) => column.notNull().defaultTo(sql`1`))
    .addColumn('responded_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('records_requests_due_day_index')
    .on('records_requests')
    .column('due_day')
    .execute();
  await db.schema
    .createTable('records_closures')
    .addColumn('day', 'text', (column) => column.primaryKey())
    .addColumn('note', 'text', (column) => column.notNull())
    .execute();
  await db
    .insertInto('permissions')
    .values(
      [...RECORDS_PERMISSIONS, ...APPEALS_PERMISSIONS].map(([id, description]) => ({
        id,
        description,
      })),
    )
    .execute();
  const { position } = (await db
    .selectFrom('roles')
    .select(sql<number>`coalesce(max(position), 0) + 1`.as('position'))
    .executeTakeFirstOrThrow()) as { position: number };
  await db
    .insertInto('roles')
    .values({ id: RECORDS_OFFICER_ROLE[0], label: RECORDS_OFFICER_ROLE[1], position })
    .execute();
  await db
    .insertInto('role_permissions')
    .values([
      ...RECORDS_ROLES.flatMap((roleId) =>
        RECORDS_PERMISSIONS.map(([permissionId]) => ({
          role_id: roleId,
          permission_id: permissionId,
        })),
      ),
      ...APPEALS_PERMISSIONS.map(([permissionId]) => ({
        role_id: 'administrator',
        permission_id: permissionId,
      })),
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const ids = [...RECORDS_PERMISSIONS, ...APPEALS_PERMISSIONS].map(([id]) => id);
  await db.deleteFrom('role_permissions').where('permission_id', 'in', ids).execute();
  await db.deleteFrom('role_permissions').where('role_id', '=', RECORDS_OFFICER_ROLE[0]).execute();
  await db.deleteFrom('roles').where('id', '=', RECORDS_OFFICER_ROLE[0]).execute();
  await db.deleteFrom('permissions').where('id', 'in', ids).execute();
  await db.schema.dropTable('records_closures').execute();
  await db.schema.dropTable('records_requests').execute();
}
