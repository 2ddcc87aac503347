import type { Kysely } from 'kysely';
import { createSettingsTable, dropPermissions, grantPermissions } from './feature-setup.ts';

// Issue 17: inspection settings, bookings and the slot claims that make booking atomic.
// Literal lists, so this migration never changes once it has run.
const INSPECTION_PERMISSIONS: Array<[id: string, description: string]> = [
  ['inspections:read', 'See booked inspections and inspection reports'],
  [
    'inspections:manage',
    'Change inspection settings; book, move and cancel inspections for callers',
  ],
];
const INSPECTION_ROLES = ['administrator', 'fire-marshal'];

export async function up(db: Kysely<any>): Promise<void> {
  await createSettingsTable(db, 'inspection_settings');
  await db.schema
    .createTable('inspections')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('application_id', 'text', (column) => column.notNull())
    .addColumn('inspection_type_id', 'text', (column) => column.notNull())
    .addColumn('inspection_type_name', 'text', (column) => column.notNull())
    .addColumn('inspector_id', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('starts_at', 'text', (column) => column.notNull())
    .addColumn('ends_at', 'text', (column) => column.notNull())
    .addColumn('sequence', 'integer', (column) => column.notNull())
    .addColumn('reinspection_of', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('inspections_inspector_starts_index')
    .on('inspections')
    .columns(['inspector_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('inspections_application_index')
    .on('inspections')
    .column('application_id')
    .execute();
  // One row per 15-minute cell an inspection holds (its time plus the buffer after it): the
  // primary key refuses a second booking of any overlapping cell, on SQLite and PostgreSQL alike.
  await db.schema
    .createTable('inspection_slot_claims')
    .addColumn('inspector_id', 'text', (column) => column.notNull())
    .addColumn('cell_start', 'text', (column) => column.notNull())
    .addColumn('inspection_id', 'text', (column) =>
      column.notNull().references('inspections.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('inspection_slot_claims_pk', ['inspector_id', 'cell_start'])
    .execute();
  await db.schema
    .createIndex('inspection_slot_claims_inspection_index')
    .on('inspection_slot_claims')
    .column('inspection_id')
    .execute();
  await grantPermissions(db, INSPECTION_PERMISSIONS, INSPECTION_ROLES);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropPermissions(db, INSPECTION_PERMISSIONS);
  await db.schema.dropTable('inspection_slot_claims').execute();
  await db.schema.dropTable('inspections').execute();
  await db.schema.dropTable('inspection_settings').execute();
}
