import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { addColumnsTo, dropColumnsFrom } from './table-steps.ts';

// Decision 292 (issue 25): a fee paid for a subject that closed is refunded through the
// processor. The reason is written before the processor is asked, so the sweep retries a refund
// the processor did not answer; the refund's id and time are kept once it is made.
export async function up(db: Kysely<any>): Promise<void> {
  await addColumnsTo(db, 'fees', column.optionalText('refund_reason', 'refund_id', 'refunded_at'));
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropColumnsFrom(db, 'fees', 'refunded_at', 'refund_id', 'refund_reason');
}
