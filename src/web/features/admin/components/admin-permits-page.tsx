import { useCallback, useState } from 'react';
import { clearAuthToken, readAuthToken } from '#web/lib/auth-token.ts';
import { logOut } from '#web/lib/staff-session.ts';
import { AdminLoginForm } from './admin-login-form.tsx';
import { PermitApplicationsTable } from './permit-applications-table.tsx';

/**
 * The permits back office: the administrator's login, then the applications. Rendered only in the
 * browser (the token lives in its storage); a 401 from any call goes back to the login.
 */
export function AdminPermitsPage() {
  const [isLoggedIn, setIsLoggedIn] = useState(() => readAuthToken() !== null);
  const [notice, setNotice] = useState<string | null>(null);

  const onUnauthorized = useCallback(() => {
    clearAuthToken();
    setIsLoggedIn(false);
    setNotice('Your session has ended. Log in again.');
  }, []);

  if (!isLoggedIn) {
    return (
      <AdminLoginForm
        notice={notice}
        onLoggedIn={() => {
          setNotice(null);
          setIsLoggedIn(true);
        }}
      />
    );
  }
  return (
    <>
      <div className="button-row admin-permits__account">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            void logOut().then(() => {
              setNotice(null);
              setIsLoggedIn(false);
            });
          }}
        >
          Log out
        </button>
      </div>
      <PermitApplicationsTable onUnauthorized={onUnauthorized} />
    </>
  );
}
