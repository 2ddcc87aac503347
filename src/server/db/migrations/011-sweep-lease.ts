import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { addColumnsTo, dropColumnsFrom } from './table-steps.ts';

// Issue 12, item 3: the sweep claims an application with a lease before it asks the gateway
// about it, so several server processes share the work instead of each doing all of it.
export async function up(db: Kysely<any>): Promise<void> {
  await addColumnsTo(db, 'permit_applications', column.optionalText('sweep_lease_until'));
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropColumnsFrom(db, 'permit_applications', 'sweep_lease_until');
}
