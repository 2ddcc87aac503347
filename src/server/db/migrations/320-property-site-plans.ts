import type { Kysely } from 'kysely';

// Issue 30, decision 311: a business's site plans (PDFs), sealed like the profile's details and
// gone with it. No file name is kept: it may say more than the plan.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('property_site_plans')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('profile_id', 'text', (column) =>
      column.notNull().references('property_profiles.id').onDelete('cascade'),
    )
    // "<key id>.<iv>.<tag>.<ciphertext>", base64url: the PDF's bytes.
    .addColumn('sealed_file', 'text', (column) => column.notNull())
    .addColumn('bytes', 'integer', (column) => column.notNull())
    .addColumn('added_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('property_site_plans_profile_index')
    .on('property_site_plans')
    .column('profile_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('property_site_plans').execute();
}
