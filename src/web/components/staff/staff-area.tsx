import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MeResponse } from '#domain/auth/login.schema.ts';
import type { Permission } from '#domain/staff/permissions.ts';
import { AdminLoginForm } from '#web/components/staff/admin-login-form.tsx';
import { useStaffSession } from '#web/components/staff/staff-session.tsx';

export interface StaffAreaProps {
  /** The permission the page needs; without it the page says so and links home. */
  permission?: Permission;
  /** The two-step set-up page stays open to an account that must still set it up. */
  isTwoStepSetup?: boolean;
  /** The password page stays open to an account that must still choose its own password. */
  isPasswordChange?: boolean;
  children: (me: MeResponse, onUnauthorized: () => void, reload: () => void) => ReactNode;
}

/**
 * Every back office page sits in this, inside the staff layout: the login when nobody is logged
 * in, then the page, if the account may open it. Who is logged in, and Log out, are in the
 * layout's header.
 */
export function StaffArea({
  permission,
  isTwoStepSetup = false,
  isPasswordChange = false,
  children,
}: StaffAreaProps) {
  const { state, reload, onUnauthorized } = useStaffSession();

  if (state.kind === 'checking') return <p role="status">Loading…</p>;
  if (state.kind === 'failed') {
    return (
      <p className="banner banner--error" role="alert">
        {state.message}
      </p>
    );
  }
  if (state.kind === 'logged-out') {
    return <AdminLoginForm notice={state.notice} onLoggedIn={reload} />;
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
    page = children(me, onUnauthorized, reload);
  }

  return page;
}
