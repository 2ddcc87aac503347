import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { createSettingsTable, dropPermissions, grantPermissions } from './feature-setup.ts';
import { createIndexOn, createTableWith, dropTables, primaryKeyOf } from './table-steps.ts';

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
  await createTableWith(db, 'inspections', [
    column.id,
    column.requiredText(
      'application_id',
      'inspection_type_id',
      'inspection_type_name',
      'inspector_id',
      'status',
      'starts_at',
      'ends_at',
    ),
    column.requiredInteger('sequence'),
    column.optionalText('reinspection_of'),
    column.requiredText('created_at', 'updated_at'),
  ]);
  await createIndexOn(db, 'inspections_inspector_starts_index', 'inspections', [
    'inspector_id',
    'starts_at',
  ]);
  await createIndexOn(db, 'inspections_application_index', 'inspections', ['application_id']);
  // One row per 15-minute cell an inspection holds (its time plus the buffer after it): the
  // primary key refuses a second booking of any overlapping cell, on SQLite and PostgreSQL alike.
  await createTableWith(
    db,
    'inspection_slot_claims',
    [
      column.requiredText('inspector_id', 'cell_start'),
      column.ownedBy('inspection_id', 'inspections.id'),
    ],
    primaryKeyOf('inspection_slot_claims_pk', ['inspector_id', 'cell_start']),
  );
  await createIndexOn(db, 'inspection_slot_claims_inspection_index', 'inspection_slot_claims', [
    'inspection_id',
  ]);
  await grantPermissions(db, INSPECTION_PERMISSIONS, INSPECTION_ROLES);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropPermissions(db, INSPECTION_PERMISSIONS);
  await dropTables(db, 'inspection_slot_claims', 'inspections', 'inspection_settings');
}
