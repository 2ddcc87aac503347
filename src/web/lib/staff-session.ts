import {
  AUTH_PATHS,
  type Login,
  type LoginResponse,
  type MeResponse,
} from '#domain/auth/login.schema.ts';
import { apiRequest } from './api-client.ts';
import { clearAuthToken, readAuthToken, storeAuthToken } from './auth-token.ts';

/**
 * The one login of the site (issue 9): the calendar's Admin Login modal and the back office both
 * call it. The token is kept under the calendar's key (spec §9) and sent as a bearer header.
 * Throws ApiError; `CODE_REQUIRED` means the account needs its authenticator code.
 */
export async function logIn(credentials: Login): Promise<void> {
  const { token } = await apiRequest<LoginResponse>(AUTH_PATHS.login, {
    method: 'POST',
    body: credentials,
  });
  storeAuthToken(token);
}

/** Ends the session on the server, then forgets the token (even when the server is unreachable). */
export async function logOut(): Promise<void> {
  try {
    if (readAuthToken()) {
      await apiRequest(AUTH_PATHS.logout, { method: 'POST', isAuthenticated: true });
    }
  } catch {
    // A session the server already ended, or a network failure: the token goes either way.
  } finally {
    clearAuthToken();
  }
}

export function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiRequest<MeResponse>(
    AUTH_PATHS.me,
    signal ? { isAuthenticated: true, signal } : { isAuthenticated: true },
  );
}
