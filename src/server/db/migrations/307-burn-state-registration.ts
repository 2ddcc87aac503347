import type { Kysely } from 'kysely';

// Decision 307: when the district asks for it, an open burn permit carries the applicant's state
// burn registration number (Utah DAQ's open burn registration); null when not asked or not given.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('burn_permits')
    .addColumn('state_registration_number', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('burn_permits').dropColumn('state_registration_number').execute();
}
