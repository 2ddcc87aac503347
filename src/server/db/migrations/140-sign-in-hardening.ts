import type { Kysely } from 'kysely';
import { normalizeUsername } from '#domain/staff/username.ts';
import * as column from './columns.ts';
import { addColumnsTo, dropColumnsFrom } from './table-steps.ts';

/**
 * Sign-in hardening (issue 16, docs/decisions/115-sign-in-hardening.md):
 * - `must_change_password`: a password an administrator set must be changed at the next sign-in.
 * - `code_failures` / `code_failed_at`: wrong two-step or recovery codes in a row, for the
 *   per-account cap.
 * - Usernames become NFKC and lower case. A row whose normalised name another row already has
 *   keeps its old spelling (it still signs in with it exactly) and is listed in the log, so an
 *   administrator can rename or remove one of the two.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await addColumnsTo(
    db,
    'users',
    column.integerFromZero('must_change_password', 'code_failures'),
    column.optionalText('code_failed_at'),
  );

  const users = (await db.selectFrom('users').select(['id', 'username']).execute()) as {
    id: string;
    username: string;
  }[];
  const taken = new Set(users.map((user) => user.username));
  for (const user of users) {
    const normalized = normalizeUsername(user.username);
    if (normalized === user.username) continue;
    if (taken.has(normalized)) {
      console.warn(
        `Migration 140: the username ${JSON.stringify(user.username)} is kept as it is, because ${JSON.stringify(normalized)} already exists. Rename or remove one of them.`,
      );
      continue;
    }
    await db.updateTable('users').set({ username: normalized }).where('id', '=', user.id).execute();
    taken.delete(user.username);
    taken.add(normalized);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropColumnsFrom(db, 'users', 'code_failed_at', 'code_failures', 'must_change_password');
}
