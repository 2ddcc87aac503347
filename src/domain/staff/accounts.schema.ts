import { z } from 'zod';
import { stopHere } from '#domain/text-checks.ts';
import { hasInvisibleCharacter, normalizeUsername } from './username.ts';

/** At least this many characters for any staff password (CLI, environment, back office). */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;

export const UsernameSchema = z
  .string({ error: 'Enter a username' })
  .trim()
  .min(1, stopHere('Enter a username'))
  .max(100, stopHere('Use at most 100 characters'))
  .refine(
    (username) => !hasInvisibleCharacter(username),
    'Use no spaces or invisible characters in the username',
  )
  // Stored as NFKC lower case, so `Admin` is the same name as `admin` (issue 16).
  .transform(normalizeUsername);

export const NewPasswordSchema = z
  .string({ error: 'Enter a password' })
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters`);

export const RoleListSchema = z
  .array(z.string().min(1).max(50), { error: 'Choose at least one role' })
  .min(1, 'Choose at least one role')
  .max(20);

/** POST /api/admin/accounts */
export const NewAccountSchema = z.object({
  username: UsernameSchema,
  password: NewPasswordSchema,
  roles: RoleListSchema,
});
export type NewAccount = z.infer<typeof NewAccountSchema>;

/**
 * POST /api/auth/password: the signed-in account changes its own password (issue 16). The form's
 * "confirm" field is checked in the browser; the server needs the current and the new password.
 */
export const OwnPasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Enter your current password' })
    .min(1, 'Enter your current password')
    .max(MAX_PASSWORD_LENGTH, 'Enter your current password'),
  newPassword: NewPasswordSchema,
});
export type OwnPassword = z.infer<typeof OwnPasswordSchema>;

/** PUT /api/admin/accounts/:id/roles */
export const SetRolesSchema = z.object({ roles: RoleListSchema });
export type SetRoles = z.infer<typeof SetRolesSchema>;

/** POST /api/admin/accounts/:id/password */
export const ResetPasswordSchema = z.object({ password: NewPasswordSchema });
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

/** POST /api/admin/accounts/:id/disable and /enable take no body. */
export const AccountIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const RoleSchema = z.object({
  id: z.string(),
  label: z.string(),
  permissions: z.array(z.string()),
});
export type Role = z.infer<typeof RoleSchema>;

export const AccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  roles: z.array(z.string()),
  isDisabled: z.boolean(),
  hasTwoStep: z.boolean(),
  createdAt: z.string(),
});
export type Account = z.infer<typeof AccountSchema>;

/** GET /api/admin/accounts */
export const AccountListResponseSchema = z.object({
  accounts: z.array(AccountSchema),
  roles: z.array(RoleSchema),
  requireTwoStep: z.boolean(),
});
export type AccountListResponse = z.infer<typeof AccountListResponseSchema>;

export const AccountResponseSchema = z.object({ account: AccountSchema });
export type AccountResponse = z.infer<typeof AccountResponseSchema>;

/** PUT /api/admin/settings/two-step */
export const TwoStepPolicySchema = z.object({ requireTwoStep: z.boolean() });
export type TwoStepPolicy = z.infer<typeof TwoStepPolicySchema>;

export const ACCOUNT_PATHS = {
  list: '/api/admin/accounts',
  account: (id: string) => `/api/admin/accounts/${encodeURIComponent(id)}`,
  twoStepPolicy: '/api/admin/settings/two-step',
} as const;
