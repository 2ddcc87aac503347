import type { Selectable } from 'kysely';

/** ISO-8601 UTC instants are stored as text (portable between SQLite and PostgreSQL). */
export interface UsersTable {
  id: string;
  username: string;
  /** `scrypt$N$r$p$salt$hash` (see password-hash.ts). */
  passwordHash: string;
  createdAt: string;
  updatedAt: string;
}

export interface SessionsTable {
  id: string;
  /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
  tokenHash: string;
  userId: string;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

export interface LoginAttemptsTable {
  id: string;
  address: string;
  username: string;
  attemptedAt: string;
}

export interface AuthTables {
  users: UsersTable;
  sessions: SessionsTable;
  loginAttempts: LoginAttemptsTable;
}

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
