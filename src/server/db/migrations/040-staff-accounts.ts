import { sql, type Kysely } from 'kysely';
import * as column from './columns.ts';
import {
  addColumnsTo,
  createIndexOn,
  createTableWith,
  dropColumnsFrom,
  dropTables,
  isPostgres,
  primaryKeyOf,
} from './table-steps.ts';

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
  await createTableWith(db, 'permissions', [column.id, column.requiredText('description')]);
  await createTableWith(db, 'roles', [
    column.id,
    column.requiredText('label'),
    column.requiredInteger('position'),
  ]);
  await createTableWith(
    db,
    'role_permissions',
    [column.ownedBy('role_id', 'roles.id'), column.ownedBy('permission_id', 'permissions.id')],
    primaryKeyOf('role_permissions_pk', ['role_id', 'permission_id']),
  );
  await createTableWith(
    db,
    'account_roles',
    [column.ownedBy('user_id', 'users.id'), column.ownedBy('role_id', 'roles.id')],
    primaryKeyOf('account_roles_pk', ['user_id', 'role_id']),
  );

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

  await addColumnsTo(
    db,
    'users',
    column.optionalText('disabled_at'),
    // The authenticator secret (base32). It has to be readable to check codes, like any TOTP
    // server.
    column.optionalText('totp_secret', 'totp_pending_secret'),
    // The last time step a code was accepted for, so a code works once.
    column.optionalInteger('totp_last_step'),
  );

  await createTableWith(db, 'recovery_codes', [
    column.id,
    column.ownedBy('user_id', 'users.id'),
    // The code's first group, stored plain so a login checks one hash rather than all of them.
    column.requiredText('lookup', 'code_hash', 'created_at'),
    column.optionalText('used_at'),
  ]);
  await createIndexOn(db, 'recovery_codes_user_id_index', 'recovery_codes', ['user_id', 'lookup']);

  await createTableWith(db, 'staff_settings', [column.key('key'), column.requiredText('value')]);

  await createIndexOn(db, 'login_attempts_pair_index', 'login_attempts', [
    'username',
    'address',
    'attempted_at',
  ]);

  // before/after hold JSON text; actor_username is kept as written, so removing an account
  // leaves its history readable.
  await createTableWith(db, 'activity_log', [
    column.id,
    column.requiredText('occurred_at'),
    column.optionalText('actor_id'),
    column.requiredText('actor_username', 'action', 'subject'),
    column.optionalText('before', 'after'),
  ]);
  await createIndexOn(db, 'activity_log_occurred_at_index', 'activity_log', ['occurred_at']);
  await createIndexOn(db, 'activity_log_actor_index', 'activity_log', [
    'actor_username',
    'occurred_at',
  ]);

  // Append-only: the database itself refuses to change or remove an entry.
  if (isPostgres(db)) {
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

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, 'activity_log');
  if (isPostgres(db)) await sql`drop function activity_log_append_only()`.execute(db);
  await db.schema.dropIndex('login_attempts_pair_index').execute();
  await dropTables(db, 'staff_settings', 'recovery_codes');
  await dropColumnsFrom(
    db,
    'users',
    'totp_last_step',
    'totp_pending_secret',
    'totp_secret',
    'disabled_at',
  );
  await dropTables(db, 'account_roles', 'role_permissions', 'roles', 'permissions');
}
