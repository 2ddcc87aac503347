import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { createIndexOn, createTableWith, dropTables } from './table-steps.ts';

// Column types stay portable between SQLite and PostgreSQL: text ids (UUIDs), text ISO-8601
// instants, integer cents, integer 0/1 flags.
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWith(db, 'users', [
    column.id,
    column.requiredUniqueText('username'),
    column.requiredText('password_hash', 'created_at', 'updated_at'),
  ]);

  // Only the SHA-256 of a token is stored, so a leaked table does not let anyone in.
  await createTableWith(db, 'sessions', [
    column.id,
    column.requiredUniqueText('token_hash'),
    column.ownedBy('user_id', 'users.id'),
    column.requiredText('created_at', 'last_used_at', 'expires_at'),
    column.optionalText('revoked_at'),
  ]);
  await createIndexOn(db, 'sessions_user_id_index', 'sessions', ['user_id']);

  // Failed logins live in the database so that every server process counts the same attempts.
  await createTableWith(db, 'login_attempts', [
    column.id,
    column.requiredText('address', 'username', 'attempted_at'),
  ]);
  await createIndexOn(db, 'login_attempts_address_index', 'login_attempts', [
    'address',
    'attempted_at',
  ]);
  await createIndexOn(db, 'login_attempts_username_index', 'login_attempts', [
    'username',
    'attempted_at',
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, 'login_attempts', 'sessions', 'users');
}
