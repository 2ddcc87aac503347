import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { MeResponse } from '#domain/auth/login.schema.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { clearAuthToken, readAuthToken } from '#web/lib/auth-token.ts';
import { fetchMe, logOut } from '#web/lib/staff-session.ts';

export const SESSION_ENDED_NOTICE = 'Your session has ended. Log in again.';

export type StaffSessionState =
  | { kind: 'checking' }
  | { kind: 'logged-out'; notice: string | null }
  | { kind: 'logged-in'; me: MeResponse }
  | { kind: 'failed'; message: string };

export interface StaffSession {
  state: StaffSessionState;
  /** Asks the server who is logged in again (after a login or a two-step change). */
  reload: () => void;
  /** A call answered 401: the session ended elsewhere. */
  onUnauthorized: () => void;
  logOut: () => void;
}

const StaffSessionContext = createContext<StaffSession | null>(null);

/**
 * Who is logged in, asked once a page by the staff layout and read by its header, its navigation
 * and the page (StaffArea). It starts as "checking" on the server and in the browser alike, so
 * the prerendered HTML hydrates; the token lives in the browser's storage.
 */
export function StaffSessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<StaffSessionState>({ kind: 'checking' });

  const load = useCallback((signal?: AbortSignal) => {
    // Without a token nobody is logged in; the answer still comes after the effect, not in it.
    const request = readAuthToken() ? fetchMe(signal) : Promise.resolve(null);
    request.then(
      (me) => setState(me ? { kind: 'logged-in', me } : { kind: 'logged-out', notice: null }),
      (error: unknown) => {
        if (signal?.aborted) return;
        if (error instanceof ApiError && error.status === 401) {
          clearAuthToken();
          setState({ kind: 'logged-out', notice: SESSION_ENDED_NOTICE });
        } else {
          setState({ kind: 'failed', message: 'We could not reach the server. Reload the page.' });
        }
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const onUnauthorized = useCallback(() => {
    clearAuthToken();
    setState({ kind: 'logged-out', notice: SESSION_ENDED_NOTICE });
  }, []);

  const endSession = useCallback(() => {
    void logOut().then(() => setState({ kind: 'logged-out', notice: null }));
  }, []);

  return (
    <StaffSessionContext.Provider
      value={{ state, reload: () => load(), onUnauthorized, logOut: endSession }}
    >
      {children}
    </StaffSessionContext.Provider>
  );
}

export function useStaffSession(): StaffSession {
  const session = useContext(StaffSessionContext);
  if (!session) throw new Error('useStaffSession needs a StaffSessionProvider (the staff layout)');
  return session;
}
