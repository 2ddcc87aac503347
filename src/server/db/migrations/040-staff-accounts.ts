import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Issue 9, items 2-4: roles and permissions in tables, disabled accounts, two-step sign-in, the
// activity log. The lists are literal so that this migration never changes after it has run; a
// later permission gets its own migration (insert into permissions and role_permissions).
const PERMISSIONS: Array<[id: string, description: string]> = [
  ['accounts:manage', 'Add accounts, set roles, reset passwords, disable accounts'],
  ['activity:read', 'Read the activity log'],
  ['operations:read', 'Read operational status'],
  ['calendar:edit', 'Add and delete availability calendar events'],
  ['content:edit', 'Edit site content'],
  ['content:publish', 'Publish site content'],
  ['permits:read', 'See permit applications, permit PDFs and plot plans'],
  ['permits:resend', 'Send a permit e-mail again'],
  ['permits:refund', 'Refund a permit payment'],
  ['permits:void', 'Void a permit'],
  ['permits:reconcile', 'Reconcile payments with the processor'],
];

const ROLES: Array<[id: string, label: string, permissions: string[] | 'all']> = [
  ['administrator', 'Administrator', 'all'],
  ['editor', 'Editor', ['content:edit', 'content:publish']],
  ['fire-marshal', 'Fire marshal', ['calendar:edit']],
  [
    'permits-clerk',
    'Permits clerk',
    ['permits:read', 'permits:resend', 'permits:refund', 'permits:void', 'permits:reconcile'],
  ],
];

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = isPostgresDb(db);

  await db.schema
    .createTable('permissions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('description', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('roles')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('label', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('role_permissions')
    .addColumn('role_id', 'text', (column) =>
      column.notNull().references('roles.id').onDelete('cascade'),
    )
    .addColumn('permission_id', 'text', (column) =>
      column.notNull().references('permissions.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_id'])
    .execute();
  await db.schema
    .createTable('account_roles')
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('role_id', 'text', (column) =>
      column.notNull().references('roles.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('account_roles_pk', ['user_id', 'role_id'])
    .execute();

  await db
    .insertInto('permissions')
    .values(PERMISSIONS.map(([id, description]) => ({ id, description })))
    .execute();
  await db
    .insertInto('roles')
    .values(ROLES.map(([id, label], position) => ({ id, label, position })))
    .execute();
  await db
    .insertInto('role_permissions')
    .values(
      ROLES.flatMap(([roleId, , granted]) =>
        (granted === 'all' ? PERMISSIONS.map(([id]) => id) : granted).map((permissionId) => ({
          role_id: roleId,
          permission_id: permissionId,
        })),
      ),
    )
    .execute();
  // Every account so far was an administrator.
  await sql`insert into account_roles (user_id, role_id) select id, 'administrator' from users`.execute(
    db,
  );

  await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();
  // The authenticator secret (base32). It has to be readable to check codes, like any TOTP server.
  await db.schema.alterTable('users').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_pending_secret', 'text').execute();
  // The last time step a code was accepted for, so a code works once.
  await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    // The code's first group, stored plain so a login checks one hash rather than all of them.
    .addColumn('lookup', 'text', (column) => column.notNull())
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('recovery_codes_user_id_index')
    .on('recovery_codes')
    .columns(['user_id', 'lookup'])
    .execute();

  await db.schema
    .createTable('staff_settings')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createIndex('login_attempts_pair_index')
    .on('login_attempts')
    .columns(['username', 'address', 'attempted_at'])
    .execute();

  // before/after hold JSON text; actor_username is kept as written, so removing an account
  // leaves its history readable.
  await db.schema
    .createTable('activity_log')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('occurred_at', 'text', (column) => column.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_username', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema
    .createIndex('activity_log_occurred_at_index')
    .on('activity_log')
    .column('occurred_at')
    .execute();
  await db.schema
    .createIndex('activity_log_actor_index')
    .on('activity_log')
    .columns(['actor_username', 'occurred_at'])
    .execute();

  // Append-only: the database itself refuses to change or remove an entry.
  if (isPostgres) {
    await sql`create function activity_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'activity_log is append-only'; end $$`.execute(db);
    await sql`create trigger activity_log_no_change before update or delete on activity_log
      for each row execute function activity_log_append_only()`.execute(db);
    await sql`create trigger activity_log_no_truncate before truncate on activity_log
      for each statement execute function activity_log_append_only()`.execute(db);
  } else {
    await sql`create trigger activity_log_no_update before update on activity_log
      begin select raise(abort, 'activity_log is append-only'); end`.execute(db);
    await sql`create trigger activity_log_no_delete before delete on activity_log
      begin select raise(abort, 'activity_log is append-only'); end`.execute(db);
  }
}

function isPostgresDb(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('activity_log').execute();
  if (isPostgresDb(db)) await sql`drop function activity_log_append_only()`.execute(db);
  await db.schema.dropIndex('login_attempts_pair_index').execute();
  await db.schema.dropTable('staff_settings').execute();
  await db.schema.dropTable('recovery_codes').execute();
  for (const column of ['totp_last_step', 'totp_pending_secret', 'totp_secret', 'disabled_at']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  await db.schema.dropTable('account_roles').execute();
  await db.schema.dropTable('role_permissions').execute();
  await db.schema.dropTable('roles').execute();
  await db.schema.dropTable('permissions').execute();
}
