import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { addColumnsTo, dropColumnsFrom } from './table-steps.ts';

// Issue 25: the QR check-in proves holding the permit with a random code printed on it, no longer
// with the phone's last four digits. Permits issued before have none and check in by private link.
export async function up(db: Kysely<any>): Promise<void> {
  await addColumnsTo(db, 'burn_permits', column.optionalText('check_in_code'));
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropColumnsFrom(db, 'burn_permits', 'check_in_code');
}
