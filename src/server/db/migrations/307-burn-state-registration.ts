import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { addColumnsTo, dropColumnsFrom } from './table-steps.ts';

// Decision 307: when the district asks for it, an open burn permit carries the applicant's state
// burn registration number (Utah DAQ's open burn registration); null when not asked or not given.
export async function up(db: Kysely<any>): Promise<void> {
  await addColumnsTo(db, 'burn_permits', column.optionalText('state_registration_number'));
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropColumnsFrom(db, 'burn_permits', 'state_registration_number');
}
