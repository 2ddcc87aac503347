import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { dropPermissions, grantPermissions } from './feature-setup.ts';
import { addColumnsTo, dropColumnsFrom } from './table-steps.ts';

// Issue 36, decision 334: a property profile is unverified until its address is: by the code on
// a letter staff mail to it (only its hash is kept), or by staff after a call. Literal lists, so
// this migration never changes once it has run.
const VERIFY_PERMISSIONS: Array<[id: string, description: string]> = [
  ['property:verify', 'Print address letters for property profiles and verify them after a call'],
];

export async function up(db: Kysely<any>): Promise<void> {
  await addColumnsTo(
    db,
    'property_profiles',
    // verification: 'letter' or 'phone'; verified_by: the staff account, or the letter's code.
    column.optionalText('verified_at', 'verification', 'verified_by'),
    column.optionalText('letter_code_hash', 'letter_printed_at'),
    column.integerFromZero('letter_attempts'),
  );
  await grantPermissions(db, VERIFY_PERMISSIONS, ['administrator']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropPermissions(db, VERIFY_PERMISSIONS);
  await dropColumnsFrom(
    db,
    'property_profiles',
    'verified_at',
    'verification',
    'verified_by',
    'letter_code_hash',
    'letter_printed_at',
    'letter_attempts',
  );
}
