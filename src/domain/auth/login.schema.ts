import { z } from 'zod';
import { stopHere, requiredText } from '#domain/text-checks.ts';

/**
 * POST /api/auth/login (spec §3: username, password; both required, §5). `code` is the
 * authenticator-app code or a recovery code, sent only for an account with two-step sign-in.
 */
export const LoginSchema = z.object({
  username: requiredText('Enter your username', 100, 'Enter your username'),
  password: z
    .string({ error: 'Enter your password' })
    .min(1, 'Enter your password')
    .max(200, 'Enter your password'),
  // An empty field is no code at all, so the server asks for it again rather than calling it wrong.
  code: z
    .string()
    .trim()
    .max(40, 'Enter the code from your authenticator app')
    .transform((code) => (code === '' ? undefined : code))
    .optional(),
});
export type Login = z.input<typeof LoginSchema>;

export interface LoginResponse {
  success: true;
  token: string;
}

/** GET /api/auth/me: who is logged in and what the account may do. */
export const MeResponseSchema = z.object({
  username: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  hasTwoStep: z.boolean(),
  /** An administrator set this account's password: it must choose its own before anything else. */
  mustChangePassword: z.boolean(),
  /** The administrator requires two-step sign-in and this account has not set it up yet. */
  mustSetUpTwoStep: z.boolean(),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** POST /api/auth/two-step/setup: a new secret to scan; not active until confirmed. */
export const TwoStepSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCodeDataUrl: z.string(),
});
export type TwoStepSetupResponse = z.infer<typeof TwoStepSetupResponseSchema>;

/** POST /api/auth/two-step/enable */
export const TwoStepConfirmSchema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code from your authenticator app' })
    .trim()
    .max(6, stopHere('Enter the 6-digit code from your authenticator app'))
    .regex(/^\d{6}$/, stopHere('Enter the 6-digit code from your authenticator app')),
});
export type TwoStepConfirm = z.infer<typeof TwoStepConfirmSchema>;

export const RecoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponseSchema>;

/**
 * POST /api/auth/two-step/setup and /disable (issue 16): the password proves the owner is at the
 * keyboard, and while two-step sign-in is on, a current code or a recovery code too, so a stolen
 * session alone cannot replace or remove it.
 */
export const TwoStepProofSchema = z.object({
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(200),
  code: z
    .string()
    .trim()
    .max(40, 'Enter the code from your authenticator app, or a recovery code')
    .transform((code) => (code === '' ? undefined : code))
    .optional(),
});
export type TwoStepProof = z.input<typeof TwoStepProofSchema>;
/** The same proof turns two-step sign-in off. */
export const TwoStepDisableSchema = TwoStepProofSchema;
export type TwoStepDisable = TwoStepProof;

export const AUTH_PATHS = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  me: '/api/auth/me',
  twoStepSetup: '/api/auth/two-step/setup',
  twoStepEnable: '/api/auth/two-step/enable',
  twoStepDisable: '/api/auth/two-step/disable',
  password: '/api/auth/password',
} as const;
