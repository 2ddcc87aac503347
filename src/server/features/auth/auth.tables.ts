import type { Selectable } from 'kysely';

/** ISO-8601 UTC instants are stored as text (portable between SQLite and PostgreSQL). */
export interface UsersTable {
  id: string;
  username: string;
  /** `scrypt$N$r$p$salt$hash` (see password-hash.ts). */
  passwordHash: string;
  createdAt: string;
  updatedAt: string;
  /** Set while the account is disabled: no login, no session works. */
  disabledAt: string | null;
  /** Base32 authenticator secret once two-step sign-in is on. */
  totpSecret: string | null;
  /** A secret being set up, until the first code confirms it. */
  totpPendingSecret: string | null;
  /** The last 30-second step a code was accepted for, so each code works once. */
  totpLastStep: number | null;
  /** 1 when an administrator set the password: the account must choose its own before anything else. */
  mustChangePassword: number;
  /** Wrong two-step or recovery codes in a row (issue 16): at the cap, codes are refused. */
  codeFailures: number;
  /** When the newest of those failures happened; the count starts again a day after it. */
  codeFailedAt: string | null;
}
export type UserRow = Selectable<UsersTable>;

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
export type SessionRow = Selectable<SessionsTable>;

export interface LoginAttemptsTable {
  id: string;
  address: string;
  username: string;
  attemptedAt: string;
}

export interface RolesTable {
  id: string;
  label: string;
  position: number;
}

export interface PermissionsTable {
  id: string;
  description: string;
}

export interface RolePermissionsTable {
  roleId: string;
  permissionId: string;
}

export interface AccountRolesTable {
  userId: string;
  roleId: string;
}

export interface RecoveryCodesTable {
  id: string;
  userId: string;
  /** The code's first group, in plain text, to find the one row to check. */
  lookup: string;
  /** Hashed like a password (scrypt); the code itself is shown once. */
  codeHash: string;
  createdAt: string;
  usedAt: string | null;
}

/** Settings an administrator changes in the back office, as text (`requireTwoStep`: 'true'). */
export interface StaffSettingsTable {
  key: string;
  value: string;
}

export interface AuthTables {
  users: UsersTable;
  sessions: SessionsTable;
  loginAttempts: LoginAttemptsTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  rolePermissions: RolePermissionsTable;
  accountRoles: AccountRolesTable;
  recoveryCodes: RecoveryCodesTable;
  staffSettings: StaffSettingsTable;
}
