import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

// Issue 26, item 1: one scheduled inspection per application, by a database rule (decision 296).
// Two bookings at the same moment each checked for a scheduled inspection before inserting theirs,
// and both succeeded. A partial unique index refuses the second on SQLite and PostgreSQL alike.
// Literal values, so this migration never changes once it has run.
const INDEX = 'inspections_one_scheduled_per_application';
const ACTOR = 'system:migration-296';
const REASON =
  'A second booking made at the same moment as another; the booking the applicant’s link shows is kept';

export async function up(db: Kysely<any>): Promise<void> {
  // Earlier races may have left an application two scheduled inspections. Keep the one the
  // booking link shows (the latest created) and cancel the others, freeing their time, with a
  // timeline entry saying why; otherwise the index could not be built.
  const extras = await sql<{ id: string }>`
    select older.id as id from inspections older
    where older.status = 'scheduled' and exists (
      select 1 from inspections newer
      where newer.application_id = older.application_id and newer.status = 'scheduled'
        and (newer.created_at > older.created_at
          or (newer.created_at = older.created_at and newer.id > older.id)))
    order by older.id`.execute(db);
  const at = new Date().toISOString();
  for (const [index, { id }] of extras.rows.entries()) {
    await db
      .updateTable('inspections')
      .set({ status: 'cancelled', sequence: sql`sequence + 1`, updated_at: at })
      .where('id', '=', id)
      .execute();
    await db.deleteFrom('inspection_slot_claims').where('inspection_id', '=', id).execute();
    await db
      .insertInto('status_events')
      .values({
        id: `${Date.now().toString(16).padStart(12, '0')}-${index.toString(16).padStart(6, '0')}-${randomBytes(8).toString('hex')}`,
        subject_kind: 'inspection',
        subject_id: id,
        at,
        actor: ACTOR,
        kind: 'status',
        from_status: 'scheduled',
        to_status: 'cancelled',
        reason: REASON,
      })
      .execute();
  }
  await sql`create unique index ${sql.id(INDEX)} on inspections (application_id) where status = 'scheduled'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex(INDEX).execute();
}
