import { z } from 'zod';

/** POST /api/auth/login (spec §3: username, password; both required, §5). */
export const LoginSchema = z.object({
  username: z
    .string({ error: 'Enter your username' })
    .trim()
    .min(1, 'Enter your username')
    .max(100, 'Enter your username'),
  password: z
    .string({ error: 'Enter your password' })
    .min(1, 'Enter your password')
    .max(200, 'Enter your password'),
});
export type Login = z.infer<typeof LoginSchema>;

export interface LoginResponse {
  success: true;
  token: string;
}
