import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MeResponse } from '#domain/auth/login.schema.ts';
import type { Permission } from '#domain/staff/permissions.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { clearAuthToken, readAuthToken } from '#web/lib/auth-token.ts';
import { fetchMe, logOut } from '#web/lib/staff-session.ts';
import { AdminLoginForm } from './admin-login-form.tsx';

export const SESSION_ENDED_NOTICE = 'Your session has ended. Log in again.';

type State =
  | { kind: 'checking' }
  | { kind: 'logged-out'; notice: string | null }
  | { kind: 'logged-in'; me: MeResponse }
  | { kind: 'failed'; message: string };

interface StaffAreaProps {
  /** The permission the page needs; without it the page says so and links home. */
  permission?: Permission;
  /** The two-step set-up page stays open to an account that must still set it up. */
  isTwoStepSetup?: boolean;
  /** The password page stays open to an account that must still choose its own password. */
  isPasswordChange?: boolean;
  children: (me: MeResponse, onUnauthorized: () => void, reload: () => void) => ReactNode;
}

/**
 * Every back office page sits in this: the login when nobody is logged in, then the account bar
 * (who, back office home, Log out) and the page, if the account may open it.
 */
export function StaffArea({
  permission,
  isTwoStepSetup = false,
  isPasswordChange = false,
  children,
}: StaffAreaProps) {
  const [state, setState] = useState<State>(() =>
    readAuthToken() ? { kind: 'checking' } : { kind: 'logged-out', notice: null },
  );

  const load = useCallback((signal?: AbortSignal) => {
    fetchMe(signal).then(
      (me) => setState({ kind: 'logged-in', me }),
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
    if (!readAuthToken()) return;
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const onUnauthorized = useCallback(() => {
    clearAuthToken();
    setState({ kind: 'logged-out', notice: SESSION_ENDED_NOTICE });
  }, []);

  if (state.kind === 'checking') return <p role="status">Loading…</p>;
  if (state.kind === 'failed') {
    return (
      <p className="banner banner--error" role="alert">
        {state.message}
      </p>
    );
  }
  if (state.kind === 'logged-out') {
    return <AdminLoginForm notice={state.notice} onLoggedIn={() => load()} />;
  }

  const { me } = state;
  let page: ReactNode;
  if (me.mustChangePassword && !isPasswordChange) {
    page = (
      <div className="banner banner--warning">
        <h2 className="banner__title">Choose your own password</h2>
        <p>
          An administrator set your password. Choose your own before you continue:{' '}
          <Link to="/admin/password">Change your password</Link>.
        </p>
      </div>
    );
  } else if (me.mustSetUpTwoStep && !isTwoStepSetup) {
    page = (
      <div className="banner banner--warning">
        <h2 className="banner__title">Set up two-step sign-in</h2>
        <p>
          The district requires two-step sign-in for every account. Set it up before you continue:{' '}
          <Link to="/admin/two-step">Set up two-step sign-in</Link>.
        </p>
      </div>
    );
  } else if (permission && !me.permissions.includes(permission)) {
    page = (
      <div className="banner banner--warning">
        <h2 className="banner__title">Not available to your account</h2>
        <p>
          Your account is not allowed to open this page. Go back to the{' '}
          <Link to="/admin">back office home</Link>.
        </p>
      </div>
    );
  } else {
    page = children(me, onUnauthorized, () => load());
  }

  return (
    <>
      <div className="staff-bar">
        <p className="staff-bar__who">
          Logged in as <strong>{me.username}</strong>
        </p>
        <Link to="/admin" className="staff-bar__home">
          Back office home
        </Link>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            void logOut().then(() => setState({ kind: 'logged-out', notice: null }));
          }}
        >
          Log out
        </button>
      </div>
      {page}
    </>
  );
}
