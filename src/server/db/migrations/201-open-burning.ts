import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { createSettingsTable, dropPermissions, grantPermissions } from './feature-setup.ts';

// Issue 19: open burn permits, check-ins, the day's burn status and the district's settings.
// Literal lists, so this migration never changes once it has run.
const BURN_PERMISSIONS: Array<[id: string, description: string]> = [
  ['burn:read', "See open burn permits, today's burns and the export"],
  ['burn:manage', 'Post the burn day status, review and revoke burn permits, change burn settings'],
];
const BURN_ROLES = ['administrator', 'fire-marshal'];
export async function up(db: Kysely<any>): Promise<void> {
  const bytesType = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
  await createSettingsTable(db, 'burn_settings');
  await db.schema
    .createTable('burn_day_entries')
    .addColumn('day', 'text', (column) => column.primaryKey())
    .addColumn('is_burning_allowed', 'integer', (column) => column.notNull())
    .addColumn('reason', 'text')
    .addColumn('note', 'text', (column) => column.notNull())
    .addColumn('clearing_index', 'integer')
    .addColumn('posted_at', 'text', (column) => column.notNull())
    .addColumn('posted_by', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('burn_permits')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('permit_number', 'text', (column) => column.unique())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('applicant_name', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('street', 'text', (column) => column.notNull())
    .addColumn('town', 'text', (column) => column.notNull())
    .addColumn('material', 'text', (column) => column.notNull())
    .addColumn('material_description', 'text', (column) => column.notNull())
    .addColumn('pile_size', 'text', (column) => column.notNull())
    .addColumn('from_day', 'text', (column) => column.notNull())
    .addColumn('to_day', 'text', (column) => column.notNull())
    .addColumn('fee_cents', 'integer', (column) => column.notNull())
    .addColumn('conditions', 'text', (column) => column.notNull())
    .addColumn('access_token', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('issued_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('revoke_reason', 'text')
    .addColumn('pdf', bytesType)
    .execute();
  await db.schema
    .createIndex('burn_permits_to_day_index')
    .on('burn_permits')
    .column('to_day')
    .execute();
  await db.schema
    .createTable('burn_check_ins')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('permit_id', 'text', (column) =>
      column.notNull().references('burn_permits.id').onDelete('cascade'),
    )
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('start_time', 'text', (column) => column.notNull())
    .addColumn('end_time', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('burn_check_ins_permit_day_unique', ['permit_id', 'day'])
    .execute();
  await db.schema
    .createIndex('burn_check_ins_day_index')
    .on('burn_check_ins')
    .column('day')
    .execute();
  await grantPermissions(db, BURN_PERMISSIONS, BURN_ROLES);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropPermissions(db, BURN_PERMISSIONS);
  await db.schema.dropTable('burn_check_ins').execute();
  await db.schema.dropTable('burn_permits').execute();
  await db.schema.dropTable('burn_day_entries').execute();
  await db.schema.dropTable('burn_settings').execute();
}
