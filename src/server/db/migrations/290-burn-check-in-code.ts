import type { Kysely } from 'kysely';

// Issue 25: the QR check-in proves holding the permit with a random code printed on it, no longer
// with the phone's last four digits. Permits issued before have none and check in by private link.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('burn_permits').addColumn('check_in_code', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('burn_permits').dropColumn('check_in_code').execute();
}
